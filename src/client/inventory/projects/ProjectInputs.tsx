// The inputs of a project (create and edit). Required fields are checked here as well as by the
// server, whose 422 lands on the same fields. The currency prices the project's units, plans and
// offers; left blank on create it is the organization's, and the server refuses a change once the
// project has units (docs/domain.md "Money").
import { Grid } from '@mui/material';
import { DateInput, NumberInput, SelectInput, TextInput, maxValue, minValue, required } from 'react-admin';
import { DescriptionAndAmenityInputs } from '../common/DescriptionAndAmenityInputs.tsx';
import { CityInput } from '../common/CityInput.tsx';
import { PROJECT_CURRENCIES } from '../../../shared/money.ts';
import { blankToNull } from '../../../shared/schemas/fields.ts';
import { toNumberOrNull } from '../common/formValues.ts';
import { statusChoices } from '../inventoryChoices.ts';

const currencyChoices = PROJECT_CURRENCIES.map((code) => ({ id: code, name: code }));

export function ProjectInputs() {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="name" label="inventory.fields.name" validate={required()} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="status" label="inventory.fields.status" choices={statusChoices} validate={required()} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <CityInput />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput source="community" label="inventory.fields.community" parse={blankToNull} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput source="address" label="inventory.fields.address" parse={blankToNull} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <NumberInput
          source="latitude"
          label="inventory.fields.latitude"
          parse={toNumberOrNull}
          validate={[minValue(-90), maxValue(90)]}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <NumberInput
          source="longitude"
          label="inventory.fields.longitude"
          parse={toNumberOrNull}
          validate={[minValue(-180), maxValue(180)]}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DateInput source="launch_date" label="inventory.fields.launch_date" parse={blankToNull} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DateInput source="handover_date" label="inventory.fields.handover_date" parse={blankToNull} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput
          source="construction_progress"
          label="inventory.fields.construction_progress"
          parse={toNumberOrNull}
          validate={[minValue(0), maxValue(100)]}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput
          source="currency"
          label="inventory.fields.currency"
          choices={currencyChoices}
          emptyText="inventory.projects.currency_default"
          helperText="inventory.projects.currency_help"
          parse={blankToNull}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput source="regulator_number" label="inventory.fields.regulator_number" parse={blankToNull} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput source="escrow_account" label="inventory.fields.escrow_account" parse={blankToNull} fullWidth />
      </Grid>
      <DescriptionAndAmenityInputs />
    </Grid>
  );
}
