// The reports' filters, outside any react-admin form: an option picker searching as one types (the
// developer organization, the project, the building, the pipeline), a day, and a status; and the
// inventory reports' developer-organization picker, which resets the filters that depend on it.
import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Option } from '../../shared/api.ts';
import type { Action } from '../../shared/permissions.ts';
import { useDebouncedValue } from '../forms/useDebouncedValue.ts';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';
import type { useInventoryScope } from './useInventoryScope.ts';

/** Where a picker's options come from: an options route, or the developer organizations of the organizations list. */
export type OptionSource = { kind: 'options'; path: string; action: Action; data?: Record<string, unknown> } | { kind: 'developers' };

function useSourceOptions(source: OptionSource, search: string) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: ['reports', 'options', source, search],
    queryFn: async (): Promise<Option[]> => {
      if (source.kind === 'options') {
        return (await api.call<{ data: Option[] }>({ path: source.path, data: { ...source.data, ...(search ? { search } : {}) } })).data;
      }
      const answer = await api.call<{ data: { id: number; name: string }[] }>({
        path: 'auth/organizations',
        data: { kind: 'developer', per_page: 100, sort: 'name', order: 'asc', ...(search ? { search } : {}) },
      });
      return answer.data.map((organization) => ({ value: organization.id, label: organization.name }));
    },
    enabled: source.kind === 'options' ? can(source.action) : can('organizations.list'),
    staleTime: 60_000,
  });
}

export function OptionPicker({
  label,
  source,
  value,
  onChange,
  required = false,
}: {
  label: string;
  source: OptionSource;
  value: Option | null;
  onChange: (option: Option | null) => void;
  required?: boolean;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const options = useSourceOptions(source, useDebouncedValue(typed, 250));
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240 }}
      options={options.data ?? []}
      loading={options.isPending}
      value={value}
      onChange={(_event, option) => onChange(option)}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      getOptionLabel={(option) => option.label}
      filterOptions={(all) => all}
      noOptionsText={translate('reports.no_options')}
      renderInput={(params) => <TextField {...params} label={label} required={required} />}
    />
  );
}

export function DayPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export function ChoicePicker<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T | undefined;
  choices: readonly { id: T; name: string }[];
  onChange: (value: T | undefined) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate('reports.any')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The developer organization an inventory report reads, for the roles that pick one (platform
 * staff; nothing shown to the others). Picking another organization calls `onReset`: its projects,
 * buildings and the page number belong to the organization left. Required, and said so, while the
 * super admin has not picked.
 */
export function OrganizationPicker({ scope, onReset }: { scope: ReturnType<typeof useInventoryScope>; onReset: () => void }) {
  const translate = useTranslate();
  if (!scope.picks) return null;
  return (
    <OptionPicker
      label={translate('reports.filters.organization')}
      source={{ kind: 'developers' }}
      value={scope.organization}
      onChange={(option) => {
        scope.setOrganization(option);
        onReset();
      }}
      required={scope.blocked}
    />
  );
}
