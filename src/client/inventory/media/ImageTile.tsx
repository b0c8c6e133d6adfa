// One image of a grid: its thumbnail (a click opens the full image) and, for managers, delete.
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, ButtonBase, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { THUMBNAIL_WIDTH } from '../../../shared/inventory.ts';
import { InventoryThumbnail } from '../common/InventoryThumbnail.tsx';

export const TILE_WIDTH = THUMBNAIL_WIDTH / 2;

interface ImageTileProps {
  name: string;
  thumbnailUrl: string | null;
  onOpen: () => void;
  onDelete?: () => void;
  /** A drag handle or position badge shown over the image. */
  adornment?: ReactNode;
}

export function ImageTile({ name, thumbnailUrl, onOpen, onDelete, adornment }: ImageTileProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative', width: TILE_WIDTH }} data-testid="image-tile">
      <ButtonBase onClick={onOpen} aria-label={translate('inventory.images.open', { name })} sx={{ display: 'block', borderRadius: 1 }}>
        <InventoryThumbnail url={thumbnailUrl} alt={name} width={TILE_WIDTH} height={(TILE_WIDTH * 3) / 4} />
      </ButtonBase>
      {adornment}
      {onDelete && (
        <Tooltip title={translate('ra.action.delete')}>
          <IconButton
            size="small"
            aria-label={translate('inventory.images.delete', { name })}
            onClick={onDelete}
            sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
