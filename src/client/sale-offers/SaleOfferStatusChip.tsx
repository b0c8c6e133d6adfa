// A sale offer's status as a coloured chip.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaleOfferStatus } from '../../shared/sale-offers.ts';
import { STATUS_COLORS } from './saleOfferChoices.ts';

export function SaleOfferStatusChip({ status }: { status: SaleOfferStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`sale_offers.statuses.${status}`)} />;
}
