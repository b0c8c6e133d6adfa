// The amenities of a project or building (`amenity_ids`): several chosen from the options.
import { AutocompleteArrayInput } from 'react-admin';
import { useAmenityOptions } from '../inventoryApi.ts';
import { optionChoices } from './inventoryFilters.tsx';

export function AmenityIdsInput() {
  const amenities = useAmenityOptions();
  return (
    <AutocompleteArrayInput
      source="amenity_ids"
      label="inventory.fields.amenities"
      choices={optionChoices(amenities.data)}
      translateChoice={false}
      fullWidth
    />
  );
}
