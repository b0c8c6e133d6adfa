// A building's payment plans (docs/api.md: inventory/buildings/{id}/payment-plans and
// inventory/payment-plans/{planId}). The body is validated by the schema the client shares, so
// the 100 % rule is the same on both sides; the server stores the installments as given.
import { and, count, eq } from 'drizzle-orm';
import type { PaymentPlanBody } from '../../../shared/schemas/payment-plans.ts';
import type { PAYMENT_PLAN_SORTS } from '../../../shared/inventory.ts';
import type { Database, Executor } from '../../db/client.ts';
import { paymentPlans } from '../../db/inventory-schema.ts';
import { notFound } from '../../http/errors.ts';
import { orderBy, paginate, searchAcross, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { currentTime } from '../../services/clock.ts';
import { findOwnBuilding, findViewableBuilding } from './buildings.queries.ts';
import { toPaymentPlan } from './inventory.resources.ts';
import { owningOrganizationId, viewableOrganizationIds, withinOrganizations } from './scope.ts';

export type PaymentPlanSort = (typeof PAYMENT_PLAN_SORTS)[number];
const SORT_COLUMNS = { name: paymentPlans.name, created_at: paymentPlans.created_at, id: paymentPlans.id };

export async function listPaymentPlans(db: Database, tenant: TenantContext, buildingId: number, query: ListQuery<PaymentPlanSort>) {
  await findViewableBuilding(db, tenant, buildingId);
  const where = and(eq(paymentPlans.building_id, buildingId), searchAcross([paymentPlans.name], query.search));
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(paymentPlans)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, paymentPlans.id))
          .limit(limit)
          .offset(offset)
      ).map(toPaymentPlan),
    async () => (await db.select({ n: count() }).from(paymentPlans).where(where))[0]!.n,
  );
}

async function findViewablePlan(db: Executor, tenant: TenantContext, planId: number) {
  const [row] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.id, planId), withinOrganizations(paymentPlans.organization_id, viewableOrganizationIds(tenant))))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function findOwnPlan(db: Executor, tenant: TenantContext, planId: number) {
  const [row] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.organization_id, owningOrganizationId(tenant))))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function showPaymentPlan(db: Database, tenant: TenantContext, planId: number) {
  return { data: toPaymentPlan(await findViewablePlan(db, tenant, planId)) };
}

export async function createPaymentPlan(db: Database, tenant: TenantContext, buildingId: number, body: PaymentPlanBody) {
  const building = await findOwnBuilding(db, tenant, buildingId);
  const now = currentTime();
  const [row] = await db
    .insert(paymentPlans)
    .values({
      organization_id: building.organization_id,
      building_id: building.id,
      name: body.name,
      installments: body.installments,
      created_at: now,
      updated_at: now,
    })
    .returning();
  return { data: toPaymentPlan(row!), message: 'Payment plan created.' };
}

export async function updatePaymentPlan(db: Database, tenant: TenantContext, planId: number, body: PaymentPlanBody) {
  const plan = await findOwnPlan(db, tenant, planId);
  const row = await db.transaction(async (tx) => {
    await lockFreshVersion(tx, paymentPlans, plan.id, async () => toPaymentPlan(await findOwnPlan(tx, tenant, plan.id)));
    const [updated] = await tx
      .update(paymentPlans)
      .set({ name: body.name, installments: body.installments, updated_at: currentTime() })
      .where(eq(paymentPlans.id, plan.id))
      .returning();
    return updated;
  });
  return { data: toPaymentPlan(row!), message: 'Payment plan updated.' };
}

export async function deletePaymentPlan(db: Database, tenant: TenantContext, planId: number) {
  const plan = await findOwnPlan(db, tenant, planId);
  await db.delete(paymentPlans).where(eq(paymentPlans.id, plan.id));
  return { message: 'Payment plan deleted.' };
}
