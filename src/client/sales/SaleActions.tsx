// The developer admin's changes to an active sale (cancelling it is CancelSaleButton.tsx): re-plan
// it with a plan of the unit's building and a reason (the current schedule is kept in the
// history), or record its SPA date once signed (a commission due at the SPA follows).
// Each opens a dialog; the server's refusal shows as its message.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SaleDetail } from '../../shared/sales.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { useUnitPlans } from '../inventory/units/unitApi.ts';
import { useApi } from '../providers/useApi.ts';
import { SaleReasonField } from './SaleReasonField.tsx';
import { SALES, useRefreshSales } from './salesApi.ts';

export function ReplanSaleButton({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefreshSales();
  const plans = useUnitPlans(sale.unit_id);
  const { run, pending } = useServerAction();
  const [open, setOpen] = useState(false);
  const [planId, setPlanId] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const submit = async () => {
    const done = await run(
      () => api.call({ method: 'POST', path: [SALES, sale.id, 'schedules'], data: { payment_plan_id: planId, reason } }),
      { success: 'sales.replan.done', afterwards: refresh },
    );
    if (done) setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{translate('sales.replan.action')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('sales.replan.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('sales.replan.content')}</DialogContentText>
          <TextField
            select
            label={translate('sales.fields.payment_plan_id')}
            value={planId}
            onChange={(event) => setPlanId(Number(event.target.value))}
            fullWidth
            sx={{ mb: 2 }}
          >
            {(plans.data ?? []).map((plan) => (
              <MenuItem key={plan.plan.id} value={plan.plan.id}>
                {plan.plan.name}
              </MenuItem>
            ))}
          </TextField>
          <SaleReasonField value={reason} onChange={setReason} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={pending || planId === '' || reason.trim() === ''} onClick={submit}>
            {translate('sales.replan.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** "Record SPA date": shown with the other changes of an active sale (`can.replan`, the same rule). */
export function RecordSpaDateButton({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefreshSales();
  const { run, pending } = useServerAction();
  const [open, setOpen] = useState(false);
  const [spaDate, setSpaDate] = useState('');
  const start = () => {
    setSpaDate(sale.spa_date ?? '');
    setOpen(true);
  };
  const submit = async () => {
    const done = await run(() => api.call({ method: 'POST', path: [SALES, sale.id, 'spa'], data: { spa_date: spaDate } }), {
      success: 'sales.spa.done',
      afterwards: refresh,
    });
    if (done) setOpen(false);
  };
  return (
    <>
      <Button onClick={start}>{translate('sales.spa.action')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('sales.spa.action')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('sales.spa.content')}</DialogContentText>
          <TextField
            type="date"
            label={translate('sales.fields.spa_date')}
            value={spaDate}
            onChange={(event) => setSpaDate(event.target.value)}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={pending || spaDate === ''} onClick={submit}>
            {translate('sales.spa.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
