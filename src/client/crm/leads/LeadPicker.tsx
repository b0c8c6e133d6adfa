// Picks a lead by typing part of its name, email or phone: an organization has hundreds of
// leads and the options endpoint answers at most 100, so the list follows the search. A lead
// chosen before (`selected`) stays a choice whatever the search answers, so it keeps its name;
// `onPick` hears the lead picked (null when cleared).
import { useState } from 'react';
import { AutocompleteInput } from 'react-admin';
import { useDebouncedValue } from '../../forms/useDebouncedValue.ts';
import { useLeadOptions } from '../crmApi.ts';
import { optionChoices } from './leadChoices.ts';

const SEARCH_DELAY_MS = 300;

export function LeadPicker({
  source,
  label,
  alwaysOn,
  selected,
  onPick,
  helperText,
}: {
  source: string;
  label: string;
  alwaysOn?: boolean;
  selected?: { id: number; name: string } | null;
  onPick?: (leadId: number | null) => void;
  helperText?: string | false;
}) {
  const [search, setSearch] = useState('');
  const leads = useLeadOptions(useDebouncedValue(search.trim(), SEARCH_DELAY_MS) || undefined);
  const choices = optionChoices(leads.data);
  if (selected && !choices.some((choice) => choice.id === selected.id)) choices.unshift(selected);
  return (
    <AutocompleteInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      choices={choices}
      setFilter={setSearch}
      translateChoice={false}
      isPending={leads.isPending}
      helperText={helperText}
      onChange={onPick ? (value: unknown) => onPick(typeof value === 'number' ? value : null) : undefined}
    />
  );
}
