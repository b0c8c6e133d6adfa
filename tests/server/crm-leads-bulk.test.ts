import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema.ts';
import { leadHistory, leads, leadTags } from '../../src/server/db/crm-schema.ts';
import { auditEntries, crmApi, historyOf, insertLead, insertTag, snapshot, tagLead } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';
import { expectEvery } from '../support/expect-every.ts';

describe('crm bulk actions on leads', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
  });
  afterAll(() => ctx.close());

  const threeLeads = async (orgId: number, fields: Partial<typeof leads.$inferInsert> = {}) => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await insertLead(ctx.db, orgId, fields)).id);
    return ids;
  };
  const everything = async () => ({
    leads: await snapshot(ctx.db, leads),
    tags: await snapshot(ctx.db, leadTags),
    history: await snapshot(ctx.db, leadHistory),
  });

  describe('POST crm/leads/bulk', () => {
    it('assigns an owner to every lead not already his, recording each and notifying him once', async () => {
      const ids = await threeLeads(w.developerId, { owner_id: w.actors.developer.userId, seen: true });
      await ctx.db.update(leads).set({ owner_id: w.actors.developer_admin.userId }).where(eq(leads.id, ids[0]!));
      const res = await api.post(w.actors.developer, 'crm/leads/bulk', {
        ids,
        action: 'assign_owner',
        owner_id: w.actors.developer_admin.userId,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { updated: 2 }, message: '2 leads updated.' });
      const rows = await ctx.db.select().from(leads).where(inArray(leads.id, ids));
      expectEvery(rows, (row) => row.owner_id === w.actors.developer_admin.userId);
      expectEvery(
        rows.filter((row) => row.id !== ids[0]),
        (row) => row.seen === false,
      );
      expect(await historyOf(ctx.db, ids[0]!)).toEqual([]);
      for (const id of ids.slice(1)) {
        expect((await historyOf(ctx.db, id)).map((item) => [item.field, item.old_value, item.new_value, item.details])).toEqual([
          ['owner_id', w.actors.developer.userId, w.actors.developer_admin.userId, { old_label: 'Dev Member', new_label: 'Dev Admin' }],
        ]);
      }
      const notices = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, w.actors.developer_admin.userId), eq(notifications.type, 'lead_assigned')));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: 'You were assigned 2 leads',
        data: { organization_id: w.developerId, count: 2, lead_ids: ids.slice(1) },
      });
    });

    it('unassigns leads with owner_id null', async () => {
      const ids = await threeLeads(w.developerId, { owner_id: w.actors.developer.userId });
      expect(
        (await api.post(w.actors.developer, 'crm/leads/bulk', { ids, action: 'assign_owner', owner_id: null })).json().data.updated,
      ).toBe(3);
      expectEvery(await ctx.db.select().from(leads).where(inArray(leads.id, ids)), (row) => row.owner_id === null);
    });

    it('adds and removes a tag, recording the tags of each lead that changed', async () => {
      const tag = await insertTag(ctx.db, w.brokerId, 'Bulk tag');
      const other = await insertTag(ctx.db, w.brokerId, 'Already');
      const ids = await threeLeads(w.brokerId);
      await tagLead(ctx.db, w.brokerId, ids[0]!, tag.id);
      await tagLead(ctx.db, w.brokerId, ids[1]!, other.id);
      const added = await api.post(w.actors.broker, 'crm/leads/bulk', { ids, action: 'add_tag', tag_id: tag.id });
      expect(added.json().data.updated).toBe(2);
      expect((await historyOf(ctx.db, ids[1]!)).map((item) => [item.field, item.old_value, item.new_value])).toEqual([
        ['tags', ['Already'], ['Already', 'Bulk tag']],
      ]);
      const removed = await api.post(w.actors.broker, 'crm/leads/bulk', { ids, action: 'remove_tag', tag_id: tag.id });
      expect(removed.json().data.updated).toBe(3);
      expect(await ctx.db.select().from(leadTags).where(eq(leadTags.tag_id, tag.id))).toEqual([]);
      expect((await historyOf(ctx.db, ids[2]!)).map((item) => [item.old_value, item.new_value])).toEqual([
        [[], ['Bulk tag']],
        [['Bulk tag'], []],
      ]);
    });

    it('is all or nothing: one lead of another tenant makes it a 404 and nothing changes', async () => {
      const ids = await threeLeads(w.developerId);
      const foreign = await insertLead(ctx.db, w.foreignId);
      const tag = await insertTag(ctx.db, w.developerId);
      const before = await everything();
      const assign = await api.post(w.actors.developer, 'crm/leads/bulk', {
        ids: [...ids, foreign.id],
        action: 'assign_owner',
        owner_id: w.actors.developer.userId,
      });
      expect(assign.statusCode).toBe(404);
      expect(
        (await api.post(w.actors.developer, 'crm/leads/bulk', { ids: [...ids, 2_000_000], action: 'add_tag', tag_id: tag.id })).statusCode,
      ).toBe(404);
      expect(await everything()).toEqual(before);
    });

    it('answers 422 for an owner or tag the organization does not have, and for a malformed body; nothing changes', async () => {
      const ids = await threeLeads(w.developerId);
      const foreignTag = await insertTag(ctx.db, w.foreignId);
      const before = await everything();
      const owner = await api.post(w.actors.developer, 'crm/leads/bulk', {
        ids,
        action: 'assign_owner',
        owner_id: w.actors.foreign_admin.userId,
      });
      expect(owner.json().errors).toEqual({ owner_id: ['The owner must be an enabled member of the organization.'] });
      const tag = await api.post(w.actors.developer, 'crm/leads/bulk', { ids, action: 'add_tag', tag_id: foreignTag.id });
      expect(tag.json().errors).toEqual({ tag_id: ['The selected tag is invalid.'] });
      const malformed = await api.post(w.actors.developer, 'crm/leads/bulk', { ids: [], action: 'delete' });
      expect(Object.keys(malformed.json().errors).sort()).toEqual(['action', 'ids']);
      const missing = await api.post(w.actors.developer, 'crm/leads/bulk', { ids, action: 'assign_owner' });
      expect(Object.keys(missing.json().errors)).toEqual(['owner_id']);
      const tooMany = await api.post(w.actors.developer, 'crm/leads/bulk', {
        ids: Array.from({ length: 501 }, (_, i) => i + 1),
        action: 'add_tag',
        tag_id: 1,
      });
      expect(tooMany.json().errors.ids).toEqual(['At most 500 leads at a time.']);
      expect(await everything()).toEqual(before);
    });

    it('refuses platform roles', async () => {
      const ids = await threeLeads(w.developerId);
      expect((await api.post(w.actors.super_admin, 'crm/leads/bulk', { ids, action: 'assign_owner', owner_id: null })).statusCode).toBe(
        403,
      );
    });
  });

  describe('POST crm/leads/bulk-delete', () => {
    it('lets an admin delete the leads together, and audits it', async () => {
      const ids = await threeLeads(w.brokerId);
      const res = await api.post(w.actors.broker_admin, 'crm/leads/bulk-delete', { ids });
      expect(res.json()).toEqual({ data: { deleted: 3 }, message: '3 leads deleted.' });
      expect(await ctx.db.select().from(leads).where(inArray(leads.id, ids))).toEqual([]);
      expect(await auditEntries(ctx.db, 'crm.leads.bulk_deleted')).toHaveLength(1);
    });

    it('refuses a member who is not an admin with 403, and deletes nothing', async () => {
      const ids = await threeLeads(w.brokerId);
      const res = await api.post(w.actors.broker, 'crm/leads/bulk-delete', { ids });
      expect(res.statusCode).toBe(403);
      expect(await ctx.db.select().from(leads).where(inArray(leads.id, ids))).toHaveLength(3);
      expect((await api.post(w.actors.super_admin, 'crm/leads/bulk-delete', { ids })).statusCode).toBe(403);
    });

    it('deletes nothing when one lead is another tenant’s (404)', async () => {
      const ids = await threeLeads(w.brokerId);
      const foreign = await insertLead(ctx.db, w.foreignId);
      const before = await everything();
      expect((await api.post(w.actors.broker_admin, 'crm/leads/bulk-delete', { ids: [...ids, foreign.id] })).statusCode).toBe(404);
      expect(await everything()).toEqual(before);
      expect((await api.post(w.actors.broker_admin, 'crm/leads/bulk-delete', { ids: ['x'] })).json().errors).toHaveProperty('ids.0');
    });
  });
});
