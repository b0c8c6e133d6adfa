// The details step's form values and the create body they make: the discount is typed in the
// currency's major units and sent in minor units; the body is checked with the shared schema
// the server uses, so the form shows the server's own messages before sending.
import { DEFAULT_CURRENCY, majorToMinor } from '../../shared/money.ts';
import { isTodayOrLater, saleOfferCreateBody, type SaleOfferCreateInput } from '../../shared/schemas/sale-offers.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';

export const DEFAULT_VALIDITY_DAYS = 14;

export interface OfferDetailsValues {
  organization_id?: number | string | null;
  client_name?: string;
  client_email?: string | null;
  client_phone?: string | null;
  lead_id?: number | string | null;
  valid_until?: string | null;
  discount?: number | string | null;
  notes?: string | null;
}

/** Today plus `days` as YYYY-MM-DD in the user's own calendar. */
export function dateInDays(days: number, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The offer takes the developer organization's currency, which this form does not know before it
 * is created: the discount is read in the default currency's units (AED).
 */
function discountInMinorUnits(value: OfferDetailsValues['discount']): number | null {
  if (value === null || value === undefined || value === '') return null;
  const major = Number(value);
  return Number.isFinite(major) ? majorToMinor(major, DEFAULT_CURRENCY) : Number.NaN;
}

export function offerCreateBody(values: OfferDetailsValues): SaleOfferCreateInput {
  return {
    client_name: values.client_name ?? '',
    client_email: values.client_email ?? null,
    client_phone: values.client_phone ?? null,
    lead_id: values.lead_id ?? null,
    valid_until: values.valid_until ?? '',
    discount: discountInMinorUnits(values.discount),
    notes: values.notes ?? null,
  } as SaleOfferCreateInput;
}

const validateBody = zodFormValidator(saleOfferCreateBody);

export function validateOfferDetails(values: OfferDetailsValues, needsOrganization: boolean): Record<string, string> {
  const errors = validateBody(offerCreateBody(values) as unknown as Record<string, unknown>);
  if (!errors.valid_until && values.valid_until && !isTodayOrLater(values.valid_until, dateInDays(0)))
    errors.valid_until = 'sale_offers.errors.valid_until_past';
  if (needsOrganization && !values.organization_id) errors.organization_id = 'sale_offers.errors.organization_required';
  return errors;
}
