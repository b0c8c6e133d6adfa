// Every input of a unit (the developer admin's create and edit). The form validates with the
// server's own schema (validateUnit), and the server's 422 lands on the same fields. Bedrooms 0 is
// a studio; money is typed in major units of the unit's currency — its project's, read from the
// chosen building for a new unit — and sent in minor units.
import { Grid } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { AutocompleteArrayInput, NumberInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_CURRENCY } from '../../../shared/money.ts';
import { unitBody } from '../../../shared/schemas/units.ts';
import { MoneyInput } from '../../forms/MoneyInput.tsx';
import { zodFormValidator } from '../../forms/zodFormValidator.ts';
import { toNumberOrNull } from '../common/formValues.ts';
import { orientationChoices, unitTypeChoices, viewChoices } from '../inventoryChoices.ts';
import { useBuildingDetail } from '../inventoryApi.ts';
import { BuildingInput } from './BuildingInput.tsx';

/** The unit body's rules, for the create and edit forms (parking up to 50, as the server says). */
export const validateUnit = zodFormValidator(unitBody);

/** The currency the unit is priced in: its building's project's once a building is chosen. */
function useUnitCurrency(): string {
  const recorded = useRecordContext<{ currency?: string; building_id?: number }>();
  const buildingId = useWatch({ name: 'building_id' }) as unknown;
  const chosen = typeof buildingId === 'number' && buildingId !== recorded?.building_id ? buildingId : null;
  const building = useBuildingDetail(chosen ?? 0, chosen !== null);
  return (chosen === null ? recorded?.currency : building.data?.currency) ?? recorded?.currency ?? DEFAULT_CURRENCY;
}

export function UnitInputs() {
  const translate = useTranslate();
  const currency = useUnitCurrency();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <BuildingInput />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <TextInput source="unit_number" label="inventory.fields.unit_number" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <NumberInput source="floor" label="inventory.fields.floor" parse={toNumberOrNull} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput source="type" label="inventory.fields.type" choices={unitTypeChoices} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput
          source="bedrooms"
          label="inventory.fields.bedrooms"
          helperText="inventory.units.studio_hint"
          parse={toNumberOrNull}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput source="bathrooms" label="inventory.fields.bathrooms" parse={toNumberOrNull} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput source="internal_area" label="inventory.fields.internal_area_sqft" parse={toNumberOrNull} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput source="balcony_area" label="inventory.fields.balcony_area_sqft" parse={toNumberOrNull} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MoneyInput source="price" label={translate('inventory.fields.price_in', { currency })} currency={currency} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AutocompleteArrayInput source="views" label="inventory.fields.views" choices={viewChoices} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="orientation"
          label="inventory.fields.orientation"
          choices={orientationChoices}
          emptyText="inventory.units.none"
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <NumberInput source="parking_spaces" label="inventory.fields.parking_spaces" parse={toNumberOrNull} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MoneyInput
          source="service_charge"
          label={translate('inventory.fields.service_charge_in', { currency })}
          currency={currency}
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
