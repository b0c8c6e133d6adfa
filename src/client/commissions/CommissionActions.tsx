// The developer admin's steps on a commission line: approve a pending one, mark an approved one
// paid (a dialog with the date, today by default, and the payment's reference). The server's
// refusal (a 409 when someone moved it first) shows as its message.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CommissionListItem } from '../../shared/commissions.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';
import { COMMISSIONS, useRefreshCommissions } from './commissionsApi.ts';

function PayButton({ line }: { line: CommissionListItem }) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefreshCommissions();
  const { run, pending } = useServerAction();
  const [open, setOpen] = useState(false);
  const [paidDate, setPaidDate] = useState('');
  const [reference, setReference] = useState('');
  const submit = async () => {
    const done = await run(
      () => api.call({ method: 'POST', path: [COMMISSIONS, line.id, 'pay'], data: { paid_date: paidDate, reference } }),
      { success: 'commissions.pay.done', afterwards: refresh },
    );
    if (done) setOpen(false);
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('commissions.pay.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('commissions.pay.title', { seller: line.seller_name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            type="date"
            label={translate('commissions.fields.paid_date')}
            helperText={translate('commissions.pay.date_help')}
            value={paidDate}
            onChange={(event) => setPaidDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          />
          <TextField
            label={translate('commissions.fields.payment_reference')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={pending} onClick={submit}>
            {translate('commissions.pay.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ApproveButton({ line }: { line: CommissionListItem }) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefreshCommissions();
  const { run, pending } = useServerAction();
  return (
    <Button
      size="small"
      disabled={pending}
      onClick={() =>
        run(() => api.call({ method: 'POST', path: [COMMISSIONS, line.id, 'approve'] }), {
          success: 'commissions.approve.done',
          afterwards: refresh,
        })
      }
    >
      {translate('commissions.approve.action')}
    </Button>
  );
}

/** The next step of the line, for the developer admin of its organization; nothing for the others. */
export function CommissionActions({ line, organizationId }: { line: CommissionListItem; organizationId: number | null }) {
  const can = useCan();
  if (!can('commissions.manage') || organizationId !== line.organization_id) return null;
  if (line.status === 'pending') return <ApproveButton line={line} />;
  if (line.status === 'approved') return <PayButton line={line} />;
  return null;
}
