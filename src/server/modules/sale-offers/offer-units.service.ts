// Building an offer (docs/api.md: inventory/sale-offers/{id}/units and …/units/{unitId}/payment-plan):
// adding available units of the offer's developer organization, removing units, and choosing
// each unit's plan — a plan of the unit's building or custom installments summing to 100 %.
import { and, eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY, rescaleMinor } from '../../../shared/money.ts';
import { MAX_SALE_OFFER_UNITS } from '../../../shared/sale-offers.ts';
import { organizations } from '../../db/schema.ts';
import type { SaleOfferUnitPlanBody, SaleOfferUnitsBody } from '../../../shared/schemas/sale-offers.ts';
import type { Database, Executor } from '../../db/client.ts';
import { paymentPlans, units } from '../../db/inventory-schema.ts';
import { saleOffers, saleOfferUnits } from '../../db/sales-schema.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { currentTime } from '../../services/clock.ts';
import { findReadableOffer } from './sale-offers.queries.ts';
import { presentOffer } from './sale-offers.service.ts';
import { assertCanEdit } from './scope.ts';
import { heldCurrency, insertOfferUnits, offerCurrencyOf, pickAvailableUnits } from './unit-picking.ts';

async function developerCurrency(db: Executor, organizationId: number): Promise<string> {
  const [row] = await db.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.currency ?? DEFAULT_CURRENCY;
}

async function touch(db: Executor, offerId: number) {
  await db.update(saleOffers).set({ updated_at: currentTime() }).where(eq(saleOffers.id, offerId));
}

export async function addOfferUnits(db: Database, tenant: TenantContext, offerId: number, body: SaleOfferUnitsBody) {
  const offer = await findReadableOffer(db, tenant, offerId);
  assertCanEdit(tenant, offer);
  await db.transaction(async (tx) => {
    const present = await tx
      .select({ unit_id: saleOfferUnits.unit_id })
      .from(saleOfferUnits)
      .where(eq(saleOfferUnits.sale_offer_id, offer.id));
    const presentIds = new Set(present.map((row) => row.unit_id));
    // Adding a unit the offer already holds changes nothing (a repeated click is harmless).
    const newIds = body.unit_ids.filter((unitId) => !presentIds.has(unitId));
    if (presentIds.size + newIds.length > MAX_SALE_OFFER_UNITS) {
      throw validationFailed({ unit_ids: [`An offer may hold at most ${MAX_SALE_OFFER_UNITS} units.`] });
    }
    // Errors name each unit by its place in the list the caller sent.
    const sentIndex = (index: number) => body.unit_ids.indexOf(newIds[index]!);
    const picked = await pickAvailableUnits(tx, offer.organization_id, newIds, sentIndex);
    const held = await heldCurrency(tx, offer.id);
    const currency = offerCurrencyOf(picked, held, sentIndex);
    await insertOfferUnits(tx, offer, picked);
    // An empty offer was read in the organization's currency: its discount keeps the amount typed
    // (AED 500 stays 500) in the currency its first units bring.
    if (held === null && currency !== null && offer.discount > 0) {
      const organizationCurrency = await developerCurrency(tx, offer.organization_id);
      if (organizationCurrency !== currency) {
        await tx
          .update(saleOffers)
          .set({ discount: rescaleMinor(offer.discount, organizationCurrency, currency) })
          .where(eq(saleOffers.id, offer.id));
      }
    }
    await touch(tx, offer.id);
  });
  return { data: await presentOffer(db, tenant, await findReadableOffer(db, tenant, offer.id)), message: 'Units added to the offer.' };
}

export async function removeOfferUnit(db: Database, tenant: TenantContext, offerId: number, unitId: number) {
  const offer = await findReadableOffer(db, tenant, offerId);
  assertCanEdit(tenant, offer);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(saleOfferUnits)
      .where(and(eq(saleOfferUnits.sale_offer_id, offer.id), eq(saleOfferUnits.unit_id, unitId)))
      .returning({ id: saleOfferUnits.id });
    if (!removed.length) throw notFound();
    await touch(tx, offer.id);
  });
  return { data: await presentOffer(db, tenant, await findReadableOffer(db, tenant, offer.id)), message: 'Unit removed from the offer.' };
}

export async function setOfferUnitPlan(db: Database, tenant: TenantContext, offerId: number, unitId: number, body: SaleOfferUnitPlanBody) {
  const offer = await findReadableOffer(db, tenant, offerId);
  assertCanEdit(tenant, offer);
  const [link] = await db
    .select({ id: saleOfferUnits.id, building_id: units.building_id })
    .from(saleOfferUnits)
    .innerJoin(units, eq(units.id, saleOfferUnits.unit_id))
    .where(and(eq(saleOfferUnits.sale_offer_id, offer.id), eq(saleOfferUnits.unit_id, unitId)))
    .limit(1);
  if (!link) throw notFound();

  let choice: { payment_plan_id: number | null; custom_installments: SaleOfferUnitPlanBody['installments'] | null };
  if (body.installments !== undefined) {
    choice = { payment_plan_id: null, custom_installments: body.installments };
  } else {
    const [plan] = await db
      .select({ id: paymentPlans.id })
      .from(paymentPlans)
      .where(
        and(
          eq(paymentPlans.id, body.payment_plan_id!),
          eq(paymentPlans.organization_id, offer.organization_id),
          eq(paymentPlans.building_id, link.building_id),
        ),
      )
      .limit(1);
    if (!plan) throw validationFailed({ payment_plan_id: ['The payment plan must be one of the unit’s building.'] });
    choice = { payment_plan_id: plan.id, custom_installments: null };
  }
  await db.transaction(async (tx) => {
    // The version is the offer's: its units and their plans are parts of it.
    await lockFreshVersion(tx, saleOffers, offer.id, async () => presentOffer(tx, tenant, await findReadableOffer(tx, tenant, offer.id)));
    await tx.update(saleOfferUnits).set(choice).where(eq(saleOfferUnits.id, link.id));
    await touch(tx, offer.id);
  });
  return { data: await presentOffer(db, tenant, await findReadableOffer(db, tenant, offer.id)), message: 'Payment plan saved.' };
}
