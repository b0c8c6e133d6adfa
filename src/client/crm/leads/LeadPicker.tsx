// Picks a lead by typing part of its name, email or phone: an organization has hundreds of
// leads and the options endpoint answers at most 100, so the list follows the search.
import { useState } from 'react';
import { AutocompleteInput } from 'react-admin';
import { useDebouncedValue } from '../../forms/useDebouncedValue.ts';
import { useLeadOptions } from '../crmApi.ts';
import { optionChoices } from './leadChoices.ts';

const SEARCH_DELAY_MS = 300;

export function LeadPicker({ source, label, alwaysOn }: { source: string; label: string; alwaysOn?: boolean }) {
  const [search, setSearch] = useState('');
  const leads = useLeadOptions(useDebouncedValue(search.trim(), SEARCH_DELAY_MS) || undefined);
  return (
    <AutocompleteInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      choices={optionChoices(leads.data)}
      setFilter={setSearch}
      translateChoice={false}
      isPending={leads.isPending}
    />
  );
}
