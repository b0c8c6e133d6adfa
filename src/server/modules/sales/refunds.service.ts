// Refunds of a cancelled sale (docs/api.md "Sale refunds", docs/domain.md "Payments"): the developer
// admin records the money given back to the buyer, with the cancellation or after it. The refunds
// of a sale never total more than it received (received receipts; bounced and pending cheques
// count nothing): each is checked under the row lock on the sale that receipts take too, so two
// refunds landing together are checked one after the other and at most one can exceed.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SaleRefund } from '../../../shared/sales.ts';
import type { SaleRefundBody } from '../../../shared/schemas/sales.ts';
import type { Database, Executor } from '../../db/client.ts';
import { saleReceipts, saleRefunds } from '../../db/sales-schema.ts';
import { users } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationTimeZone, todayIn } from '../../services/time-zones.ts';
import { findManagedSale, type SaleRow } from './scope.ts';

/** What the sale received (received receipts) and what it gave back. */
export async function refundTotals(db: Executor, saleId: number): Promise<{ received: number; refunded: number }> {
  const [received] = await db
    .select({ amount: sql<string | null>`sum(${saleReceipts.amount})` })
    .from(saleReceipts)
    .where(and(eq(saleReceipts.sale_id, saleId), eq(saleReceipts.status, 'received')));
  const [refunded] = await db
    .select({ amount: sql<string | null>`sum(${saleRefunds.amount})` })
    .from(saleRefunds)
    .where(eq(saleRefunds.sale_id, saleId));
  return { received: Number(received?.amount ?? 0), refunded: Number(refunded?.amount ?? 0) };
}

/**
 * Inserts refunds on a cancelled `sale` whose row the caller has locked in `tx`; `prefix` names the
 * fields of a refund given inside another body (`refunds.0.`). Answers the new ids.
 */
export async function insertRefunds(
  tx: Executor,
  tenant: TenantContext,
  sale: SaleRow,
  refunds: SaleRefundBody[],
  prefix: (index: number) => string = () => '',
): Promise<number[]> {
  if (!refunds.length) return [];
  const today = todayIn(await organizationTimeZone(tx, sale.organization_id));
  const totals = await refundTotals(tx, sale.id);
  let refunded = totals.refunded;
  const ids: number[] = [];
  for (const [index, body] of refunds.entries()) {
    const date = body.refund_date ?? today;
    if (date > today) throw validationFailed({ [`${prefix(index)}refund_date`]: ['The refund date must not be after today.'] });
    if (refunded + body.amount > totals.received)
      throw validationFailed({
        [`${prefix(index)}amount`]: ['The refunds must not total more than the sale received.'],
      });
    refunded += body.amount;
    const [row] = await tx
      .insert(saleRefunds)
      .values({
        organization_id: sale.organization_id,
        sale_id: sale.id,
        amount: body.amount,
        refund_date: date,
        method: body.method,
        cheque_number: body.method === 'cheque' ? body.cheque_number : null,
        cheque_bank: body.method === 'cheque' ? body.cheque_bank : null,
        cheque_date: body.method === 'cheque' ? body.cheque_date : null,
        reference: body.reference,
        note: body.note,
        created_by: tenant.userId,
        created_at: currentTime(),
      })
      .returning({ id: saleRefunds.id });
    ids.push(row!.id);
  }
  return ids;
}

/** The sale's refunds, newest first (or the one `refundId`). */
export async function refundsOf(db: Executor, sale: SaleRow, refundId?: number): Promise<SaleRefund[]> {
  const rows = await db
    .select({ refund: saleRefunds, created_by_name: users.full_name })
    .from(saleRefunds)
    .leftJoin(users, eq(users.id, saleRefunds.created_by))
    .where(refundId === undefined ? eq(saleRefunds.sale_id, sale.id) : and(eq(saleRefunds.sale_id, sale.id), eq(saleRefunds.id, refundId)))
    .orderBy(desc(saleRefunds.refund_date), desc(saleRefunds.id));
  return rows.map(({ refund, created_by_name }) => ({
    id: refund.id,
    sale_id: refund.sale_id,
    amount: refund.amount,
    currency: sale.currency,
    refund_date: refund.refund_date,
    method: refund.method,
    cheque_number: refund.cheque_number,
    cheque_bank: refund.cheque_bank,
    cheque_date: refund.cheque_date,
    reference: refund.reference,
    note: refund.note,
    created_at: refund.created_at.toISOString(),
    created_by: refund.created_by !== null && created_by_name ? { id: refund.created_by, name: created_by_name } : null,
  }));
}

/** POST sales/{id}/refunds: one refund on a cancelled sale (409 on an active one). */
export async function recordRefund(db: Database, tenant: TenantContext, saleId: number, body: SaleRefundBody) {
  const { sale, id } = await db.transaction(async (tx) => {
    const sale = await findManagedSale(tx, tenant, saleId);
    if (sale.status !== 'cancelled') throw conflict('Refunds are recorded on a cancelled sale; cancel it first.');
    const [id] = await insertRefunds(tx, tenant, sale, [body]);
    return { sale, id: id! };
  });
  const [refund] = await refundsOf(db, sale, id);
  if (!refund) throw notFound();
  return { data: refund, message: 'Refund recorded.' };
}
