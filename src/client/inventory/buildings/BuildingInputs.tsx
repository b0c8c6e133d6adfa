// The inputs of a building (create and edit); the server's 422 lands on the same fields.
import { Grid } from '@mui/material';
import { DateInput, NumberInput, SelectInput, TextInput, maxValue, minValue, required } from 'react-admin';
import { DescriptionAndAmenityInputs } from '../common/DescriptionAndAmenityInputs.tsx';
import { blankToNull } from '../../../shared/schemas/fields.ts';
import { toNumberOrNull } from '../common/formValues.ts';
import { statusChoices } from '../inventoryChoices.ts';
import { ProjectInput } from './ProjectInput.tsx';

export function BuildingInputs() {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ProjectInput />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="name" label="inventory.fields.name" validate={required()} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput
          source="floors"
          label="inventory.fields.floors"
          parse={toNumberOrNull}
          validate={[minValue(1), maxValue(300)]}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput source="status" label="inventory.fields.status" choices={statusChoices} validate={required()} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DateInput source="handover_date" label="inventory.fields.handover_date" parse={blankToNull} fullWidth />
      </Grid>
      <DescriptionAndAmenityInputs />
    </Grid>
  );
}
