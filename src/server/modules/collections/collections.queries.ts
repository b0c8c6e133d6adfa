// The collections query (docs/api.md "Collections"): the open schedule lines of active sales due
// up to 30 days ahead, each developer organization's day in its own time zone, in SQL.
//
// What a line has been paid is computed here from the receipts, not read from the stored
// allocations, so a post-dated cheque whose date has come counts as received although no read of
// its sale has settled it yet (receipts.service.ts settles per sale). Allocation pays the lines
// oldest first (receipts.allocation.ts: by due date, then sequence, the undated last) from the
// total received, so a line's paid amount is that total less what the lines before it take,
// between 0 and its amount: clamp(received − before, 0, amount). Every line before a line due by
// the horizon is itself due by then, so the window over the lines due by the horizon sees all the
// lines it needs. Bounced receipts pay nothing; cancelled sales and superseded schedules are out.
//
// Only the sales whose stored `open_from` (the oldest dated line their received receipts do not
// cover, kept by triggers: sales-schema.ts) falls by the horizon can have a line here: a sale paid
// up to date is not read at all, however long its history. The bound leaves pending cheques out,
// so it is never later than the answer below.
//
// One statement answers a page, one the totals (the page count is the totals' line count); the
// sales are read through sales_organization_open_from_idx, their lines through
// sale_schedule_lines_sale_idx, the receipts through sale_receipts_sale_idx.
import { and, asc, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  COLLECTION_BUCKETS,
  UPCOMING_DAYS,
  type CollectionBucket,
  type CollectionLine,
  type CollectionSort,
  type CollectionTotals,
} from '../../../shared/collections.ts';
import type { CollectionFilters } from '../../../shared/schemas/collections.ts';
import { foldForSearch } from '../../../shared/search.ts';
import { addDays, localDay } from '../../../shared/time-zones.ts';
import type { Executor } from '../../db/client.ts';
import { buildings, projects, units } from '../../db/inventory-schema.ts';
import { qualified } from '../../db/qualified.ts';
import { saleBuyers, saleReceipts, sales, saleScheduleLines, saleSchedules } from '../../db/sales-schema.ts';
import { organizations } from '../../db/schema.ts';
import { escapeLike, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { readableOrganizationsOn } from '../sales/scope.ts';

export type CollectionQuery = Omit<ListQuery<CollectionSort>, 'page' | 'per_page'> & CollectionFilters;

/** A column of the open lines' table expression, qualified: the final selects join tables with columns of the same names. */
const open = (name: string) => sql.raw(`"collection_open"."${name}"`);

const money = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

/** The organization's day at `now`, for a row joined with its organization. */
const localToday = (now: Date, timeZone: SQL) => sql`((${now.toISOString()}::timestamptz at time zone ${timeZone})::date)`;

function buyerSearch(term: string | null | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${escapeLike(foldForSearch(term))}%`;
  const columns = [saleBuyers.full_name, saleBuyers.email, saleBuyers.phone, saleBuyers.id_number];
  return sql`exists (select 1 from ${saleBuyers} where ${qualified(saleBuyers.sale_id)} = ${qualified(sales.id)} and (${sql.join(
    columns.map((column) => sql`search_fold(${qualified(column)}) like ${pattern}`),
    sql` or `,
  )}))`;
}

/** The three steps as common table expressions: the lines in reach with what comes before each, the receipts, the open amounts. */
function openLines(db: Executor, tenant: TenantContext, query: CollectionFilters, now: Date) {
  // No organization's day is later than UTC's next: a bound the index can use before each
  // organization's own horizon is applied.
  const horizonBound = addDays(localDay(now, 'UTC'), 1 + UPCOMING_DAYS);
  const lines = db.$with('collection_lines').as(
    db
      .select({
        line_id: sql<number>`${qualified(saleScheduleLines.id)}`.as('line_id'),
        sale_id: sql<number>`${qualified(saleScheduleLines.sale_id)}`.as('sale_id'),
        organization_id: sql<number>`${qualified(saleScheduleLines.organization_id)}`.as('organization_id'),
        unit_id: sql<number>`${qualified(sales.unit_id)}`.as('unit_id'),
        building_id: sql<number>`${qualified(units.building_id)}`.as('building_id'),
        project_id: sql<number>`${qualified(buildings.project_id)}`.as('project_id'),
        currency: sql<string>`${qualified(sales.currency)}`.as('currency'),
        sequence: sql<number>`${qualified(saleScheduleLines.sequence)}`.as('sequence'),
        label: sql<string>`${qualified(saleScheduleLines.label)}`.as('label'),
        due_date: sql<string>`${qualified(saleScheduleLines.due_date)}`.as('due_date'),
        amount: sql<number>`${qualified(saleScheduleLines.amount)}`.as('amount'),
        today: sql<string>`${localToday(now, qualified(organizations.time_zone))}`.as('today'),
        before:
          sql<number>`coalesce(sum(${qualified(saleScheduleLines.amount)}) over (partition by ${qualified(saleScheduleLines.sale_id)} order by ${qualified(saleScheduleLines.due_date)}, ${qualified(saleScheduleLines.sequence)} rows between unbounded preceding and 1 preceding), 0)::bigint`.as(
            'before',
          ),
      })
      .from(saleScheduleLines)
      .innerJoin(saleSchedules, and(eq(saleSchedules.id, saleScheduleLines.schedule_id), eq(saleSchedules.is_current, true)))
      .innerJoin(sales, and(eq(sales.id, saleScheduleLines.sale_id), eq(sales.status, 'active'), lte(sales.open_from, horizonBound)))
      .innerJoin(units, eq(units.id, sales.unit_id))
      .innerJoin(buildings, eq(buildings.id, units.building_id))
      .innerJoin(organizations, eq(organizations.id, saleScheduleLines.organization_id))
      .where(
        and(
          readableOrganizationsOn(saleScheduleLines.organization_id, tenant, query.developer_organization_id),
          isNotNull(saleScheduleLines.due_date),
          lte(saleScheduleLines.due_date, horizonBound),
          query.project_id ? eq(buildings.project_id, query.project_id) : undefined,
          query.building_id ? eq(units.building_id, query.building_id) : undefined,
          buyerSearch(query.buyer),
        ),
      ),
  );
  const receiptToday = localToday(now, qualified(organizations.time_zone));
  const received = db.$with('collection_received').as(
    db
      .select({
        sale_id: sql<number>`${qualified(saleReceipts.sale_id)}`.as('received_sale_id'),
        received: sql<number>`sum(${qualified(saleReceipts.amount)})::bigint`.as('received'),
      })
      .from(saleReceipts)
      .innerJoin(organizations, eq(organizations.id, saleReceipts.organization_id))
      .where(
        and(
          sql`${qualified(saleReceipts.sale_id)} in (select sale_id from collection_lines)`,
          sql`(${qualified(saleReceipts.status)} = 'received' or (${qualified(saleReceipts.status)} = 'pending' and ${qualified(saleReceipts.cheque_date)} <= ${receiptToday}))`,
        ),
      )
      .groupBy(saleReceipts.sale_id),
  );
  const paid = sql`least(${lines.amount}, greatest(0, coalesce(${received.received}, 0) - ${lines.before}))`;
  const computed = db.$with('collection_open').as(
    db
      .select({
        line_id: lines.line_id,
        sale_id: lines.sale_id,
        organization_id: lines.organization_id,
        unit_id: lines.unit_id,
        building_id: lines.building_id,
        project_id: lines.project_id,
        currency: lines.currency,
        sequence: lines.sequence,
        label: lines.label,
        due_date: lines.due_date,
        amount: lines.amount,
        today: lines.today,
        paid: sql<number>`${paid}::bigint`.as('paid'),
        open: sql<number>`(${lines.amount} - ${paid})::bigint`.as('open'),
        days_late: sql<number>`greatest(0, ${lines.today} - ${lines.due_date})`.as('days_late'),
        bucket:
          sql<CollectionBucket>`case when ${lines.due_date} < ${lines.today} then 'overdue' when ${lines.due_date} = ${lines.today} then 'due_today' else 'upcoming' end`.as(
            'bucket',
          ),
      })
      .from(lines)
      .leftJoin(received, eq(received.sale_id, lines.sale_id)),
  );
  const where = and(
    sql`${open('open')} > 0`,
    sql`${open('due_date')} <= ${open('today')} + ${UPCOMING_DAYS}::integer`,
    query.due_from ? sql`${open('due_date')} >= ${query.due_from}::date` : undefined,
    query.due_to ? sql`${open('due_date')} <= ${query.due_to}::date` : undefined,
  );
  return { lines, received, computed, where };
}

/** Every bucket's open lines and amount per currency, under the filters but the bucket. */
export async function collectionTotals(
  db: Executor,
  tenant: TenantContext,
  query: CollectionFilters,
  now: Date,
): Promise<CollectionTotals> {
  const { lines, received, computed, where } = openLines(db, tenant, query, now);
  const rows = await db
    .with(lines, received, computed)
    .select({
      bucket: sql<CollectionBucket>`${open('bucket')}`,
      currency: sql<string>`${open('currency')}`,
      lines: sql<number>`count(*)`.mapWith(Number),
      open: money(sql`sum(${open('open')})`),
    })
    .from(computed)
    .where(where)
    .groupBy(open('bucket'), open('currency'))
    .orderBy(open('bucket'), open('currency'));
  const totals = Object.fromEntries(COLLECTION_BUCKETS.map((bucket) => [bucket, []])) as unknown as CollectionTotals;
  for (const row of rows) totals[row.bucket].push({ currency: row.currency, lines: row.lines, open: row.open });
  return totals;
}

/** A page (or, for the export, a slice) of the open lines in the list's order. */
export async function collectionRows(
  db: Executor,
  tenant: TenantContext,
  query: CollectionQuery,
  now: Date,
  limit: number,
  offset: number,
): Promise<CollectionLine[]> {
  const { lines, received, computed, where } = openLines(db, tenant, query, now);
  const direction = query.order === 'desc' ? desc : asc;
  const orderOn = (column: (name: string) => SQL) => {
    const keys: Record<CollectionSort, SQL> = {
      due_date: column('due_date'),
      days_late: column('days_late'),
      open: column('open'),
      amount: column('amount'),
      id: column('line_id'),
    };
    return query.sort === 'id' ? [direction(keys.id)] : [direction(keys[query.sort]), direction(keys.id)];
  };
  // The page is cut from the open lines first, and only its rows are joined with their names:
  // an organization may have tens of thousands of open lines.
  const columns = ['line_id', 'sale_id', 'organization_id', 'unit_id', 'building_id', 'project_id', 'currency', 'sequence', 'label'];
  const figures = ['due_date', 'amount', 'paid', 'open', 'days_late', 'bucket'];
  const page = db.$with('collection_page').as(
    db
      .select(Object.fromEntries([...columns, ...figures].map((name) => [name, sql`${open(name)}`.as(name)])))
      .from(computed)
      .where(
        and(
          where,
          query.bucket ? sql`${open('bucket')} = ${query.bucket}` : undefined,
          query.ids?.length ? inArray(open('line_id'), query.ids) : undefined,
        ),
      )
      .orderBy(...orderOn(open))
      .limit(limit)
      .offset(offset),
  );
  const paged = (name: string) => sql.raw(`"collection_page"."${name}"`);
  return db
    .with(lines, received, computed, page)
    .select({
      id: sql<number>`${paged('line_id')}`.mapWith(Number),
      sale_id: sql<number>`${paged('sale_id')}`.mapWith(Number),
      organization_id: sql<number>`${paged('organization_id')}`.mapWith(Number),
      developer_name: organizations.name,
      unit_id: sql<number>`${paged('unit_id')}`.mapWith(Number),
      unit_number: units.unit_number,
      building_id: sql<number>`${paged('building_id')}`.mapWith(Number),
      building_name: buildings.name,
      project_id: sql<number>`${paged('project_id')}`.mapWith(Number),
      project_name: projects.name,
      buyer_names: sql<string>`coalesce((select string_agg(${qualified(saleBuyers.full_name)}, ', ' order by ${qualified(saleBuyers.position)}) from ${saleBuyers} where ${qualified(saleBuyers.sale_id)} = ${paged('sale_id')}), '')`,
      label: sql<string>`${paged('label')}`,
      sequence: sql<number>`${paged('sequence')}`.mapWith(Number),
      due_date: sql<string>`to_char(${paged('due_date')}, 'YYYY-MM-DD')`,
      amount: money(sql`${paged('amount')}`),
      paid: money(sql`${paged('paid')}`),
      open: money(sql`${paged('open')}`),
      days_late: sql<number>`${paged('days_late')}`.mapWith(Number),
      bucket: sql<CollectionBucket>`${paged('bucket')}`,
      currency: sql<string>`${paged('currency')}`,
    })
    .from(page)
    .innerJoin(units, sql`${units.id} = ${paged('unit_id')}`)
    .innerJoin(buildings, sql`${buildings.id} = ${paged('building_id')}`)
    .innerJoin(projects, sql`${projects.id} = ${paged('project_id')}`)
    .innerJoin(organizations, sql`${organizations.id} = ${paged('organization_id')}`)
    .orderBy(...orderOn(paged));
}
