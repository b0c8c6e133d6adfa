// The plan of one offered unit: one of its building's plans (with the schedule on the unit's
// price) or custom installments in the shared installment editor, which must add up to 100 %.
// Saving sends `PUT …/units/{unitId}/payment-plan`; errors show on the fields, the client's
// (the shared schema) before anything is sent and the server's 422 after.
import { Alert, Box, Button, Card, CardContent, FormControlLabel, MenuItem, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { z } from 'zod';
import { installmentsSchema } from '../../shared/schemas/payment-plans.ts';
import type { SaleOfferDetail, SaleOfferUnit } from '../../shared/sale-offers.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import { useApi } from '../providers/useApi.ts';
import { InstallmentEditor } from '../inventory/paymentPlans/InstallmentEditor.tsx';
import { newRow, planBody, rowsOf, type InstallmentRow } from '../inventory/paymentPlans/installmentRows.ts';
import { ScheduleTable } from '../inventory/paymentPlans/ScheduleTable.tsx';
import { useFormatMoney } from '../forms/money.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useFieldSave } from '../forms/useFieldSave.ts';
import { ApplyPlanToAllButton } from './ApplyPlanToAllButton.tsx';
import { OFFER_TOAST } from './offerToast.ts';
import { RemoveUnitButton } from './RemoveUnitButton.tsx';
import { useRefreshSaleOffers, useUnitPlans } from './saleOfferApi.ts';
import { SALE_OFFERS } from './saleOfferPaths.ts';
import { useUnitFacts } from './useUnitFacts.ts';

type PlanKind = 'building' | 'custom';

const validateCustom = zodFormValidator(z.object({ installments: installmentsSchema }));

export function UnitPlanEditor({ offer, unit }: { offer: SaleOfferDetail; unit: SaleOfferUnit }) {
  const formatMoney = useFormatMoney();
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const refresh = useRefreshSaleOffers();
  const facts = useUnitFacts();
  const plans = useUnitPlans(unit.unit_id);
  const [kind, setKind] = useState<PlanKind>(unit.custom_installments ? 'custom' : 'building');
  const [planId, setPlanId] = useState<string>(unit.payment_plan_id === null ? '' : String(unit.payment_plan_id));
  const [rows, setRows] = useState<InstallmentRow[]>(() => (unit.custom_installments ? rowsOf(unit.installments) : [newRow()]));
  const [tried, setTried] = useState(false);
  const { save: send, pending: saving, errors: serverErrors, setErrors: setServerErrors } = useFieldSave();

  const installments = useMemo(() => planBody('', rows).installments, [rows]);
  const clientErrors = useMemo(() => (tried && kind === 'custom' ? validateCustom({ installments }) : {}), [tried, kind, installments]);
  const errors = Object.fromEntries(
    Object.entries({ ...clientErrors, ...serverErrors }).map(([field, message]) => [field, translate(message, { _: message })]),
  );
  const chosenPlan = plans.data?.find((plan) => String(plan.plan.id) === planId);
  const title = translate('sale_offers.units.unit_title', { unit: unit.unit_number, building: unit.building_name });

  const save = async () => {
    setTried(true);
    if (kind === 'custom' && Object.keys(validateCustom({ installments })).length > 0) return;
    if (kind === 'building' && planId === '') {
      setServerErrors({ payment_plan_id: 'sale_offers.plans.choose_plan' });
      return;
    }
    await send(async () => {
      const data = kind === 'custom' ? { installments: installmentsSchema.parse(installments) } : { payment_plan_id: Number(planId) };
      await api.call({
        method: 'PUT',
        path: [SALE_OFFERS, offer.id, 'units', unit.unit_id, 'payment-plan'],
        data: { ...data, updated_at: offer.updated_at },
      });
      setServerErrors({});
      notify('sale_offers.plans.saved', { type: 'success', messageArgs: { unit: unit.unit_number }, ...OFFER_TOAST });
      await refresh();
    });
  };

  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Typography sx={{ fontWeight: 'bold' }}>{formatMoney(unit.price, offer.currency)}</Typography>
          <RemoveUnitButton offer={offer} unit={unit} />
        </Box>
        <Typography color="text.secondary">{facts(unit)}</Typography>
        {unit.unit_status !== 'available' && (
          <Alert severity="warning">
            {translate('sale_offers.units.status_changed', {
              status: translate(`inventory.unit_statuses.${unit.unit_status}`, { _: unit.unit_status }),
            })}
          </Alert>
        )}
        <RadioGroup
          row
          aria-label={translate('sale_offers.plans.kind', { unit: unit.unit_number })}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as PlanKind);
            setServerErrors({});
          }}
        >
          <FormControlLabel value="building" control={<Radio />} label={translate('sale_offers.plans.building_plan')} />
          <FormControlLabel value="custom" control={<Radio />} label={translate('sale_offers.plans.custom')} />
        </RadioGroup>
        {kind === 'building' ? (
          !plans.data ? (
            <QueryFallback error={plans.error} />
          ) : plans.data.length === 0 ? (
            <Alert severity="info">{translate('sale_offers.plans.none_in_building')}</Alert>
          ) : (
            <>
              <TextField
                select
                size="small"
                label={translate('sale_offers.plans.plan')}
                value={planId}
                onChange={(event) => {
                  setPlanId(event.target.value);
                  setServerErrors({});
                }}
                error={Boolean(errors.payment_plan_id)}
                helperText={errors.payment_plan_id ?? ' '}
                sx={{ maxWidth: 360 }}
              >
                {plans.data.map((plan) => (
                  <MenuItem key={plan.plan.id} value={String(plan.plan.id)}>
                    {plan.plan.name}
                  </MenuItem>
                ))}
              </TextField>
              {chosenPlan && (
                <ScheduleTable
                  label={translate('sale_offers.plans.schedule_of', { unit: unit.unit_number })}
                  installments={chosenPlan.installments}
                  currency={offer.currency}
                />
              )}
            </>
          )
        ) : (
          <InstallmentEditor
            rows={rows}
            onChange={(next) => {
              setRows(next);
              setServerErrors({});
            }}
            errors={errors}
          />
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={saving} onClick={() => void save()}>
            {translate('sale_offers.plans.save', { unit: unit.unit_number })}
          </Button>
          {unit.payment_plan_name && (
            <Typography component="span" color="text.secondary">
              {translate('sale_offers.plans.current', {
                plan: unit.custom_installments ? translate('sale_offers.plans.custom_name') : unit.payment_plan_name,
              })}
            </Typography>
          )}
          <ApplyPlanToAllButton offer={offer} unit={unit} />
        </Box>
      </CardContent>
    </Card>
  );
}
