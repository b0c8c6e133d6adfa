// Taking a unit off an offer (`DELETE …/units/{unitId}`), after confirmation.
import { useTranslate } from 'react-admin';
import type { SaleOfferDetail, SaleOfferUnit } from '../../shared/sale-offers.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { useApi } from '../providers/useApi.ts';
import { ConfirmActionButton } from '../layout/ConfirmActionButton.tsx';
import { useRefreshSaleOffers } from './saleOfferApi.ts';
import { SALE_OFFERS } from './saleOfferPaths.ts';

export function RemoveUnitButton({ offer, unit }: { offer: SaleOfferDetail; unit: SaleOfferUnit }) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefreshSaleOffers();
  const { run } = useServerAction();
  return (
    <ConfirmActionButton
      label="sale_offers.units.remove"
      ariaLabel={translate('sale_offers.units.remove_label', { unit: unit.unit_number })}
      title="sale_offers.units.remove_title"
      content="sale_offers.units.remove_content"
      messageArgs={{ unit: unit.unit_number }}
      onConfirm={() =>
        run(() => api.call({ method: 'DELETE', path: [SALE_OFFERS, offer.id, 'units', unit.unit_id] }), {
          success: 'sale_offers.units.removed',
          successArgs: { unit: unit.unit_number },
          afterwards: refresh,
        })
      }
    />
  );
}
