// The developer admin's default sale fees, on his organization's page (docs/api.md "Sales":
// sales/fee-defaults): the fee lines a new sale starts from — a percentage of the final price or
// a fixed amount in the organization's currency. Saving replaces them all.
import { Card, CardContent, Typography } from '@mui/material';
import { ArrayInput, Form, SaveButton, SelectInput, SimpleFormIterator, TextInput, useNotify, useTranslate } from 'react-admin';
import { FEE_KINDS } from '../../shared/sales.ts';
import { FeeAmountInput } from './FeeAmountInput.tsx';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useApi } from '../providers/useApi.ts';
import { feeValuesOf, type FeeValues } from './saleFormValues.ts';
import { SALES, saleKeys, useFeeDefaults } from './salesApi.ts';
import { useQueryClient } from '@tanstack/react-query';

const feeKindChoices = FEE_KINDS.map((kind) => ({ id: kind, name: `sales.fee_kinds.${kind}` }));

export function SaleFeeDefaultsSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useApi();
  const queryClient = useQueryClient();
  const defaults = useFeeDefaults();
  const submit = useFormSubmission(async (values: { fees?: FeeValues[] }) => {
    const fees = (values.fees ?? []).map((fee) => ({
      label: fee.label ?? '',
      kind: fee.kind ?? 'fixed',
      ...(fee.kind === 'percent' ? { percentage: fee.percentage ?? null } : { amount: fee.amount ?? null }),
    }));
    await api.call({ method: 'PUT', path: [SALES, 'fee-defaults'], data: { fees } });
    await queryClient.invalidateQueries({ queryKey: saleKeys.feeDefaults });
    notify('sales.fee_defaults.saved', { type: 'success' });
  });
  if (!defaults.data) return <QueryFallback error={defaults.error} />;
  const currency = defaults.data.currency;
  return (
    <Card sx={{ mb: 2 }} component="section" aria-label={translate('sales.fee_defaults.title')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('sales.fee_defaults.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('sales.fee_defaults.help')}
        </Typography>
        <Form
          key={defaults.dataUpdatedAt}
          defaultValues={{ fees: defaults.data.fees.map(feeValuesOf) }}
          onSubmit={(values: Record<string, unknown>) => submit(values as { fees?: FeeValues[] })}
          noValidate
        >
          <ArrayInput source="fees" label={false}>
            <SimpleFormIterator inline disableReordering>
              <TextInput source="label" label="sales.fields.fee_label" helperText={false} />
              <SelectInput source="kind" label="sales.fields.fee_kind" choices={feeKindChoices} helperText={false} />
              <FeeAmountInput currency={currency} />
            </SimpleFormIterator>
          </ArrayInput>
          <SaveButton label="sales.fee_defaults.save" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}
