// The users list's organization filter (`member_of`): an autocomplete over the organizations the
// caller reaches (GET auth/organizations with `search`), keeping the chosen one among its choices.
import { useState } from 'react';
import { AutocompleteInput, useGetList, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Organization } from '../organizations/organizationTypes.ts';

export function OrganizationFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const [search, setSearch] = useState('');
  const selected = useWatch({ name: source }) as number | string | undefined;
  const found = useGetList<Organization>('auth/organizations', {
    filter: search ? { q: search } : {},
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
  });
  const selectedId = selected ? Number(selected) : null;
  const chosen = useGetOne<Organization>('auth/organizations', { id: selectedId! }, { enabled: selectedId !== null && !found.data?.some((organization) => organization.id === selectedId) });
  const choices = [...(found.data ?? [])];
  if (chosen.data && !choices.some((organization) => organization.id === chosen.data.id)) choices.push(chosen.data);

  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      optionText="name"
      setFilter={setSearch}
      isPending={found.isPending}
      helperText={false}
      sx={{ minWidth: 240 }}
    />
  );
}
