import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCrm } from '../../src/server/db/seed/demo-crm.ts';
import { seedDemoDeals } from '../../src/server/db/seed/demo-deals.ts';
import { memberships, notifications } from '../../src/server/db/schema.ts';
import { activities, deals, leadHistory, leads, leadTags, notes, pipelines, stages, tags } from '../../src/server/db/crm-schema.ts';
import { DEAL_STATUSES } from '../../src/shared/deals.ts';
import { LEAD_SOURCES, LEAD_STATUSES } from '../../src/shared/crm.ts';
import { crmApi } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';
import { expectEvery } from '../support/expect-every.ts';

describe('demo CRM data (seedDemoCrm)', () => {
  let ctx: TestContext;
  let w: World;
  const now = new Date('2026-11-22T08:00:00Z');
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  it('fills each organization with a few hundred realistic leads, notes, activities, tags and history', async () => {
    const counts = await ctx.db.transaction((tx) => seedDemoCrm(tx, { organizationIds: [w.developerId, w.brokerId], now }));
    expect(counts.tags).toBe(16);
    expect(counts.leads).toBeGreaterThanOrEqual(480);
    expect(counts.leads).toBeLessThanOrEqual(660);

    for (const orgId of [w.developerId, w.brokerId]) {
      const rows = await ctx.db.select().from(leads).where(eq(leads.organization_id, orgId));
      expect(rows.length).toBeGreaterThanOrEqual(240);
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(LEAD_STATUSES));
      expect(new Set(rows.map((row) => row.source))).toEqual(new Set(LEAD_SOURCES));
      expectEvery(rows, (row) => row.email || row.phone);
      expect(rows.filter((row) => row.phone?.startsWith('+971 5')).length).toBeGreaterThan(rows.length / 2);
      expectEvery(
        rows.filter((row) => row.budget_min !== null),
        (row) => row.budget_min! % 100 === 0 && row.budget_min! >= 60_000_000 && row.budget_max! >= row.budget_min!,
      );
      const memberIds = (
        await ctx.db.select({ id: memberships.user_id }).from(memberships).where(eq(memberships.organization_id, orgId))
      ).map((m) => m.id);
      expectEvery(
        rows.filter((row) => row.owner_id !== null),
        (row) => memberIds.includes(row.owner_id!),
      );
      expect(rows.some((row) => row.owner_id === null)).toBe(true);
      expect(rows.some((row) => !row.seen)).toBe(true);

      const orgActivities = await ctx.db.select().from(activities).where(eq(activities.organization_id, orgId));
      const overdue = orgActivities.filter((a) => a.completed_at === null && a.due_at < now);
      const done = orgActivities.filter((a) => a.completed_at !== null);
      const upcoming = orgActivities.filter((a) => a.completed_at === null && a.due_at >= now);
      expect(overdue.length).toBeGreaterThan(10);
      expect(done.length).toBeGreaterThan(10);
      expect(upcoming.length).toBeGreaterThan(10);
      expectEvery(done, (a) => a.completed_at! <= now);

      expect((await ctx.db.select().from(notes).where(eq(notes.organization_id, orgId))).length).toBeGreaterThan(100);
      expect((await ctx.db.select().from(leadTags).where(eq(leadTags.organization_id, orgId))).length).toBeGreaterThan(100);
      const kinds = new Set(
        (await ctx.db.select({ kind: leadHistory.kind }).from(leadHistory).where(eq(leadHistory.organization_id, orgId))).map(
          (item) => item.kind,
        ),
      );
      expect(kinds).toEqual(new Set(['created', 'field_changed', 'note_added', 'activity_added', 'activity_completed']));
    }
    // Mentions reach the organization's own members as notifications.
    const mentionIds = (
      await ctx.db.select({ user_id: notifications.user_id }).from(notifications).where(eq(notifications.type, 'mention'))
    ).map((n) => n.user_id);
    expect(mentionIds.length).toBeGreaterThan(0);
    const crmMembers = [w.actors.developer_admin, w.actors.developer, w.actors.broker_admin, w.actors.broker].map((actor) => actor.userId);
    expectEvery(mentionIds, (id) => crmMembers.includes(id));
  });

  it('is what the CRM API serves: lists, overdue activities and timelines', async () => {
    const api = crmApi(ctx);
    const list = await api.get(w.actors.developer, 'crm/leads', { per_page: 100 });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBeGreaterThanOrEqual(240);
    const overdue = await api.get(w.actors.broker, 'crm/activities', { overdue: 'true', per_page: 5 });
    expect(overdue.json().meta.total).toBeGreaterThan(0);
    const lead = list.json().data[0];
    expect((await api.get(w.actors.developer, `crm/leads/${lead.id}/history-items`)).json().meta.total).toBeGreaterThan(0);
  });

  it('is deterministic: the same position and moment give the same leads', async () => {
    const project = async (orgId: number) =>
      (await ctx.db.select().from(leads).where(eq(leads.organization_id, orgId)).orderBy(asc(leads.id))).map((row) => [
        row.full_name,
        row.email,
        row.phone,
        row.status,
        row.source,
        row.budget_min,
        row.budget_max,
        row.created_at.toISOString(),
      ]);
    await seedDemoCrm(ctx.db, { organizationIds: [w.foreignId], now });
    expect(await project(w.foreignId)).toEqual(await project(w.developerId));
  });

  it('adds no second set of tags when run again, and skips an organization without members', async () => {
    const again = await seedDemoCrm(ctx.db, { organizationIds: [w.developerId], now, leadsPerOrganization: 5 });
    expect(again).toMatchObject({ tags: 0, leads: 5 });
    expect(await seedDemoCrm(ctx.db, { organizationIds: [w.platformId + 10_000], now })).toEqual({
      tags: 0,
      leads: 0,
      notes: 0,
      activities: 0,
      history: 0,
    });
    const names = (await ctx.db.select({ name: tags.name }).from(tags).where(eq(tags.organization_id, w.developerId))).map(
      (tag) => tag.name,
    );
    expect(names.length).toBe(new Set(names).size);
  });

  it('adds a default pipeline of five stages and a few hundred deals on the demo leads, some hot, won and lost', async () => {
    const counts = await ctx.db.transaction((tx) => seedDemoDeals(tx, { organizationIds: [w.developerId, w.brokerId], now }));
    expect(counts.pipelines).toBe(2);
    for (const orgId of [w.developerId, w.brokerId]) {
      const [pipeline, ...others] = await ctx.db.select().from(pipelines).where(eq(pipelines.organization_id, orgId));
      expect(others).toEqual([]);
      expect(pipeline).toMatchObject({ name: 'Sales', is_default: true });
      const stageRows = await ctx.db.select().from(stages).where(eq(stages.pipeline_id, pipeline!.id)).orderBy(asc(stages.position));
      expect(stageRows.map((stage) => stage.name)).toEqual(['New', 'Contacted', 'Viewing', 'Offer', 'Negotiation']);
      const rows = await ctx.db.select().from(deals).where(eq(deals.organization_id, orgId));
      expect(rows.length).toBeGreaterThanOrEqual(150);
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(DEAL_STATUSES));
      expect(rows.filter((row) => row.hot).length).toBeGreaterThan(10);
      expectEvery(
        rows.filter((row) => row.status === 'lost'),
        (row) => row.lost_reason,
      );
      expectEvery(rows, (row) => row.value > 0 && row.value % 100 === 0);
      for (const stage of stageRows) {
        const positions = rows
          .filter((row) => row.stage_id === stage.id)
          .map((row) => row.position)
          .sort((a, b) => a - b);
        expect(positions).toEqual(positions.map((_, i) => i));
      }
      const leadIds = new Set(
        (await ctx.db.select({ id: leads.id }).from(leads).where(eq(leads.organization_id, orgId))).map((row) => row.id),
      );
      expectEvery(rows, (row) => leadIds.has(row.lead_id));
    }
    const board = await crmApi(ctx).get(
      w.actors.broker,
      `crm/pipelines/${(await ctx.db.select().from(pipelines).where(eq(pipelines.organization_id, w.brokerId)))[0]!.id}/kanban`,
    );
    expect(board.statusCode).toBe(200);
    expect(board.json().data.reduce((sum: number, column: { count: number }) => sum + column.count, 0)).toBeGreaterThanOrEqual(150);
    // A second run adds nothing to an organization that has a pipeline.
    expect(await seedDemoDeals(ctx.db, { organizationIds: [w.developerId], now })).toEqual({ pipelines: 0, deals: 0 });
  });

  it('leaves the organizations it was not given alone', async () => {
    expect(await ctx.db.select().from(leads).where(eq(leads.organization_id, w.platformId))).toEqual([]);
    expect(await ctx.db.select().from(tags).where(eq(tags.organization_id, w.platformId))).toEqual([]);
  });
});
