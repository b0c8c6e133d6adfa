// The record-sale form for one unit (docs/api.md "Sales"): the buyers (one or more; for the
// developer admin each may be linked to one of his organization's leads), the price (list price
// from the unit; the final price when there is a discount), booking and SPA dates, the seller (a
// broker organization and its agent, or an outside agency), the plan (a plan of the unit's
// building; from an offer, empty keeps the offer's plan) and, for the developer admin, the fee
// lines starting from the organization's defaults. The server's refusals show under their fields.
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { ArrayInput, DateInput, Form, SaveButton, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Unit } from '../../shared/inventory.ts';
import { FEE_KINDS, SALE_UNIT_STATUSES } from '../../shared/sales.ts';
import { CountryInput } from '../forms/CountryInput.tsx';
import { MoneyInput } from '../forms/MoneyInput.tsx';
import { useUnitPlans } from '../inventory/units/unitApi.ts';
import { BrokerSellerInputs } from './BrokerSellerInputs.tsx';
import { BuyerLeadPicker } from './BuyerLeadPicker.tsx';
import { FeeAmountInput } from './FeeAmountInput.tsx';
import type { SaleFormValues } from './saleFormValues.ts';

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

export function SaleForm({
  unit,
  defaultValues,
  managing,
  linksLeads,
  fromOffer,
  onSubmit,
}: {
  unit: Unit;
  defaultValues: SaleFormValues;
  /** The developer admin: his own team sells, and he sets the fees. */
  managing: boolean;
  /** Whether each buyer gets a lead picker (a member of the organization who works its leads). */
  linksLeads: boolean;
  fromOffer: boolean;
  onSubmit: (values: SaleFormValues) => Promise<Record<string, string> | undefined>;
}) {
  const translate = useTranslate();
  const plans = useUnitPlans(unit.id);
  const sellerChoices = (managing ? ['developer', 'broker', 'agency'] : ['platform', 'broker', 'agency']).map((type) => ({
    id: type,
    name: `sales.seller_types.${type}`,
  }));
  const planChoices = (plans.data ?? []).map((plan) => ({ id: plan.plan.id, name: plan.plan.name }));
  return (
    <Card>
      <CardContent>
        <Form
          defaultValues={defaultValues}
          onSubmit={(values: Record<string, unknown>) => onSubmit(values as unknown as SaleFormValues)}
          noValidate
        >
          <Typography variant="h6" component="h2">
            {translate('sales.fields.buyers')}
          </Typography>
          <ArrayInput source="buyers" label={false}>
            <SimpleFormIterator inline disableReordering>
              {linksLeads && <BuyerLeadPicker />}
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
              <MoneyInput source="discount" label="sales.fields.discount" currency={unit.currency} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <MoneyInput
                source="final_price"
                label="sales.fields.final_price"
                currency={unit.currency}
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
                emptyText={fromOffer ? 'sales.help.offer_plan' : undefined}
                helperText={fromOffer ? 'sales.help.offer_plan' : false}
                fullWidth
              />
            </Grid>
            <BrokerSellerInputs />
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
                  <FeeAmountInput currency={unit.currency} />
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
  );
}
