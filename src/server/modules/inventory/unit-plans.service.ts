// A unit's payment plans (GET inventory/units/{id}/plans, docs/domain.md "Payment plan"): every plan
// of its building scheduled on the unit's price with computeSchedule (integer minor units, the
// rounding remainder on the last installment). Booking-relative dates count from the day the unit
// was booked when it is booked or sold, else from today; handover-relative dates from the
// building's handover date, else the project's; a date that depends on the unknown is null.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { UnitPlan } from '../../../shared/inventory.ts';
import { computeSchedule } from '../../../shared/schemas/payment-plans.ts';
import type { Database } from '../../db/client.ts';
import { buildings, paymentPlans, projects, unitStatusHistory, units } from '../../db/inventory-schema.ts';
import { DEFAULT_CURRENCY } from '../../../shared/money.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { toPaymentPlan } from './inventory.resources.ts';
import { viewableOrganizationIds } from './scope.ts';
import { findUnitIn, releaseLapsed } from './units.queries.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function unitPlans(db: Database, tenant: TenantContext, unitId: number): Promise<{ data: UnitPlan[] }> {
  const organizationIds = viewableOrganizationIds(tenant);
  await releaseLapsed(db, organizationIds, eq(units.id, unitId));
  const unit = await findUnitIn(db, organizationIds, unitId);
  const [context] = await db
    .select({ building_handover: buildings.handover_date, project_handover: projects.handover_date, currency: projects.currency })
    .from(buildings)
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(eq(buildings.id, unit.building_id))
    .limit(1);
  let bookingDate = isoDay(currentTime());
  if (unit.status === 'booked' || unit.status === 'sold') {
    const [booked] = await db
      .select({ at: unitStatusHistory.created_at })
      .from(unitStatusHistory)
      .where(and(eq(unitStatusHistory.unit_id, unitId), eq(unitStatusHistory.to_status, 'booked')))
      .orderBy(desc(unitStatusHistory.created_at), desc(unitStatusHistory.id))
      .limit(1);
    if (booked) bookingDate = isoDay(booked.at);
  }
  const handoverDate = context?.building_handover ?? context?.project_handover ?? null;
  const plans = await db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.building_id, unit.building_id))
    .orderBy(asc(paymentPlans.name), asc(paymentPlans.id));
  return {
    data: plans.map((plan) => {
      const installments = computeSchedule(unit.price, plan.installments, { booking_date: bookingDate, handover_date: handoverDate });
      return {
        plan: toPaymentPlan(plan),
        price: unit.price,
        currency: context?.currency ?? DEFAULT_CURRENCY,
        booking_date: bookingDate,
        handover_date: handoverDate,
        installments,
        total: installments.reduce((sum, installment) => sum + installment.amount, 0),
      };
    }),
  };
}
