// The record-sale form's values and the POST sales body they make (docs/api.md "Sales"). Fees are
// typed as a percentage or a money amount; the body leaves `fees` out when the form shows none
// (a sales manager's sale: the organization's defaults apply), and the plan out when it is empty
// (a sale from an offer takes the offer's plan). A broker sale names its organization and agent; a
// buyer linked to a lead sends its `lead_id` (`lead_name` only shows the choice); a sale from a
// won deal sends its `deal_id`.
import type { SaleFeeDefault } from '../../shared/sales.ts';

export interface BuyerValues {
  full_name?: string;
  nationality?: string | null;
  id_number?: string | null;
  email?: string | null;
  phone?: string | null;
  lead_id?: number | '' | null;
  /** The linked lead's name, for its picker: never sent. */
  lead_name?: string | null;
}

export interface FeeValues {
  label?: string;
  kind?: 'percent' | 'fixed';
  percentage?: number | null;
  amount?: number | null;
}

export interface SaleFormValues {
  unit_status: 'booked' | 'sold';
  booking_date?: string | null;
  spa_date?: string | null;
  discount?: number | null;
  final_price?: number | null;
  seller_type: 'developer' | 'platform' | 'broker' | 'agency';
  broker_organization_id?: number | '' | null;
  agent_user_id?: number | '' | null;
  agency_name?: string | null;
  agency_licence?: string | null;
  payment_plan_id?: number | '' | null;
  buyers: BuyerValues[];
  fees?: FeeValues[];
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

export function feeValuesOf(fee: SaleFeeDefault): FeeValues {
  return fee.kind === 'percent'
    ? { label: fee.label, kind: 'percent', percentage: (fee.rate_hundredths ?? 0) / 100, amount: null }
    : { label: fee.label, kind: 'fixed', percentage: null, amount: fee.fixed_amount };
}

export function saleCreateBody(
  values: SaleFormValues,
  context: { unitId: number; saleOfferId: number | null; dealId?: number | null; withFees: boolean },
) {
  return {
    unit_id: context.unitId,
    ...(context.saleOfferId ? { sale_offer_id: context.saleOfferId } : {}),
    ...(context.dealId ? { deal_id: context.dealId } : {}),
    unit_status: values.unit_status,
    booking_date: blank(values.booking_date) ? null : values.booking_date,
    spa_date: blank(values.spa_date) ? null : values.spa_date,
    discount: blank(values.discount) ? null : values.discount,
    final_price: blank(values.final_price) ? null : values.final_price,
    seller_type: values.seller_type,
    ...(values.seller_type === 'broker'
      ? {
          broker_organization_id: blank(values.broker_organization_id) ? null : values.broker_organization_id,
          agent_user_id: blank(values.agent_user_id) ? null : values.agent_user_id,
        }
      : {}),
    ...(values.seller_type === 'agency' ? { agency_name: values.agency_name ?? null, agency_licence: values.agency_licence ?? null } : {}),
    ...(blank(values.payment_plan_id) ? {} : { payment_plan_id: values.payment_plan_id }),
    buyers: values.buyers.map((buyer) => ({
      full_name: buyer.full_name ?? '',
      nationality: buyer.nationality ?? null,
      id_number: buyer.id_number ?? null,
      email: buyer.email ?? null,
      phone: buyer.phone ?? null,
      ...(blank(buyer.lead_id) ? {} : { lead_id: buyer.lead_id }),
    })),
    ...(context.withFees
      ? {
          fees: (values.fees ?? []).map((fee) => ({
            label: fee.label ?? '',
            kind: fee.kind ?? 'fixed',
            ...(fee.kind === 'percent' ? { percentage: fee.percentage ?? null } : { amount: fee.amount ?? null }),
          })),
        }
      : {}),
  };
}
