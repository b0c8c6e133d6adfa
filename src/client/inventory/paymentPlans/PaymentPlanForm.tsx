// `/inventory/buildings/:id/building-payment-plan` (create) and `…/:plan_id` (edit): the plan's
// name and installments, validated with the shared schema as the user saves (and live once he
// has tried), the server's 422 shown on the same fields, and the schedule on a sample price.
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useRedirect, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BuildingDetail, PaymentPlan } from '../../../shared/inventory.ts';
import { paymentPlanBody } from '../../../shared/schemas/payment-plans.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { useFieldSave } from '../../forms/useFieldSave.ts';
import { useRefreshInventory } from '../inventoryApi.ts';
import { useApi } from '../../providers/useApi.ts';
import { InstallmentEditor } from './InstallmentEditor.tsx';
import { newRow, planBody, rowsOf, validInstallments, type InstallmentRow } from './installmentRows.ts';
import { SchedulePreview } from './SchedulePreview.tsx';

const validatePlan = zodFormValidator(paymentPlanBody);

export function paymentPlansPath(buildingId: number): string {
  return `/inventory/buildings/${buildingId}/payment-plans`;
}

export function PaymentPlanForm({ building, plan }: { building: BuildingDetail; plan?: PaymentPlan }) {
  const translate = useTranslate();
  const api = useApi();
  const redirect = useRedirect();
  const refresh = useRefreshInventory();
  const [name, setName] = useState(plan?.name ?? '');
  const [rows, setRows] = useState<InstallmentRow[]>(() => (plan ? rowsOf(plan.installments) : [newRow()]));
  const [tried, setTried] = useState(false);
  const { save: send, pending: saving, errors: serverErrors, setErrors: setServerErrors } = useFieldSave();

  const body = useMemo(() => planBody(name, rows), [name, rows]);
  const clientErrors = useMemo(() => (tried ? validatePlan(body as unknown as Record<string, unknown>) : {}), [tried, body]);
  const errors = Object.fromEntries(
    Object.entries({ ...clientErrors, ...serverErrors }).map(([field, message]) => [field, translate(message, { _: message })]),
  );

  const edit =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setServerErrors({});
    };

  const save = async () => {
    setTried(true);
    if (Object.keys(validatePlan(body as unknown as Record<string, unknown>)).length > 0) return;
    await send(async () => {
      if (plan) {
        await api.call({
          method: 'PUT',
          path: ['inventory/payment-plans', plan.id],
          data: { ...paymentPlanBody.parse(body), updated_at: plan.updated_at },
        });
      } else {
        await api.call({ method: 'POST', path: ['inventory/buildings', building.id, 'payment-plans'], data: paymentPlanBody.parse(body) });
      }
      await refresh();
      redirect(paymentPlansPath(building.id));
    });
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate(plan ? 'inventory.payment_plans.edit_title' : 'inventory.payment_plans.create_title', { building: building.name })}
        </Typography>
        <Box
          component="form"
          noValidate
          aria-label={translate('inventory.payment_plans.form')}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            size="small"
            label={translate('inventory.payment_plans.fields.name')}
            value={name}
            onChange={(event) => edit(setName)(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? ' '}
            sx={{ mb: 2, minWidth: 320 }}
          />
          <InstallmentEditor rows={rows} onChange={edit(setRows)} errors={errors} />
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('ra.action.save')}
            </Button>
            <Button component={Link} to={paymentPlansPath(building.id)}>
              {translate('ra.action.cancel')}
            </Button>
          </Box>
        </Box>
        <Box sx={{ mt: 3 }}>
          <SchedulePreview installments={validInstallments(rows)} currency={building.currency} />
        </Box>
      </CardContent>
    </Card>
  );
}
