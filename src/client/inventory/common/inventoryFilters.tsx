// Filters shared by the projects and buildings lists: search, status, the city (chosen from the
// cities in use), and for a sales manager (who sees every developer he looks after) the developer
// organization, sent as `developer_organization_id` to narrow his scope to one organization.
import { useState } from 'react';
import { AutocompleteInput, SearchInput, SelectInput } from 'react-admin';
import type { Option } from '../../../shared/api.ts';
import { useDebouncedValue } from '../../forms/useDebouncedValue.ts';
import { useCityOptions, useDeveloperOptions } from '../inventoryApi.ts';
import { statusChoices } from '../inventoryChoices.ts';

export const DEVELOPER_FILTER = 'developer_organization_id';

export function optionChoices(options: readonly Option[] | undefined) {
  return (options ?? []).map((option) => ({ id: option.value, name: option.label }));
}

/** The developer organization filter, for those who see several developers: none until their options came. */
export function developerFilter(options: readonly Option[] | undefined, label: string) {
  return options
    ? [
        <SelectInput
          key={DEVELOPER_FILTER}
          source={DEVELOPER_FILTER}
          label={label}
          choices={optionChoices(options)}
          translateChoice={false}
          alwaysOn
        />,
      ]
    : [];
}

export function useCommonInventoryFilters() {
  const developers = useDeveloperOptions();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" label="inventory.fields.status" choices={statusChoices} alwaysOn />,
    ...developerFilter(developers.data, 'inventory.fields.developer'),
  ];
}

// `label` is read by the list's "Add filter" menu too, from the element.
export function CityFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  const [typed, setTyped] = useState('');
  const cities = useCityOptions(useDebouncedValue(typed, 250));
  return (
    <AutocompleteInput
      {...props}
      choices={optionChoices(cities.data)}
      translateChoice={false}
      onInputChange={(_event, value) => setTyped(value)}
      sx={{ minWidth: 180 }}
    />
  );
}
