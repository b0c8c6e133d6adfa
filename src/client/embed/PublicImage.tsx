// An image of a public page, drawn from its public URL once fetched (a grey box until then).
import { Box, type SxProps, type Theme } from '@mui/material';
import { usePublicImage } from './usePublicImage.ts';

export function PublicImage({ url, alt, sx }: { url: string; alt: string; sx?: SxProps<Theme> }) {
  const src = usePublicImage(url);
  return src ? (
    <Box component="img" src={src} alt={alt} sx={{ display: 'block', objectFit: 'cover', ...sx }} />
  ) : (
    <Box role="presentation" sx={{ bgcolor: 'action.hover', ...sx }} />
  );
}
