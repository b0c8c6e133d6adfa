// The full image of a thumbnail, in a dialog: loaded through the API only once it is opened.
import CloseIcon from '@mui/icons-material/Close';
import { Box, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useInventoryImage } from './useInventoryImage.ts';

export interface LightboxImage {
  url: string;
  title: string;
}

export function ImageLightbox({ image, onClose }: { image: LightboxImage | null; onClose: () => void }) {
  const translate = useTranslate();
  const { src } = useInventoryImage(image?.url);
  return (
    <Dialog open={image !== null} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle sx={{ pr: 6 }}>
        {image?.title}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
        {src ? (
          <Box component="img" src={src} alt={image?.title ?? ''} sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }} />
        ) : (
          <CircularProgress aria-label={translate('layout.loading')} />
        )}
      </DialogContent>
    </Dialog>
  );
}
