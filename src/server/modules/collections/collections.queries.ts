// The collections query (docs/api.md "Collections"): the open schedule lines of active sales due
// up to 30 days ahead, each developer organization's day in its own time zone, in SQL.
//
// Two sources, one answer (docs/architecture.md "Open amounts"):
// - Most sales: each line's `open_amount` as stored, kept by triggers from the received receipts,
//   read for the open lines only through sale_schedule_lines_open_due_idx (organization, due
//   date, where something is open), so paid history is never read.
// - The sales with a post-dated cheque whose date has come but which no read of the sale has
//   settled yet (receipts.service.ts settles per sale; found through sale_receipts_pending_idx):
//   their lines are computed from the receipts, cheques come due included. Allocation pays the
//   lines oldest first (receipts.allocation.ts: by due date, then sequence, the undated last)
//   from the total received, so a line's paid amount is that total less what the lines before it
//   take, between 0 and its amount: clamp(received − before, 0, amount). Every line before a line
//   due by the horizon is itself due by then, so the window over the lines due by the horizon sees
//   all the lines it needs.
// Bounced receipts pay nothing; cancelled sales and superseded schedules are out.
//
// One statement answers a page, one the totals (the page count is the totals' line count); the
// page is cut before its lines are joined with their names.
import { and, asc, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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

/**
 * The open lines as common table expressions: the sales with a cheque come due but not settled,
 * their lines computed from the receipts, and every other sale's open lines as stored.
 */
function openLines(db: Executor, tenant: TenantContext, query: CollectionFilters, now: Date) {
  // No organization's day is later than UTC's next: a bound the indexes can use before each
  // organization's own day is applied.
  const tomorrowBound = addDays(localDay(now, 'UTC'), 1);
  const horizonBound = addDays(tomorrowBound, UPCOMING_DAYS);
  const scope = (column: typeof saleScheduleLines.organization_id | typeof saleReceipts.organization_id) =>
    readableOrganizationsOn(column, tenant, query.developer_organization_id);
  const settling = db.$with('collection_settling').as(
    db
      .selectDistinct({ sale_id: sql<number>`${qualified(saleReceipts.sale_id)}`.as('settling_sale_id') })
      .from(saleReceipts)
      .innerJoin(organizations, eq(organizations.id, saleReceipts.organization_id))
      .where(
        and(
          scope(saleReceipts.organization_id),
          eq(saleReceipts.status, 'pending'),
          lte(saleReceipts.cheque_date, tomorrowBound),
          sql`${qualified(saleReceipts.cheque_date)} <= ${localToday(now, qualified(organizations.time_zone))}`,
        ),
      ),
  );
  const isSettling = sql`${qualified(saleScheduleLines.sale_id)} in (select settling_sale_id from collection_settling)`;
  // The project and building filters look the sale's unit up only when given: the lines are not
  // joined with their units and buildings before the page is cut.
  const inPlace =
    query.project_id || query.building_id
      ? sql`exists (select 1 from ${units} inner join ${buildings} on ${qualified(buildings.id)} = ${qualified(units.building_id)} where ${and(
          sql`${qualified(units.id)} = ${qualified(sales.unit_id)}`,
          query.project_id ? sql`${qualified(buildings.project_id)} = ${query.project_id}` : undefined,
          query.building_id ? sql`${qualified(units.building_id)} = ${query.building_id}` : undefined,
        )})`
      : undefined;
  /** The filters every line in reach meets, on the lines joined with their sale and organization. */
  const inReach = (onlyStored: boolean) =>
    and(
      scope(saleScheduleLines.organization_id),
      isNotNull(saleScheduleLines.due_date),
      lte(saleScheduleLines.due_date, horizonBound),
      onlyStored ? sql`${qualified(saleScheduleLines.open_amount)} > 0 and not ${isSettling}` : isSettling,
      inPlace,
      buyerSearch(query.buyer),
    );
  const lineColumns = {
    line_id: sql<number>`${qualified(saleScheduleLines.id)}`.as('line_id'),
    sale_id: sql<number>`${qualified(saleScheduleLines.sale_id)}`.as('sale_id'),
    organization_id: sql<number>`${qualified(saleScheduleLines.organization_id)}`.as('organization_id'),
    unit_id: sql<number>`${qualified(sales.unit_id)}`.as('unit_id'),
    currency: sql<string>`${qualified(sales.currency)}`.as('currency'),
    sequence: sql<number>`${qualified(saleScheduleLines.sequence)}`.as('sequence'),
    label: sql<string>`${qualified(saleScheduleLines.label)}`.as('label'),
    due_date: sql<string>`${qualified(saleScheduleLines.due_date)}`.as('due_date'),
    amount: sql<number>`${qualified(saleScheduleLines.amount)}`.as('amount'),
    today: sql<string>`${localToday(now, qualified(organizations.time_zone))}`.as('today'),
  };
  /**
   * A select from the lines joined with their sale and organization. Computed from the receipts,
   * only a current schedule's lines of an active sale count; a stored open amount is above 0 only
   * on those (the triggers zero the others), so the stored lines need no more joins.
   */
  const joinedLines = <T extends PgSelect>(select: T, stored: boolean) =>
    (stored
      ? select.innerJoin(sales, eq(sales.id, saleScheduleLines.sale_id))
      : select
          .innerJoin(saleSchedules, and(eq(saleSchedules.id, saleScheduleLines.schedule_id), eq(saleSchedules.is_current, true)))
          .innerJoin(sales, and(eq(sales.id, saleScheduleLines.sale_id), eq(sales.status, 'active')))
    ).innerJoin(organizations, eq(organizations.id, saleScheduleLines.organization_id));
  // The settling sales' lines with what comes before each, and their receipts, cheques come due included.
  const lines = db.$with('collection_lines').as(
    joinedLines(
      db
        .select({
          ...lineColumns,
          before:
            sql<number>`coalesce(sum(${qualified(saleScheduleLines.amount)}) over (partition by ${qualified(saleScheduleLines.sale_id)} order by ${qualified(saleScheduleLines.due_date)}, ${qualified(saleScheduleLines.sequence)} rows between unbounded preceding and 1 preceding), 0)::bigint`.as(
              'before',
            ),
        })
        .from(saleScheduleLines)
        .$dynamic(),
      false,
    ).where(inReach(false)),
  );
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
          sql`${qualified(saleReceipts.sale_id)} in (select settling_sale_id from collection_settling)`,
          sql`(${qualified(saleReceipts.status)} = 'received' or (${qualified(saleReceipts.status)} = 'pending' and ${qualified(saleReceipts.cheque_date)} <= ${localToday(now, qualified(organizations.time_zone))}))`,
        ),
      )
      .groupBy(saleReceipts.sale_id),
  );
  /** A line's figures from its amount, due date, day and paid amount (any of the two sources). */
  const figures = (amount: SQL, dueDate: SQL, today: SQL, paid: SQL) => ({
    paid: sql<number>`(${paid})::bigint`.as('paid'),
    open: sql<number>`(${amount} - (${paid}))::bigint`.as('open'),
    days_late: sql<number>`greatest(0, ${today} - ${dueDate})`.as('days_late'),
    bucket:
      sql<CollectionBucket>`case when ${dueDate} < ${today} then 'overdue' when ${dueDate} = ${today} then 'due_today' else 'upcoming' end`.as(
        'bucket',
      ),
  });
  const computedPaid = sql`least(${lines.amount}, greatest(0, coalesce(${received.received}, 0) - ${lines.before}))`;
  const fromReceipts = db
    .select({
      line_id: lines.line_id,
      sale_id: lines.sale_id,
      organization_id: lines.organization_id,
      unit_id: lines.unit_id,
      currency: lines.currency,
      sequence: lines.sequence,
      label: lines.label,
      due_date: lines.due_date,
      amount: lines.amount,
      today: lines.today,
      ...figures(sql`${lines.amount}`, sql`${lines.due_date}`, sql`${lines.today}`, computedPaid),
    })
    .from(lines)
    .leftJoin(received, eq(received.sale_id, lines.sale_id));
  const storedPaid = sql`(${qualified(saleScheduleLines.amount)} - ${qualified(saleScheduleLines.open_amount)})`;
  const stored = joinedLines(
    db
      .select({
        ...lineColumns,
        ...figures(
          sql`${qualified(saleScheduleLines.amount)}`,
          sql`${qualified(saleScheduleLines.due_date)}`,
          lineColumns.today.getSQL(),
          storedPaid,
        ),
      })
      .from(saleScheduleLines)
      .$dynamic(),
    true,
  ).where(inReach(true));
  const computed = db.$with('collection_open').as(stored.unionAll(fromReceipts));
  const where = and(
    sql`${open('open')} > 0`,
    sql`${open('due_date')} <= ${open('today')} + ${UPCOMING_DAYS}::integer`,
    query.due_from ? sql`${open('due_date')} >= ${query.due_from}::date` : undefined,
    query.due_to ? sql`${open('due_date')} <= ${query.due_to}::date` : undefined,
  );
  return { ctes: [settling, lines, received, computed] as const, computed, where };
}

/** Every bucket's open lines and amount per currency, under the filters but the bucket. */
export async function collectionTotals(
  db: Executor,
  tenant: TenantContext,
  query: CollectionFilters,
  now: Date,
): Promise<CollectionTotals> {
  const { ctes, computed, where } = openLines(db, tenant, query, now);
  const rows = await db
    .with(...ctes)
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
  const { ctes, computed, where } = openLines(db, tenant, query, now);
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
  const columns = ['line_id', 'sale_id', 'organization_id', 'unit_id', 'currency', 'sequence', 'label'];
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
    .with(...ctes, page)
    .select({
      id: sql<number>`${paged('line_id')}`.mapWith(Number),
      sale_id: sql<number>`${paged('sale_id')}`.mapWith(Number),
      organization_id: sql<number>`${paged('organization_id')}`.mapWith(Number),
      developer_name: organizations.name,
      unit_id: sql<number>`${paged('unit_id')}`.mapWith(Number),
      unit_number: units.unit_number,
      building_id: buildings.id,
      building_name: buildings.name,
      project_id: projects.id,
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
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .innerJoin(organizations, sql`${organizations.id} = ${paged('organization_id')}`)
    .orderBy(...orderOn(paged));
}
