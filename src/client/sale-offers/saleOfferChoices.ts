// Select choices and chip colours of a sale offer's status (src/shared/sale-offers.ts).
import { SALE_OFFER_STATUSES, type SaleOfferStatus } from '../../shared/sale-offers.ts';

export const saleOfferStatusChoices = SALE_OFFER_STATUSES.map((id) => ({ id, name: `sale_offers.statuses.${id}` }));

export const STATUS_COLORS: Record<SaleOfferStatus, 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'default',
  sent: 'info',
  accepted: 'success',
  expired: 'warning',
};
