// The offer's sums. With a discount: the units' prices, the discount taken off, and what the
// client pays; without one the units' total is what he pays, and one line says so (no "−AED 0").
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatMoney } from '../forms/money.ts';
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';

export function OfferTotals({ offer }: { offer: SaleOfferDetail }) {
  const formatMoney = useFormatMoney();
  const translate = useTranslate();
  const { subtotal, discount, total } = offer.totals;
  const money = (minor: number) => formatMoney(minor, offer.currency);
  const rows = [
    ...(discount > 0
      ? [
          { key: 'subtotal', label: 'sale_offers.totals.subtotal', value: money(subtotal) },
          {
            key: 'discount',
            label: 'sale_offers.totals.discount',
            value: translate('sale_offers.totals.taken_off', { amount: money(discount) }),
          },
        ]
      : []),
    { key: 'total', label: 'sale_offers.totals.total', value: money(total) },
  ];
  return (
    <Box
      component="section"
      aria-label={translate('sale_offers.totals.title')}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 3, justifyContent: 'end' }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography
            color={row.key === 'total' ? 'text.primary' : 'text.secondary'}
            sx={{ fontWeight: row.key === 'total' ? 'bold' : undefined }}
          >
            {translate(row.label)}
          </Typography>
          <Typography data-testid={`offer-${row.key}`} align="right" sx={{ fontWeight: row.key === 'total' ? 'bold' : undefined }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
