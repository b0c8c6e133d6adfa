// The available units of the chosen building as a table to tick; units already on the offer are
// shown ticked, marked "On this offer", and cannot be ticked again.
import { Checkbox, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UnitListRow } from '../../shared/inventory.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useUnitFacts } from './useUnitFacts.ts';

interface UnitChecklistProps {
  units: readonly UnitListRow[];
  onOffer: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  onToggle: (unitId: number) => void;
}

export function UnitChecklist({ units, onOffer, selected, onToggle }: UnitChecklistProps) {
  const formatMoney = useFormatMoney();
  const translate = useTranslate();
  const facts = useUnitFacts();
  return (
    <Table size="small" aria-label={translate('sale_offers.units.available')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>{translate('sale_offers.units.number')}</TableCell>
          <TableCell>{translate('sale_offers.units.facts')}</TableCell>
          <TableCell align="right">{translate('sale_offers.units.price')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {units.map((unit) => {
          const already = onOffer.has(unit.id);
          return (
            <TableRow key={unit.id} hover selected={selected.has(unit.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={already || selected.has(unit.id)}
                  disabled={already}
                  onChange={() => onToggle(unit.id)}
                  slotProps={{ input: { 'aria-label': translate('sale_offers.units.pick', { unit: unit.unit_number }) } }}
                />
              </TableCell>
              <TableCell>
                {unit.unit_number}
                {already && (
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={translate('sale_offers.units.on_this_offer')}
                    sx={{ ml: 1 }}
                  />
                )}
              </TableCell>
              <TableCell>{facts(unit)}</TableCell>
              <TableCell align="right">{formatMoney(unit.price, unit.currency)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
