// Whether the caller may still change an offer's units and plans: the server says so per offer
// (`can.edit`: a draft, and its creator or a developer admin of the organization).
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';

export function useOfferEditable(offer: SaleOfferDetail | undefined): boolean {
  return offer?.can.edit ?? false;
}
