// The building's project, chosen from the project options (searched as the user types).
import { AutocompleteInput, required } from 'react-admin';
import { useState } from 'react';
import { useDebouncedValue } from '../../forms/useDebouncedValue.ts';
import { optionChoices } from '../common/inventoryFilters.tsx';
import { useProjectOptions } from '../inventoryApi.ts';

// As a list's filter it is given its `label`, which the list's "Add filter" menu reads from the element.
export function ProjectInput({
  source = 'project_id',
  label = 'inventory.fields.project',
  isFilter = false,
  alwaysOn,
}: {
  source?: string;
  label?: string;
  isFilter?: boolean;
  alwaysOn?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 250);
  const projects = useProjectOptions(search);
  return (
    <AutocompleteInput
      source={source}
      alwaysOn={alwaysOn}
      label={label}
      choices={optionChoices(projects.data)}
      translateChoice={false}
      onInputChange={(_event, value) => setTyped(value)}
      validate={isFilter ? undefined : required()}
      fullWidth={!isFilter}
      sx={isFilter ? { minWidth: 200 } : undefined}
    />
  );
}
