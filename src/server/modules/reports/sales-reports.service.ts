// Sales recorded (docs/api.md "Reports"): the sale records (docs/domain.md "Sale") counted by
// booking date per week or month and project, with their agreed value (the final price) per
// currency, over the developer organizations the inventory reports read (scope.ts). Cancelled
// sales are rows of their own (status `cancelled`), never added to the active ones. A page and its
// total are one statement (`count(*) over ()`); the export reads pages of EXPORT_PAGE groups.
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { ListResponse } from '../../../shared/api.ts';
import type { SalesRecordedRow } from '../../../shared/reports.ts';
import type { SalesByPeriodQuery } from '../../../shared/schemas/reports.ts';
import { addDays } from '../../../shared/time-zones.ts';
import type { Database, Executor } from '../../db/client.ts';
import { buildings, projects, units } from '../../db/inventory-schema.ts';
import { sales } from '../../db/sales-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { organizationTimeZone, todayIn } from '../../services/time-zones.ts';
import { withinOrganizations } from '../inventory/scope.ts';
import { EXPORT_PAGE } from './inventory-reports.service.ts';
import type { Period } from './periods.ts';
import { reportOrganizationIds } from './scope.ts';

/** The period asked for; by default the last twelve months to today (as sales by period). */
function recordedPeriod(query: SalesByPeriodQuery, timeZone: string): Period {
  const to = query.to ?? (query.from ? addDays(query.from, 365) : todayIn(timeZone));
  const from = query.from ?? addDays(to, -365);
  return { from, to };
}

function recordedStatement(db: Executor, tenant: TenantContext, query: SalesByPeriodQuery, period: Period) {
  const organizationIds = reportOrganizationIds(tenant, query.developer_organization_id);
  // The booking date is a day of the organization's calendar already: truncated as it is.
  const unit = query.interval === 'week' ? sql.raw(`'week'`) : sql.raw(`'month'`);
  const start = sql<string>`to_char(date_trunc(${unit}, ${sales.booking_date}::timestamp), 'YYYY-MM-DD')`;
  return db
    .select({
      period: start,
      project_id: projects.id,
      project_name: projects.name,
      currency: sales.currency,
      status: sales.status,
      sales: sql<number>`count(*)`.mapWith(Number),
      value: sql<number>`coalesce(sum(${sales.final_price}), 0)`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(sales)
    .innerJoin(units, eq(units.id, sales.unit_id))
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(
      and(
        withinOrganizations(sales.organization_id, organizationIds),
        gte(sales.booking_date, period.from),
        lte(sales.booking_date, period.to),
        query.project_id ? eq(projects.id, query.project_id) : undefined,
      ),
    )
    .groupBy(sql`1`, projects.id, projects.name, sales.currency, sales.status)
    .orderBy(sql`1`, asc(projects.name), asc(projects.id), asc(sales.currency), asc(sales.status));
}

type RecordedStatementRow = Awaited<ReturnType<ReturnType<typeof recordedStatement>['execute']>>[number];

const toRecordedRow = ({ total: _total, ...row }: RecordedStatementRow): SalesRecordedRow => row;

/** A page of the report and its total, from one statement (a page past the last row counts apart). */
export async function salesRecorded(
  db: Database,
  tenant: TenantContext,
  query: SalesByPeriodQuery,
): Promise<ListResponse<SalesRecordedRow> & { period: Period }> {
  const period = recordedPeriod(query, await organizationTimeZone(db, tenant.organizationId));
  const offset = (query.page - 1) * query.per_page;
  const rows = await recordedStatement(db, tenant, query, period).limit(query.per_page).offset(offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [row] = await db.select({ total: count() }).from(recordedStatement(db, tenant, query, period).as('recorded'));
    total = row?.total ?? 0;
  }
  return {
    data: rows.map(toRecordedRow),
    meta: { total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
    period,
  };
}

/** Every row of the report in pages, for the export. */
export async function* salesRecordedPages(
  db: Database,
  tenant: TenantContext,
  query: SalesByPeriodQuery,
): AsyncIterable<SalesRecordedRow[]> {
  const period = recordedPeriod(query, await organizationTimeZone(db, tenant.organizationId));
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const rows = await recordedStatement(db, tenant, query, period).limit(EXPORT_PAGE).offset(offset);
    if (rows.length) yield rows.map(toRecordedRow);
    if (rows.length < EXPORT_PAGE) return;
  }
}
