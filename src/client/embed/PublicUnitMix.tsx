// The public page's unit mix: the units by type and bedrooms ("2 BR Apartment"), how many are
// available, and the lowest available price of each when the developer publishes prices.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmbedUnitMixRow } from '../../shared/inventory.ts';
import { formatMoney } from '../../shared/money.ts';
import { useUnitKindText } from '../inventory/units/unitFormat.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';

export function PublicUnitMix({ rows, currency }: { rows: EmbedUnitMixRow[]; currency: string | null }) {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const kindText = useUnitKindText();
  const title = translate('inventory.embed.section.unit_mix');
  return (
    <Box component="section" aria-label={title} sx={{ my: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('inventory.embed.no_units')}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('inventory.embed.unit_kind')}</TableCell>
              <TableCell align="right">{translate('inventory.embed.units_available')}</TableCell>
              {currency && <TableCell align="right">{translate('inventory.embed.price_from')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.type}-${row.bedrooms}`}>
                <TableCell>{kindText(row.type, row.bedrooms)}</TableCell>
                <TableCell align="right">
                  {translate('inventory.embed.available_of', { available: row.available, total: row.total })}
                </TableCell>
                {currency && (
                  <TableCell align="right">
                    {typeof row.price_from === 'number'
                      ? formatMoney(row.price_from, currency, { locale, wholeUnits: true })
                      : translate('inventory.embed.none_available')}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
