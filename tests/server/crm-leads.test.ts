import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema.ts';
import { leadHistory, leads, leadTags } from '../../src/server/db/crm-schema.ts';
import { addMember, createUser, organizationToken } from './support/factories.ts';
import { auditEntries, crmApi, historyOf, insertLead, insertTag, leadBody, snapshot, tagLead } from './support/crm.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';
import { expectEvery } from '../support/expect-every.ts';

describe('crm leads', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  const statements: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => statements.push(text) } });
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
  });
  afterAll(() => ctx.close());

  const notificationsOf = (userId: number, type: string) =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.type, type)));

  describe('POST crm/leads', () => {
    it('creates a lead with owner and tags, records its creation and notifies the owner', async () => {
      const tag = await insertTag(ctx.db, w.developerId, 'VIP', '#e53935');
      const res = await api.post(
        w.actors.developer,
        'crm/leads',
        leadBody({
          owner_id: w.actors.developer_admin.userId,
          tag_ids: [tag.id],
          budget_min: 150_000_000,
          budget_max: 250_000_000,
          nationality: 'ae',
          interests: { unit_types: ['villa'], bedrooms: [4, 3, 3] },
        }),
      );
      expect(res.statusCode).toBe(201);
      const lead = res.json().data;
      expect(res.json().message).toBe('Lead created.');
      expect(lead).toMatchObject({
        full_name: 'Ahmed Al Falasi',
        email: 'ahmed@example.test',
        phone: '+971 50 123 4567',
        nationality: 'AE',
        source: 'website',
        status: 'new',
        budget_min: 150_000_000,
        budget_max: 250_000_000,
        currency: 'AED',
        interests: { unit_types: ['villa'], bedrooms: [3, 4] },
        owner_id: w.actors.developer_admin.userId,
        owner: { id: w.actors.developer_admin.userId, full_name: 'Dev Admin' },
        tag_ids: [tag.id],
        tags: [{ id: tag.id, name: 'VIP', color: '#e53935' }],
        seen: false,
        created_by: { id: w.actors.developer.userId, full_name: 'Dev Member' },
      });
      expect(lead).not.toHaveProperty('organization_id');
      expect(lead).not.toHaveProperty('email_normalized');
      expect((await historyOf(ctx.db, lead.id)).map((item) => [item.kind, item.actor_id])).toEqual([
        ['created', w.actors.developer.userId],
      ]);
      const [notice] = (await notificationsOf(w.actors.developer_admin.userId, 'lead_assigned')).filter((n) => n.data.lead_id === lead.id);
      expect(notice).toMatchObject({
        title: 'You were assigned the lead Ahmed Al Falasi',
        data: { organization_id: w.developerId, lead_id: lead.id },
      });
    });

    it('marks a lead its creator owns as seen and notifies nobody', async () => {
      const before = (await notificationsOf(w.actors.broker.userId, 'lead_assigned')).length;
      const res = await api.post(w.actors.broker, 'crm/leads', leadBody({ email: null, owner_id: w.actors.broker.userId }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ seen: true, email: null, owner: { full_name: 'Broker Member' } });
      expect((await notificationsOf(w.actors.broker.userId, 'lead_assigned')).length).toBe(before);
    });

    it('makes the creator the owner of a lead created without one: seen by him, not in the unseen count', async () => {
      const created: number[] = [];
      for (const [actor, name] of [
        [w.actors.broker, 'Broker Member'],
        [w.actors.broker_admin, 'Broker Admin'],
      ] as const) {
        const unseen = async () => (await api.get(actor, 'crm/leads/unseen-count')).json().data.count;
        const countBefore = await unseen();
        const notices = (await notificationsOf(actor.userId, 'lead_assigned')).length;
        const res = await api.post(actor, 'crm/leads', leadBody({ full_name: 'سارة المنصوري' }));
        expect(res.statusCode).toBe(201);
        expect(res.json().data).toMatchObject({ owner_id: actor.userId, owner: { id: actor.userId, full_name: name }, seen: true });
        expect(await unseen()).toBe(countBefore);
        expect((await notificationsOf(actor.userId, 'lead_assigned')).length).toBe(notices);
        created.push(res.json().data.id);
      }
      const nobody = await api.post(w.actors.broker, 'crm/leads', leadBody({ owner_id: null }));
      expect(nobody.json().data).toMatchObject({ owner_id: null, owner: null, seen: false });
      created.push(nobody.json().data.id);
      // The list tests below count the broker's leads: these leave no trace there.
      await ctx.db.delete(leads).where(inArray(leads.id, created));
    });

    it('leaves a lead an API token creates without an owner unowned and unseen', async () => {
      const res = await call(ctx.app, 'POST', 'crm/leads', { token: await organizationToken(ctx.db, w.brokerId), body: leadBody() });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ owner_id: null, owner: null, seen: false, created_by: null });
    });

    it('answers 422 naming each bad field and creates nothing', async () => {
      const before = await snapshot(ctx.db, leads);
      const res = await api.post(w.actors.developer, 'crm/leads', {
        full_name: ' ',
        email: '',
        phone: '',
        source: 'billboard',
        status: 'new',
        budget_min: 500,
        budget_max: 100,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['budget_max', 'email', 'full_name', 'phone', 'source']);
      expect(res.json().errors.email).toEqual(['The email field is required when phone is not present.']);
      expect(res.json().errors.budget_max).toEqual(['The maximum budget must be at least the minimum budget.']);
      const badPhone = await api.post(w.actors.developer, 'crm/leads', leadBody({ phone: 'call me', email: 'not-an-email' }));
      expect(Object.keys(badPhone.json().errors).sort()).toEqual(['email', 'phone']);
      expect(await snapshot(ctx.db, leads)).toEqual(before);
    });

    it('refuses an owner who is not an enabled member and a tag of another organization, with 422 on each', async () => {
      const disabled = await createUser(ctx.db, { full_name: 'Gone Member' });
      await addMember(ctx.db, disabled.id, w.developerId, 'developer', false);
      const foreignTag = await insertTag(ctx.db, w.foreignId, 'Foreign');
      const ownTag = await insertTag(ctx.db, w.developerId);
      const before = await snapshot(ctx.db, leads);
      for (const ownerId of [w.actors.foreign_admin.userId, disabled.id, w.actors.broker.userId]) {
        const res = await api.post(w.actors.developer, 'crm/leads', leadBody({ owner_id: ownerId, tag_ids: [ownTag.id, foreignTag.id] }));
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          owner_id: ['The owner must be an enabled member of the organization.'],
          'tag_ids.1': ['The selected tag is invalid.'],
        });
      }
      expect(await snapshot(ctx.db, leads)).toEqual(before);
    });

    it('takes a lead from an organization API token, with no user as creator or actor', async () => {
      const token = await organizationToken(ctx.db, w.brokerId);
      const res = await call(ctx.app, 'POST', 'crm/leads', {
        token,
        body: leadBody({ full_name: 'From the website form', owner_id: w.actors.broker.userId }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ created_by: null, seen: false, owner: { full_name: 'Broker Member' } });
      expect((await historyOf(ctx.db, res.json().data.id)).map((item) => [item.kind, item.actor_id, item.details])).toEqual([
        ['created', null, { via: 'api' }],
      ]);
      const [notice] = (await notificationsOf(w.actors.broker.userId, 'lead_assigned')).filter(
        (n) => n.data.lead_id === res.json().data.id,
      );
      expect(notice!.body).toBe('An integration assigned this lead to you.');
    });

    it('refuses platform roles and callers without an organization', async () => {
      expect((await api.post(w.actors.super_admin, 'crm/leads', leadBody())).statusCode).toBe(403);
      expect((await api.post(w.actors.super_admin_sales_manager, 'crm/leads', leadBody())).statusCode).toBe(403);
      // The sales manager reaches the developer through his assignment, but not its CRM.
      const viaScope = await call(ctx.app, 'POST', 'crm/leads', {
        token: w.actors.super_admin_sales_manager.token,
        body: { ...leadBody(), organization_id: w.developerId },
      });
      expect(viaScope.statusCode).toBe(403);
      expect((await call(ctx.app, 'POST', 'crm/leads', { token: w.actors.developer.token, body: leadBody() })).statusCode).toBe(403);
      expect((await call(ctx.app, 'POST', 'crm/leads', { body: leadBody() })).statusCode).toBe(401);
    });
  });

  it('answers 422, not 500, to a missing or null body on create, update and bulk (the cross-field rules have no fields to compare)', async () => {
    const actor = w.actors.developer;
    const lead = await insertLead(ctx.db, w.developerId);
    for (const [method, path] of [
      ['POST', 'crm/leads'],
      ['PUT', `crm/leads/${lead.id}`],
      ['POST', 'crm/leads/bulk'],
    ] as const) {
      for (const payload of [undefined, 'null']) {
        const res = await call(ctx.app, method, path, {
          token: actor.token,
          query: { organization_id: actor.orgId },
          ...(payload === undefined ? {} : { body: payload, headers: { 'content-type': 'application/json' } }),
        });
        expect(res.statusCode, `${method} ${path} ${payload}`).toBe(422);
      }
    }
  });

  describe('GET crm/leads', () => {
    let orgId: number;
    let ids: Record<string, number>;
    let vip: number;
    beforeAll(async () => {
      orgId = w.brokerId;
      const vipTag = await insertTag(ctx.db, orgId, 'Hot', '#ff0000');
      vip = vipTag.id;
      const owner = w.actors.broker_admin.userId;
      const rows = [
        {
          full_name: 'Zayed Khan',
          email: 'zayed@list.test',
          phone: '+971 55 111 2222',
          status: 'qualified' as const,
          source: 'referral' as const,
          owner_id: owner,
          seen: true,
          budget_min: 300,
          created_at: new Date('2026-01-10T10:00:00Z'),
        },
        {
          full_name: 'Mariam Saleh',
          email: 'mariam@list.test',
          phone: null,
          status: 'new' as const,
          source: 'portal' as const,
          owner_id: null,
          seen: false,
          budget_min: 100,
          created_at: new Date('2026-02-10T10:00:00Z'),
        },
        {
          full_name: 'Omar Nasser',
          email: null,
          phone: '050-999 8888',
          status: 'contacted' as const,
          source: 'referral' as const,
          owner_id: owner,
          seen: false,
          budget_min: 200,
          created_at: new Date('2026-03-10T10:00:00Z'),
        },
      ];
      ids = {};
      for (const row of rows) ids[row.full_name] = (await insertLead(ctx.db, orgId, row)).id;
      await tagLead(ctx.db, orgId, ids['Zayed Khan']!, vip);
      await insertLead(ctx.db, w.foreignId, { full_name: 'Zayed Foreign' });
    });

    const names = async (query: Record<string, unknown>) => {
      const res = await api.get(w.actors.broker, 'crm/leads', { ids: Object.values(ids), ...query });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((lead: { full_name: string }) => lead.full_name);
    };
    const namesOf = async (query: Record<string, unknown>) => {
      const res = await api.get(w.actors.broker, 'crm/leads', query);
      expect(res.statusCode).toBe(200);
      return res.json().data.map((lead: { full_name: string }) => lead.full_name);
    };

    it('lists the organization’s leads newest first with owner and tags, and never another tenant’s', async () => {
      const res = await api.get(w.actors.broker, 'crm/leads');
      expect(res.json().meta).toMatchObject({ page: 1, per_page: 15 });
      const all = res.json().data;
      expect(all.map((lead: { full_name: string }) => lead.full_name)).not.toContain('Zayed Foreign');
      expect(all.find((lead: { id: number }) => lead.id === ids['Zayed Khan'])).toMatchObject({
        owner: { id: w.actors.broker_admin.userId, full_name: 'Broker Admin' },
        tags: [{ id: vip, name: 'Hot', color: '#ff0000' }],
        tag_ids: [vip],
      });
    });

    it('filters by status, source, owner, tag, seen and created range, and searches name, email and phone', async () => {
      expect(await namesOf({ status: 'qualified' })).toEqual(['Zayed Khan']);
      expect(await namesOf({ status: ['new', 'contacted'], source: 'referral' })).toEqual(['Omar Nasser']);
      expect(await namesOf({ owner_id: w.actors.broker_admin.userId, sort: 'full_name', order: 'asc' })).toEqual([
        'Omar Nasser',
        'Zayed Khan',
      ]);
      expect(await namesOf({ tag_id: vip })).toEqual(['Zayed Khan']);
      expect(await namesOf({ seen: 'false', search: 'a', created_to: '2026-03-31', sort: 'full_name', order: 'asc' })).toEqual([
        'Mariam Saleh',
        'Omar Nasser',
      ]);
      expect(await namesOf({ created_from: '2026-02-01', created_to: '2026-02-10' })).toEqual(['Mariam Saleh']);
      expect(await namesOf({ search: 'MARIAM@' })).toEqual(['Mariam Saleh']);
      expect(await namesOf({ search: '0509998888' })).toEqual(['Omar Nasser']);
      expect(await namesOf({ search: '55 111' })).toEqual(['Zayed Khan']);
      expect(await namesOf({ ids: [ids['Omar Nasser'], ids['Mariam Saleh']], sort: 'id', order: 'asc' })).toEqual([
        'Mariam Saleh',
        'Omar Nasser',
      ]);
    });

    it('sorts on the allowed fields, pages, and answers 422 for an unknown sort or a bad filter', async () => {
      expect(await names({ sort: 'budget_min', order: 'desc' })).toEqual(['Zayed Khan', 'Omar Nasser', 'Mariam Saleh']);
      expect(await names({ sort: 'created_at', order: 'asc', per_page: 2, page: 2 })).toEqual(['Omar Nasser']);
      for (const [query, field] of [
        [{ sort: 'phone_normalized' }, 'sort'],
        [{ status: 'won' }, 'status.0'],
        [{ seen: 'maybe' }, 'seen'],
        [{ created_from: 'yesterday' }, 'created_from'],
        [{ created_from: '2026-02-30' }, 'created_from'],
        [{ created_to: '9999-12-31' }, 'created_to'],
        [{ created_to: '+275760-09-13T00:00:00Z' }, 'created_to'],
        [{ created_from: '2026-02-30T10:00:00Z' }, 'created_from'],
        [{ owner_id: 'me' }, 'owner_id'],
      ] as const) {
        const res = await api.get(w.actors.broker, 'crm/leads', query);
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual([field]);
      }
    });

    it('costs the same number of queries for a page of 10 leads as for a page of 100', async () => {
      const tagA = await insertTag(ctx.db, w.developerId, 'Count A');
      const tagB = await insertTag(ctx.db, w.developerId, 'Count B');
      for (let i = 0; i < 100; i++) {
        const lead = await insertLead(ctx.db, w.developerId, {
          full_name: `Count ${i}`,
          owner_id: i % 2 ? w.actors.developer.userId : w.actors.developer_admin.userId,
          created_by: w.actors.developer.userId,
        });
        await tagLead(ctx.db, w.developerId, lead.id, tagA.id);
        if (i % 3 === 0) await tagLead(ctx.db, w.developerId, lead.id, tagB.id);
      }
      const measure = async (perPage: number) => {
        await api.get(w.actors.developer, 'crm/leads', { search: 'Count', per_page: perPage });
        statements.length = 0;
        const res = await api.get(w.actors.developer, 'crm/leads', { search: 'Count', per_page: perPage });
        expect(res.json().data).toHaveLength(perPage);
        expectEvery(res.json().data, (lead: { tags: unknown[]; owner: unknown }) => lead.tags.length > 0 && lead.owner);
        return statements.length;
      };
      const ten = await measure(10);
      const hundred = await measure(100);
      expect(hundred).toBe(ten);
      expect(ten).toBeLessThanOrEqual(6);
    });

    it('refuses platform roles', async () => {
      expect((await api.get(w.actors.super_admin, 'crm/leads')).statusCode).toBe(403);
      expect((await api.get(w.actors.super_admin_sales_manager, 'crm/leads')).statusCode).toBe(403);
    });
  });

  describe('GET crm/leads/options and crm/leads/unseen-count, PATCH toggle-seen, opening a lead', () => {
    it('answers options of the organization’s leads by name', async () => {
      await insertLead(ctx.db, w.brokerId, { full_name: 'Option Person' });
      await insertLead(ctx.db, w.foreignId, { full_name: 'Option Foreigner' });
      const res = await api.get(w.actors.broker, 'crm/leads/options', { search: 'option' });
      expect(res.json()).toEqual({ data: [{ value: expect.any(Number), label: 'Option Person' }] });
      expect((await api.get(w.actors.super_admin, 'crm/leads/options')).statusCode).toBe(403);
    });

    it('counts the organization’s unseen leads and keeps it current through toggle-seen', async () => {
      const count = async () => (await api.get(w.actors.developer, 'crm/leads/unseen-count')).json().data.count;
      const start = await count();
      const lead = await insertLead(ctx.db, w.developerId, { seen: false });
      await insertLead(ctx.db, w.foreignId, { seen: false });
      expect(await count()).toBe(start + 1);
      const toggled = await api.patch(w.actors.developer, `crm/leads/${lead.id}/toggle-seen`);
      expect(toggled.statusCode).toBe(200);
      expect(toggled.json()).toMatchObject({ data: { id: lead.id, seen: true }, message: 'Lead marked as seen.' });
      expect(await count()).toBe(start);
      expect((await api.patch(w.actors.developer, `crm/leads/${lead.id}/toggle-seen`)).json().data.seen).toBe(false);
      expect(await count()).toBe(start + 1);
      // The flag is not an edit: the version a form holds stays valid.
      const [row] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(row!.updated_at.getTime()).toBe(lead.updated_at.getTime());
      expect((await api.get(w.actors.super_admin_sales_manager, 'crm/leads/unseen-count')).statusCode).toBe(403);
    });

    it('marks a lead seen when its owner opens it, and only then', async () => {
      const lead = await insertLead(ctx.db, w.developerId, { owner_id: w.actors.developer.userId, seen: false });
      const byAdmin = await api.get(w.actors.developer_admin, `crm/leads/${lead.id}`);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().data).toMatchObject({ id: lead.id, seen: false, documents: [] });
      const byOwner = await api.get(w.actors.developer, `crm/leads/${lead.id}`);
      expect(byOwner.json().data.seen).toBe(true);
      expect((await ctx.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.seen).toBe(true);
    });

    it('answers 404 for another tenant’s lead and leaves it as it was', async () => {
      const foreign = await insertLead(ctx.db, w.foreignId, { owner_id: w.actors.foreign_admin.userId, seen: false });
      const before = await snapshot(ctx.db, leads);
      expect((await api.get(w.actors.developer_admin, `crm/leads/${foreign.id}`)).statusCode).toBe(404);
      expect((await api.patch(w.actors.developer_admin, `crm/leads/${foreign.id}/toggle-seen`)).statusCode).toBe(404);
      expect((await api.put(w.actors.developer_admin, `crm/leads/${foreign.id}`, { full_name: 'Taken over' })).statusCode).toBe(404);
      expect((await api.delete(w.actors.developer_admin, `crm/leads/${foreign.id}`)).statusCode).toBe(404);
      expect((await api.get(w.actors.developer_admin, `crm/leads/${foreign.id}/history-items`)).statusCode).toBe(404);
      expect((await api.get(w.actors.developer_admin, `crm/leads/${foreign.id}/activities`)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, leads)).toEqual(before);
    });

    it('answers 422 for an id that is not one', async () => {
      expect((await api.get(w.actors.developer, 'crm/leads/abc')).json().errors).toHaveProperty('id');
    });
  });

  describe('PUT crm/leads/{id}', () => {
    it('records one history item per changed field, old → new, and nothing for unchanged ones', async () => {
      const lead = await insertLead(ctx.db, w.developerId, {
        full_name: 'Sara Ali',
        status: 'new',
        budget_max: 1000,
        phone: '+971 50 000 0000',
      });
      const res = await api.put(w.actors.developer, `crm/leads/${lead.id}`, {
        full_name: 'Sara Ali',
        status: 'contacted',
        budget_max: 2000,
        phone: null,
        interests: { communities: ['Dubai Marina'] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { status: 'contacted', budget_max: 2000, phone: null }, message: 'Lead updated.' });
      const items = (await historyOf(ctx.db, lead.id)).map((item) => ({
        kind: item.kind,
        field: item.field,
        old: item.old_value,
        new: item.new_value,
        actor: item.actor_id,
      }));
      const actor = w.actors.developer.userId;
      expect(items).toEqual([
        { kind: 'field_changed', field: 'phone', old: '+971 50 000 0000', new: null, actor },
        { kind: 'field_changed', field: 'status', old: 'new', new: 'contacted', actor },
        { kind: 'field_changed', field: 'budget_max', old: 1000, new: 2000, actor },
        { kind: 'field_changed', field: 'interests', old: {}, new: { communities: ['Dubai Marina'] }, actor },
      ]);
      const again = await api.put(w.actors.developer, `crm/leads/${lead.id}`, {
        status: 'contacted',
        updated_at: res.json().data.updated_at,
      });
      expect(again.statusCode).toBe(200);
      expect(await historyOf(ctx.db, lead.id)).toHaveLength(4);
      expect(again.json().data.updated_at).toBe(res.json().data.updated_at);
    });

    it('records owner and tag changes with names, resets seen and notifies the new owner', async () => {
      const hot = await insertTag(ctx.db, w.developerId, 'Hot lead');
      const cold = await insertTag(ctx.db, w.developerId, 'Cold lead');
      const lead = await insertLead(ctx.db, w.developerId, { owner_id: w.actors.developer_admin.userId, seen: true });
      await tagLead(ctx.db, w.developerId, lead.id, cold.id);
      const res = await api.put(w.actors.developer_admin, `crm/leads/${lead.id}`, {
        owner_id: w.actors.developer.userId,
        tag_ids: [hot.id],
      });
      expect(res.json().data).toMatchObject({ owner: { full_name: 'Dev Member' }, seen: false, tags: [{ name: 'Hot lead' }] });
      const items = await historyOf(ctx.db, lead.id);
      expect(items.map((item) => [item.field, item.old_value, item.new_value, item.details])).toEqual([
        ['owner_id', w.actors.developer_admin.userId, w.actors.developer.userId, { old_label: 'Dev Admin', new_label: 'Dev Member' }],
        ['tags', ['Cold lead'], ['Hot lead'], {}],
      ]);
      expect((await notificationsOf(w.actors.developer.userId, 'lead_assigned')).some((n) => n.data.lead_id === lead.id)).toBe(true);
      const links = await ctx.db.select().from(leadTags).where(eq(leadTags.lead_id, lead.id));
      expect(links.map((link) => link.tag_id)).toEqual([hot.id]);
    });

    it('judges email-or-phone and the budget range on the lead as it would become', async () => {
      const lead = await insertLead(ctx.db, w.developerId, { email: 'only@example.test', phone: null, budget_min: 500 });
      const res = await api.put(w.actors.developer, `crm/leads/${lead.id}`, { email: '', budget_max: 100 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['budget_max', 'email', 'phone']);
      expect(await historyOf(ctx.db, lead.id)).toEqual([]);
    });

    it('answers 409 with the current lead when it changed since the version the edit was based on', async () => {
      const lead = (await api.post(w.actors.developer, 'crm/leads', leadBody({ full_name: 'Versioned' }))).json().data;
      const first = await api.put(w.actors.developer_admin, `crm/leads/${lead.id}`, { status: 'qualified', updated_at: lead.updated_at });
      expect(first.statusCode).toBe(200);
      const stale = await api.put(w.actors.developer, `crm/leads/${lead.id}`, { status: 'unqualified', updated_at: lead.updated_at });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        message: expect.stringContaining('changed by someone else'),
        data: { id: lead.id, status: 'qualified' },
      });
      expect((await ctx.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.status).toBe('qualified');
    });

    it('writes no history when the update fails part-way: change, history and tags go together', async () => {
      const poison = await insertTag(ctx.db, w.developerId, 'Poison');
      await ctx.db.execute(
        sql.raw(
          `create function crm_test_refuse_tag() returns trigger language plpgsql as $$ begin if new.tag_id = ${poison.id} then raise exception 'refused by test'; end if; return new; end $$`,
        ),
      );
      await ctx.db.execute(
        sql.raw('create trigger crm_test_refuse_tag before insert on lead_tags for each row execute function crm_test_refuse_tag()'),
      );
      try {
        const lead = await insertLead(ctx.db, w.developerId, { full_name: 'Atomic Lead', status: 'new' });
        const res = await api.put(w.actors.developer, `crm/leads/${lead.id}`, {
          full_name: 'Half Applied',
          status: 'qualified',
          tag_ids: [poison.id],
        });
        expect(res.statusCode).toBe(500);
        const [row] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
        expect(row).toMatchObject({ full_name: 'Atomic Lead', status: 'new' });
        expect(await historyOf(ctx.db, lead.id)).toEqual([]);
      } finally {
        await ctx.db.execute(sql.raw('drop trigger crm_test_refuse_tag on lead_tags'));
        await ctx.db.execute(sql.raw('drop function crm_test_refuse_tag()'));
      }
    });

    it('refuses platform roles and answers 422 for bad values', async () => {
      const lead = await insertLead(ctx.db, w.developerId);
      expect((await api.put(w.actors.super_admin, `crm/leads/${lead.id}`, { status: 'qualified' })).statusCode).toBe(403);
      const res = await api.put(w.actors.developer, `crm/leads/${lead.id}`, {
        status: 'won',
        currency: 'dirham',
        owner_id: w.actors.broker.userId,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['currency', 'status']);
      const owner = await api.put(w.actors.developer, `crm/leads/${lead.id}`, { owner_id: w.actors.broker.userId });
      expect(owner.json().errors).toEqual({ owner_id: ['The owner must be an enabled member of the organization.'] });
    });
  });

  describe('DELETE crm/leads/{id}', () => {
    it('lets an admin delete a lead with everything on it, and audits it', async () => {
      const lead = (await api.post(w.actors.broker, 'crm/leads', leadBody({ full_name: 'To Delete' }))).json().data;
      await api.post(w.actors.broker, `crm/leads/${lead.id}/notes`, { body: 'A note' });
      const res = await api.delete(w.actors.broker_admin, `crm/leads/${lead.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Lead deleted.' });
      expect(await ctx.db.select().from(leads).where(eq(leads.id, lead.id))).toEqual([]);
      expect(await ctx.db.select().from(leadHistory).where(eq(leadHistory.lead_id, lead.id))).toEqual([]);
      const audit = (await auditEntries(ctx.db, 'crm.lead.deleted')).filter((entry) => entry.subject_id === lead.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ user_id: w.actors.broker_admin.userId, organization_id: w.brokerId, subject_type: 'lead' });
    });

    it('refuses a member who is not an admin, and platform roles', async () => {
      const lead = await insertLead(ctx.db, w.developerId);
      expect((await api.delete(w.actors.developer, `crm/leads/${lead.id}`)).statusCode).toBe(403);
      expect((await api.delete(w.actors.super_admin, `crm/leads/${lead.id}`)).statusCode).toBe(403);
      expect(await ctx.db.select().from(leads).where(eq(leads.id, lead.id))).toHaveLength(1);
    });
  });
});
