// Addresses of the sale offer screens. The create flow's later steps live below the offer's own
// page, so a draft can be reopened at any step.
export const SALE_OFFERS = 'inventory/sale-offers';

export function offerPath(offerId: number): string {
  return `/${SALE_OFFERS}/${offerId}/show`;
}

export function offerStepPath(offerId: number, step: 'details' | 'units' | 'plans'): string {
  return `${offerPath(offerId)}/${step}`;
}
