// The inputs of a deal (create dialogs and the drawer's edit form). Values are typed in major
// units and travel as integer minor units; the pipeline's stages follow the chosen pipeline.
import { Grid } from '@mui/material';
import { useEffect } from 'react';
import { DateInput, required, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_CURRENCY } from '../../../shared/money.ts';
import { MoneyInput } from '../../forms/MoneyInput.tsx';
import { useMemberOptions, useTagOptions } from '../crmApi.ts';
import { optionChoices } from '../leads/leadChoices.ts';
import { LeadPicker } from '../leads/LeadPicker.tsx';
import { usePipelineOptions } from './dealsApi.ts';

export function DealTitleValueInputs({ withLead }: { withLead: boolean }) {
  // Typed in the deal's currency (the organization's, AED, until one is given).
  const currency = (useWatch({ name: 'currency' }) as string | null | undefined) || DEFAULT_CURRENCY;
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={12}>
        <TextInput source="title" label="crm.deals.fields.title" validate={required()} fullWidth />
      </Grid>
      {withLead && (
        <Grid size={12}>
          <LeadPicker source="lead_id" label="crm.deals.fields.lead" />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 8 }}>
        <MoneyInput source="value" label="crm.deals.fields.value" currency={currency} validate={required()} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput source="currency" label="crm.deals.fields.currency" fullWidth />
      </Grid>
    </Grid>
  );
}

export function DealDetailInputs() {
  const members = useMemberOptions();
  const tags = useTagOptions();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <DateInput source="expected_close_date" label="crm.deals.fields.expected_close_date" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="owner_id"
          label="crm.deals.fields.owner"
          choices={optionChoices(members.data)}
          translateChoice={false}
          emptyText="crm.deals.no_owner"
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <SelectArrayInput
          source="tag_ids"
          label="crm.deals.fields.tags"
          choices={optionChoices(tags.data)}
          translateChoice={false}
          fullWidth
        />
      </Grid>
    </Grid>
  );
}

/** Pipeline then stage; choosing another pipeline resets the stage to its first one. */
export function PipelineStageInputs() {
  const pipelines = usePipelineOptions();
  const { setValue, getValues } = useFormContext();
  const pipelineId = useWatch({ name: 'pipeline_id' });
  const pipeline = pipelines.data?.find((option) => option.value === Number(pipelineId));
  useEffect(() => {
    if (!pipeline) return;
    const stageId = Number(getValues('stage_id'));
    if (!pipeline.stages.some((stage) => stage.value === stageId))
      setValue('stage_id', pipeline.stages[0]?.value ?? null, { shouldDirty: true });
  }, [pipeline, getValues, setValue]);
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="pipeline_id"
          label="crm.deals.fields.pipeline"
          choices={(pipelines.data ?? []).map((option) => ({ id: option.value, name: option.label }))}
          translateChoice={false}
          validate={required()}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="stage_id"
          label="crm.deals.fields.stage"
          choices={(pipeline?.stages ?? []).map((stage) => ({ id: stage.value, name: stage.label }))}
          translateChoice={false}
          validate={required()}
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
