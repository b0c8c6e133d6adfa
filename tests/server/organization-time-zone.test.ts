// The organization's time zone (docs/domain.md "Time zone"): set by whoever edits the organization,
// answered in the session, and followed by date filters, offer validity and overdue activities,
// while instants stay in UTC.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/server/db/schema.ts';
import { saleOffers } from '../../src/server/db/sales-schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { localDayBounds } from '../../src/shared/time-zones.ts';
import { crmApi, insertActivity, insertLead, snapshot } from './support/crm.ts';
import { insertBuilding, insertProject } from './support/inventory.ts';
import { insertUnit, offerBody } from './support/sale-offers.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('organization time zone', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
  });
  afterAll(() => ctx.close());
  afterEach(async () => {
    setTestNow(undefined);
    await setZone(w.developerId, 'Asia/Dubai');
  });

  const setZone = (organizationId: number, time_zone: string) =>
    ctx.db.update(organizations).set({ time_zone }).where(eq(organizations.id, organizationId));
  const idsOf = async (actor = w.actors.developer_admin, path: string, query: Record<string, unknown>) =>
    (await api.get(actor, path, query)).json().data.map((row: { id: number }) => row.id);

  describe('setting it', () => {
    it('is Asia/Dubai unless set, on the organization and in the session', async () => {
      const shown = await api.get(w.actors.developer_admin, `auth/organizations/${w.developerId}`);
      expect(shown.json().data.time_zone).toBe('Asia/Dubai');
      const me = await call(ctx.app, 'GET', 'auth/me', { token: w.actors.developer.token });
      expect(me.json().data.organizations).toEqual([expect.objectContaining({ id: w.developerId, time_zone: 'Asia/Dubai' })]);
      const created = await api.post(w.actors.super_admin, 'auth/organizations', { kind: 'broker', name: 'Zone Default' });
      expect(created.json().data.time_zone).toBe('Asia/Dubai');
    });

    it('lets the organization admin and the super admin change it', async () => {
      const byAdmin = await api.patch(w.actors.developer_admin, `auth/organizations/${w.developerId}`, { time_zone: 'Asia/Riyadh' });
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().data.time_zone).toBe('Asia/Riyadh');
      const bySuperAdmin = await api.patch(w.actors.super_admin, `auth/organizations/${w.brokerId}`, { time_zone: 'Asia/Kuwait' });
      expect(bySuperAdmin.json().data.time_zone).toBe('Asia/Kuwait');
      const me = await call(ctx.app, 'GET', 'auth/me', { token: w.actors.developer.token });
      expect(me.json().data.organizations[0].time_zone).toBe('Asia/Riyadh');
    });

    it('refuses a zone Intl does not know (422 on time_zone) and changes nothing', async () => {
      const before = await snapshot(ctx.db, organizations);
      for (const time_zone of ['Mars/Olympus_Mons', '+04:00', 'GST', '', 42]) {
        const res = await api.patch(w.actors.developer_admin, `auth/organizations/${w.developerId}`, { time_zone });
        expect(res.statusCode, String(time_zone)).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['time_zone']);
      }
      const created = await api.post(w.actors.super_admin, 'auth/organizations', {
        kind: 'broker',
        name: 'Nowhere',
        time_zone: 'Nowhere/City',
      });
      expect(created.statusCode).toBe(422);
      expect(created.json().errors).toHaveProperty('time_zone');
      expect(await snapshot(ctx.db, organizations)).toEqual(before);
    });

    it('refuses a member who may not edit the organization (403) and another tenant (404)', async () => {
      const before = await snapshot(ctx.db, organizations);
      expect((await api.patch(w.actors.developer, `auth/organizations/${w.developerId}`, { time_zone: 'UTC' })).statusCode).toBe(403);
      expect((await api.patch(w.actors.broker_admin, `auth/organizations/${w.developerId}`, { time_zone: 'UTC' })).statusCode).toBe(404);
      expect((await api.patch(w.actors.foreign_admin, `auth/organizations/${w.developerId}`, { time_zone: 'UTC' })).statusCode).toBe(404);
      expect(await snapshot(ctx.db, organizations)).toEqual(before);
    });
  });

  describe('local days', () => {
    it('finds the bounds of a day in a zone, through a daylight saving change too', () => {
      expect(localDayBounds('2026-11-26', 'Asia/Dubai')).toEqual({
        start: new Date('2026-11-25T20:00:00.000Z'),
        end: new Date('2026-11-26T20:00:00.000Z'),
      });
      expect(localDayBounds('2026-11-26', 'UTC').start).toEqual(new Date('2026-11-26T00:00:00.000Z'));
      // 29 March 2026 in London: 23 hours, from GMT midnight to BST midnight.
      expect(localDayBounds('2026-03-29', 'Europe/London')).toEqual({
        start: new Date('2026-03-29T00:00:00.000Z'),
        end: new Date('2026-03-29T23:00:00.000Z'),
      });
    });
  });

  describe('date filters', () => {
    it('reads created_from and created_to as days of the organization (26 Nov in Dubai starts at 20:00 UTC on the 25th)', async () => {
      const lead = await insertLead(ctx.db, w.developerId, { created_at: new Date('2026-11-25T21:30:00Z') });
      const inDubai = (query: Record<string, unknown>) => idsOf(w.actors.developer_admin, 'crm/leads', query);
      expect(await inDubai({ created_from: '2026-11-26', created_to: '2026-11-26' })).toEqual([lead.id]);
      expect(await inDubai({ created_from: '2026-11-25', created_to: '2026-11-25' })).toEqual([]);

      await setZone(w.developerId, 'UTC');
      expect(await inDubai({ created_from: '2026-11-26', created_to: '2026-11-26' })).toEqual([]);
      expect(await inDubai({ created_from: '2026-11-25', created_to: '2026-11-25' })).toEqual([lead.id]);
    });

    it('takes a date-time bound as the instant it names, whatever the zone', async () => {
      const lead = await insertLead(ctx.db, w.developerId, { created_at: new Date('2027-01-10T21:30:00Z') });
      const found = (query: Record<string, unknown>) => idsOf(w.actors.developer_admin, 'crm/leads', query);
      expect(await found({ created_from: '2027-01-10T21:30:00Z', created_to: '2027-01-10T21:30:00Z' })).toEqual([lead.id]);
      expect(await found({ created_from: '2027-01-11T01:31:00+04:00' })).not.toContain(lead.id);
    });

    it('reads an activity due range as days of the organization', async () => {
      const activity = await insertActivity(ctx.db, w.developerId, { due_at: new Date('2026-12-01T22:00:00Z') });
      const found = (query: Record<string, unknown>) => idsOf(w.actors.developer_admin, 'crm/activities', query);
      expect(await found({ due_from: '2026-12-02', due_to: '2026-12-02' })).toEqual([activity.id]);
      await setZone(w.developerId, 'UTC');
      expect(await found({ due_from: '2026-12-02', due_to: '2026-12-02' })).toEqual([]);
      expect(await found({ due_from: '2026-12-01', due_to: '2026-12-01' })).toEqual([activity.id]);
    });
  });

  describe('overdue', () => {
    it('is an open activity whose due instant has passed, to the minute', async () => {
      // Near the real clock: a session's token is judged by the same clock.
      const due = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);
      const activity = await insertActivity(ctx.db, w.developerId, { due_at: due });
      const overdueOf = async () =>
        (await api.get(w.actors.developer_admin, 'crm/activities', { due_from: due.toISOString(), due_to: due.toISOString() }))
          .json()
          .data.find((row: { id: number }) => row.id === activity.id).overdue as boolean;
      const overdueIds = () => idsOf(w.actors.developer_admin, 'crm/activities', { overdue: 'true', due_from: due.toISOString() });
      setTestNow(new Date(due.getTime() - 60_000));
      expect(await overdueOf()).toBe(false);
      expect(await overdueIds()).not.toContain(activity.id);
      setTestNow(new Date(due.getTime() + 60_000));
      expect(await overdueOf()).toBe(true);
      expect(await overdueIds()).toContain(activity.id);
    });
  });

  describe('sale offer validity', () => {
    let unitId: number;
    beforeAll(async () => {
      const project = await insertProject(ctx.db, w.developerId);
      const building = await insertBuilding(ctx.db, w.developerId, project.id);
      unitId = (await insertUnit(ctx.db, w.developerId, building.id)).id;
    });

    const offerCreate = (valid_until: string) =>
      api.post(w.actors.developer_admin, `inventory/sale-offers/${w.developerId}`, offerBody({ valid_until, unit_ids: [unitId] }));

    it('takes today in the organization’s zone as the first valid day', async () => {
      // 01:30 on 26 Nov in Dubai, still the 25th in UTC.
      setTestNow(new Date('2026-11-25T21:30:00Z'));
      const yesterdayInDubai = await offerCreate('2026-11-25');
      expect(yesterdayInDubai.statusCode).toBe(422);
      expect(yesterdayInDubai.json().errors).toHaveProperty('valid_until');
      await setZone(w.developerId, 'UTC');
      expect((await offerCreate('2026-11-25')).statusCode).toBe(201);
    });

    it('keeps an offer valid through the end of its last day in the zone, then expired, in the list and its filter', async () => {
      setTestNow(new Date('2026-11-20T08:00:00Z'));
      const created = await offerCreate('2026-11-26');
      expect(created.statusCode).toBe(201);
      const offerId = created.json().data.id as number;
      const statusNow = async () => (await api.get(w.actors.developer_admin, `inventory/sale-offers/${offerId}`)).json().data.status;
      const expiredIds = () => idsOf(w.actors.developer_admin, 'inventory/sale-offers', { status: 'expired' });
      const draftIds = () => idsOf(w.actors.developer_admin, 'inventory/sale-offers', { status: 'draft' });

      setTestNow(new Date('2026-11-26T19:59:00Z')); // 23:59 on the 26th in Dubai
      expect(await statusNow()).toBe('draft');
      expect(await draftIds()).toContain(offerId);
      expect(await expiredIds()).not.toContain(offerId);

      setTestNow(new Date('2026-11-26T20:00:00Z')); // midnight, the 27th in Dubai, still the 26th in UTC
      expect(await statusNow()).toBe('expired');
      expect(await expiredIds()).toContain(offerId);
      expect(await draftIds()).not.toContain(offerId);

      await setZone(w.developerId, 'UTC');
      expect(await statusNow()).toBe('draft');
      expect(await draftIds()).toContain(offerId);
      await ctx.db.delete(saleOffers).where(eq(saleOffers.id, offerId));
    });
  });
});
