// Reading sale offers: the offer a caller reads by id, the list rows with their sums, and one
// offer with its units, plans and schedules. Sums are taken in the database so lists can sort and
// page by them.
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  SaleOfferDetail,
  SaleOfferListItem,
  SaleOfferStatus,
  SaleOfferUnit,
  StoredSaleOfferStatus,
} from '../../../shared/sale-offers.ts';
import { computeSchedule, type Installment } from '../../../shared/schemas/payment-plans.ts';
import type { Executor } from '../../db/client.ts';
import { buildings, inventoryImages, paymentPlans, projects, units } from '../../db/inventory-schema.ts';
import { qualified } from '../../db/qualified.ts';
import { saleOffers, saleOfferUnits } from '../../db/sales-schema.ts';
import { organizations, users } from '../../db/schema.ts';
import { leads } from '../../db/crm-schema.ts';
import { notFound } from '../../http/errors.ts';
import { onPage, type ListPage } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { todayIn } from '../../services/time-zones.ts';
import { inventoryImageUrl } from '../inventory/inventory.resources.ts';
import { readableOffers } from './scope.ts';

export type SaleOfferRow = typeof saleOffers.$inferSelect;

/** The offer if the caller reads it, else 404. */
export async function findReadableOffer(db: Executor, tenant: TenantContext, offerId: number): Promise<SaleOfferRow> {
  const [row] = await db
    .select()
    .from(saleOffers)
    .where(and(eq(saleOffers.id, offerId), readableOffers(tenant)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Today (YYYY-MM-DD) where each offer's developer organization is, as SQL: an offer is valid
 * through the end of its valid_until day in that zone (docs/domain.md "Time zone"). One arm per
 * zone in use, so the comparison stays in the database and lists page by it.
 */
async function offerTodaySql(db: Executor): Promise<SQL> {
  const now = currentTime();
  const zones = await db.selectDistinct({ time_zone: organizations.time_zone }).from(organizations);
  const arms = zones.map(({ time_zone }) => sql`when ${time_zone} then ${todayIn(time_zone, now)}::date`);
  const offerZone = sql`(select ${qualified(organizations.time_zone)} from ${organizations} where ${qualified(organizations.id)} = ${qualified(saleOffers.organization_id)})`;
  return sql`(case ${offerZone} ${sql.join(arms, sql` `)} else ${todayIn('UTC', now)}::date end)`;
}

export const offerSubtotal =
  sql<number>`(select coalesce(sum(${qualified(units.price)}), 0) from ${saleOfferUnits} inner join ${units} on ${qualified(units.id)} = ${qualified(saleOfferUnits.unit_id)} where ${qualified(saleOfferUnits.sale_offer_id)} = ${qualified(saleOffers.id)})`.mapWith(
    Number,
  );
const offerUnitsCount =
  sql<number>`(select count(*) from ${saleOfferUnits} where ${qualified(saleOfferUnits.sale_offer_id)} = ${qualified(saleOffers.id)})`.mapWith(
    Number,
  );
/**
 * The offer's currency: its units' project's (one offer holds units of one currency, unit-picking.ts),
 * the organization's while it holds none (docs/domain.md "Money").
 */
export const offerCurrency = sql<string>`coalesce((select ${qualified(projects.currency)} from ${saleOfferUnits} inner join ${units} on ${qualified(units.id)} = ${qualified(saleOfferUnits.unit_id)} inner join ${buildings} on ${qualified(buildings.id)} = ${qualified(units.building_id)} inner join ${projects} on ${qualified(projects.id)} = ${qualified(buildings.project_id)} where ${qualified(saleOfferUnits.sale_offer_id)} = ${qualified(saleOffers.id)} order by ${qualified(saleOfferUnits.position)} limit 1), ${qualified(organizations.currency)})`;
export const offerTotal = sql<number>`greatest(${offerSubtotal} - ${qualified(saleOffers.discount)}, 0)`.mapWith(Number);

/** The status a reader sees: a draft or sent offer past its validity is expired. */
export function effectiveStatus(stored: StoredSaleOfferStatus, validUntil: string, on: string): SaleOfferStatus {
  return stored !== 'accepted' && validUntil < on ? 'expired' : stored;
}

/** WHERE for the `status` filter, matching effectiveStatus. */
export async function statusIs(db: Executor, status: SaleOfferStatus | undefined): Promise<SQL | undefined> {
  if (!status) return undefined;
  if (status === 'accepted') return eq(saleOffers.status, 'accepted');
  const on = await offerTodaySql(db);
  if (status === 'expired') return and(ne(saleOffers.status, 'accepted'), sql`${saleOffers.valid_until} < ${on}`);
  return and(eq(saleOffers.status, status), sql`${saleOffers.valid_until} >= ${on}`);
}

const creators = alias(users, 'sale_offer_creators');

export async function selectOfferRows(db: Executor, where: SQL | undefined, page?: ListPage): Promise<SaleOfferListItem[]> {
  const base = db
    .select({
      offer: saleOffers,
      developer_name: organizations.name,
      currency: offerCurrency,
      time_zone: organizations.time_zone,
      lead_name: leads.full_name,
      creator_name: creators.full_name,
      subtotal: offerSubtotal,
      units_count: offerUnitsCount,
    })
    .from(saleOffers)
    .innerJoin(organizations, eq(organizations.id, saleOffers.organization_id))
    .leftJoin(leads, eq(leads.id, saleOffers.lead_id))
    .leftJoin(creators, eq(creators.id, saleOffers.created_by))
    .where(where)
    .$dynamic();
  const rows = await onPage(base, page);
  const now = currentTime();
  return rows.map((row) => {
    const discount = Math.min(row.offer.discount, row.subtotal);
    return {
      id: row.offer.id,
      organization_id: row.offer.organization_id,
      developer_name: row.developer_name,
      number: row.offer.number,
      client_name: row.offer.client_name,
      client_email: row.offer.client_email,
      client_phone: row.offer.client_phone,
      lead_id: row.offer.lead_id,
      lead_name: row.lead_name,
      valid_until: row.offer.valid_until,
      status: effectiveStatus(row.offer.status, row.offer.valid_until, todayIn(row.time_zone, now)),
      currency: row.currency,
      discount: row.offer.discount,
      subtotal: row.subtotal,
      total: row.subtotal - discount,
      units_count: row.units_count,
      created_by: row.offer.created_by !== null && row.creator_name !== null ? { id: row.offer.created_by, name: row.creator_name } : null,
      created_at: row.offer.created_at.toISOString(),
      updated_at: row.offer.updated_at.toISOString(),
    };
  });
}

/**
 * Each unit's floor plan as the units list picks it: its `floor_plate` image, else its first
 * image (id, storage key, type).
 */
export async function floorPlansOf(db: Executor, unitIds: number[]) {
  const plans = new Map<number, { id: number; file_path: string; content_type: string }>();
  if (!unitIds.length) return plans;
  const rows = await db
    .select({
      id: inventoryImages.id,
      unit_id: inventoryImages.unit_id,
      file_path: inventoryImages.file_path,
      content_type: inventoryImages.content_type,
    })
    .from(inventoryImages)
    .where(inArray(inventoryImages.unit_id, unitIds))
    .orderBy(
      sql`case when ${inventoryImages.kind} = 'floor_plate' then 0 else 1 end`,
      asc(inventoryImages.position),
      asc(inventoryImages.id),
    );
  for (const row of rows) {
    if (row.unit_id !== null && !plans.has(row.unit_id))
      plans.set(row.unit_id, { id: row.id, file_path: row.file_path, content_type: row.content_type });
  }
  return plans;
}

export interface OfferUnitFacts extends SaleOfferUnit {
  /** For the PDF: the floor plan's storage key and type. */
  floor_plan: { file_path: string; content_type: string } | null;
}

/** The units of an offer in their order, each with its plan and its schedule. */
export async function offerUnits(db: Executor, offer: SaleOfferRow): Promise<OfferUnitFacts[]> {
  const rows = await db
    .select({
      link: saleOfferUnits,
      unit: units,
      building_name: buildings.name,
      building_handover: buildings.handover_date,
      project_id: projects.id,
      project_name: projects.name,
      project_handover: projects.handover_date,
      plan_name: paymentPlans.name,
      plan_installments: paymentPlans.installments,
    })
    .from(saleOfferUnits)
    .innerJoin(units, eq(units.id, saleOfferUnits.unit_id))
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .leftJoin(paymentPlans, eq(paymentPlans.id, saleOfferUnits.payment_plan_id))
    .where(eq(saleOfferUnits.sale_offer_id, offer.id))
    .orderBy(asc(saleOfferUnits.position), asc(saleOfferUnits.id));
  const floorPlans = await floorPlansOf(
    db,
    rows.map((row) => row.unit.id),
  );
  const bookingDate = offer.created_at.toISOString().slice(0, 10);
  return rows.map((row) => {
    const custom = row.link.custom_installments;
    const installments: Installment[] = custom ?? row.plan_installments ?? [];
    const floorPlan = floorPlans.get(row.unit.id) ?? null;
    return {
      unit_id: row.unit.id,
      position: row.link.position,
      project_id: row.project_id,
      project_name: row.project_name,
      building_id: row.unit.building_id,
      building_name: row.building_name,
      unit_number: row.unit.unit_number,
      floor: row.unit.floor,
      type: row.unit.type,
      bedrooms: row.unit.bedrooms,
      bathrooms: row.unit.bathrooms,
      internal_area: row.unit.internal_area,
      balcony_area: row.unit.balcony_area,
      total_area: row.unit.total_area ?? row.unit.internal_area + (row.unit.balcony_area ?? 0),
      views: row.unit.views,
      unit_status: row.unit.status,
      price: row.unit.price,
      floor_plan_url: floorPlan ? inventoryImageUrl(floorPlan.id) : null,
      floor_plan: floorPlan ? { file_path: floorPlan.file_path, content_type: floorPlan.content_type } : null,
      payment_plan_id: custom ? null : row.link.payment_plan_id,
      payment_plan_name: custom ? 'Custom' : row.plan_name,
      custom_installments: custom !== null,
      installments: installments.map((installment) => ({ ...installment, due_value: installment.due_value ?? null })),
      schedule: computeSchedule(row.unit.price, installments, {
        booking_date: bookingDate,
        handover_date: row.building_handover ?? row.project_handover,
      }),
    };
  });
}

/** One offer as GET inventory/sale-offers/{id} answers it (units without storage keys). */
export async function offerDetail(
  db: Executor,
  offer: SaleOfferRow,
  can: { edit: boolean; delete: boolean },
): Promise<{ detail: SaleOfferDetail; units: OfferUnitFacts[] }> {
  const [row] = await selectOfferRows(db, eq(saleOffers.id, offer.id));
  const unitFacts = await offerUnits(db, offer);
  const subtotal = unitFacts.reduce((sum, unit) => sum + unit.price, 0);
  const discount = Math.min(offer.discount, subtotal);
  const detail: SaleOfferDetail = {
    ...row!,
    notes: offer.notes,
    units: unitFacts.map(({ floor_plan: _storageOnly, ...unit }) => unit),
    totals: { subtotal, discount, total: subtotal - discount, units_count: unitFacts.length },
    can,
  };
  return { detail, units: unitFacts };
}
