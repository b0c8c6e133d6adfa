// Renewing a contract for a new period (contracts.manage): a dialog asking the new start and
// (optional) end, then POST contracts/renew/{id}.
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { DateInput, Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { renewContractBody } from '../../../shared/schemas/contracts.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import type { Contract } from '../organizationTypes.ts';
import { dayAfter } from './contractDates.ts';
import { renewContract } from './contractsApi.ts';

const validateRenewal = zodFormValidator(renewContractBody);

export function RenewContractButton({
  contract,
  disabled,
  onRenewed,
}: {
  contract: Contract;
  disabled?: boolean;
  onRenewed: () => unknown;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const args = { number: contract.number };
  const submit = useFormSubmission(async (values: { start_date?: string; end_date?: string | null }) => {
    await renewContract(contract.id, { start_date: values.start_date || undefined, end_date: values.end_date || null });
    notify('organizations.contracts.renewed', { type: 'success', messageArgs: args });
    setOpen(false);
    await onRenewed();
  });

  return (
    <>
      <Button
        size="small"
        startIcon={<AutorenewIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={translate('organizations.contracts.renew_label', args)}
      >
        {translate('organizations.contracts.renew')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={`renew-${contract.id}`}>
        <DialogTitle id={`renew-${contract.id}`}>{translate('organizations.contracts.renew_title', args)}</DialogTitle>
        <DialogContent>
          <Form onSubmit={submit} validate={validateRenewal} defaultValues={{ start_date: dayAfter(contract.end_date) }} noValidate>
            <DateInput source="start_date" label="organizations.contracts.start_date" helperText={false} />
            <DateInput source="end_date" label="organizations.contracts.end_date" helperText="organizations.contracts.end_date_hint" />
            {/* Prefilled with a valid period, so it may be sent untouched. */}
            <SaveButton label="organizations.contracts.renew" icon={<AutorenewIcon />} alwaysEnable />
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
