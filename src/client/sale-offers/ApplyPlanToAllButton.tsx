// "Apply this plan to all units": the plan a unit has now, given to the offer's other units one
// call at a time (`PUT …/units/{unitId}/payment-plan`), each based on the version the previous
// call answered. Custom installments suit any unit; a building's plan only the units of that
// building, so it goes to those.
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { SaleOfferDetail, SaleOfferUnit } from '../../shared/sale-offers.ts';
import { useNotifyError } from '../errors/useNotifyError.ts';
import { useApi } from '../providers/useApi.ts';
import { OFFER_TOAST } from './offerToast.ts';
import { useRefreshSaleOffers } from './saleOfferApi.ts';
import { SALE_OFFERS } from './saleOfferPaths.ts';

/** The units that can take `unit`'s plan. */
export function unitsTakingPlanOf(offer: SaleOfferDetail, unit: SaleOfferUnit): SaleOfferUnit[] {
  if (!unit.payment_plan_name) return [];
  return offer.units.filter(
    (other) => other.unit_id !== unit.unit_id && (unit.custom_installments || other.building_id === unit.building_id),
  );
}

export function ApplyPlanToAllButton({ offer, unit }: { offer: SaleOfferDetail; unit: SaleOfferUnit }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const api = useApi();
  const refresh = useRefreshSaleOffers();
  const [applying, setApplying] = useState(false);
  const targets = unitsTakingPlanOf(offer, unit);
  if (targets.length === 0) return null;
  const everyUnit = targets.length === offer.units.length - 1;

  const apply = async () => {
    setApplying(true);
    const plan = unit.custom_installments ? { installments: unit.installments } : { payment_plan_id: unit.payment_plan_id };
    let version = offer.updated_at;
    try {
      for (const target of targets) {
        const answer = await api.call<{ data: SaleOfferDetail }>({
          method: 'PUT',
          path: [SALE_OFFERS, offer.id, 'units', target.unit_id, 'payment-plan'],
          data: { ...plan, updated_at: version },
        });
        version = answer.data.updated_at;
      }
      notify('sale_offers.plans.applied', { type: 'success', messageArgs: { smart_count: targets.length }, ...OFFER_TOAST });
    } catch (error) {
      notifyError(error);
    } finally {
      setApplying(false);
      await refresh();
    }
  };

  return (
    <Button disabled={applying} onClick={() => void apply()}>
      {everyUnit
        ? translate('sale_offers.plans.apply_all', { unit: unit.unit_number })
        : translate('sale_offers.plans.apply_building', { unit: unit.unit_number, building: unit.building_name })}
    </Button>
  );
}
