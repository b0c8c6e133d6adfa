// Sale offers (docs/api.md "Inventory and sales": inventory/sale-offers): list and show within the
// caller's reach (scope.ts), create for a developer organization with a number of its
// own, change a draft's details (client, lead, validity, discount, notes), delete. Units and
// plans are offer-units.service.ts's.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SaleOfferSort, SaleOfferStatus } from '../../../shared/sale-offers.ts';
import type { SaleOfferCreateBody, SaleOfferUpdateBody } from '../../../shared/schemas/sale-offers.ts';
import type { Database, Executor } from '../../db/client.ts';
import { saleOfferNumberCounters, saleOffers, saleOfferUnits } from '../../db/sales-schema.ts';
import { units } from '../../db/inventory-schema.ts';
import { organizations } from '../../db/schema.ts';
import { leads } from '../../db/crm-schema.ts';
import { forbidden, notFound, validationFailed, type FieldErrors } from '../../http/errors.ts';
import { onlyIds, paginate, searchAcross, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationTimeZone, todayIn } from '../../services/time-zones.ts';
import { insertOfferUnits, offerCurrencyOf, pickAvailableUnits } from './unit-picking.ts';
import { findReadableOffer, offerDetail, offerTotal, selectOfferRows, statusIs, type SaleOfferRow } from './sale-offers.queries.ts';
import { assertCanEdit, canDeleteOffer, canEditOffer, creatableOrganizationId, readableOffers } from './scope.ts';

export interface SaleOfferFilters {
  status?: SaleOfferStatus;
  developer_organization_id?: number | null;
}

const SORTS: Record<SaleOfferSort, SQL | AnyPgColumn> = {
  number: saleOffers.number,
  client_name: saleOffers.client_name,
  valid_until: saleOffers.valid_until,
  total: offerTotal,
  created_at: saleOffers.created_at,
  id: saleOffers.id,
};

export async function listSaleOffers(db: Database, tenant: TenantContext, query: ListQuery<SaleOfferSort> & SaleOfferFilters) {
  const where = and(
    readableOffers(tenant, query.developer_organization_id),
    onlyIds(saleOffers.id, query.ids),
    await statusIs(db, query.status),
    searchAcross([saleOffers.client_name, saleOffers.client_email, saleOffers.client_phone, saleOffers.number], query.search),
  );
  const direction = query.order === 'desc' ? desc : asc;
  const order = query.sort === 'id' ? [direction(saleOffers.id)] : [direction(SORTS[query.sort]), direction(saleOffers.id)];
  return paginate(
    query,
    (limit, offset) => selectOfferRows(db, where, { order, limit, offset }),
    async () => (await db.select({ n: count() }).from(saleOffers).where(where))[0]!.n,
  );
}

export async function presentOffer(db: Executor, tenant: TenantContext, offer: SaleOfferRow) {
  return (await offerDetail(db, offer, { edit: canEditOffer(tenant, offer), delete: canDeleteOffer(tenant, offer) })).detail;
}

export async function showSaleOffer(db: Database, tenant: TenantContext, offerId: number) {
  return { data: await presentOffer(db, tenant, await findReadableOffer(db, tenant, offerId)) };
}

/** The next `SO-{year}-{n:06}` of the organization; the counter row serialises concurrent creates. */
async function nextOfferNumber(db: Executor, organizationId: number, year: number): Promise<string> {
  const [row] = await db
    .insert(saleOfferNumberCounters)
    .values({ organization_id: organizationId, year, last_value: 1 })
    .onConflictDoUpdate({
      target: [saleOfferNumberCounters.organization_id, saleOfferNumberCounters.year],
      set: { last_value: sql`${saleOfferNumberCounters.last_value} + 1` },
    })
    .returning({ value: saleOfferNumberCounters.last_value });
  return `SO-${year}-${String(row!.value).padStart(6, '0')}`;
}

/**
 * A lead may be linked only by a member of the offer's developer organization and only when it
 * is one of that organization's leads (CRM records never cross organizations).
 */
async function assertLinkableLead(db: Executor, tenant: TenantContext, organizationId: number, leadId: number) {
  const isMember = tenant.organizationId === organizationId && !tenant.viaPlatformScope;
  const [lead] = isMember
    ? await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.id, leadId), eq(leads.organization_id, organizationId)))
        .limit(1)
    : [];
  if (!lead) throw validationFailed({ lead_id: ['The selected lead is invalid.'] });
}

/** Offers are made for developer organizations only (a sales manager is also assigned brokers). */
async function assertDeveloperOrganization(db: Executor, organizationId: number) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.kind, 'developer')))
    .limit(1);
  if (!row) throw notFound();
}

const DISCOUNT_ABOVE_TOTAL = 'The discount must not exceed the total of the offered units.';

function assertDiscountWithin(discount: number, subtotal: number) {
  if (discount > subtotal) throw validationFailed({ discount: [DISCOUNT_ABOVE_TOTAL] });
}

/** The sum of the prices of the units on the offer now. */
async function unitsSubtotal(db: Executor, offerId: number): Promise<number> {
  const [row] = await db
    .select({ subtotal: sql<number>`coalesce(sum(${units.price}), 0)`.mapWith(Number) })
    .from(saleOfferUnits)
    .innerJoin(units, eq(units.id, saleOfferUnits.unit_id))
    .where(eq(saleOfferUnits.sale_offer_id, offerId));
  return row?.subtotal ?? 0;
}

export async function createSaleOffer(db: Database, tenant: TenantContext, organizationId: number, body: SaleOfferCreateBody) {
  const developerId = creatableOrganizationId(tenant, organizationId);
  await assertDeveloperOrganization(db, developerId);
  const errors: FieldErrors = {};
  if (body.valid_until < todayIn(await organizationTimeZone(db, developerId)))
    errors.valid_until = ['The valid until date must be today or later.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
  if (body.lead_id !== null) await assertLinkableLead(db, tenant, developerId, body.lead_id);

  const offer = await db.transaction(async (tx) => {
    const picked = await pickAvailableUnits(tx, developerId, body.unit_ids);
    offerCurrencyOf(picked, null);
    assertDiscountWithin(
      body.discount,
      picked.reduce((sum, unit) => sum + unit.price, 0),
    );
    const now = currentTime();
    const [row] = await tx
      .insert(saleOffers)
      .values({
        organization_id: developerId,
        number: await nextOfferNumber(tx, developerId, now.getUTCFullYear()),
        client_name: body.client_name,
        client_email: body.client_email,
        client_phone: body.client_phone,
        lead_id: body.lead_id,
        valid_until: body.valid_until,
        discount: body.discount,
        notes: body.notes,
        created_by: tenant.userId,
        created_at: now,
        updated_at: now,
      })
      .returning();
    await insertOfferUnits(tx, row!, picked);
    return row!;
  });
  return { data: await presentOffer(db, tenant, offer), message: 'Sale offer created.' };
}

/**
 * A draft's details, all at once. The discount is checked against the units on the offer when the
 * change is written (under the offer's lock), so it is never more than what they add up to.
 */
export async function updateSaleOffer(db: Database, tenant: TenantContext, offerId: number, body: SaleOfferUpdateBody) {
  const offer = await findReadableOffer(db, tenant, offerId);
  assertCanEdit(tenant, offer);
  if (body.valid_until < todayIn(await organizationTimeZone(db, offer.organization_id)))
    throw validationFailed({ valid_until: ['The valid until date must be today or later.'] });
  // Keeping the lead already linked is no new link; another one must be linkable by the caller.
  if (body.lead_id !== null && body.lead_id !== offer.lead_id) await assertLinkableLead(db, tenant, offer.organization_id, body.lead_id);
  await db.transaction(async (tx) => {
    await lockFreshVersion(tx, saleOffers, offer.id, async () => presentOffer(tx, tenant, await findReadableOffer(tx, tenant, offer.id)));
    assertDiscountWithin(body.discount, await unitsSubtotal(tx, offer.id));
    await tx
      .update(saleOffers)
      .set({
        client_name: body.client_name,
        client_email: body.client_email,
        client_phone: body.client_phone,
        lead_id: body.lead_id,
        valid_until: body.valid_until,
        discount: body.discount,
        notes: body.notes,
        updated_at: currentTime(),
      })
      .where(eq(saleOffers.id, offer.id));
  });
  return { data: await presentOffer(db, tenant, await findReadableOffer(db, tenant, offer.id)), message: 'Sale offer updated.' };
}

export async function deleteSaleOffer(db: Database, tenant: TenantContext, offerId: number) {
  const offer = await findReadableOffer(db, tenant, offerId);
  if (!canDeleteOffer(tenant, offer)) throw forbidden();
  await db.delete(saleOffers).where(eq(saleOffers.id, offer.id));
  return { message: 'Sale offer deleted.' };
}
