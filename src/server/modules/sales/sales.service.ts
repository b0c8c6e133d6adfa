// Sales (docs/api.md "Sales"): record a sale of a unit — from the unit, a deal or a sale offer —
// in the one transaction that books (or sells) the unit; list and show them within the caller's
// reach (scope.ts); cancel one (the unit returns to available, the record stays); re-plan one (a
// new schedule version, the old kept). Who may record: the developer admin (sales.manage) any
// unit of his organization, the sales manager (sales.create_from_offer) a unit of an offer he
// made, for an assigned organization.
import { and, asc, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can } from '../../../shared/permissions.ts';
import type { SaleSort, SaleStatus, ScheduleSource } from '../../../shared/sales.ts';
import type { Installment } from '../../../shared/schemas/payment-plans.ts';
import {
  feeAmount,
  resolvePrice,
  type SaleCancelBody,
  type SaleCreateBody,
  type SaleReplanBody,
  type SaleSpaBody,
} from '../../../shared/schemas/sales.ts';
import { foldForSearch } from '../../../shared/search.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { deals, leads } from '../../db/crm-schema.ts';
import { buildings, paymentPlans, projects, unitStatusHistory, units } from '../../db/inventory-schema.ts';
import { qualified } from '../../db/qualified.ts';
import { saleBuyers, saleFees, saleOffers, saleOfferUnits, sales, saleSchedules } from '../../db/sales-schema.ts';
import { memberships, organizations } from '../../db/schema.ts';
import { conflict, notFound, validationFailed, type FieldErrors } from '../../http/errors.ts';
import { escapeLike, onlyIds, paginate, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationTimeZone, todayIn } from '../../services/time-zones.ts';
import { insertRefunds } from './refunds.service.ts';
import { agentWhere, brokerSellerWhere } from './broker-sellers.service.ts';
import { cancelSaleCommission, reachCommissionStage } from '../commissions/commission-lines.ts';
import { owningOrganizationId, viewableOrganizationIds } from '../inventory/scope.ts';
import { releaseLapsed } from '../inventory/units.queries.ts';
import { feeDefaultsFor } from './fee-defaults.service.ts';
import { reallocate, settlePayments } from './receipts.service.ts';
import { insertSchedule } from './schedule.ts';
import { buyerMatches, countSales, saleDetail, selectSaleRows } from './sales.queries.ts';
import { findManagedSale, findReadableSale, readableSales } from './scope.ts';

export interface SaleFilters {
  status?: SaleStatus | null;
  project_id?: number | null;
  building_id?: number | null;
  developer_organization_id?: number | null;
  buyer?: string | null;
}

const SORTS: Record<SaleSort, AnyPgColumn> = {
  booking_date: sales.booking_date,
  final_price: sales.final_price,
  created_at: sales.created_at,
  id: sales.id,
};

function buyerSearch(term: string | null | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${escapeLike(foldForSearch(term))}%`;
  const columns = [saleBuyers.full_name, saleBuyers.email, saleBuyers.phone, saleBuyers.id_number];
  return buyerMatches(
    sql.join(
      columns.map((column) => sql`search_fold(${qualified(column)}) like ${pattern}`),
      sql` or `,
    ),
  );
}

export async function listSales(db: Database, tenant: TenantContext, query: ListQuery<SaleSort> & SaleFilters) {
  const where = and(
    readableSales(tenant, query.developer_organization_id),
    onlyIds(sales.id, query.ids),
    query.status ? eq(sales.status, query.status) : undefined,
    query.project_id ? eq(buildings.project_id, query.project_id) : undefined,
    query.building_id ? eq(units.building_id, query.building_id) : undefined,
    buyerSearch(query.buyer ?? query.search),
  );
  const direction = query.order === 'desc' ? desc : asc;
  const order = query.sort === 'id' ? [direction(sales.id)] : [direction(SORTS[query.sort]), direction(sales.id)];
  return paginate(
    query,
    (limit, offset) => selectSaleRows(db, where, { order, limit, offset }),
    async () => (await countSales(db, where))[0]!.n,
  );
}

export async function showSale(db: Database, tenant: TenantContext, saleId: number) {
  const sale = await findReadableSale(db, tenant, saleId);
  await settlePayments(db, sale);
  return { data: await saleDetail(db, tenant, sale) };
}

type UnitFacts = Awaited<ReturnType<typeof unitWithPlace>>;

/** The unit with its building's and project's facts, among `organizationIds`, else 404. */
async function unitWithPlace(db: Executor, organizationIds: number[], unitId: number) {
  const [row] = organizationIds.length
    ? await db
        .select({
          unit: units,
          building_handover: buildings.handover_date,
          project_id: projects.id,
          project_handover: projects.handover_date,
          construction_progress: projects.construction_progress,
          currency: projects.currency,
        })
        .from(units)
        .innerJoin(buildings, eq(buildings.id, units.building_id))
        .innerJoin(projects, eq(projects.id, buildings.project_id))
        .where(and(eq(units.id, unitId), inArray(units.organization_id, organizationIds)))
        .limit(1)
    : [];
  if (!row) throw notFound();
  return row;
}

interface PlanChoice {
  source: ScheduleSource;
  payment_plan_id: number | null;
  plan_name: string;
  installments: Installment[];
}

const CUSTOM_PLAN_NAME = 'Custom';

/** A plan of the unit's building (422 on payment_plan_id otherwise). */
async function buildingPlan(db: Executor, buildingId: number, planId: number): Promise<PlanChoice> {
  const [plan] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.building_id, buildingId)))
    .limit(1);
  if (!plan) throw validationFailed({ payment_plan_id: ['The selected payment plan id is invalid.'] });
  return { source: 'building_plan', payment_plan_id: plan.id, plan_name: plan.name, installments: plan.installments };
}

interface OfferFacts {
  id: number;
  created_by: number | null;
  /** The unit's share of the offer's discount (all of it for a one-unit offer). */
  discount_share: number;
  plan: PlanChoice | null;
}

/**
 * The offer the sale comes from: one of the unit's organization, holding the unit; a sales
 * manager's own. Its discount is shared among its units in proportion to their prices (rounded
 * down), and its plan for the unit is a building plan or its custom installments.
 */
async function offerFor(db: Executor, tenant: TenantContext, offerId: number, unit: UnitFacts): Promise<OfferFacts> {
  const invalid = () => validationFailed({ sale_offer_id: ['The selected sale offer id is invalid.'] });
  const [offer] = await db
    .select()
    .from(saleOffers)
    .where(and(eq(saleOffers.id, offerId), eq(saleOffers.organization_id, unit.unit.organization_id)))
    .limit(1);
  if (!offer) throw invalid();
  if (!can('sales.manage', tenant.role) && offer.created_by !== tenant.userId) throw invalid();
  const offerUnits = await db
    .select({ link: saleOfferUnits, price: units.price, plan_name: paymentPlans.name, plan_installments: paymentPlans.installments })
    .from(saleOfferUnits)
    .innerJoin(units, eq(units.id, saleOfferUnits.unit_id))
    .leftJoin(paymentPlans, eq(paymentPlans.id, saleOfferUnits.payment_plan_id))
    .where(eq(saleOfferUnits.sale_offer_id, offer.id));
  const link = offerUnits.find((row) => row.link.unit_id === unit.unit.id);
  if (!link) throw validationFailed({ sale_offer_id: ['This offer does not include the unit.'] });
  const subtotal = offerUnits.reduce((sum, row) => sum + BigInt(row.price), 0n);
  const discount = BigInt(Math.min(offer.discount, Number(subtotal)));
  const share = subtotal === 0n ? 0 : Number((discount * BigInt(link.price)) / subtotal);
  const plan: PlanChoice | null = link.link.custom_installments
    ? { source: 'offer_plan', payment_plan_id: null, plan_name: CUSTOM_PLAN_NAME, installments: link.link.custom_installments }
    : link.link.payment_plan_id !== null && link.plan_installments
      ? {
          source: 'offer_plan',
          payment_plan_id: link.link.payment_plan_id,
          plan_name: link.plan_name ?? '',
          installments: link.plan_installments,
        }
      : null;
  return { id: offer.id, created_by: offer.created_by, discount_share: share, plan };
}

/** A member of the sale's organization links its own leads and deals only. */
function isMemberOf(tenant: TenantContext, organizationId: number) {
  return tenant.organizationId === organizationId && !tenant.viaPlatformScope;
}

async function checkReferences(db: Executor, tenant: TenantContext, organizationId: number, body: SaleCreateBody, errors: FieldErrors) {
  const member = isMemberOf(tenant, organizationId);
  for (const [index, buyer] of body.buyers.entries()) {
    if (buyer.lead_id === null) continue;
    const [lead] = member
      ? await db
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.id, buyer.lead_id), eq(leads.organization_id, organizationId)))
          .limit(1)
      : [];
    if (!lead) errors[`buyers.${index}.lead_id`] = ['The selected lead id is invalid.'];
  }
  if (body.deal_id !== null) {
    const [deal] = member
      ? await db
          .select({ id: deals.id })
          .from(deals)
          .where(and(eq(deals.id, body.deal_id), eq(deals.organization_id, organizationId)))
          .limit(1)
      : [];
    if (!deal) errors.deal_id = ['The selected deal id is invalid.'];
  }
  if (body.seller_type === 'broker' && body.broker_organization_id !== null) {
    // The same organizations and agents GET sales/broker-sellers lists: active, enabled members.
    const [broker] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(brokerSellerWhere(body.broker_organization_id))
      .limit(1);
    if (!broker) errors.broker_organization_id = ['The selected broker organization id is invalid.'];
    else if (body.agent_user_id !== null) {
      const [agent] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(agentWhere([broker.id]), eq(memberships.user_id, body.agent_user_id)))
        .limit(1);
      if (!agent) errors.agent_user_id = ['The agent must be a member of the broker organization.'];
    }
  }
}

const UNIT_TAKEN = 'This unit is no longer available for a sale; reload it and try again.';

/**
 * Whether the unit may be sold by this caller now: available, or reserved by the caller (or by
 * the offer's maker, for a sale from his offer). Anything else is someone else's.
 */
function mayTake(unit: typeof units.$inferSelect, tenant: TenantContext, offer: OfferFacts | null, body: SaleCreateBody): boolean {
  if (unit.status === 'available') return true;
  // A unit booked or sold through the status route has no sale: the developer admin completes it
  // (the collections' "no sale recorded"); a sold one stays sold. An active sale is the unique
  // index's 409 below.
  if ((unit.status === 'booked' || unit.status === 'sold') && offer === null && can('sales.manage', tenant.role))
    return unit.status === 'booked' || body.unit_status === 'sold';
  if (unit.status !== 'reserved' || unit.status_changed_by === null) return false;
  return unit.status_changed_by === tenant.userId || (offer !== null && unit.status_changed_by === offer.created_by);
}

export async function createSale(db: Database, tenant: TenantContext, body: SaleCreateBody) {
  const managing = can('sales.manage', tenant.role);
  if (!managing && body.sale_offer_id === null)
    throw validationFailed({ sale_offer_id: ['The sale offer id field is required for a sale by a sales manager.'] });
  const organizationIds = managing ? [owningOrganizationId(tenant)] : viewableOrganizationIds(tenant);
  await releaseLapsed(db, organizationIds, eq(units.id, body.unit_id));
  const unit = await unitWithPlace(db, organizationIds, body.unit_id);
  const organizationId = unit.unit.organization_id;
  const offer = body.sale_offer_id === null ? null : await offerFor(db, tenant, body.sale_offer_id, unit);

  const errors: FieldErrors = {};
  await checkReferences(db, tenant, organizationId, body, errors);
  const price = resolvePrice(unit.unit.price, body, offer?.discount_share ?? 0);
  if ('field' in price) errors[price.field] = [price.message];
  let plan: PlanChoice | null = null;
  if (body.payment_plan_id !== null)
    plan = await buildingPlan(db, unit.unit.building_id, body.payment_plan_id).catch((error) => {
      Object.assign(errors, (error as { errors?: FieldErrors }).errors ?? {});
      return null;
    });
  else if (body.installments)
    plan = { source: 'custom', payment_plan_id: null, plan_name: CUSTOM_PLAN_NAME, installments: body.installments };
  else if (offer?.plan) plan = offer.plan;
  else errors.payment_plan_id = ['The payment plan id field is required when no installments are given.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
  if ('field' in price || !plan) throw validationFailed(errors);

  if (!mayTake(unit.unit, tenant, offer, body)) throw conflict(UNIT_TAKEN, { status: unit.unit.status });
  // Completing a unit already in the sale's status: the sale is recorded, the unit stays as it is.
  const moves = unit.unit.status !== body.unit_status;
  const timeZone = await organizationTimeZone(db, organizationId);
  const bookingDate = body.booking_date ?? todayIn(timeZone);
  if (body.spa_date !== null && body.spa_date < bookingDate)
    throw validationFailed({ spa_date: ['The SPA date must not be before the booking date.'] });
  const fees = body.fees ?? (await feeDefaultsFor(db, organizationId, unit.currency));
  const sellerType = body.seller_type === 'developer' && !managing ? 'platform' : body.seller_type;
  const now = currentTime();

  const saleId = await db.transaction(async (tx) => {
    // The unit moves only from the status (and reserver) it was seen with: of a sale and a
    // reservation (or two sales) racing for it, exactly one lands and the other is a 409.
    if (moves) {
      const [moved] = await tx
        .update(units)
        .set({ status: body.unit_status, reserved_until: null, status_changed_at: now, status_changed_by: tenant.userId, updated_at: now })
        .where(
          and(
            eq(units.id, unit.unit.id),
            eq(units.status, unit.unit.status),
            unit.unit.status === 'reserved' ? eq(units.status_changed_by, unit.unit.status_changed_by!) : undefined,
          ),
        )
        .returning({ id: units.id });
      if (!moved) throw conflict(UNIT_TAKEN);
      await tx.insert(unitStatusHistory).values({
        organization_id: organizationId,
        unit_id: unit.unit.id,
        building_id: unit.unit.building_id,
        from_status: unit.unit.status,
        to_status: body.unit_status,
        changed_by: tenant.userId,
        price: unit.unit.price,
        created_at: now,
      });
    } else {
      const [kept] = await tx
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.id, unit.unit.id), eq(units.status, unit.unit.status)))
        .for('update');
      if (!kept) throw conflict(UNIT_TAKEN);
    }
    let saleRow: { id: number } | undefined;
    try {
      [saleRow] = await tx
        .insert(sales)
        .values({
          organization_id: organizationId,
          unit_id: unit.unit.id,
          currency: unit.currency,
          list_price: unit.unit.price,
          discount: price.discount,
          final_price: price.final_price,
          booking_date: bookingDate,
          spa_date: body.spa_date,
          seller_type: sellerType,
          broker_organization_id: sellerType === 'broker' ? body.broker_organization_id : null,
          agent_user_id: sellerType === 'broker' ? body.agent_user_id : null,
          agency_name: sellerType === 'agency' ? body.agency_name : null,
          agency_licence: sellerType === 'agency' ? body.agency_licence : null,
          deal_id: body.deal_id,
          sale_offer_id: offer?.id ?? null,
          created_by: tenant.userId,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: sales.id });
    } catch (error) {
      if (isUniqueViolation(error, 'sales_one_active_per_unit'))
        throw conflict('This unit already has an active sale; cancel it before recording another.');
      throw error;
    }
    const id = saleRow!.id;
    await tx
      .insert(saleBuyers)
      .values(body.buyers.map((buyer, position) => ({ ...buyer, organization_id: organizationId, sale_id: id, position })));
    if (fees.length)
      await tx.insert(saleFees).values(
        fees.map((fee, position) => ({
          organization_id: organizationId,
          sale_id: id,
          position,
          label: fee.label,
          kind: fee.kind,
          rate_hundredths: fee.rate_hundredths,
          amount: feeAmount(fee, price.final_price),
          created_at: now,
        })),
      );
    await insertSchedule(
      tx,
      { ...plan, organization_id: organizationId, sale_id: id, version: 1, reason: null, created_by: tenant.userId, created_at: now },
      {
        final_price: price.final_price,
        booking_date: bookingDate,
        handover_date: unit.building_handover ?? unit.project_handover,
        construction_progress: unit.construction_progress,
      },
    );
    // The commission line, when the organization's stage is the booking or the SPA (docs/domain.md "Commission").
    await reachCommissionStage(tx, id, 'recorded');
    return id;
  });
  const sale = await findReadableSale(db, tenant, saleId);
  return {
    data: await saleDetail(db, tenant, sale),
    message: body.unit_status === 'sold' ? 'Sale recorded; the unit is sold.' : 'Sale recorded; the unit is booked.',
  };
}

export async function cancelSale(db: Database, tenant: TenantContext, saleId: number, body: SaleCancelBody) {
  const { reason } = body;
  const now = currentTime();
  await db.transaction(async (tx) => {
    const sale = await findManagedSale(tx, tenant, saleId);
    if (sale.status !== 'active') throw conflict('This sale is already cancelled.');
    await tx
      .update(sales)
      .set({ status: 'cancelled', cancellation_reason: reason, cancelled_at: now, cancelled_by: tenant.userId, updated_at: now })
      .where(eq(sales.id, sale.id));
    await cancelSaleCommission(tx, sale.id, now);
    // Refunds given with the cancellation land with it, or nothing does.
    await insertRefunds(tx, tenant, { ...sale, status: 'cancelled' }, body.refunds ?? [], (index) => `refunds.${index}.`);
    // The unit returns to available when it is still as the sale left it (booked or sold); one
    // someone has moved since keeps its status.
    const [unit] = await tx
      .select({ status: units.status, price: units.price, building_id: units.building_id })
      .from(units)
      .where(eq(units.id, sale.unit_id))
      .for('update');
    if (unit && (unit.status === 'booked' || unit.status === 'sold')) {
      await tx
        .update(units)
        .set({ status: 'available', reserved_until: null, status_changed_at: now, status_changed_by: tenant.userId, updated_at: now })
        .where(eq(units.id, sale.unit_id));
      await tx.insert(unitStatusHistory).values({
        organization_id: sale.organization_id,
        unit_id: sale.unit_id,
        building_id: unit.building_id,
        from_status: unit.status,
        to_status: 'available',
        changed_by: tenant.userId,
        price: unit.price,
        created_at: now,
      });
    }
  });
  const sale = await findReadableSale(db, tenant, saleId);
  return {
    data: await saleDetail(db, tenant, sale),
    message: body.refunds?.length
      ? 'Sale cancelled with its refunds; the unit is available again.'
      : 'Sale cancelled; the unit is available again.',
  };
}

export async function replanSale(db: Database, tenant: TenantContext, saleId: number, body: SaleReplanBody) {
  const now = currentTime();
  await db.transaction(async (tx) => {
    const sale = await findManagedSale(tx, tenant, saleId);
    if (sale.status !== 'active') throw conflict('A cancelled sale cannot be re-planned.');
    const unit = await unitWithPlace(tx, [sale.organization_id], sale.unit_id);
    const plan: PlanChoice =
      body.payment_plan_id !== null
        ? await buildingPlan(tx, unit.unit.building_id, body.payment_plan_id)
        : { source: 'custom', payment_plan_id: null, plan_name: CUSTOM_PLAN_NAME, installments: body.installments! };
    const [last] = await tx
      .select({ version: max(saleSchedules.version) })
      .from(saleSchedules)
      .where(eq(saleSchedules.sale_id, sale.id));
    await tx
      .update(saleSchedules)
      .set({ is_current: false, superseded_at: now, superseded_by: tenant.userId })
      .where(and(eq(saleSchedules.sale_id, sale.id), eq(saleSchedules.is_current, true)));
    await insertSchedule(
      tx,
      {
        ...plan,
        organization_id: sale.organization_id,
        sale_id: sale.id,
        version: (last?.version ?? 0) + 1,
        reason: body.reason,
        created_by: tenant.userId,
        created_at: now,
      },
      {
        final_price: sale.final_price,
        booking_date: sale.booking_date,
        handover_date: unit.building_handover ?? unit.project_handover,
        construction_progress: unit.construction_progress,
      },
    );
    // The receipts stay; they pay the new schedule's lines from now on.
    await reallocate(tx, sale);
    await tx.update(sales).set({ updated_at: now }).where(eq(sales.id, sale.id));
  });
  const sale = await findReadableSale(db, tenant, saleId);
  return { data: await saleDetail(db, tenant, sale), message: 'New schedule recorded; the previous one is kept in the history.' };
}

/**
 * POST sales/{id}/spa: records (or corrects) the SPA date of an active sale, not before its
 * booking date nor after today (the organization's day). An organization whose commissions are
 * due at the SPA gets the sale's line now, in the same transaction; a line already there stays.
 */
export async function recordSpaDate(db: Database, tenant: TenantContext, saleId: number, body: SaleSpaBody) {
  const now = currentTime();
  await db.transaction(async (tx) => {
    const sale = await findManagedSale(tx, tenant, saleId);
    if (sale.status !== 'active') throw conflict('The SPA date of a cancelled sale cannot be changed.');
    if (body.spa_date < sale.booking_date) throw validationFailed({ spa_date: ['The SPA date must not be before the booking date.'] });
    if (body.spa_date > todayIn(await organizationTimeZone(tx, sale.organization_id)))
      throw validationFailed({ spa_date: ['The SPA date must not be after today.'] });
    await tx.update(sales).set({ spa_date: body.spa_date, updated_at: now }).where(eq(sales.id, sale.id));
    await reachCommissionStage(tx, sale.id, 'spa');
  });
  const sale = await findReadableSale(db, tenant, saleId);
  return { data: await saleDetail(db, tenant, sale), message: 'SPA date recorded.' };
}
