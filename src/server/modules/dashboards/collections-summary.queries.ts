// The dashboards' collections figures (docs/api.md "Dashboards"): per developer organization and
// currency, what the active sales' current schedules have open on lines due before the
// organization's today (overdue) and on lines due from today to COLLECTIONS_DUE_SOON_DAYS days on
// (due soon: the collections screen's "due today" and "upcoming" together), and how many sales
// have something overdue. One statement whatever the number of sales.
//
// What is paid is computed from the receipts, not the stored allocations, so a post-dated cheque
// whose date has come counts as received before any read of its sale has settled it. Allocation
// pays the lines oldest first from the total received (../sales/receipts.allocation.ts), and the
// lines due before today come before every other, so a sale's overdue amount is what is due
// before today less what was received, at least 0; what is open in the window after it is what
// is due by its end less the larger of that and the received, at least 0. Bounced receipts pay
// nothing; cancelled sales and superseded schedules are out.
import { sql } from 'drizzle-orm';
import { COLLECTIONS_DUE_SOON_DAYS, type CollectionsCurrencyRow } from '../../../shared/dashboards.ts';
import { addDays, localDay } from '../../../shared/time-zones.ts';
import type { Executor } from '../../db/client.ts';
import { saleReceipts, sales, saleScheduleLines, saleSchedules } from '../../db/sales-schema.ts';
import { organizations } from '../../db/schema.ts';

export interface OrganizationCollections extends CollectionsCurrencyRow {
  organization_id: number;
}

/** The organizations' collections per currency (only currencies with something open). */
export async function collectionsByOrganization(db: Executor, organizationIds: number[], now: Date): Promise<OrganizationCollections[]> {
  if (organizationIds.length === 0) return [];
  const ids = sql.join(
    organizationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Only sales with a line open by the window's end as stored (open_amount, kept by triggers; it
  // leaves pending cheques out, so it never misses a sale) can count, read through the open lines'
  // partial index; no organization's day is later than UTC's next, a constant bound it can use.
  const horizonBound = addDays(localDay(now, 'UTC'), 1 + COLLECTIONS_DUE_SOON_DAYS);
  // The organization's day, for a row joined with its organization as `o`.
  const localToday = sql`((${now.toISOString()}::timestamptz at time zone o.time_zone)::date)`;
  const result = (await db.execute(sql`
    with due as (
      select l.sale_id,
        coalesce(sum(l.amount) filter (where l.due_date < ${localToday}), 0)::bigint as before_today,
        sum(l.amount)::bigint as by_horizon
      from ${saleScheduleLines} l
        join ${saleSchedules} s on s.id = l.schedule_id and s.is_current
        join ${sales} x on x.id = l.sale_id and x.status = 'active'
        join ${organizations} o on o.id = l.organization_id
      where l.organization_id in (${ids})
        and l.sale_id in (
          select open.sale_id from ${saleScheduleLines} open
          where open.organization_id in (${ids}) and open.open_amount > 0 and open.due_date <= ${horizonBound}::date)
        and l.due_date is not null
        and l.due_date <= ${localToday} + ${COLLECTIONS_DUE_SOON_DAYS}::integer
      group by l.sale_id
    ), received as (
      select r.sale_id, sum(r.amount)::bigint as received
      from ${saleReceipts} r
        join ${organizations} o on o.id = r.organization_id
      where r.organization_id in (${ids})
        and r.sale_id in (select sale_id from due)
        and (r.status = 'received' or (r.status = 'pending' and r.cheque_date <= ${localToday}))
      group by r.sale_id
    ), per_sale as (
      select x.organization_id, x.currency,
        greatest(0, due.before_today - coalesce(received.received, 0)) as overdue,
        greatest(0, due.by_horizon - greatest(due.before_today, coalesce(received.received, 0))) as due_soon
      from due
        join ${sales} x on x.id = due.sale_id
        left join received on received.sale_id = due.sale_id
    )
    select organization_id, currency,
      sum(overdue)::bigint as overdue,
      count(*) filter (where overdue > 0)::int as overdue_sales,
      sum(due_soon)::bigint as due_soon
    from per_sale
    group by organization_id, currency
    having sum(overdue) > 0 or sum(due_soon) > 0
    order by organization_id, currency`)) as {
    rows: { organization_id: number; currency: string; overdue: string | number; overdue_sales: number; due_soon: string | number }[];
  };
  return result.rows.map((row) => ({
    organization_id: Number(row.organization_id),
    currency: row.currency,
    overdue: Number(row.overdue),
    overdue_sales: Number(row.overdue_sales),
    due_soon: Number(row.due_soon),
  }));
}
