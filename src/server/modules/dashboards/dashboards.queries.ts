// What the dashboards' services share (docs/api.md "Dashboards"): a period read as the lists'
// date filters read it, and the week or month an instant falls in, in the organization's calendar.
import { and, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AbsorptionInterval } from '../../../shared/dashboards.ts';
import type { DashboardRange } from '../../../shared/schemas/dashboards.ts';
import type { Executor } from '../../db/client.ts';
import { deals } from '../../db/crm-schema.ts';
import { unitCounters } from '../../db/inventory-schema.ts';
import { withinOrganizations } from '../inventory/scope.ts';

/** The period's days as the list filters read them: `from` from its midnight, `to` to its end. */
export function periodOf(range: DashboardRange) {
  return {
    from: range.from ? { end: 'from' as const, day: range.from } : undefined,
    to: range.to ? { end: 'to' as const, day: range.to } : undefined,
  };
}

/** The first moment (a local timestamp) of the week (from Monday) or month an instant falls in, in `timeZone`. */
export function periodTruncated(column: SQL | AnyPgColumn, interval: AbsorptionInterval, timeZone: string): SQL<string> {
  const unit = interval === 'week' ? sql.raw(`'week'`) : sql.raw(`'month'`);
  return sql<string>`date_trunc(${unit}, ${column} at time zone ${timeZone})`;
}

/** A local timestamp's day, YYYY-MM-DD. */
export function periodDay(start: SQL | SQL.Aliased | AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${start}, 'YYYY-MM-DD')`;
}

/** The first day (YYYY-MM-DD) of the week (from Monday) or month an instant falls in, in `timeZone`. */
export function periodStart(column: SQL | AnyPgColumn, interval: AbsorptionInterval, timeZone: string): SQL<string> {
  return periodDay(periodTruncated(column, interval, timeZone));
}

/**
 * A lead has a won deal: its id among the organization's won deals' leads, read once from the
 * deals' (organization, status, lead) index and hashed, rather than a probe of the deals per lead
 * (a deal's lead is of its organization). `leadId`: the lead's id column (or a raw alias's).
 */
export function hasWonDeal(leadId: SQL | AnyPgColumn, organizationId: number): SQL {
  return sql`${leadId} in (select ${deals.lead_id} from ${deals} where ${deals.organization_id} = ${organizationId} and ${deals.status} = 'won')`;
}

/**
 * The organizations' units counted and priced per (building, status), as a subquery: read from the
 * unit counters (docs/architecture.md "Unit counters"), a few rows per building kept by the unit
 * writes, instead of every unit; the inventory widgets join these groups to buildings and projects.
 */
export function unitsByBuildingAndStatus(db: Executor, organizationIds: number[]) {
  return db
    .select({
      organization_id: unitCounters.organization_id,
      building_id: unitCounters.building_id,
      status: unitCounters.status,
      units: sql<number>`sum(${unitCounters.units})`.as('units'),
      value: sql<number>`sum(${unitCounters.price})`.as('value'),
    })
    .from(unitCounters)
    .where(withinOrganizations(unitCounters.organization_id, organizationIds))
    .groupBy(unitCounters.organization_id, unitCounters.building_id, unitCounters.status)
    .as('by_building');
}

/**
 * The organizations' units with an internal area, per (building, bedrooms): their count, price
 * total and area total, from the unit counters, for price per sq ft.
 */
export function sizedUnitsByBuildingAndBedrooms(db: Executor, organizationIds: number[]) {
  return db
    .select({
      building_id: unitCounters.building_id,
      bedrooms: unitCounters.bedrooms,
      units: sql<number>`sum(${unitCounters.sized_units})`.as('units'),
      price: sql<number>`sum(${unitCounters.sized_price})`.as('price'),
      area: sql<number>`sum(${unitCounters.sized_area})`.as('area'),
    })
    .from(unitCounters)
    .where(and(withinOrganizations(unitCounters.organization_id, organizationIds), gt(unitCounters.sized_units, 0)))
    .groupBy(unitCounters.building_id, unitCounters.bedrooms)
    .as('by_building');
}
