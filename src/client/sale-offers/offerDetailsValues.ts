// The offer's details as a form holds them (the create step, the edit step, the discount on the
// totals) and the bodies they make. The discount is held in minor units of the offer's currency
// (MoneyInput) and asked for only once the offer exists, so its currency and its units' total
// are known. Values are checked with the shared schema the server uses, so the form shows the
// server's own messages before sending; the rules that need the offer (the discount within its
// units' total) are checked here the same way.
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';
import {
  isTodayOrLater,
  saleOfferCreateBody,
  saleOfferUpdateBody,
  type SaleOfferCreateInput,
  type SaleOfferUpdateInput,
} from '../../shared/schemas/sale-offers.ts';
import { addDays, localDay } from '../../shared/time-zones.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';

export const DEFAULT_VALIDITY_DAYS = 14;

export interface OfferDetailsValues {
  organization_id?: number | string | null;
  client_name?: string;
  client_email?: string | null;
  client_phone?: string | null;
  lead_id?: number | string | null;
  valid_until?: string | null;
  /** Minor units of the offer's currency. */
  discount?: number | null;
  notes?: string | null;
}

/** Today plus `days` as YYYY-MM-DD in the organization's calendar (docs/domain.md "Time zone"). */
export function dateInDays(days: number, timeZone: string, from = new Date()): string {
  return addDays(localDay(from, timeZone), days);
}

/** A draft's details as the edit form starts with them. */
export function offerDetailsOf(offer: SaleOfferDetail): OfferDetailsValues {
  return {
    client_name: offer.client_name,
    client_email: offer.client_email,
    client_phone: offer.client_phone,
    lead_id: offer.lead_id,
    valid_until: offer.valid_until,
    discount: offer.discount,
    notes: offer.notes,
  };
}

export function offerUpdateBody(values: OfferDetailsValues): SaleOfferUpdateInput {
  return {
    client_name: values.client_name ?? '',
    client_email: values.client_email ?? null,
    client_phone: values.client_phone ?? null,
    lead_id: values.lead_id ?? null,
    valid_until: values.valid_until ?? '',
    discount: values.discount ?? null,
    notes: values.notes ?? null,
  } as SaleOfferUpdateInput;
}

/** The new draft: no discount yet, there are no units to take it off. */
export function offerCreateBody(values: OfferDetailsValues): SaleOfferCreateInput {
  const { discount: _askedLater, ...body } = offerUpdateBody(values);
  return body as SaleOfferCreateInput;
}

const validateCreate = zodFormValidator(saleOfferCreateBody);
const validateUpdate = zodFormValidator(saleOfferUpdateBody);

/**
 * The details' errors (message keys or the schema's messages): on create, the organization when
 * the caller chooses it; on an offer, the discount within the sum of its units' prices. The
 * validity starts today in `timeZone`, the organization's.
 */
export function validateOfferDetails(
  values: OfferDetailsValues,
  context: { needsOrganization: boolean } | { offer: SaleOfferDetail },
  timeZone: string,
): Record<string, string> {
  const onOffer = 'offer' in context;
  const errors = onOffer
    ? validateUpdate(offerUpdateBody(values) as unknown as Record<string, unknown>)
    : validateCreate(offerCreateBody(values) as unknown as Record<string, unknown>);
  if (!errors.valid_until && values.valid_until && !isTodayOrLater(values.valid_until, dateInDays(0, timeZone)))
    errors.valid_until = 'sale_offers.errors.valid_until_past';
  if (onOffer && !errors.discount && (values.discount ?? 0) > context.offer.totals.subtotal)
    errors.discount = 'sale_offers.errors.discount_above_total';
  if (!onOffer && context.needsOrganization && !values.organization_id) errors.organization_id = 'sale_offers.errors.organization_required';
  return errors;
}
