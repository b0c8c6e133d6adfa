// Creating a contract from a template (contracts.manage): the template, the period (the end
// optional: the template's default duration then applies) and the commission; choosing a
// template proposes its default commission.
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput, Form, NumberInput, SaveButton, SelectInput, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { createContractBody } from '../../../shared/schemas/contracts.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { organizationQueryKeys } from '../organizationQueryKeys.ts';
import type { ContractTemplate, Organization } from '../organizationTypes.ts';
import { createContract, fetchContractTemplates } from './contractsApi.ts';

const validateContract = zodFormValidator(createContractBody);

interface ContractValues {
  template_id?: number;
  start_date?: string;
  end_date?: string | null;
  commission_percent?: number;
}

function TemplateInput({ templates }: { templates: ContractTemplate[] }) {
  const { setValue, getValues } = useFormContext();
  return (
    <SelectInput
      source="template_id"
      label="organizations.contracts.template"
      choices={templates}
      isRequired
      helperText={false}
      onChange={(event) => {
        const template = templates.find((candidate) => String(candidate.id) === String(event.target.value));
        if (template && getValues('commission_percent') == null) {
          setValue('commission_percent', template.default_commission_percent);
        }
      }}
    />
  );
}

export function CreateContractForm({ organization, onCreated }: { organization: Organization; onCreated: () => unknown }) {
  const notify = useNotify();
  const [formKey, setFormKey] = useState(0);
  const templates = useQuery({ queryKey: organizationQueryKeys.contractTemplates, queryFn: fetchContractTemplates });
  const choices = (templates.data ?? []).filter((template) => template.kind === organization.kind);
  const submit = useFormSubmission(async (values: ContractValues) => {
    await createContract(organization.id, {
      template_id: Number(values.template_id),
      start_date: values.start_date ?? '',
      end_date: values.end_date || null,
      commission_percent: values.commission_percent == null ? undefined : Number(values.commission_percent),
    });
    notify('organizations.contracts.created', { type: 'success' });
    setFormKey((key) => key + 1);
    await onCreated();
  });

  return (
    <Form key={formKey} onSubmit={submit} validate={validateContract} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%' }}>
        <TemplateInput templates={choices} />
        <DateInput source="start_date" label="organizations.contracts.start_date" helperText={false} />
        <DateInput source="end_date" label="organizations.contracts.end_date" helperText="organizations.contracts.end_date_hint" />
        <NumberInput
          source="commission_percent"
          label="organizations.contracts.commission_percent"
          min={0}
          max={100}
          step={0.01}
          helperText={false}
        />
      </Box>
      <SaveButton label="organizations.contracts.create" icon={<PostAddIcon />} />
    </Form>
  );
}
