// The last rows of a project's and a building's form: the description (blank sent as null) and
// the amenities, each the full width of the form's grid.
import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';
import { blankToNull } from '../../../shared/schemas/fields.ts';
import { AmenityIdsInput } from './AmenityIdsInput.tsx';

export function DescriptionAndAmenityInputs() {
  return (
    <>
      <Grid size={12}>
        <TextInput source="description" label="inventory.fields.description" parse={blankToNull} multiline minRows={3} fullWidth />
      </Grid>
      <Grid size={12}>
        <AmenityIdsInput />
      </Grid>
    </>
  );
}
