// A thumbnail loaded through the API (see useInventoryImage); a neutral box while it loads or
// when there is none, so rows and grids keep their size.
import ImageIcon from '@mui/icons-material/Image';
import { Box } from '@mui/material';
import { useInventoryImage } from './useInventoryImage.ts';

export function InventoryThumbnail({
  url,
  alt,
  width = 64,
  height = 48,
}: {
  url: string | null;
  alt: string;
  width?: number | string;
  height?: number;
}) {
  const { src } = useInventoryImage(url);
  const frame = { width, height, borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' } as const;
  if (!src) {
    return (
      <Box sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.disabled' }} aria-hidden>
        <ImageIcon fontSize="small" />
      </Box>
    );
  }
  return <Box component="img" src={src} alt={alt} sx={{ ...frame, objectFit: 'cover', display: 'block' }} />;
}
