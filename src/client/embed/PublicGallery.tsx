// The public page's gallery: a responsive grid of 4:3 pictures as wide as the page allows (one
// column on a phone, up to four on a desktop), each opening full size in a dialog.
import { Box, ButtonBase, CircularProgress, Dialog, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PublicImage as PublicImageUrls } from '../../shared/inventory.ts';
import { PublicImage } from './PublicImage.tsx';
import { usePublicImage } from './usePublicImage.ts';

function FullImage({ url, alt }: { url: string; alt: string }) {
  const src = usePublicImage(url);
  return src ? (
    <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: '85vh', display: 'block' }} />
  ) : (
    <CircularProgress sx={{ m: 4 }} />
  );
}

export function PublicGallery({ images, projectName }: { images: PublicImageUrls[]; projectName: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<number | null>(null);
  const alt = (index: number) => translate('inventory.embed.image', { name: projectName, number: index + 1 });
  return (
    <Box component="section" aria-label={translate('inventory.embed.section.gallery')} sx={{ my: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('inventory.embed.section.gallery')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
        {images.map((image, index) => (
          <ButtonBase
            key={image.url}
            onClick={() => setOpen(index)}
            aria-label={translate('inventory.embed.enlarge', { image: alt(index) })}
            sx={{ borderRadius: 1, overflow: 'hidden', display: 'block' }}
          >
            {/* The 320 px thumbnail is too soft at this size: the grid shows the original. */}
            <PublicImage url={image.url} alt={alt(index)} sx={{ width: '100%', aspectRatio: '4 / 3' }} />
          </ButtonBase>
        ))}
      </Box>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg" aria-label={open !== null ? alt(open) : undefined}>
        {open !== null && images[open] && <FullImage url={images[open].url} alt={alt(open)} />}
      </Dialog>
    </Box>
  );
}
