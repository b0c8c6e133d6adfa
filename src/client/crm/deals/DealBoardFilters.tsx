// The board's filters (owner, tag, hot), kept in the address so a reload or a link keeps them. Only
// these names are read back, so the open deal (`?deal=`) never becomes a filter. No status filter:
// the stage columns hold open deals and the won and lost ones have their lanes (the list filters by status).
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Option } from '../../../shared/api.ts';
import { usePhone } from '../../layout/usePhone.ts';
import type { Payload } from '../../providers/requestEncoding.ts';
import { useMemberOptions, useTagOptions } from '../crmApi.ts';
import { hotChoices } from './dealChoices.ts';

const FILTER_NAMES = ['owner_id', 'tag_id', 'hot'] as const;
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

interface FilterProps {
  name: FilterName;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

function FilterSelect({ name, label, value, choices, onChange }: FilterProps & { choices: { id: string; name: string }[] }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      name={name}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: 170 }}
    >
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

// The owner's and the tag's choices are asked for only when their filter is drawn.
function OwnerFilter(props: FilterProps) {
  const members = useMemberOptions();
  return <FilterSelect {...props} choices={asChoices(members.data)} />;
}

function TagFilter(props: FilterProps) {
  const tags = useTagOptions();
  return <FilterSelect {...props} choices={asChoices(tags.data)} />;
}

function translatedFilter(choices: readonly { id: string; name: string }[]) {
  return function ChoiceFilter(props: FilterProps) {
    const translate = useTranslate();
    return <FilterSelect {...props} choices={choices.map((choice) => ({ id: choice.id, name: translate(choice.name) }))} />;
  };
}

const FILTERS: { name: FilterName; label: string; Input: ComponentType<FilterProps> }[] = [
  { name: 'owner_id', label: 'crm.deals.fields.owner', Input: OwnerFilter },
  { name: 'tag_id', label: 'crm.deals.fields.tag', Input: TagFilter },
  { name: 'hot', label: 'crm.deals.fields.hot', Input: translatedFilter(hotChoices) },
];

/**
 * The filter bar. On a phone, as a list's (layout/phoneFilters.ts), only the filters in use are on
 * screen; the others are one tap away under "Filters": four selects took the first screen's rows
 * above the board, and a good part of the board's first render.
 */
export function DealBoardFilters({ filters, setFilter }: ReturnType<typeof useBoardFilters>) {
  const translate = useTranslate();
  const phone = usePhone();
  const [expanded, setExpanded] = useState(false);
  const value = (name: FilterName) => String(filters[name] ?? '');
  const shown = phone && !expanded ? FILTERS.filter((filter) => value(filter.name) !== '') : FILTERS;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {phone && (
        <Button startIcon={<FilterListIcon />} aria-expanded={expanded} onClick={() => setExpanded((current) => !current)}>
          {translate('crm.kanban.filters')}
        </Button>
      )}
      {shown.map(({ name, label, Input }) => (
        <Input key={name} name={name} label={label} value={value(name)} onChange={(next) => setFilter(name, next)} />
      ))}
    </Box>
  );
}
