// Query budget of the aggregates (issue 27): a dashboard widget and a search cost the same number
// of SQL statements whatever the size of the data they summarize or search. ENDPOINTS is the
// table: a new dashboard endpoint (or another caller of the search) is one row. The dashboards'
// routes are found in the OpenAPI document, so a new one fails here until it has its row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, deals, leadHistory, leads } from '../../src/server/db/crm-schema.ts';
import { unitStatusHistory, units } from '../../src/server/db/inventory-schema.ts';
import { saleOffers, saleReceipts, sales, saleScheduleLines, saleSchedules } from '../../src/server/db/sales-schema.ts';
import { organizations } from '../../src/server/db/schema.ts';
import { messageLogs } from '../../src/server/db/contacts-schema.ts';
import { ACTIVITY_TYPES, LEAD_SOURCES } from '../../src/shared/crm.ts';
import { insertPipeline } from './support/crm.ts';
import { insertBuilding, insertProject } from './support/inventory.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

type ActorName = keyof World['actors'];

interface Endpoint {
  /** The OpenAPI path (the discovery below matches rows to routes by it). */
  path: string;
  actor: ActorName;
  query?: Record<string, string>;
}

/** The term every search row looks for: it is in the names of the rows `grow` adds. */
const TERM = 'scale';

const ENDPOINTS: Endpoint[] = [
  { path: '/api/dashboards/developer/inventory', actor: 'developer_admin' },
  { path: '/api/dashboards/developer/pipeline', actor: 'developer_admin', query: { from: '2020-01-01', to: '2030-12-31' } },
  { path: '/api/dashboards/developer/absorption', actor: 'developer_admin', query: { interval: 'week' } },
  { path: '/api/dashboards/developer/lead-sources', actor: 'developer_admin' },
  { path: '/api/dashboards/developer/team-activities', actor: 'developer_admin' },
  { path: '/api/dashboards/developer/price-per-sqft', actor: 'developer_admin' },
  { path: '/api/dashboards/developer/sale-offers', actor: 'developer' },
  { path: '/api/dashboards/developer/collections', actor: 'developer' },
  { path: '/api/dashboards/broker/pipeline', actor: 'broker_admin', query: { from: '2020-01-01', to: '2030-12-31' } },
  { path: '/api/dashboards/broker/pipeline', actor: 'broker', query: { mine: 'true' } },
  { path: '/api/dashboards/broker/lead-statuses', actor: 'broker_admin' },
  { path: '/api/dashboards/broker/lead-sources', actor: 'broker', query: { mine: 'true' } },
  { path: '/api/dashboards/broker/lead-sources', actor: 'broker_admin' },
  { path: '/api/dashboards/broker/won-deals', actor: 'broker_admin' },
  { path: '/api/dashboards/broker/my-day', actor: 'broker', query: { mine: 'true' } },
  { path: '/api/dashboards/broker/members', actor: 'broker_admin' },
  { path: '/api/dashboards/sales-manager/availability', actor: 'super_admin_sales_manager' },
  { path: '/api/dashboards/sales-manager/sale-offers', actor: 'super_admin_sales_manager', query: { interval: 'week' } },
  { path: '/api/dashboards/sales-manager/collections', actor: 'super_admin_sales_manager' },
  { path: '/api/dashboards/platform/organizations', actor: 'super_admin' },
  { path: '/api/dashboards/platform/signups', actor: 'super_admin' },
  { path: '/api/dashboards/platform/active-users', actor: 'super_admin' },
  { path: '/api/dashboards/platform/messages', actor: 'super_admin' },
  // The search as each kind of caller: the developer's types, the broker's, and the platform's
  // (organizations and users too).
  { path: '/api/search', actor: 'developer_admin', query: { q: TERM } },
  { path: '/api/search', actor: 'broker_admin', query: { q: TERM } },
  { path: '/api/search', actor: 'super_admin', query: { q: TERM } },
  { path: '/api/search', actor: 'developer_admin', query: { q: 'ليلى' } },
];

/** The routes whose every GET must have a row above. */
const COVERED_PREFIXES = ['/api/dashboards/', '/api/search'];

const DAY = 86_400_000;

describe('query budget of the dashboards and the search', () => {
  let ctx: TestContext;
  let w: World;
  let counting = false;
  const statements: string[] = [];
  let getPaths: string[] = [];
  let grow: (count: number) => Promise<void>;

  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => counting && statements.push(text) } });
    w = await buildWorld(ctx.db);
    const doc = (await call(ctx.app, 'GET', 'docs/openapi.json')).json() as { paths: Record<string, { get?: unknown }> };
    getPaths = Object.entries(doc.paths)
      .filter(([path, operations]) => operations.get && COVERED_PREFIXES.some((prefix) => path.startsWith(prefix)))
      .map(([path]) => path)
      .sort();

    const developerId = w.developerId;
    const members = [w.actors.developer_admin.userId, w.actors.developer.userId];
    const brokerMembers = [w.actors.broker_admin.userId, w.actors.broker.userId];
    const project = await insertProject(ctx.db, developerId, { name: 'Scale Heights' });
    const building = await insertBuilding(ctx.db, developerId, project.id, { name: 'Scale Tower' });
    const stageNames = ['New', 'Viewing', 'Offer', 'Negotiation'];
    const developerPipeline = await insertPipeline(ctx.db, developerId, stageNames);
    const brokerPipeline = await insertPipeline(ctx.db, w.brokerId, stageNames);
    const now = Date.now();
    let serial = 0;
    // Adds `count` of every record the dashboards summarize and the search finds, spread over
    // statuses, sources, stages, members and months; in bulk, so the large pass stays fast. The
    // CRM records go to the developer and the broker organization alike.
    /** Leads, deals (with a stage move each) and activities of one organization, numbered `ns`. */
    const growCrm = async (
      organizationId: number,
      members: number[],
      pipeline: Awaited<ReturnType<typeof insertPipeline>>,
      ns: number[],
    ) => {
      const leadRows = await ctx.db
        .insert(leads)
        .values(
          ns.map((n) => ({
            organization_id: organizationId,
            // Latin and Arabic names, both found by the search rows.
            full_name: n % 2 ? `Scale Lead ${n}` : `ليلى Scale ${n}`,
            email: `scale${n}@example.test`,
            source: LEAD_SOURCES[n % LEAD_SOURCES.length]!,
            owner_id: members[n % 2]!,
            created_at: new Date(now - ((n * 7) % 300) * DAY),
          })),
        )
        .returning({ id: leads.id });
      const dealRows = await ctx.db
        .insert(deals)
        .values(
          ns.map((n, i) => {
            const status = (['open', 'open', 'won', 'lost'] as const)[n % 4]!;
            const created = new Date(now - ((n * 5) % 200) * DAY - 30 * DAY);
            return {
              organization_id: organizationId,
              lead_id: leadRows[i]!.id,
              pipeline_id: pipeline.pipeline.id,
              stage_id: pipeline.stages[n % pipeline.stages.length]!.id,
              title: `Scale deal ${n}`,
              position: 1_000 + n,
              value: (500_000 + n * 100) * 100,
              owner_id: members[n % 2]!,
              status,
              closed_at: status === 'open' ? null : new Date(created.getTime() + (n % 40) * DAY),
              created_at: created,
            };
          }),
        )
        .returning({ id: deals.id, lead_id: deals.lead_id });
      await ctx.db.insert(leadHistory).values(
        dealRows.map((deal) => ({
          organization_id: organizationId,
          lead_id: deal.lead_id,
          kind: 'deal_stage_changed' as const,
          subject_type: 'deal' as const,
          subject_id: deal.id,
          field: 'stage_id',
          old_value: pipeline.stages[0]!.id,
          new_value: pipeline.stages[1]!.id,
          details: { title: 'Scale deal', old_label: 'New', new_label: 'Viewing' },
        })),
      );
      await ctx.db.insert(activities).values(
        ns.map((n, i) => {
          const due = new Date(now + ((n % 61) - 30) * DAY);
          return {
            organization_id: organizationId,
            type: ACTIVITY_TYPES[n % ACTIVITY_TYPES.length]!,
            title: `Scale call ${n}`,
            due_at: due,
            lead_id: leadRows[i]!.id,
            owner_id: members[n % 2]!,
            completed_at: due.getTime() < now && n % 3 ? due : null,
          };
        }),
      );
    };
    grow = async (count) => {
      const ns = Array.from({ length: count }, () => ++serial);
      await growCrm(developerId, members, developerPipeline, ns);
      await growCrm(
        w.brokerId,
        brokerMembers,
        brokerPipeline,
        ns.map((n) => n + 1_000_000),
      );
      await ctx.db.insert(organizations).values(
        ns.map((n) => ({
          kind: (['developer', 'broker'] as const)[n % 2]!,
          name: `Scale Organization ${n}`,
          status: (['pending', 'active', 'suspended'] as const)[n % 3]!,
        })),
      );
      await ctx.db.insert(messageLogs).values(
        ns.map((n) => ({
          organization_id: w.platformId,
          provider: 'log' as const,
          recipient_name: `Scale Recipient ${n}`,
          recipient_phone: '+971501234567',
          body: 'Scale message',
          status: (['sent', 'delivered', 'failed', 'queued'] as const)[n % 4]!,
        })),
      );
      const unitRows = await ctx.db
        .insert(units)
        .values(
          ns.map((n) => ({
            organization_id: developerId,
            building_id: building.id,
            unit_number: `S${n}`,
            floor: 1 + (n % 30),
            type: 'apartment' as const,
            bedrooms: n % 4,
            internal_area: 500 + (n % 7) * 150,
            price: (900_000 + n * 1_000) * 100,
            status: (['available', 'booked', 'sold', 'blocked'] as const)[n % 4]!,
          })),
        )
        .returning({ id: units.id, status: units.status, price: units.price });
      await ctx.db.insert(unitStatusHistory).values(
        unitRows.map((unit, i) => ({
          organization_id: developerId,
          unit_id: unit.id,
          building_id: building.id,
          from_status: 'available' as const,
          to_status: unit.status,
          price: unit.price,
          created_at: new Date(now - ((ns[i]! * 11) % 365) * DAY),
        })),
      );
      // The booked and sold units' sales, from the offers made below, each with a schedule of two
      // lines (one overdue, one due soon) and a receipt: what the collections widgets read.
      const sold = unitRows.filter((unit) => unit.status === 'booked' || unit.status === 'sold');
      if (sold.length) {
        const saleRows = await ctx.db
          .insert(sales)
          .values(
            sold.map((unit) => ({
              organization_id: developerId,
              unit_id: unit.id,
              currency: 'AED',
              list_price: unit.price,
              final_price: unit.price,
              booking_date: new Date(now - 40 * DAY).toISOString().slice(0, 10),
              seller_type: 'developer' as const,
            })),
          )
          .returning({ id: sales.id, price: sales.final_price });
        const scheduleRows = await ctx.db
          .insert(saleSchedules)
          .values(
            saleRows.map((sale) => ({
              organization_id: developerId,
              sale_id: sale.id,
              version: 1,
              source: 'custom' as const,
              plan_name: 'Scale plan',
              installments: [],
            })),
          )
          .returning({ id: saleSchedules.id, sale_id: saleSchedules.sale_id });
        await ctx.db.insert(saleScheduleLines).values(
          scheduleRows.flatMap((schedule, i) =>
            [-10, 10].map((days, sequence) => ({
              organization_id: developerId,
              schedule_id: schedule.id,
              sale_id: schedule.sale_id,
              sequence: sequence + 1,
              label: `Line ${sequence + 1}`,
              percentage_hundredths: 5_000,
              due_type: 'on_booking' as const,
              due_date: new Date(now + days * DAY).toISOString().slice(0, 10),
              amount: sequence === 0 ? Math.floor(saleRows[i]!.price / 2) : saleRows[i]!.price - Math.floor(saleRows[i]!.price / 2),
            })),
          ),
        );
        await ctx.db.insert(saleReceipts).values(
          saleRows.map((sale) => ({
            organization_id: developerId,
            sale_id: sale.id,
            amount: 1_000_00,
            received_date: new Date(now - 5 * DAY).toISOString().slice(0, 10),
            method: 'cash' as const,
            status: 'received' as const,
          })),
        );
      }
      await ctx.db.insert(saleOffers).values(
        ns.map((n) => ({
          organization_id: developerId,
          number: `SO-SCALE-${String(n).padStart(6, '0')}`,
          client_name: `Scale Client ${n}`,
          valid_until: '2030-12-31',
          created_by: members[n % 2]!,
          created_at: new Date(now - ((n * 13) % 365) * DAY),
        })),
      );
    };
  });
  afterAll(() => ctx.close());

  it('has a row for every dashboard route and the search, and no row for a route that is gone', () => {
    const rowPaths = [...new Set(ENDPOINTS.map((endpoint) => endpoint.path))].sort();
    expect(getPaths.length).toBeGreaterThan(0);
    expect(rowPaths).toEqual(getPaths);
  });

  it('answers ten times the data with as many statements', { timeout: 120_000 }, async () => {
    const measure = async () => {
      const counts: number[] = [];
      for (const endpoint of ENDPOINTS) {
        const request = () =>
          call(ctx.app, 'GET', endpoint.path.replace(/^\/api\//, ''), as(w.actors[endpoint.actor], { query: endpoint.query }));
        // The first call warms what a process caches once (tenant lookups, prepared plans).
        await request();
        statements.length = 0;
        counting = true;
        const res = await request();
        counting = false;
        expect(res.statusCode, `${endpoint.path} as ${endpoint.actor}: ${res.body}`).toBe(200);
        counts.push(statements.length);
      }
      return counts;
    };
    const label = (endpoint: Endpoint) => `${endpoint.path} as ${endpoint.actor}${endpoint.query?.q ? ` (q=${endpoint.query.q})` : ''}`;
    await grow(8);
    const small = await measure();
    await grow(72);
    const large = await measure();
    console.table(Object.fromEntries(ENDPOINTS.map((endpoint, i) => [label(endpoint), { '8 each': small[i], '80 each': large[i] }])));
    expect(small.every((n) => n > 0)).toBe(true);
    expect(Object.fromEntries(ENDPOINTS.map((endpoint, i) => [label(endpoint), large[i]]))).toEqual(
      Object.fromEntries(ENDPOINTS.map((endpoint, i) => [label(endpoint), small[i]])),
    );
  });
});
