// A deal's status (PATCH crm/deals/{id}/status): won (confirmed, with an optional reason), lost
// (with its required reason), both asked in a dialog, or open again; and its hot flag (PATCH …/hot).
// A won deal of a developer organization offers "Record sale" to whoever records sales there.
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { Box, Button, FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ClosedDealStatus, Deal, DealStatus } from '../../../shared/deals.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useApi } from '../../providers/useApi.ts';
import { RecordDealSaleButton } from '../../sales/RecordDealSaleButton.tsx';
import { DealCloseDialog } from './DealCloseDialog.tsx';

export function DealStatusActions({ deal, onChanged }: { deal: Deal; onChanged: () => unknown }) {
  const translate = useTranslate();
  const api = useApi();
  const { run, pending } = useServerAction();
  const [closing, setClosing] = useState<ClosedDealStatus | null>(null);
  const setStatus = (status: DealStatus, reason: string | null = null) =>
    run(
      () =>
        api.call({
          method: 'PATCH',
          path: ['crm/deals', deal.id, 'status'],
          data: {
            status,
            lost_reason: status === 'lost' ? reason : null,
            won_reason: status === 'won' ? reason : null,
            updated_at: deal.updated_at,
          },
        }),
      {
        success: `crm.deals.status_changed.${status}`,
        afterwards: onChanged,
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {deal.status !== 'won' && (
        <Button variant="contained" color="success" size="small" disabled={pending} onClick={() => setClosing('won')}>
          {translate('crm.deals.mark_won')}
        </Button>
      )}
      {deal.status !== 'lost' && (
        <Button variant="outlined" color="error" size="small" disabled={pending} onClick={() => setClosing('lost')}>
          {translate('crm.deals.mark_lost')}
        </Button>
      )}
      {deal.status !== 'open' && (
        <Button size="small" disabled={pending} onClick={() => void setStatus('open')}>
          {translate('crm.deals.reopen')}
        </Button>
      )}
      <RecordDealSaleButton deal={deal} />
      <FormControlLabel
        control={
          <Switch
            checked={deal.hot}
            disabled={pending}
            onChange={(event) =>
              void run(
                () =>
                  api.call({
                    method: 'PATCH',
                    path: ['crm/deals', deal.id, 'hot'],
                    data: { hot: event.target.checked, updated_at: deal.updated_at },
                  }),
                { afterwards: onChanged },
              )
            }
          />
        }
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            <LocalFireDepartmentIcon fontSize="small" color={deal.hot ? 'error' : 'disabled'} />
            {translate('crm.deals.hot')}
          </Box>
        }
      />
      {closing && (
        <DealCloseDialog
          status={closing}
          title={deal.title}
          onClose={() => setClosing(null)}
          onConfirm={async (reason) => {
            if (await setStatus(closing, reason)) setClosing(null);
          }}
        />
      )}
    </Box>
  );
}
