// The board's filters (owner, tag, hot, status), kept in the address so a reload or a link keeps
// them. Only these names are read back, so the open deal (`?deal=`) never becomes a filter.
import { Box, MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Payload } from '../../providers/requestEncoding.ts';
import { useMemberOptions, useTagOptions, type Option } from '../crmApi.ts';
import { dealStatusChoices, hotChoices } from './dealChoices.ts';

const FILTER_NAMES = ['owner_id', 'tag_id', 'hot', 'status'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

export function useBoardFilters(): { filters: Payload; setFilter: (name: FilterName, value: string) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  // Rebuilt only when a filter changed (the key), so opening a deal does not reload the board.
  const key = FILTER_NAMES.map((name) => searchParams.get(name) ?? '').join('|');
  const filters = useMemo(() => {
    const values: Payload = {};
    key.split('|').forEach((value, index) => {
      if (value) values[FILTER_NAMES[index]] = value;
    });
    return values;
  }, [key]);
  const setFilter = (name: FilterName, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return { filters, setFilter };
}

function FilterSelect({ name, label, value, choices, onChange }: { name: string; label: string; value: string; choices: { id: string; name: string }[]; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" fullWidth={false} margin="none" name={name} label={translate(label)} value={value} onChange={(event) => onChange(event.target.value)} sx={{ width: 170 }}>
      <MenuItem value="">{translate('crm.kanban.any')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const asChoices = (options: Option[] | undefined) => (options ?? []).map((option) => ({ id: String(option.value), name: option.label }));

export function DealBoardFilters({ filters, setFilter }: ReturnType<typeof useBoardFilters>) {
  const translate = useTranslate();
  const members = useMemberOptions();
  const tags = useTagOptions();
  const value = (name: FilterName) => String(filters[name] ?? '');
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <FilterSelect name="owner_id" label="crm.deals.fields.owner" value={value('owner_id')} choices={asChoices(members.data)} onChange={(next) => setFilter('owner_id', next)} />
      <FilterSelect name="tag_id" label="crm.deals.fields.tag" value={value('tag_id')} choices={asChoices(tags.data)} onChange={(next) => setFilter('tag_id', next)} />
      <FilterSelect
        name="hot"
        label="crm.deals.fields.hot"
        value={value('hot')}
        choices={hotChoices.map((choice) => ({ id: choice.id, name: translate(choice.name) }))}
        onChange={(next) => setFilter('hot', next)}
      />
      <FilterSelect
        name="status"
        label="crm.deals.fields.status"
        value={value('status')}
        choices={dealStatusChoices.map((choice) => ({ id: choice.id, name: translate(choice.name) }))}
        onChange={(next) => setFilter('status', next)}
      />
    </Box>
  );
}
