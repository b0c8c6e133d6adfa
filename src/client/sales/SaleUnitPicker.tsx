// The unit of a sale recorded from a won deal (a deal has no unit): the organization's units a sale
// can take — available, or reserved — found by unit number. Choosing one hands it to the form.
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UnitListRow } from '../../shared/inventory.ts';
import { useDebouncedValue } from '../forms/useDebouncedValue.ts';
import { useSaleUnits } from './salesApi.ts';

const SEARCH_DELAY_MS = 300;

export function SaleUnitPicker({ unitId, onPick }: { unitId: number | null; onPick: (unitId: number | null) => void }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<UnitListRow | null>(null);
  const units = useSaleUnits(useDebouncedValue(search.trim(), SEARCH_DELAY_MS));
  const options = units.data ?? [];
  const value = chosen && chosen.id === unitId ? chosen : (options.find((unit) => unit.id === unitId) ?? null);
  return (
    <Autocomplete
      options={value && !options.some((unit) => unit.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_, unit) => {
        setChosen(unit);
        onPick(unit?.id ?? null);
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(unit) => `${unit.unit_number} · ${unit.building_name} · ${unit.project_name}`}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={units.isPending}
      renderInput={(params) => (
        <TextField {...params} label={translate('sales.fields.unit')} helperText={translate('sales.help.deal_unit')} required />
      )}
    />
  );
}
