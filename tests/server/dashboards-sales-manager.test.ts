// The sales manager's dashboard (docs/api.md "Dashboards"): for each assigned developer
// organization, every count and sum agrees with the matching filtered units and sale offers lists,
// only the sales manager reaches it, an unassigned organization never counts, and a request costs
// the same number of statements whatever the data size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleOffers } from '../../src/server/db/sales-schema.ts';
import type { OrganizationAvailabilityRow, OrganizationOffersPeriodRow } from '../../src/shared/dashboards.ts';
import { addMember, assignToSalesManager, createOrganization, createUser, tokenFor } from './support/factories.ts';
import { insertBuilding, insertProject, insertUnit } from './support/inventory.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

const DAY = 86_400_000;
const AVAILABILITY = 'dashboards/sales-manager/availability';
const OFFERS = 'dashboards/sales-manager/sale-offers';

describe('sales manager dashboard', () => {
  let ctx: TestContext;
  let w: World;
  let sm: Actor;
  let secondId: number;
  let counting = false;
  const statements: string[] = [];
  let offerNumber = 0;

  const get = (actor: Actor, path: string, query: Record<string, unknown> = {}) => call(ctx.app, 'GET', path, as(actor, { query }));
  const saleOffer = (organizationId: number, at: string) =>
    ctx.db.insert(saleOffers).values({
      organization_id: organizationId,
      number: `SO-2025-${String(++offerNumber).padStart(6, '0')}`,
      client_name: 'Client',
      valid_until: '2025-12-31',
      created_by: sm.userId,
      created_at: new Date(at),
    });

  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => counting && statements.push(text) } });
    w = await buildWorld(ctx.db);
    sm = w.actors.super_admin_sales_manager;
    // A second assigned developer, with no units yet.
    const second = await createOrganization(ctx.db, { kind: 'developer', name: 'Azure Second' });
    secondId = second.id;
    await assignToSalesManager(ctx.db, sm.userId, secondId);

    const dev = w.developerId;
    const project = async (currency: string) => {
      const row = await insertProject(ctx.db, dev, { name: `Project ${currency}`, currency });
      return (await insertBuilding(ctx.db, dev, row.id)).id;
    };
    const aed = await project('AED');
    const sar = await project('SAR');
    await insertUnit(ctx.db, dev, aed, { status: 'available', price: 1_000_00 });
    await insertUnit(ctx.db, dev, aed, { status: 'available', price: 2_000_00 });
    await insertUnit(ctx.db, dev, aed, { status: 'sold', price: 4_000_00 });
    await insertUnit(ctx.db, dev, sar, { status: 'reserved', price: 8_000_00, reserved_until: new Date(Date.now() + 3 * DAY) });
    // A reservation that lapsed is available again, as the units list shows it.
    await insertUnit(ctx.db, dev, sar, { status: 'reserved', price: 7_000_00, reserved_until: new Date(Date.now() - DAY) });
    // The unassigned developer's units never count.
    const foreignProject = await insertProject(ctx.db, w.foreignId, { name: 'Foreign tower' });
    const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, foreignProject.id);
    await insertUnit(ctx.db, w.foreignId, foreignBuilding.id, { status: 'available', price: 9_000_00 });

    // Offers: Skyline 2 in March 2025 (weeks of 3 and 17 March), 1 in April; the second 1 in March; the foreign 1.
    await saleOffer(dev, '2025-03-03T09:00:00Z');
    await saleOffer(dev, '2025-03-20T09:00:00Z');
    // 31 March 21:00 UTC is 1 April in Dubai.
    await saleOffer(dev, '2025-03-31T21:00:00Z');
    await saleOffer(secondId, '2025-03-10T09:00:00Z');
    await saleOffer(w.foreignId, '2025-03-10T09:00:00Z');
  });
  afterAll(() => ctx.close());

  describe('availability', () => {
    it('counts each organization’s units by status and currency as the filtered units list does', async () => {
      const res = await get(sm, AVAILABILITY);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as OrganizationAvailabilityRow[];
      for (const row of rows.filter((candidate) => candidate.status !== null)) {
        const list = await get(sm, 'inventory/units', {
          developer_organization_id: row.organization_id,
          status: row.status,
          per_page: 100,
        });
        expect(list.statusCode).toBe(200);
        const listed = (list.json().data as { price: number; currency: string }[]).filter((unit) => unit.currency === row.currency);
        expect(row.units, `${row.organization_name} ${row.status} ${row.currency}`).toBe(listed.length);
        expect(row.value).toBe(listed.reduce((sum, unit) => sum + unit.price, 0));
        const ofStatus = rows.filter((other) => other.organization_id === row.organization_id && other.status === row.status);
        expect(ofStatus.reduce((sum, other) => sum + other.units, 0)).toBe(list.json().meta.total);
      }
      const total = await get(sm, 'inventory/units', { developer_organization_id: w.developerId, per_page: 1 });
      const skyline = rows.filter((row) => row.organization_id === w.developerId);
      expect(skyline.reduce((sum, row) => sum + row.units, 0)).toBe(total.json().meta.total);
    });

    it('keeps every currency apart, releases lapsed reservations and shows an organization with no units', async () => {
      const rows = (await get(sm, AVAILABILITY)).json().data as OrganizationAvailabilityRow[];
      expect(rows).toEqual([
        { organization_id: secondId, organization_name: 'Azure Second', currency: null, status: null, units: 0, value: 0 },
        {
          organization_id: w.developerId,
          organization_name: 'Skyline Test',
          currency: 'AED',
          status: 'available',
          units: 2,
          value: 3_000_00,
        },
        { organization_id: w.developerId, organization_name: 'Skyline Test', currency: 'AED', status: 'sold', units: 1, value: 4_000_00 },
        {
          organization_id: w.developerId,
          organization_name: 'Skyline Test',
          currency: 'SAR',
          status: 'available',
          units: 1,
          value: 7_000_00,
        },
        {
          organization_id: w.developerId,
          organization_name: 'Skyline Test',
          currency: 'SAR',
          status: 'reserved',
          units: 1,
          value: 8_000_00,
        },
      ]);
    });
  });

  describe('sale offers over time', () => {
    it('counts each organization’s offers per month in Dubai’s calendar, as many as its offers list holds', async () => {
      const res = await get(sm, OFFERS);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as OrganizationOffersPeriodRow[];
      expect(rows).toEqual([
        { organization_id: secondId, organization_name: 'Azure Second', period: '2025-03-01', offers: 1, booked: 0, conversion_rate: 0 },
        {
          organization_id: w.developerId,
          organization_name: 'Skyline Test',
          period: '2025-03-01',
          offers: 2,
          booked: 0,
          conversion_rate: 0,
        },
        {
          organization_id: w.developerId,
          organization_name: 'Skyline Test',
          period: '2025-04-01',
          offers: 1,
          booked: 0,
          conversion_rate: 0,
        },
      ]);
      for (const organizationId of [secondId, w.developerId]) {
        const list = await get(sm, 'inventory/sale-offers', { developer_organization_id: organizationId, per_page: 1 });
        const counted = rows.filter((row) => row.organization_id === organizationId).reduce((sum, row) => sum + row.offers, 0);
        expect(counted).toBe(list.json().meta.total);
      }
    });

    it('counts per week from Monday, within the period', async () => {
      const res = await get(sm, OFFERS, { interval: 'week', from: '2025-03-04', to: '2025-03-31' });
      expect(res.json().data).toEqual([
        { organization_id: secondId, organization_name: 'Azure Second', period: '2025-03-10', offers: 1, booked: 0, conversion_rate: 0 },
        {
          organization_id: w.developerId,
          organization_name: 'Skyline Test',
          period: '2025-03-17',
          offers: 1,
          booked: 0,
          conversion_rate: 0,
        },
      ]);
    });

    it('refuses a period or interval that is not one, naming the field', async () => {
      const backwards = await get(sm, OFFERS, { from: '2025-04-01', to: '2025-03-01' });
      expect(backwards.statusCode).toBe(422);
      expect(Object.keys(backwards.json().errors)).toEqual(['to']);
      const interval = await get(sm, OFFERS, { interval: 'day' });
      expect(interval.statusCode).toBe(422);
      expect(Object.keys(interval.json().errors)).toEqual(['interval']);
    });
  });

  describe('who reaches it', () => {
    const paths = [AVAILABILITY, OFFERS];

    it.each(paths)('%s: refuses every other role', async (path) => {
      for (const role of ['super_admin', 'developer_admin', 'developer', 'broker_admin', 'broker'] as const) {
        expect((await get(w.actors[role], path)).statusCode, role).toBe(403);
      }
    });

    it.each(paths)('%s: never answers for an unassigned organization', async (path) => {
      expect((await get({ ...sm, orgId: w.foreignId }, path)).statusCode).toBe(403);
      const body = (await get(sm, path)).json();
      expect(JSON.stringify(body)).not.toContain('Foreign Developer');
      expect(body.data.every((row: { organization_id: number }) => row.organization_id !== w.foreignId)).toBe(true);
    });

    it.each(paths)('%s: acting in one assigned organization answers for that one only', async (path) => {
      const rows = (await get({ ...sm, orgId: secondId }, path)).json().data as { organization_id: number }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.organization_id === secondId)).toBe(true);
    });

    it.each(paths)('%s: a sales manager with no assignment sees nothing', async (path) => {
      const user = await createUser(ctx.db, { full_name: 'Idle Manager' });
      await addMember(ctx.db, user.id, w.platformId, 'super_admin_sales_manager');
      const idle = { userId: user.id, token: await tokenFor(ctx.db, user.id), orgId: w.platformId };
      const res = await get(idle, path);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([]);
    });
  });

  it('costs the same number of statements with ten times the data', { timeout: 60_000 }, async () => {
    const measure = async () => {
      const counts: number[] = [];
      for (const [path, query] of [
        [AVAILABILITY, {}],
        [OFFERS, { interval: 'week' }],
      ] as const) {
        await get(sm, path, query);
        statements.length = 0;
        counting = true;
        const res = await get(sm, path, query);
        counting = false;
        expect(res.statusCode).toBe(200);
        counts.push(statements.length);
      }
      return counts;
    };
    const small = await measure();
    expect(small.every((n) => n > 0)).toBe(true);
    for (let i = 0; i < 4; i++) {
      const organization = await createOrganization(ctx.db, { kind: 'developer' });
      await assignToSalesManager(ctx.db, sm.userId, organization.id);
      const project = await insertProject(ctx.db, organization.id, { currency: i % 2 ? 'AED' : 'KWD' });
      const building = await insertBuilding(ctx.db, organization.id, project.id);
      for (let j = 0; j < 10; j++) {
        await insertUnit(ctx.db, organization.id, building.id, { status: j % 3 ? 'available' : 'sold' });
        await saleOffer(organization.id, `2025-0${1 + (j % 9)}-0${1 + (j % 8)}T09:00:00Z`);
      }
    }
    expect(await measure()).toEqual(small);
  });
});
