// The audit log's user filter (`user_id`): an autocomplete over the users (GET auth/users with
// `search`), keeping the chosen one among its choices when the search moves on.
import { useState } from 'react';
import { AutocompleteInput, useGetList, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PlatformUser } from '../users/userTypes.ts';

const userText = (user: PlatformUser) => `${user.full_name} (${user.email})`;

export function UserFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const [search, setSearch] = useState('');
  const selected = useWatch({ name: source }) as number | string | undefined;
  const found = useGetList<PlatformUser>('auth/users', {
    filter: search ? { q: search } : {},
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'full_name', order: 'ASC' },
  });
  const selectedId = selected ? Number(selected) : null;
  const chosen = useGetOne<PlatformUser>('auth/users', { id: selectedId! }, { enabled: selectedId !== null && !found.data?.some((user) => user.id === selectedId) });
  const choices = [...(found.data ?? [])];
  if (chosen.data && !choices.some((user) => user.id === chosen.data.id)) choices.push(chosen.data);

  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      optionText={userText}
      setFilter={setSearch}
      isPending={found.isPending}
      helperText={false}
      sx={{ minWidth: 260 }}
    />
  );
}
