// An autocomplete over a resource's records searched on the server (`q`), for filters whose
// choices are too many to load at once (users, organizations). The chosen record stays among the
// choices when the search moves on, fetched by id when the current page of results lacks it.
import { useState } from 'react';
import { AutocompleteInput, useGetList, useGetOne, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';

const SEARCH_PAGE = 25;

interface SearchedRecordInputProps<T extends RaRecord> {
  source: string;
  label: string;
  /**
   * The resource searched, e.g. `auth/users` (not `resource`: react-admin's filter form sets that
   * prop on every filter to the list's own resource).
   */
  reference: string;
  /** The field the results are sorted by. */
  sortField: string;
  optionText: string | ((record: T) => string);
  /** Read by react-admin's filter form (always shown). */
  alwaysOn?: boolean;
}

export function SearchedRecordInput<T extends RaRecord>({ source, label, reference, sortField, optionText }: SearchedRecordInputProps<T>) {
  const [search, setSearch] = useState('');
  const selected = useWatch({ name: source }) as number | string | undefined;
  const found = useGetList<T>(reference, {
    filter: search ? { q: search } : {},
    pagination: { page: 1, perPage: SEARCH_PAGE },
    sort: { field: sortField, order: 'ASC' },
  });
  const selectedId = selected ? Number(selected) : null;
  const chosen = useGetOne<T>(
    reference,
    { id: selectedId! },
    { enabled: selectedId !== null && !found.data?.some((record) => record.id === selectedId) },
  );
  const choices = [...(found.data ?? [])];
  const kept = chosen.data;
  if (kept && !choices.some((record) => record.id === kept.id)) choices.push(kept);

  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      optionText={optionText}
      setFilter={setSearch}
      isPending={found.isPending}
      helperText={false}
      sx={{ minWidth: 260 }}
    />
  );
}
