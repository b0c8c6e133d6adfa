// Payments on a sale's schedule (docs/api.md "Sale receipts", docs/domain.md "Payments"): record a
// receipt, list them, bounce a cheque. A sale's allocations are derived: after every change — a
// receipt, a bounce, a re-plan, a post-dated cheque reaching its date — they are recomputed from
// the sale's received receipts (receipts.allocation.ts) in the same transaction, under a row lock
// on the sale, so two receipts landing together are allocated one after the other and exactly.
//
// Post-dated cheques are settled when read: a `pending` cheque whose date has come (the
// organization's day) becomes `received` in the first read or write of its sale that sees it,
// like a lapsed reservation (../../services/reservations.ts), so no answer shows one pending past
// its date and nothing waits for a job.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { can } from '../../../shared/permissions.ts';
import type { SalePayments, SaleReceipt } from '../../../shared/sales.ts';
import type { SaleReceiptBody } from '../../../shared/schemas/sales.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { saleReceiptAllocations, saleReceipts, saleRefunds, sales, saleScheduleLines, saleSchedules } from '../../db/sales-schema.ts';
import { users } from '../../db/schema.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationTimeZone, todayIn } from '../../services/time-zones.ts';
import { reachCommissionStage } from '../commissions/commission-lines.ts';
import { allocate } from './receipts.allocation.ts';
import { findReadableSale, managesSale, type SaleRow } from './scope.ts';

type ReceiptRow = typeof saleReceipts.$inferSelect;

/** Whether the caller records payments on this sale: a developer admin or developer of its organization, acting in it. */
export function recordsPayments(tenant: TenantContext, sale: { organization_id: number }): boolean {
  return (
    can('sales.payments.record', tenant.role) &&
    tenant.organizationKind === 'developer' &&
    !tenant.viaPlatformScope &&
    tenant.organizationId === sale.organization_id
  );
}

async function currentLines(db: Executor, saleId: number) {
  return db
    .select({
      id: saleScheduleLines.id,
      sequence: saleScheduleLines.sequence,
      due_date: saleScheduleLines.due_date,
      amount: saleScheduleLines.amount,
    })
    .from(saleScheduleLines)
    .innerJoin(saleSchedules, eq(saleSchedules.id, saleScheduleLines.schedule_id))
    .where(and(eq(saleScheduleLines.sale_id, saleId), eq(saleSchedules.is_current, true)));
}

/**
 * Rewrites the sale's allocations from its received receipts onto its current schedule. The
 * caller holds the sale's row lock (FOR UPDATE) in the transaction `tx`.
 */
export async function reallocate(tx: Executor, sale: { id: number; organization_id: number }) {
  const lines = await currentLines(tx, sale.id);
  const received = await tx
    .select({ id: saleReceipts.id, received_date: saleReceipts.received_date, amount: saleReceipts.amount })
    .from(saleReceipts)
    .where(and(eq(saleReceipts.sale_id, sale.id), eq(saleReceipts.status, 'received')));
  await tx.delete(saleReceiptAllocations).where(eq(saleReceiptAllocations.sale_id, sale.id));
  const { allocations } = allocate(lines, received);
  if (allocations.length)
    await tx
      .insert(saleReceiptAllocations)
      .values(allocations.map((allocation) => ({ ...allocation, organization_id: sale.organization_id, sale_id: sale.id })));
  // The received payments changed: a paid-percentage commission stage may be reached now.
  await reachCommissionStage(tx, sale.id, 'payments');
}

/** Marks the sale's post-dated cheques whose date is `today` or before received; answers whether any was. */
async function settleDueCheques(tx: Executor, saleId: number, today: string): Promise<boolean> {
  const settled = await tx
    .update(saleReceipts)
    .set({ status: 'received' })
    .where(and(eq(saleReceipts.sale_id, saleId), eq(saleReceipts.status, 'pending'), lte(saleReceipts.cheque_date, today)))
    .returning({ id: saleReceipts.id });
  return settled.length > 0;
}

/** Settles the sale's cheques that have reached their date (one indexed look when there is none). */
export async function settlePayments(db: Database, sale: SaleRow): Promise<void> {
  const today = todayIn(await organizationTimeZone(db, sale.organization_id));
  const [due] = await db
    .select({ id: saleReceipts.id })
    .from(saleReceipts)
    .where(and(eq(saleReceipts.sale_id, sale.id), eq(saleReceipts.status, 'pending'), lte(saleReceipts.cheque_date, today)))
    .limit(1);
  if (!due) return;
  await db.transaction(async (tx) => {
    await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, sale.id)).for('update');
    if (await settleDueCheques(tx, sale.id, today)) await reallocate(tx, sale);
  });
}

/** Paid, open and overdue per current line and in total, with the credit and the pending cheques. */
export async function salePayments(db: Executor, sale: SaleRow): Promise<SalePayments> {
  const today = todayIn(await organizationTimeZone(db, sale.organization_id));
  const lines = (await currentLines(db, sale.id)).sort((a, b) => a.sequence - b.sequence);
  const allocated = await db
    .select({ line_id: saleReceiptAllocations.line_id, amount: sql<string>`sum(${saleReceiptAllocations.amount})` })
    .from(saleReceiptAllocations)
    .where(eq(saleReceiptAllocations.sale_id, sale.id))
    .groupBy(saleReceiptAllocations.line_id);
  const byStatus = await db
    .select({ status: saleReceipts.status, amount: sql<string>`sum(${saleReceipts.amount})` })
    .from(saleReceipts)
    .where(eq(saleReceipts.sale_id, sale.id))
    .groupBy(saleReceipts.status);
  const [refundedRow] = await db
    .select({ amount: sql<string | null>`sum(${saleRefunds.amount})` })
    .from(saleRefunds)
    .where(eq(saleRefunds.sale_id, sale.id));
  const refunded = Number(refundedRow?.amount ?? 0);
  const paidOn = new Map(allocated.map((row) => [row.line_id, Number(row.amount)]));
  const totalOf = (status: string) => Number(byStatus.find((row) => row.status === status)?.amount ?? 0);
  const paymentLines = lines.map((line) => {
    const paid = paidOn.get(line.id) ?? 0;
    const open = line.amount - paid;
    return { line_id: line.id, paid, open, overdue: line.due_date !== null && line.due_date < today ? open : 0 };
  });
  const received = totalOf('received');
  const allocatedTotal = paymentLines.reduce((sum, line) => sum + line.paid, 0);
  return {
    lines: paymentLines,
    paid: received,
    open: paymentLines.reduce((sum, line) => sum + line.open, 0),
    overdue: paymentLines.reduce((sum, line) => sum + line.overdue, 0),
    credit: received - allocatedTotal,
    pending: totalOf('pending'),
    refunded,
    to_refund: sale.status === 'cancelled' ? received - refunded : 0,
  };
}

export async function receiptsOf(db: Executor, tenant: TenantContext, sale: SaleRow, where = eq(saleReceipts.sale_id, sale.id)) {
  const creator = alias(users, 'creator');
  const bouncer = alias(users, 'bouncer');
  const rows = await db
    .select({ receipt: saleReceipts, created_by_name: creator.full_name, bounced_by_name: bouncer.full_name })
    .from(saleReceipts)
    .leftJoin(creator, eq(creator.id, saleReceipts.created_by))
    .leftJoin(bouncer, eq(bouncer.id, saleReceipts.bounced_by))
    .where(where)
    .orderBy(desc(saleReceipts.received_date), desc(saleReceipts.id));
  const ids = rows.map((row) => row.receipt.id);
  const allocations = ids.length
    ? await db
        .select()
        .from(saleReceiptAllocations)
        .where(inArray(saleReceiptAllocations.receipt_id, ids))
        .orderBy(asc(saleReceiptAllocations.id))
    : [];
  const bounces = managesSale(tenant, sale);
  return rows.map(({ receipt, created_by_name, bounced_by_name }): SaleReceipt => ({
    id: receipt.id,
    sale_id: receipt.sale_id,
    amount: receipt.amount,
    currency: sale.currency,
    received_date: receipt.received_date,
    method: receipt.method,
    cheque_number: receipt.cheque_number,
    cheque_bank: receipt.cheque_bank,
    cheque_date: receipt.cheque_date,
    reference: receipt.reference,
    status: receipt.status,
    allocations: allocations
      .filter((allocation) => allocation.receipt_id === receipt.id)
      .map((allocation) => ({ line_id: allocation.line_id, amount: allocation.amount })),
    bounce:
      receipt.status === 'bounced' && receipt.bounced_at && receipt.bounce_reason
        ? {
            reason: receipt.bounce_reason,
            at: receipt.bounced_at.toISOString(),
            by: receipt.bounced_by !== null && bounced_by_name ? { id: receipt.bounced_by, name: bounced_by_name } : null,
          }
        : null,
    created_at: receipt.created_at.toISOString(),
    created_by: receipt.created_by !== null && created_by_name ? { id: receipt.created_by, name: created_by_name } : null,
    can: { bounce: bounces && receipt.method === 'cheque' && receipt.status !== 'bounced' },
  }));
}

export async function listReceipts(db: Database, tenant: TenantContext, saleId: number) {
  const sale = await findReadableSale(db, tenant, saleId);
  await settlePayments(db, sale);
  return { data: await receiptsOf(db, tenant, sale) };
}

async function oneReceipt(db: Executor, tenant: TenantContext, sale: SaleRow, receiptId: number): Promise<SaleReceipt> {
  const [receipt] = await receiptsOf(db, tenant, sale, and(eq(saleReceipts.sale_id, sale.id), eq(saleReceipts.id, receiptId)));
  if (!receipt) throw notFound();
  return receipt;
}

const KEY_REUSED = 'This idempotency key was used for another payment.';

/** The receipt recorded earlier under `key` in the sale's organization, as its first answer. */
async function replay(db: Database, tenant: TenantContext, sale: SaleRow, key: string) {
  const [earlier] = await db
    .select({ id: saleReceipts.id, sale_id: saleReceipts.sale_id })
    .from(saleReceipts)
    .where(and(eq(saleReceipts.organization_id, sale.organization_id), eq(saleReceipts.idempotency_key, key)))
    .limit(1);
  if (!earlier) return null;
  if (earlier.sale_id !== sale.id) throw conflict(KEY_REUSED);
  return { data: await oneReceipt(db, tenant, sale, earlier.id), message: receiptMessage(await statusOf(db, earlier.id)) };
}

async function statusOf(db: Executor, receiptId: number) {
  const [row] = await db.select({ status: saleReceipts.status }).from(saleReceipts).where(eq(saleReceipts.id, receiptId));
  return row!.status;
}

const receiptMessage = (status: ReceiptRow['status']) =>
  status === 'pending' ? 'Post-dated cheque recorded; it counts as received on its date.' : 'Payment recorded.';

/**
 * Records a payment on an active sale. The same idempotency key (the `Idempotency-Key` header,
 * else the body's `idempotency_key`) records once: a repeat — or a concurrent double submit,
 * which the unique index turns into a conflict the loser reads back — answers the first receipt.
 */
export async function recordReceipt(db: Database, tenant: TenantContext, saleId: number, body: SaleReceiptBody, headerKey?: string) {
  const sale = await findReadableSale(db, tenant, saleId);
  if (!recordsPayments(tenant, sale)) throw forbidden('Only the developer organization of this sale records its payments.');
  const key = headerKey?.trim() || body.idempotency_key;
  if (key) {
    const earlier = await replay(db, tenant, sale, key);
    if (earlier) return { replayed: true, ...earlier };
  }
  if (sale.status !== 'active') throw conflict('Payments cannot be recorded on a cancelled sale.');
  const today = todayIn(await organizationTimeZone(db, sale.organization_id));
  const postDated = body.method === 'cheque' && body.cheque_date! > today;
  const receivedDate = postDated ? body.cheque_date! : (body.received_date ?? today);
  if (!postDated && receivedDate > today) throw validationFailed({ received_date: ['The received date must not be after today.'] });
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, sale.id)).for('update');
      const [row] = await tx
        .insert(saleReceipts)
        .values({
          organization_id: sale.organization_id,
          sale_id: sale.id,
          amount: body.amount,
          received_date: receivedDate,
          method: body.method,
          cheque_number: body.method === 'cheque' ? body.cheque_number : null,
          cheque_bank: body.method === 'cheque' ? body.cheque_bank : null,
          cheque_date: body.method === 'cheque' ? body.cheque_date : null,
          reference: body.reference,
          status: postDated ? 'pending' : 'received',
          idempotency_key: key ?? null,
          created_by: tenant.userId,
          created_at: currentTime(),
        })
        .returning({ id: saleReceipts.id });
      await settleDueCheques(tx, sale.id, today);
      await reallocate(tx, sale);
      return row!.id;
    });
  } catch (error) {
    if (key && isUniqueViolation(error, 'sale_receipts_organization_idempotency_unique')) {
      const earlier = await replay(db, tenant, sale, key);
      if (earlier) return { replayed: true, ...earlier };
    }
    throw error;
  }
  return { replayed: false, data: await oneReceipt(db, tenant, sale, id), message: receiptMessage(postDated ? 'pending' : 'received') };
}

/** A cheque returned unpaid: its receipt pays nothing from now on and the lines it paid re-open. */
export async function bounceReceipt(db: Database, tenant: TenantContext, saleId: number, receiptId: number, reason: string) {
  const sale = await findReadableSale(db, tenant, saleId);
  if (!managesSale(tenant, sale)) throw forbidden('Only a developer admin of the organization may change this sale.');
  await db.transaction(async (tx) => {
    await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, sale.id)).for('update');
    const [receipt] = await tx
      .select()
      .from(saleReceipts)
      .where(and(eq(saleReceipts.id, receiptId), eq(saleReceipts.sale_id, sale.id)))
      .for('update');
    if (!receipt) throw notFound();
    if (receipt.method !== 'cheque') throw conflict('Only a cheque can bounce.');
    if (receipt.status === 'bounced') throw conflict('This cheque has already bounced.');
    await tx
      .update(saleReceipts)
      .set({ status: 'bounced', bounce_reason: reason, bounced_at: currentTime(), bounced_by: tenant.userId })
      .where(eq(saleReceipts.id, receipt.id));
    await reallocate(tx, sale);
  });
  return { data: await oneReceipt(db, tenant, sale, receiptId), message: 'Cheque marked bounced; the lines it paid are open again.' };
}
