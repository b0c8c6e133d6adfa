// "Download PDF": the offer as the server renders it (developer's branding, units, schedules),
// fetched through the API client and handed to the browser's save.
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServerAction } from '../forms/useServerAction.ts';
import { apiDownload } from '../providers/httpClient.ts';
import { saveDownload } from '../providers/saveDownload.ts';
import { SALE_OFFERS } from './saleOfferPaths.ts';

export function DownloadPdfButton({ id, number, disabled }: { id: number; number: string; disabled?: boolean }) {
  const translate = useTranslate();
  const { run, pending } = useServerAction();
  const download = async () => saveDownload(await apiDownload({ path: [SALE_OFFERS, id, 'pdf'] }), `sale-offer-${number}.pdf`);
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PictureAsPdfIcon />}
      disabled={disabled || pending}
      onClick={() => void run(download)}
    >
      {translate('sale_offers.download_pdf')}
    </Button>
  );
}
