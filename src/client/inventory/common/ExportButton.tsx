// The Excel export of a list, with the list's current filters and sort, downloaded through the
// API (apiDownload) and saved; shown only to the roles the matrix lets export.
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { Action } from '../../../shared/permissions.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { apiDownload } from '../../providers/httpClient.ts';
import { saveDownload } from '../../providers/saveDownload.ts';
import { useCan } from '../../providers/useCan.ts';

export function ExportButton({ path, action, fileName }: { path: string; action: Action; fileName: string }) {
  const translate = useTranslate();
  const can = useCan();
  const { filterValues, sort } = useListContext();
  const { run, pending } = useServerAction();
  if (!can(action)) return null;

  const exportList = async () => {
    const { q, ...filters } = filterValues as Record<string, unknown>;
    const data = { ...filters, ...(q ? { search: q } : {}), ...(sort?.field ? { sort: sort.field, order: sort.order.toLowerCase() } : {}) };
    saveDownload(await apiDownload({ path, data }), fileName);
  };

  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={pending} onClick={() => void run(exportList)}>
      {translate('inventory.export')}
    </Button>
  );
}
