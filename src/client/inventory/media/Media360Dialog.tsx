// Opening a 360 item: an uploaded image in the panorama viewer (downloaded with the token, the
// viewer loaded lazily), a hosted tour in an iframe with a link to open it in a new tab.
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Media360 } from '../../../shared/inventory.ts';
import { lazyComponent } from '../../layout/lazyComponent.tsx';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { useInventoryImage } from '../common/useInventoryImage.ts';

const PanoramaViewer = lazyComponent(() => import('./PanoramaViewer.tsx'), 'PanoramaViewer', <QueryFallback error={null} />);

function PanoramaOf({ item }: { item: Media360 }) {
  const translate = useTranslate();
  const { src } = useInventoryImage(item.url);
  if (!src) return <CircularProgress aria-label={translate('layout.loading')} />;
  return <PanoramaViewer src={src} title={item.title} />;
}

export function Media360Dialog({ item, onClose }: { item: Media360 | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={item !== null} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle sx={{ pr: 6 }}>
        {item?.title}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {item?.kind === 'image' && <PanoramaOf item={item} />}
        {item?.kind === 'tour' && item.tour_url && (
          <>
            <Box
              component="iframe"
              src={item.tour_url}
              title={item.title}
              allowFullScreen
              sx={{ width: '100%', height: { xs: 320, md: 520 }, border: 0 }}
            />
            <Button startIcon={<OpenInNewIcon />} href={item.tour_url} target="_blank" rel="noopener noreferrer">
              {translate('inventory.media360.open_tour')}
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
