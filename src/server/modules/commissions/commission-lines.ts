// The commission line of a sale (docs/domain.md "Commission"): created exactly once, when the
// sale reaches the stage its organization chose, by the sales module's own transactions:
//
// - booking: when the sale is recorded (reached on its booking date);
// - spa: when the sale is recorded with its SPA date, or its SPA date is recorded later (POST
//   sales/{id}/spa), reached on that date;
// - paid_percentage: when the sale's received payments reach the percentage of its final price
//   (reached on the organization's day it happened). Only `received` receipts count: a
//   post-dated cheque counts from its date, when it becomes received (the first read or write of
//   its sale that sees the date has come, receipts.service.ts), and a bounced cheque never. A
//   line once created stays when a later bounce takes the payments back under the percentage:
//   the developer admin decides before approving it.
//
// The rate is the project's rate for the sale's seller type at that moment; a project without
// one gives no line. The commission is the rate of the final price, rounded to the nearest minor
// unit (halves up). The unique constraint on sale_id makes a race insert it once (ON CONFLICT DO
// NOTHING), and the callers hold the sale's row lock.
import { alias } from 'drizzle-orm/pg-core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CommissionTrigger } from '../../../shared/commissions.ts';
import type { Executor } from '../../db/client.ts';
import { commissionRates, commissions, commissionSettings } from '../../db/commissions-schema.ts';
import { buildings, units } from '../../db/inventory-schema.ts';
import { saleReceipts, sales } from '../../db/sales-schema.ts';
import { organizations, users } from '../../db/schema.ts';
import { organizationTimeZone, todayIn } from '../../services/time-zones.ts';

/** What made the sales module look: the sale was recorded, its SPA date was, or its received payments changed. */
export type CommissionEvent = 'recorded' | 'spa' | 'payments';

export interface TriggerSetting {
  trigger: CommissionTrigger;
  paid_hundredths: number | null;
}

export const DEFAULT_TRIGGER: TriggerSetting = { trigger: 'booking', paid_hundredths: null };

export async function triggerOf(db: Executor, organizationId: number): Promise<TriggerSetting> {
  const [row] = await db
    .select({ trigger: commissionSettings.trigger, paid_hundredths: commissionSettings.paid_hundredths })
    .from(commissionSettings)
    .where(eq(commissionSettings.organization_id, organizationId))
    .limit(1);
  return row ?? DEFAULT_TRIGGER;
}

/** `base × rate / 10 000`, to the nearest minor unit (halves up), exactly. */
export function commissionAmount(base: number, rateHundredths: number): number {
  return Number((BigInt(base) * BigInt(rateHundredths) + 5000n) / 10000n);
}

/** The least paid amount that reaches `paidHundredths` of `finalPrice` (rounded up). */
export function paidThreshold(finalPrice: number, paidHundredths: number): number {
  return Number((BigInt(finalPrice) * BigInt(paidHundredths) + 9999n) / 10000n);
}

async function receivedTotal(db: Executor, saleId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${saleReceipts.amount}), 0)` })
    .from(saleReceipts)
    .where(and(eq(saleReceipts.sale_id, saleId), eq(saleReceipts.status, 'received')));
  return Number(row?.total ?? 0);
}

/**
 * Creates the sale's commission line when this event brings the sale to its organization's stage
 * (and it has none yet). Runs inside the caller's transaction, which holds the sale's row lock.
 */
export async function reachCommissionStage(tx: Executor, saleId: number, event: CommissionEvent): Promise<void> {
  const brokerOrganization = alias(organizations, 'commission_broker');
  const creator = alias(users, 'commission_creator');
  const [row] = await tx
    .select({
      sale: sales,
      project_id: buildings.project_id,
      developer_name: organizations.name,
      broker_name: brokerOrganization.name,
      creator_name: creator.full_name,
      existing: sql<number | null>`(select ${commissions.id} from ${commissions} where ${commissions.sale_id} = ${sales.id})`,
    })
    .from(sales)
    .innerJoin(units, eq(units.id, sales.unit_id))
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(organizations, eq(organizations.id, sales.organization_id))
    .leftJoin(brokerOrganization, eq(brokerOrganization.id, sales.broker_organization_id))
    .leftJoin(creator, eq(creator.id, sales.created_by))
    .where(eq(sales.id, saleId))
    .limit(1);
  if (!row || row.existing !== null || row.sale.status !== 'active') return;
  const { sale } = row;
  const setting = await triggerOf(tx, sale.organization_id);
  let reachedOn: string | null = null;
  if (setting.trigger === 'booking') reachedOn = event === 'recorded' ? sale.booking_date : null;
  else if (setting.trigger === 'spa') reachedOn = event === 'recorded' || event === 'spa' ? sale.spa_date : null;
  else if ((await receivedTotal(tx, sale.id)) >= paidThreshold(sale.final_price, setting.paid_hundredths!))
    reachedOn = todayIn(await organizationTimeZone(tx, sale.organization_id));
  if (reachedOn === null) return;
  const [rate] = await tx
    .select({ rate_hundredths: commissionRates.rate_hundredths })
    .from(commissionRates)
    .where(and(eq(commissionRates.project_id, row.project_id), eq(commissionRates.seller_type, sale.seller_type)))
    .limit(1);
  if (!rate) return;
  const sellerName =
    sale.seller_type === 'agency'
      ? (sale.agency_name ?? '')
      : sale.seller_type === 'broker'
        ? (row.broker_name ?? '')
        : sale.seller_type === 'platform'
          ? (row.creator_name ?? '')
          : row.developer_name;
  await tx
    .insert(commissions)
    .values({
      organization_id: sale.organization_id,
      sale_id: sale.id,
      project_id: row.project_id,
      seller_type: sale.seller_type,
      seller_name: sellerName,
      rate_hundredths: rate.rate_hundredths,
      base_amount: sale.final_price,
      amount: commissionAmount(sale.final_price, rate.rate_hundredths),
      currency: sale.currency,
      trigger: setting.trigger,
      trigger_paid_hundredths: setting.paid_hundredths,
      reached_on: reachedOn,
    })
    .onConflictDoNothing({ target: commissions.sale_id });
}

/** The sale is cancelled: its line, unless already paid, is cancelled with it (in the caller's transaction). */
export async function cancelSaleCommission(tx: Executor, saleId: number, now: Date): Promise<void> {
  await tx
    .update(commissions)
    .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
    .where(and(eq(commissions.sale_id, saleId), inArray(commissions.status, ['pending', 'approved'])));
}
