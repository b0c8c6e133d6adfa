// What the dashboards' services share (docs/api.md "Dashboards"): a period read as the lists'
// date filters read it, and the week or month an instant falls in, in the organization's calendar.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AbsorptionInterval } from '../../../shared/dashboards.ts';
import type { DashboardRange } from '../../../shared/schemas/dashboards.ts';
import type { Executor } from '../../db/client.ts';
import { deals } from '../../db/crm-schema.ts';
import { units } from '../../db/inventory-schema.ts';
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
 * The organizations' units counted and priced per (building, status), as a subquery: the inventory
 * widgets join these few hundred groups to buildings and projects instead of every unit
 * (bench/RESULTS.md, "Dashboards at 100,000 units: the slow widgets rewritten").
 */
export function unitsByBuildingAndStatus(db: Executor, organizationIds: number[]) {
  return db
    .select({
      organization_id: units.organization_id,
      building_id: units.building_id,
      status: units.status,
      units: sql<number>`count(*)`.as('units'),
      value: sql<number>`sum(${units.price})`.as('value'),
    })
    .from(units)
    .where(withinOrganizations(units.organization_id, organizationIds))
    .groupBy(units.organization_id, units.building_id, units.status)
    .as('by_building');
}
