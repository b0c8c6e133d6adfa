// An amenity's images: upload several at once (with progress), open, delete.
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AmenityImage } from '../../../shared/inventory.ts';
import { uploadWithProgress } from '../../crm/uploadWithProgress.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { TabSection } from '../../organizations/TabSection.tsx';
import { apiRequest } from '../../providers/httpClient.ts';
import { ImageLightbox, type LightboxImage } from '../common/ImageLightbox.tsx';
import { ImageTile } from '../media/ImageTile.tsx';
import { ImageUploadButton } from '../media/ImageUploadButton.tsx';

export function AmenityImages({
  amenityId,
  images,
  onChanged,
}: {
  amenityId: number;
  images: AmenityImage[];
  onChanged: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const { run } = useServerAction();
  const [open, setOpen] = useState<LightboxImage | null>(null);
  return (
    <TabSection titleKey="inventory.amenities.images">
      <ImageUploadButton
        kind="image"
        labelKey="inventory.amenities.upload_images"
        inputLabelKey="inventory.amenities.image_files"
        upload={(files, onProgress) => uploadWithProgress(`inventory/amenities/${amenityId}/images`, { images: files }, onProgress)}
        onUploaded={onChanged}
      />
      {images.length === 0 ? (
        <Typography color="text.secondary">{translate('inventory.images.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="list" aria-label={translate('inventory.amenities.images')}>
          {images.map((image) => (
            <Box key={image.id} role="listitem">
              <ImageTile
                name={image.file_name}
                thumbnailUrl={image.thumbnail_url}
                onOpen={() => setOpen({ url: image.url, title: image.file_name })}
                onDelete={() =>
                  void run(() => apiRequest({ method: 'DELETE', path: ['inventory/amenity-images', image.id] }), {
                    success: 'inventory.images.deleted',
                    afterwards: onChanged,
                  })
                }
              />
            </Box>
          ))}
        </Box>
      )}
      <ImageLightbox image={open} onClose={() => setOpen(null)} />
    </TabSection>
  );
}
