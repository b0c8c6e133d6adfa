// The load benchmark's data, written straight into a FRESH database (never through the API):
// 200 organizations with an admin each, and in the first developer organization the bulk —
// projects and buildings holding the units (default 100,000), sales users, leads (50,000) with
// tags, and one pipeline of six stages holding the deals (10,000), activities on half the leads
// and a sale offer per 50 units over the last twelve months (the dashboards), the deals' lead
// history and a price change on one unit in five (the reports). The other roles' dashboards
// (issue 27): the first broker organization gets a smaller CRM of its own (20,000 leads, 4,000
// deals, its brokers), and a platform organization a super admin, a sales manager assigned to
// organization 1 and 20,000 message logs. Each table is one
// INSERT … SELECT over generate_series, so the database builds the rows itself: seconds, not
// minutes, on both drivers. Values are spread by a cheap hash of the row number, so filters and
// sorts meet realistic selectivities. Then VACUUM ANALYZE, as autovacuum would have done by the
// time such a database is in use (embedded PGlite runs no autovacuum at all).
//
//   tsx bench/generate.ts --pglite <dir> | --pg <url>  [--quick]   → prints the manifest (JSON)
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/client.ts';
import { hashPassword } from '../src/server/modules/auth/passwords.ts';
import { ACTIVITY_TYPES, LEAD_SOURCES, LEAD_STATUSES, UNIT_TYPES } from '../src/shared/crm.ts';
import { VIEWS } from '../src/shared/inventory.ts';
import { openMigratedPglite } from './migrated-pglite.ts';

export interface DatasetSizes {
  units: number;
  leads: number;
  deals: number;
  organizations: number;
  projects: number;
  buildingsPerProject: number;
  salesUsers: number;
  /** The CRM of the first broker organization (its dashboard): leads, deals, and broker users. */
  brokerLeads: number;
  brokerDeals: number;
  brokerUsers: number;
  /** The platform organization's message logs (the platform dashboard). */
  messages: number;
}

export const FULL_SIZES: DatasetSizes = {
  units: 100_000,
  leads: 50_000,
  deals: 10_000,
  organizations: 200,
  projects: 20,
  buildingsPerProject: 5,
  salesUsers: 20,
  brokerLeads: 20_000,
  brokerDeals: 4_000,
  brokerUsers: 10,
  messages: 20_000,
};
export const QUICK_SIZES: DatasetSizes = {
  units: 5_000,
  leads: 2_500,
  deals: 500,
  organizations: 20,
  projects: 5,
  buildingsPerProject: 2,
  salesUsers: 5,
  brokerLeads: 1_000,
  brokerDeals: 200,
  brokerUsers: 3,
  messages: 500,
};

/** The users a scenario can run as, each acting in an organization of its own. */
export type BenchUser = 'developer_admin' | 'broker_admin' | 'sales_manager' | 'super_admin';

/** What the load needs to address the data: who signs in, and ids to put in the URLs. */
export interface Manifest {
  sizes: DatasetSizes;
  /** The developer admin of organization 1 (the `login` scenario's user). */
  email: string;
  password: string;
  organizationId: number;
  /** Each bench user's email and the organization he acts in (all share the password). */
  users: Record<BenchUser, { email: string; organizationId: number }>;
  pipelineId: number;
  unitId: number;
  seconds: number;
}

export const BENCH_PASSWORD = 'bench-password-2026';
const UNITS_PER_FLOOR = 25;

/** A well-spread pseudo-random non-negative integer of the SQL expression `n` (Knuth's multiplicative hash). */
const spread = (n: string) => sql.raw(`((((${n})::bigint * 2654435761) % 4294967296) / 7)`);
const textArray = (values: readonly string[]) => sql.raw(`(array[${values.map((value) => `'${value}'`).join(',')}]::text[])`);

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

/** One organization's CRM: its leads (owned by its agents), tags, one pipeline of deals, activities. */
interface CrmShape {
  organizationId: number;
  /** The owners' emails are `${ownerPrefix}{1..owners}@bench.test`. */
  ownerPrefix: string;
  owners: number;
  leads: number;
  deals: number;
  leadEmailPrefix: string;
}

async function generateCrm(db: Database, crm: CrmShape): Promise<number> {
  await db.execute(sql`
    insert into tags (organization_id, name, color)
    select ${crm.organizationId}, 'Tag ' || n, (array['#1976d2','#9c27b0','#2e7d32','#ed6c02','#d32f2f','#0288d1'])[1 + n % 6] from generate_series(1, 12) as n`);
  const hl = spread('n * 7919 + 17');
  await db.execute(sql`
    insert into leads (organization_id, full_name, email, phone, nationality, source, status, budget_min, budget_max, owner_id, seen, created_by, created_at, updated_at)
    select ${crm.organizationId},
           -- One lead in ten has an Arabic name, written with the marks and letter variants
           -- (أ, ة, ى) the search folds away.
           case when n % 10 = 0 then
             (array['أميرة','عمر','ليلى','يوسف','سارة','خالد','نور','حسن','مريم','علي','فاطمة','راشد','هناء','طارق','زينب','كريم','عائشة','سمير','دانة','فيصل'])[1 + h % 20]
             || ' ' || (array['الحداد','المنصور','الخوري','ناصر','صالح','فاروق','عزيز','الرحمن','حمدان','قاسم','بكر','السيد','جابر','زايد','حبيب','كرم','إدريس','صابر','مالك','فهد'])[1 + (h / 20) % 20]
             || ' ' || n
           else
             (array['Amira','Omar','Layla','Yusuf','Sara','Khalid','Noor','Hassan','Mariam','Ali','Fatima','Rashid','Hana','Tariq','Zainab','Karim','Aisha','Samir','Dana','Faisal'])[1 + h % 20]
             || ' ' || (array['Haddad','Mansour','Khoury','Nasser','Saleh','Farouk','Aziz','Rahman','Hamdan','Qasim','Bakr','Sayed','Jaber','Zayed','Habib','Karam','Idris','Saber','Malik','Fahad'])[1 + (h / 20) % 20]
             || ' ' || n
           end,
           ${crm.leadEmailPrefix} || n || '@mail.test', '+97150' || lpad((h % 10000000)::text, 7, '0'),
           (array['AE','IN','GB','RU','SA','EG','PK','CN','DE','FR'])[1 + h % 10],
           ${textArray(LEAD_SOURCES)}[1 + (h / 3) % ${LEAD_SOURCES.length}], ${textArray(LEAD_STATUSES)}[1 + (h / 5) % ${LEAD_STATUSES.length}],
           (50 + h % 400) * 10000000, (450 + h % 800) * 10000000, owner.id, h % 4 <> 0, owner.id, created, created
    from (select n, ${hl} as h, now() - make_interval(days => (${hl} % 540)::int, secs => n) as created from generate_series(1, ${crm.leads}) as n) as spread_leads
    join users owner on owner.email = ${crm.ownerPrefix} || (1 + h % ${crm.owners}) || '@bench.test'`);
  await db.execute(sql`
    insert into lead_tags (organization_id, lead_id, tag_id)
    select l.organization_id, l.id, t.id from leads l join tags t on t.organization_id = l.organization_id and t.name = 'Tag ' || (1 + l.id % 12)
    where l.organization_id = ${crm.organizationId} and l.id % 3 = 0`);

  const { id: pipelineId } = await one<{ id: number }>(
    db,
    sql`insert into pipelines (organization_id, name, is_default) values (${crm.organizationId}, 'Sales', true) returning id`,
  );
  await db.execute(sql`
    insert into stages (organization_id, pipeline_id, name, position, probability, color)
    select ${crm.organizationId}, ${pipelineId}, (array['New','Qualified','Viewing','Offer','Negotiation','Closing'])[1 + p], p, (array[10,25,40,60,80,90])[1 + p],
           (array['#90caf9','#80cbc4','#a5d6a7','#fff59d','#ffcc80','#ef9a9a'])[1 + p]
    from generate_series(0, 5) as p`);
  const hd = spread('l.id * 31 + 5');
  await db.execute(sql`
    insert into deals (organization_id, lead_id, pipeline_id, stage_id, title, position, value, owner_id, hot, status, lost_reason, closed_at, expected_close_date, stage_entered_at, created_at, updated_at)
    select l.organization_id, l.id, s.pipeline_id, s.id, 'Deal ' || l.full_name, (row_number() over (partition by s.id order by l.id) - 1)::int,
           (100 + ${hd} % 900) * 100000000, l.owner_id, ${hd} % 10 = 0,
           case when ${hd} % 25 = 0 then 'won' when ${hd} % 25 = 1 then 'lost' else 'open' end,
           case when ${hd} % 25 = 1 then 'Budget' end, case when ${hd} % 25 < 2 then l.created_at end,
           (current_date + (${hd} % 365)::int), l.created_at, l.created_at, l.created_at
    from (select * from leads where organization_id = ${crm.organizationId} order by id limit ${crm.deals}) as l
    join stages s on s.pipeline_id = ${pipelineId} and s.position = ${hd} % 6`);

  // The dashboards' other sources (issue 27). Activities: one on every other lead, owned by its
  // owner, due within 60 days either side of now; of those already due, two in three done (the
  // rest overdue).
  const ha = spread('l.id * 613 + 11');
  await db.execute(sql`
    insert into activities (organization_id, type, title, due_at, lead_id, owner_id, completed_at, created_by, created_at, updated_at)
    select l.organization_id, ${textArray(ACTIVITY_TYPES)}[1 + a.h % ${ACTIVITY_TYPES.length}], 'Follow up ' || l.id, a.due, l.id, l.owner_id,
           case when a.due < now() and a.h % 3 <> 0 then a.due + interval '1 hour' end, l.owner_id, l.created_at, l.created_at
    from leads l cross join lateral (select ${ha} as h, now() + make_interval(days => ((${ha}) % 121)::int - 60) as due) as a
    where l.organization_id = ${crm.organizationId} and l.id % 2 = 0`);
  // The leads' history of those deals, as deals.service writes it (the pipeline movement report):
  // each deal added in its pipeline's first stage, and moved three days later to where it is now.
  await db.execute(sql`
    insert into lead_history (organization_id, lead_id, actor_id, kind, details, subject_type, subject_id, created_at)
    select d.organization_id, d.lead_id, d.owner_id, 'deal_added', jsonb_build_object('title', d.title, 'stage_id', f.id), 'deal', d.id, d.created_at
    from deals d join stages f on f.pipeline_id = d.pipeline_id and f.position = 0
    where d.organization_id = ${crm.organizationId}`);
  await db.execute(sql`
    insert into lead_history (organization_id, lead_id, actor_id, kind, field, old_value, new_value, details, subject_type, subject_id, created_at)
    select d.organization_id, d.lead_id, d.owner_id, 'deal_stage_changed', 'stage_id', to_jsonb(f.id), to_jsonb(s.id),
           jsonb_build_object('title', d.title, 'old_label', f.name, 'new_label', s.name), 'deal', d.id, d.created_at + interval '3 days'
    from deals d join stages s on s.id = d.stage_id join stages f on f.pipeline_id = d.pipeline_id and f.position = 0
    where d.organization_id = ${crm.organizationId} and s.position > 0`);
  return pipelineId;
}

export async function generateDataset(handle: DatabaseHandle, sizes: DatasetSizes): Promise<Manifest> {
  const started = performance.now();
  const { db } = handle;
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  await db.execute(sql`
    insert into organizations (kind, name, status, currency, city, country)
    select case when n <= ${Math.ceil(sizes.organizations / 2)} then 'developer' else 'broker' end, 'Bench Organization ' || n, 'active', 'AED', 'Dubai', 'AE'
    from generate_series(1, ${sizes.organizations}) as n`);
  const { id: organizationId } = await one<{ id: number }>(db, sql`select id from organizations where name = 'Bench Organization 1'`);

  // user{n} is the admin of organization n; sales{n} are the developer users of organization 1.
  await db.execute(sql`
    insert into users (full_name, email, password_hash)
    select 'Admin ' || n, 'user' || n || '@bench.test', ${passwordHash} from generate_series(1, ${sizes.organizations}) as n
    union all
    select 'Sales Agent ' || n, 'sales' || n || '@bench.test', ${passwordHash} from generate_series(1, ${sizes.salesUsers}) as n`);
  await db.execute(sql`
    insert into memberships (user_id, organization_id, role)
    select u.id, o.id, case when o.kind = 'developer' then 'developer_admin' else 'broker_admin' end
    from organizations o join users u on u.email = 'user' || substr(o.name, 20) || '@bench.test'
    union all
    select u.id, ${organizationId}, 'developer' from users u where u.email like 'sales%@bench.test'`);

  // The platform organization: a super admin, and a sales manager assigned to organization 1.
  const { id: platformOrganizationId } = await one<{ id: number }>(
    db,
    sql`insert into organizations (kind, name, status, currency, city, country) values ('platform', 'Bench Platform', 'active', 'AED', 'Dubai', 'AE') returning id`,
  );
  await db.execute(sql`
    insert into users (full_name, email, password_hash)
    values ('Super Admin', 'superadmin@bench.test', ${passwordHash}), ('Sales Manager', 'salesmanager@bench.test', ${passwordHash})`);
  await db.execute(sql`
    insert into memberships (user_id, organization_id, role)
    select id, ${platformOrganizationId}, case when email = 'superadmin@bench.test' then 'super_admin' else 'super_admin_sales_manager' end
    from users where email in ('superadmin@bench.test', 'salesmanager@bench.test')`);
  await db.execute(sql`
    insert into sales_assignments (user_id, organization_id)
    select id, ${organizationId} from users where email = 'salesmanager@bench.test'`);

  // The first broker organization (admin user{n}) and its brokers broker{n}.
  const brokerNumber = Math.ceil(sizes.organizations / 2) + 1;
  const { id: brokerOrganizationId } = await one<{ id: number }>(
    db,
    sql`select id from organizations where name = ${`Bench Organization ${brokerNumber}`}`,
  );
  await db.execute(sql`
    insert into users (full_name, email, password_hash)
    select 'Broker ' || n, 'broker' || n || '@bench.test', ${passwordHash} from generate_series(1, ${sizes.brokerUsers}) as n`);
  await db.execute(sql`
    insert into memberships (user_id, organization_id, role)
    select u.id, ${brokerOrganizationId}, 'broker' from users u where u.email like 'broker%@bench.test'`);

  await db.execute(sql`
    insert into projects (organization_id, name, city, community, status, construction_progress)
    select ${organizationId}, 'Project ' || lpad(n::text, 3, '0'), (array['Dubai','Abu Dhabi','Sharjah','Ras Al Khaimah'])[1 + n % 4],
           'Community ' || (1 + n % 7), (array['off_plan','under_construction','ready'])[1 + n % 3], (n * 37) % 101
    from generate_series(1, ${sizes.projects}) as n`);
  await db.execute(sql`
    insert into buildings (organization_id, project_id, name, floors, status)
    select p.organization_id, p.id, p.name || ' Tower ' || b, 60, p.status
    from projects p cross join generate_series(1, ${sizes.buildingsPerProject}) as b where p.organization_id = ${organizationId}`);

  const buildingCount = sizes.projects * sizes.buildingsPerProject;
  const perBuilding = Math.ceil(sizes.units / buildingCount);
  const h = spread('b.id * 100003 + k');
  await db.execute(sql`
    insert into units (organization_id, building_id, unit_number, floor, type, bedrooms, bathrooms, internal_area, balcony_area, price, views, orientation, status, status_changed_at, created_at, updated_at)
    select organization_id, building_id, floor || lpad(slot::text, 2, '0'), floor, ${textArray(UNIT_TYPES)}[1 + h % ${UNIT_TYPES.length}], h % 6, 1 + h % 4,
           area, 40 + h % 300, (area * (1200 + h % 900))::bigint * 100,
           array[${textArray(VIEWS)}[1 + h % 12], ${textArray(VIEWS)}[1 + (h % 12 + 1 + (h / 12) % 11) % 12]],
           (array['north','east','south','west','north_east','south_west'])[1 + (h / 7) % 6],
           case when h % 20 < 12 then 'available' when h % 20 < 15 then 'booked' when h % 20 < 19 then 'sold' else 'blocked' end,
           created, created, created
    from (
      select b.organization_id, b.id as building_id, 1 + (k - 1) / ${UNITS_PER_FLOOR} as floor, 1 + (k - 1) % ${UNITS_PER_FLOOR} as slot, ${h} as h,
             400 + ${h} % 3600 as area, now() - make_interval(days => (${h} % 730)::int, mins => k) as created
      from buildings b cross join generate_series(1, ${perBuilding}) as k
      where b.organization_id = ${organizationId}
    ) as spread_units
    order by building_id, floor, slot
    limit ${sizes.units}`);
  // Every created unit has its first status change (units.service writes it the same way), with
  // the unit's price then: 95 % of today's for the units repriced a month later (below).
  await db.execute(sql`
    insert into unit_status_history (organization_id, unit_id, building_id, from_status, to_status, price, created_at)
    select organization_id, id, building_id, null, status,
           case when id % 5 = 0 and created_at < now() - interval '30 days' then price / 100 * 95 else price end, created_at
    from units where organization_id = ${organizationId}`);

  const pipelineId = await generateCrm(db, {
    organizationId,
    ownerPrefix: 'sales',
    owners: sizes.salesUsers,
    leads: sizes.leads,
    deals: sizes.deals,
    leadEmailPrefix: 'lead',
  });
  // Sale offers: one per 50 units, made by the organization's admin and its sales agents over
  // the last twelve months.
  const offers = Math.max(1, Math.floor(sizes.units / 50));
  await db.execute(sql`
    insert into sale_offers (organization_id, number, client_name, valid_until, status, created_by, created_at, updated_at)
    select ${organizationId}, 'SO-BENCH-' || lpad(n::text, 6, '0'), 'Client ' || n, (current_date + (n % 30)),
           (array['draft','sent','accepted'])[1 + n % 3], u.id, o.created, o.created
    from generate_series(1, ${offers}) as n
    cross join lateral (select now() - make_interval(days => (${spread('n')} % 365)::int, secs => n) as created) as o
    join users u on u.email = case when n % 4 = 0 then 'user1@bench.test' else 'sales' || (1 + n % ${sizes.salesUsers}) || '@bench.test' end`);

  // Sales (issue 28's collections): every booked or sold unit but one in seven (those show as "no
  // sale recorded") has an active sale booked the day the unit was, with ten quarterly lines of
  // 10 % (the remainder on the last) and one receipt paying the lines due until a month or more
  // ago for three sales in four: the others, and the recent lines, are open or overdue. At 100,000
  // units: about 30,000 sales and 300,000 lines.
  await db.execute(sql`
    insert into sales (organization_id, unit_id, currency, list_price, final_price, booking_date, seller_type, created_at, updated_at)
    select organization_id, id, 'AED', price, price, created_at::date, 'developer', created_at, created_at
    from units where organization_id = ${organizationId} and status in ('booked', 'sold') and id % 7 <> 0`);
  await db.execute(sql`
    insert into sale_buyers (organization_id, sale_id, position, full_name, nationality, phone)
    select organization_id, id, 0, 'Buyer ' || id, (array['AE','SA','KW','GB','IN'])[1 + id % 5], '+97150' || lpad(id::text, 7, '0')
    from sales where organization_id = ${organizationId}`);
  await db.execute(sql`
    insert into sale_schedules (organization_id, sale_id, version, source, plan_name, installments, created_at)
    select organization_id, id, 1, 'custom', 'Quarterly', '[]'::jsonb, created_at from sales where organization_id = ${organizationId}`);
  await db.execute(sql`
    insert into sale_schedule_lines (organization_id, schedule_id, sale_id, sequence, label, percentage_hundredths, due_type, due_value, due_date, amount)
    select sc.organization_id, sc.id, s.id, q, 'Installment ' || q, 1000, 'months_after_booking', (q - 1) * 3,
           (s.booking_date + make_interval(months => (q - 1) * 3))::date,
           s.final_price / 10 + case when q = 10 then s.final_price - s.final_price / 10 * 10 else 0 end
    from sale_schedules sc join sales s on s.id = sc.sale_id cross join generate_series(1, 10) as q
    where sc.organization_id = ${organizationId}`);
  await db.execute(sql`
    insert into sale_receipts (organization_id, sale_id, amount, received_date, method, reference, status, created_at)
    select l.organization_id, l.sale_id, sum(l.amount), max(l.due_date), 'bank_transfer', 'TT-' || l.sale_id, 'received', max(l.due_date)::timestamptz
    from sale_schedule_lines l
    where l.organization_id = ${organizationId} and l.sale_id % 4 <> 0 and l.due_date < current_date - 30
    group by l.organization_id, l.sale_id`);
  await db.execute(sql`
    insert into sale_receipt_allocations (organization_id, sale_id, receipt_id, line_id, amount)
    select l.organization_id, l.sale_id, r.id, l.id, l.amount
    from sale_schedule_lines l join sale_receipts r on r.sale_id = l.sale_id
    where l.organization_id = ${organizationId} and l.due_date < current_date - 30`);

  // A price change on one unit in five, a month after its creation (the inventory snapshot
  // reads the price a unit had on the date from this history; the status history above records
  // the price before it).
  await db.execute(sql`
    insert into unit_price_history (organization_id, unit_id, previous_price, price, created_at)
    select organization_id, id, price / 100 * 95, price, created_at + interval '30 days'
    from units where organization_id = ${organizationId} and id % 5 = 0 and created_at < now() - interval '30 days'`);

  // The broker organization's CRM (its dashboard), owned by its brokers.
  await generateCrm(db, {
    organizationId: brokerOrganizationId,
    ownerPrefix: 'broker',
    owners: sizes.brokerUsers,
    leads: sizes.brokerLeads,
    deals: sizes.brokerDeals,
    leadEmailPrefix: 'broker-lead',
  });

  // The platform's message logs over the last twelve months: mostly sent or delivered, some failed.
  await db.execute(sql`
    insert into message_logs (organization_id, provider, recipient_name, recipient_phone, body, status, attempts, sent_at, created_at, updated_at)
    select ${platformOrganizationId}, (array['whatsapp_cloud','log'])[1 + n % 2], 'Recipient ' || n, '+97150' || lpad(n::text, 7, '0'),
           'Bench message ' || n, (array['sent','delivered','delivered','failed','sent','queued'])[1 + ${spread('n')} % 6], 1,
           m.created, m.created, m.created
    from generate_series(1, ${sizes.messages}) as n
    cross join lateral (select now() - make_interval(days => (${spread('n + 3')} % 365)::int, secs => n) as created) as m`);

  await db.execute(sql`vacuum analyze`);
  const { id: unitId } = await one<{ id: number }>(
    db,
    sql`select id from units where organization_id = ${organizationId} order by id offset ${Math.floor(sizes.units / 2)} limit 1`,
  );
  return {
    sizes,
    email: 'user1@bench.test',
    password: BENCH_PASSWORD,
    organizationId,
    users: {
      developer_admin: { email: 'user1@bench.test', organizationId },
      broker_admin: { email: `user${brokerNumber}@bench.test`, organizationId: brokerOrganizationId },
      sales_manager: { email: 'salesmanager@bench.test', organizationId: platformOrganizationId },
      super_admin: { email: 'superadmin@bench.test', organizationId: platformOrganizationId },
    },
    pipelineId,
    unitId,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Opens and migrates the database an argument list names: `--pglite <dir>` (migrated-pglite.ts) or `--pg <url>`. */
async function migratedDatabaseFromArgs(argv: string[]): Promise<DatabaseHandle> {
  const at = (flag: string) => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : argv[index + 1];
  };
  const url = at('--pg');
  if (url) {
    const handle = openDatabase({ kind: 'pg', url });
    await handle.migrate();
    return handle;
  }
  const dir = at('--pglite');
  if (!dir) throw new Error('usage: --pglite <dir> | --pg <url>');
  return (await openMigratedPglite(dir)).handle;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const handle = await migratedDatabaseFromArgs(process.argv);
  const manifest = await generateDataset(handle, process.argv.includes('--quick') ? QUICK_SIZES : FULL_SIZES);
  await handle.close();
  console.log(JSON.stringify(manifest));
}
