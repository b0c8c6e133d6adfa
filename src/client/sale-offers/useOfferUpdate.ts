// Sends a draft's details (`PUT inventory/sale-offers/{id}`) based on the version the caller has
// of it, tells the person, and refreshes the offer; a 422's field errors go back to the form.
import { useNotify } from 'react-admin';
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { useApi } from '../providers/useApi.ts';
import { offerUpdateBody, type OfferDetailsValues } from './offerDetailsValues.ts';
import { OFFER_TOAST } from './offerToast.ts';
import { useRefreshSaleOffers } from './saleOfferApi.ts';
import { SALE_OFFERS } from './saleOfferPaths.ts';

export function useOfferUpdate(basedOn: Pick<SaleOfferDetail, 'id' | 'updated_at'>, saved: string, onSaved?: () => void) {
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefreshSaleOffers();
  return useFormSubmission(async (values: OfferDetailsValues) => {
    try {
      await api.call({
        method: 'PUT',
        path: [SALE_OFFERS, basedOn.id],
        data: { ...offerUpdateBody(values), updated_at: basedOn.updated_at },
      });
    } finally {
      // Refused or not, the offer on screen becomes the current one (a 409 means it changed).
      await refresh();
    }
    notify(saved, { type: 'success', ...OFFER_TOAST });
    onSaved?.();
  });
}
