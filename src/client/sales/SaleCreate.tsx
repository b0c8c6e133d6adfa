// `/sales/create?unit_id=…[&sale_offer_id=…]`: record a sale of a unit (docs/api.md "Sales") — the
// buyers (one or more), the price (list price from the unit; the final price when there is a
// discount), booking and SPA dates, the seller, the plan (a plan of the unit's building; from an
// offer, empty keeps the offer's plan) and, for the developer admin, the fee lines starting from
// the organization's defaults. Recording books (or sells) the unit; the server's refusals show
// under their fields, a unit taken meanwhile as its message.
import { Alert, Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useMemo } from 'react';
import { ArrayInput, DateInput, Form, SaveButton, SelectInput, SimpleFormIterator, TextInput, Title, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FEE_KINDS, SALE_UNIT_STATUSES, type SaleDetail } from '../../shared/sales.ts';
import { CountryInput } from '../forms/CountryInput.tsx';
import { MoneyInput } from '../forms/MoneyInput.tsx';
import { FeeAmountInput } from './FeeAmountInput.tsx';
import { useFormatMoney } from '../forms/money.ts';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { recordIdOf } from '../inventory/inventoryApi.ts';
import { useUnitDetail, useUnitPlans } from '../inventory/units/unitApi.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';
import { feeValuesOf, saleCreateBody, type SaleFormValues } from './saleFormValues.ts';
import { SALES, useFeeDefaults, useRefreshSales } from './salesApi.ts';

const unitStatusChoices = SALE_UNIT_STATUSES.map((status) => ({ id: status, name: `sales.unit_statuses.${status}` }));
const feeKindChoices = FEE_KINDS.map((kind) => ({ id: kind, name: `sales.fee_kinds.${kind}` }));

function AgencyInputs() {
  const sellerType = useWatch({ name: 'seller_type' });
  if (sellerType !== 'agency') return null;
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="agency_name" label="sales.fields.agency_name" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="agency_licence" label="sales.fields.agency_licence" fullWidth />
      </Grid>
    </>
  );
}

export function SaleCreate() {
  const translate = useTranslate();
  const can = useCan();
  const api = useApi();
  const navigate = useNavigate();
  const refresh = useRefreshSales();
  const formatMoney = useFormatMoney();
  const [params] = useSearchParams();
  const unitId = recordIdOf(params.get('unit_id') ?? undefined);
  const saleOfferId = recordIdOf(params.get('sale_offer_id') ?? undefined);
  const unit = useUnitDetail(unitId ?? 0, unitId !== null);
  const plans = useUnitPlans(unitId ?? 0);
  const managing = can('sales.manage');
  const feeDefaults = useFeeDefaults();

  const submit = useFormSubmission(async (values: SaleFormValues) => {
    const answer = await api.call<{ data: SaleDetail }>({
      method: 'POST',
      path: SALES,
      data: saleCreateBody(values, { unitId: unitId!, saleOfferId, withFees: managing }),
    });
    await refresh();
    navigate(`/${SALES}/${answer.data.id}/show`);
  });

  const defaultValues = useMemo<SaleFormValues>(
    () => ({
      unit_status: 'booked',
      seller_type: managing ? 'developer' : 'platform',
      buyers: [{ full_name: '' }],
      fees: (feeDefaults.data?.fees ?? []).map(feeValuesOf),
      payment_plan_id: '',
    }),
    [managing, feeDefaults.data],
  );

  if (unitId === null) return <NotFoundPage />;
  if (!unit.data || (managing && !feeDefaults.data)) return <QueryFallback error={unit.error ?? feeDefaults.error} />;
  const record = unit.data;
  const sellerChoices = (managing ? ['developer', 'agency'] : ['platform', 'agency']).map((type) => ({
    id: type,
    name: `sales.seller_types.${type}`,
  }));
  const planChoices = (plans.data ?? []).map((plan) => ({ id: plan.plan.id, name: plan.plan.name }));
  const available = record.status === 'available' || record.status === 'reserved';

  return (
    <Box sx={{ py: 2 }}>
      <Title title="sales.create_title" />
      <Typography variant="h4" component="h1">
        {translate('sales.create_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`${record.unit_number} · ${record.building_name} · ${record.project_name} · ${translate('sales.fields.list_price')}: ${formatMoney(record.price, record.currency)}`}
      </Typography>
      {!available && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('sales.unit_not_available')}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Form
            key={feeDefaults.dataUpdatedAt}
            defaultValues={defaultValues}
            onSubmit={(values: Record<string, unknown>) => submit(values as unknown as SaleFormValues)}
            noValidate
          >
            <Typography variant="h6" component="h2">
              {translate('sales.fields.buyers')}
            </Typography>
            <ArrayInput source="buyers" label={false}>
              <SimpleFormIterator inline disableReordering>
                <TextInput source="full_name" label="sales.fields.full_name" helperText={false} />
                <CountryInput source="nationality" label="sales.fields.nationality" />
                <TextInput source="id_number" label="sales.fields.id_number" helperText={false} />
                <TextInput source="email" label="sales.fields.email" type="email" helperText={false} />
                <TextInput source="phone" label="sales.fields.phone" helperText={false} />
              </SimpleFormIterator>
            </ArrayInput>
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, md: 4 }}>
                <SelectInput source="unit_status" label="sales.fields.unit_status" choices={unitStatusChoices} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <MoneyInput source="discount" label="sales.fields.discount" currency={record.currency} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <MoneyInput
                  source="final_price"
                  label="sales.fields.final_price"
                  currency={record.currency}
                  helperText="sales.help.final_price"
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <DateInput source="booking_date" label="sales.fields.booking_date" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <DateInput source="spa_date" label="sales.fields.spa_date" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <SelectInput source="seller_type" label="sales.fields.seller_type" choices={sellerChoices} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <SelectInput
                  source="payment_plan_id"
                  label="sales.fields.payment_plan_id"
                  choices={planChoices}
                  translateChoice={false}
                  emptyText={saleOfferId ? 'sales.help.offer_plan' : undefined}
                  helperText={saleOfferId ? 'sales.help.offer_plan' : false}
                  fullWidth
                />
              </Grid>
              <AgencyInputs />
            </Grid>
            {managing ? (
              <>
                <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                  {translate('sales.fields.fees')}
                </Typography>
                <ArrayInput source="fees" label={false}>
                  <SimpleFormIterator inline disableReordering>
                    <TextInput source="label" label="sales.fields.fee_label" helperText={false} />
                    <SelectInput source="kind" label="sales.fields.fee_kind" choices={feeKindChoices} helperText={false} />
                    <FeeAmountInput currency={record.currency} />
                  </SimpleFormIterator>
                </ArrayInput>
              </>
            ) : (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {translate('sales.help.default_fees')}
              </Typography>
            )}
            <Box sx={{ mt: 2 }}>
              <SaveButton label="sales.save" alwaysEnable />
            </Box>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
