// The inputs of a lead (create form and overview), validated with the server's schema. Budgets
// travel as integer minor units and are typed in major units of the lead's currency (AED 1,500.50 → 150050).
// Interests are lists, each value its own chip (communities are typed one at a time).
import { Grid } from '@mui/material';
import { SelectArrayInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DEFAULT_CURRENCY } from '../../../shared/money.ts';
import { CountryInput } from '../../forms/CountryInput.tsx';
import { FreeTextArrayInput } from '../../forms/FreeTextArrayInput.tsx';
import { MoneyInput } from '../../forms/MoneyInput.tsx';
import { useMemberOptions, useTagOptions } from '../crmApi.ts';
import { BEDROOM_COUNTS, optionChoices, sourceChoices, statusChoices, unitTypeChoices } from './leadChoices.ts';

export function LeadInputs() {
  const members = useMemberOptions();
  const tags = useTagOptions();
  const translate = useTranslate();
  const currency = (useWatch({ name: 'currency' }) as string | null | undefined) || DEFAULT_CURRENCY;
  const bedroomChoices = BEDROOM_COUNTS.map((count) => ({
    id: count,
    name: count === 0 ? translate('crm.bedrooms.studio') : translate('crm.bedrooms.count', { smart_count: count }),
  }));
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="full_name" label="crm.leads.fields.full_name" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="email" label="crm.leads.fields.email" type="email" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="phone" label="crm.leads.fields.phone" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CountryInput source="nationality" label="crm.leads.fields.nationality" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="source" label="crm.leads.fields.source" choices={sourceChoices} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="status" label="crm.leads.fields.status" choices={statusChoices} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MoneyInput source="budget_min" label="crm.leads.fields.budget_min" currency={currency} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MoneyInput source="budget_max" label="crm.leads.fields.budget_max" currency={currency} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput source="currency" label="crm.leads.fields.currency" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectArrayInput source="interests.unit_types" label="crm.leads.fields.interest_unit_types" choices={unitTypeChoices} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectArrayInput
          source="interests.bedrooms"
          label="crm.leads.fields.interest_bedrooms"
          choices={bedroomChoices}
          translateChoice={false}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FreeTextArrayInput
          source="interests.communities"
          label="crm.leads.fields.interest_communities"
          helperText="crm.communities_help"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FreeTextArrayInput source="interests.projects" label="crm.leads.fields.interest_projects" helperText="crm.projects_help" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="owner_id"
          label="crm.leads.fields.owner"
          choices={optionChoices(members.data)}
          translateChoice={false}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectArrayInput
          source="tag_ids"
          label="crm.leads.fields.tags"
          choices={optionChoices(tags.data)}
          translateChoice={false}
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
