// A sale's documents as the server renders them in the user's language (docs/api.md "Sale
// documents"): the statement of account on the sale's page and a receipt PDF per payment, fetched
// through the API client and handed to the browser's save.
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaleDetail, SaleReceipt } from '../../shared/sales.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { apiDownload } from '../providers/httpClient.ts';
import { saveDownload } from '../providers/saveDownload.ts';
import { SALES } from './salesApi.ts';

/** The receipt's number as its PDF prints it. */
export const receiptNumber = (id: number) => `RC-${String(id).padStart(6, '0')}`;

export function StatementButton({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const { run, pending } = useServerAction();
  const download = async () =>
    saveDownload(await apiDownload({ path: [SALES, sale.id, 'statement', 'pdf'] }), `statement-sale-${sale.id}.pdf`);
  return (
    <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={pending} onClick={() => void run(download)}>
      {translate('sales.documents.statement')}
    </Button>
  );
}

export function ReceiptPdfButton({ sale, receipt }: { sale: SaleDetail; receipt: SaleReceipt }) {
  const translate = useTranslate();
  const { run, pending } = useServerAction();
  const number = receiptNumber(receipt.id);
  const download = async () =>
    saveDownload(await apiDownload({ path: [SALES, sale.id, 'receipts', receipt.id, 'pdf'] }), `receipt-${number}.pdf`);
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon />}
      disabled={pending}
      aria-label={translate('sales.documents.receipt_named', { number })}
      onClick={() => void run(download)}
    >
      {translate('sales.documents.receipt')}
    </Button>
  );
}
