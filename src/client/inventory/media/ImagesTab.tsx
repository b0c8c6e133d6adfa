// The images of a project or building for the kinds of one tab: per kind an upload (several files,
// with progress; managers only), a grid of thumbnails opening the full image, delete, and for the
// gallery its order by drag and drop.
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImageKind, InventoryImage } from '../../../shared/inventory.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { TabSection } from '../../organizations/TabSection.tsx';
import { useCan } from '../../providers/useCan.ts';
import { ImageLightbox, type LightboxImage } from '../common/ImageLightbox.tsx';
import type { InventoryParent } from '../inventoryApi.ts';
import { deleteImage, reorderGallery, uploadImages } from './imageApi.ts';
import { GalleryGrid } from './GalleryGrid.tsx';
import { ImageTile } from './ImageTile.tsx';
import { ImageUploadButton } from './ImageUploadButton.tsx';

interface ImagesTabProps {
  parent: InventoryParent;
  parentId: number;
  images: InventoryImage[];
  kinds: readonly ImageKind[];
  onChanged: () => Promise<unknown>;
}

export function ImagesTab({ parent, parentId, images, kinds, onChanged }: ImagesTabProps) {
  const translate = useTranslate();
  const can = useCan();
  const canManage = can('inventory.manage');
  const { run } = useServerAction();
  const [open, setOpen] = useState<LightboxImage | null>(null);

  const remove = (image: InventoryImage) =>
    void run(() => deleteImage(image.id), { success: 'inventory.images.deleted', afterwards: onChanged });
  const openImage = (image: InventoryImage) => setOpen({ url: image.url, title: image.file_name });

  return (
    <>
      {kinds.map((kind) => {
        const ofKind = images.filter((image) => image.kind === kind).sort((a, b) => a.position - b.position);
        return (
          <TabSection key={kind} titleKey={`inventory.images.kinds.${kind}`}>
            {canManage && (
              <ImageUploadButton
                kind={kind}
                upload={(files, onProgress) => uploadImages(parent, parentId, kind, files, onProgress)}
                onUploaded={onChanged}
              />
            )}
            {ofKind.length === 0 ? (
              <Typography color="text.secondary">{translate('inventory.images.empty')}</Typography>
            ) : kind === 'gallery' ? (
              <GalleryGrid
                images={ofKind}
                canManage={canManage}
                onOpen={openImage}
                onDelete={remove}
                onReorder={(ids) =>
                  run(() => reorderGallery(parent, parentId, ids), { success: 'inventory.images.reordered', afterwards: onChanged })
                }
              />
            ) : (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="list" aria-label={translate(`inventory.images.kinds.${kind}`)}>
                {ofKind.map((image) => (
                  <Box key={image.id} role="listitem">
                    <ImageTile
                      name={image.file_name}
                      thumbnailUrl={image.thumbnail_url}
                      onOpen={() => openImage(image)}
                      onDelete={canManage ? () => remove(image) : undefined}
                    />
                  </Box>
                ))}
              </Box>
            )}
          </TabSection>
        );
      })}
      <ImageLightbox image={open} onClose={() => setOpen(null)} />
    </>
  );
}
