import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadTags, tags } from '../../src/server/db/crm-schema.ts';
import { crmApi, insertLead, insertTag, snapshot, tagLead } from './support/crm.ts';
import { addMember, createUser } from './support/factories.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('crm tags and mentions', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
  });
  afterAll(() => ctx.close());

  describe('POST crm/tags, PUT and DELETE crm/tags/{id}', () => {
    it('lets an admin create, rename and delete a tag; deleting takes it off its leads', async () => {
      const created = await api.post(w.actors.broker_admin, 'crm/tags', { name: ' Investor ', color: '#1E88E5' });
      expect(created.statusCode).toBe(201);
      const tag = created.json().data;
      expect(created.json()).toEqual({
        data: {
          id: expect.any(Number),
          name: 'Investor',
          color: '#1e88e5',
          leads_count: 0,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
        message: 'Tag created.',
      });
      const lead = await insertLead(ctx.db, w.brokerId);
      await tagLead(ctx.db, w.brokerId, lead.id, tag.id);
      const renamed = await api.put(w.actors.broker_admin, `crm/tags/${tag.id}`, { name: 'Investors', color: '#43a047' });
      expect(renamed.json()).toMatchObject({ data: { name: 'Investors', color: '#43a047', leads_count: 1 }, message: 'Tag updated.' });
      // Renaming to the same name in another letter case is not a clash with itself.
      expect((await api.put(w.actors.broker_admin, `crm/tags/${tag.id}`, { name: 'INVESTORS', color: '#43a047' })).statusCode).toBe(200);
      const deleted = await api.delete(w.actors.broker_admin, `crm/tags/${tag.id}`);
      expect(deleted.json()).toEqual({ message: 'Tag deleted.' });
      expect(await ctx.db.select().from(leadTags).where(eq(leadTags.lead_id, lead.id))).toEqual([]);
    });

    it('answers 422 on name for a duplicate in any letter case, on create and on rename', async () => {
      await insertTag(ctx.db, w.developerId, 'Golden Visa');
      const other = await insertTag(ctx.db, w.developerId, 'Off-plan');
      const dup = await api.post(w.actors.developer_admin, 'crm/tags', { name: 'golden VISA', color: '#000000' });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors).toEqual({ name: ['A tag with this name already exists.'] });
      const rename = await api.put(w.actors.developer_admin, `crm/tags/${other.id}`, { name: 'GOLDEN visa', color: '#000000' });
      expect(rename.json().errors).toEqual({ name: ['A tag with this name already exists.'] });
      // Another organization may have the same name.
      expect((await api.post(w.actors.broker_admin, 'crm/tags', { name: 'Golden Visa', color: '#000000' })).statusCode).toBe(201);
    });

    it('answers 422 for a missing name and a colour that is not #rrggbb', async () => {
      const res = await api.post(w.actors.developer_admin, 'crm/tags', { name: '', color: 'red' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['color', 'name']);
    });

    it('refuses members who are not admins, and platform roles', async () => {
      const tag = await insertTag(ctx.db, w.developerId);
      const before = await snapshot(ctx.db, tags);
      expect((await api.post(w.actors.developer, 'crm/tags', { name: 'Mine', color: '#000000' })).statusCode).toBe(403);
      expect((await api.put(w.actors.developer, `crm/tags/${tag.id}`, { name: 'Mine', color: '#000000' })).statusCode).toBe(403);
      expect((await api.delete(w.actors.developer, `crm/tags/${tag.id}`)).statusCode).toBe(403);
      expect((await api.post(w.actors.super_admin, 'crm/tags', { name: 'Mine', color: '#000000' })).statusCode).toBe(403);
      expect((await api.get(w.actors.super_admin_sales_manager, 'crm/tags')).statusCode).toBe(403);
      expect(await snapshot(ctx.db, tags)).toEqual(before);
    });

    it('answers 404 for another tenant’s tag and leaves it untouched', async () => {
      const foreign = await insertTag(ctx.db, w.foreignId, 'Foreign tag');
      const before = await snapshot(ctx.db, tags);
      expect((await api.get(w.actors.developer_admin, `crm/tags/${foreign.id}`)).statusCode).toBe(404);
      expect((await api.put(w.actors.developer_admin, `crm/tags/${foreign.id}`, { name: 'Mine now', color: '#000000' })).statusCode).toBe(
        404,
      );
      expect((await api.delete(w.actors.developer_admin, `crm/tags/${foreign.id}`)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, tags)).toEqual(before);
    });
  });

  describe('GET crm/tags, crm/tags/{id}, crm/tags/options', () => {
    it('lists and shows the organization’s tags to every CRM role, with their lead counts', async () => {
      const tag = await insertTag(ctx.db, w.brokerId, 'Listed tag', '#8e24aa');
      await tagLead(ctx.db, w.brokerId, (await insertLead(ctx.db, w.brokerId)).id, tag.id);
      await insertTag(ctx.db, w.foreignId, 'Listed foreign tag');
      const list = await api.get(w.actors.broker, 'crm/tags', { search: 'listed' });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual({
        data: [
          {
            id: tag.id,
            name: 'Listed tag',
            color: '#8e24aa',
            leads_count: 1,
            created_at: expect.any(String),
            updated_at: expect.any(String),
          },
        ],
        meta: { total: 1, page: 1, per_page: 15, last_page: 1 },
      });
      expect((await api.get(w.actors.broker, 'crm/tags', { ids: [tag.id] })).json().meta.total).toBe(1);
      expect((await api.get(w.actors.broker, `crm/tags/${tag.id}`)).json().data.name).toBe('Listed tag');
      expect((await api.get(w.actors.broker, 'crm/tags', { sort: 'color' })).statusCode).toBe(422);
    });

    it('answers options by name for every CRM role, and refuses platform roles', async () => {
      await insertTag(ctx.db, w.developerId, 'Beta option');
      await insertTag(ctx.db, w.developerId, 'alpha option');
      const res = await api.get(w.actors.developer, 'crm/tags/options', { search: 'option' });
      expect(res.json().data.map((o: { label: string }) => o.label)).toEqual(['alpha option', 'Beta option']);
      expect((await api.get(w.actors.super_admin, 'crm/tags/options')).statusCode).toBe(403);
    });
  });

  describe('GET crm/mentions', () => {
    it('answers the organization’s enabled members as options, searched by name or email', async () => {
      const disabled = await createUser(ctx.db, { full_name: 'Dev Disabled' });
      await addMember(ctx.db, disabled.id, w.developerId, 'developer', false);
      const res = await api.get(w.actors.developer, 'crm/mentions');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { value: w.actors.developer_admin.userId, label: 'Dev Admin' },
        { value: w.actors.developer.userId, label: 'Dev Member' },
      ]);
      expect((await api.get(w.actors.developer, 'crm/mentions', { search: 'dev.admin@' })).json().data).toEqual([
        { value: w.actors.developer_admin.userId, label: 'Dev Admin' },
      ]);
    });

    it('refuses platform roles', async () => {
      expect((await api.get(w.actors.super_admin, 'crm/mentions')).statusCode).toBe(403);
      expect((await api.get(w.actors.super_admin_sales_manager, 'crm/mentions')).statusCode).toBe(403);
    });
  });
});
