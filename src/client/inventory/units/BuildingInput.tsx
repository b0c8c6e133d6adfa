// A unit's building, chosen from the building options (searched as the user types); a building
// given beforehand (`?building_id=N`) is named even before the options list it. The unit form's
// schema requires it (validateUnit).
import { useState } from 'react';
import { AutocompleteInput, useInput } from 'react-admin';
import { useDebouncedValue } from '../../forms/useDebouncedValue.ts';
import { optionChoices } from '../common/inventoryFilters.tsx';
import { useBuildingDetail, useBuildingOptions } from '../inventoryApi.ts';

export function BuildingInput({ disabled }: { disabled?: boolean }) {
  const [typed, setTyped] = useState('');
  const buildings = useBuildingOptions(useDebouncedValue(typed, 250));
  const { field } = useInput({ source: 'building_id' });
  const chosen = typeof field.value === 'number' ? field.value : null;
  const listed = (buildings.data ?? []).some((option) => option.value === chosen);
  const known = useBuildingDetail(chosen ?? 0, chosen !== null && buildings.isSuccess && !listed);
  const choices = optionChoices(buildings.data);
  if (chosen !== null && !listed && known.data)
    choices.unshift({ id: known.data.id, name: `${known.data.name} (${known.data.project_name})` });
  return (
    <AutocompleteInput
      source="building_id"
      label="inventory.fields.building"
      choices={choices}
      translateChoice={false}
      onInputChange={(_event, value) => setTyped(value)}
      disabled={disabled}
      fullWidth
    />
  );
}
