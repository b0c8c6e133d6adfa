// The units a bulk creation would make, as the server previewed them (`preview: true`).
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkUnitRow } from '../../../shared/inventory.ts';
import { formatMoney } from '../../../shared/money.ts';
import { formatArea, useBedroomsText } from '../units/unitFormat.ts';
import { useFormatLocale } from '../../i18n/useFormatLocale.ts';

export function BulkUnitsPreviewTable({ units, currency = 'AED' }: { units: BulkUnitRow[]; currency?: string }) {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const bedroomsText = useBedroomsText();
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={translate('inventory.bulk.preview_table')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('inventory.fields.unit_number')}</TableCell>
            <TableCell>{translate('inventory.fields.floor')}</TableCell>
            <TableCell>{translate('inventory.fields.type')}</TableCell>
            <TableCell>{translate('inventory.fields.bedrooms')}</TableCell>
            <TableCell align="right">{translate('inventory.fields.internal_area_sqft')}</TableCell>
            <TableCell align="right">{translate('inventory.fields.balcony_area_sqft')}</TableCell>
            <TableCell align="right">{translate('inventory.fields.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {units.map((unit) => (
            <TableRow key={unit.unit_number}>
              <TableCell>{unit.unit_number}</TableCell>
              <TableCell>{unit.floor}</TableCell>
              <TableCell>{translate(`crm.unit_types.${unit.type}`)}</TableCell>
              <TableCell>{bedroomsText(unit.bedrooms)}</TableCell>
              <TableCell align="right">{formatArea(unit.internal_area, locale)}</TableCell>
              <TableCell align="right">{formatArea(unit.balcony_area, locale) ?? '—'}</TableCell>
              <TableCell align="right">{formatMoney(unit.price, currency, { locale })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
