// The offer's sums: the units' prices, the discount, and what the client pays.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';
import { formatMoney } from '../../shared/money.ts';

export function OfferTotals({ offer }: { offer: SaleOfferDetail }) {
  const translate = useTranslate();
  const rows = [
    { key: 'subtotal', label: 'sale_offers.totals.subtotal', value: offer.totals.subtotal },
    { key: 'discount', label: 'sale_offers.totals.discount', value: -offer.totals.discount },
    { key: 'total', label: 'sale_offers.totals.total', value: offer.totals.total },
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
            {formatMoney(row.value, offer.currency)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
