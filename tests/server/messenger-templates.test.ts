import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTemplates } from '../../src/server/db/contacts-schema.ts';
import { foreignPlatform, insertTemplate, NON_PLATFORM_ROLES } from './support/contacts.ts';
import { crmApi, snapshot } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

describe('messenger templates', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  let other: Actor;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { messengerPollMs: 0 } });
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
    other = await foreignPlatform(ctx.db);
  });
  afterAll(() => ctx.close());

  const body = {
    name: 'Welcome',
    language: 'en',
    body: 'Hello {{ name }}, your licence {{trade_license_number}} — {{name}}. {{offer}}',
    status: 'active',
  };

  it('creates, lists, shows, updates and deletes a template of one provider', async () => {
    const created = await api.post(w.actors.super_admin_sales_manager, 'messenger/templates/whatsapp_cloud', body);
    expect(created.statusCode).toBe(201);
    const template = created.json().data;
    expect(template).toEqual({
      id: expect.any(Number),
      provider: 'whatsapp_cloud',
      name: 'Welcome',
      language: 'en',
      body: body.body,
      status: 'active',
      purpose: 'companies',
      variables: ['name', 'trade_license_number', 'offer'],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    await insertTemplate(ctx.db, w.platformId, { provider: 'log', name: 'Log one' });
    await insertTemplate(ctx.db, other.orgId, { provider: 'whatsapp_cloud', name: 'Foreign' });

    const list = await api.get(w.actors.super_admin, 'messenger/templates/whatsapp_cloud');
    expect(list.json().data.map((row: { name: string }) => row.name)).toEqual(['Welcome']);
    expect((await api.get(w.actors.super_admin, `messenger/templates/whatsapp_cloud/${template.id}`)).json().data.id).toBe(template.id);
    expect((await api.get(w.actors.super_admin, `messenger/templates/log/${template.id}`)).statusCode).toBe(404);

    const updated = await api.put(w.actors.super_admin, `messenger/templates/whatsapp_cloud/${template.id}`, {
      ...body,
      body: 'Hi {{city}}',
      status: 'inactive',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ variables: ['city'], status: 'inactive' });

    expect((await api.delete(w.actors.super_admin, `messenger/templates/whatsapp_cloud/${template.id}`)).statusCode).toBe(200);
    expect(await ctx.db.select().from(messageTemplates).where(eq(messageTemplates.id, template.id))).toHaveLength(0);
  });

  it('keeps names unique per provider and language, any letter case', async () => {
    expect((await api.post(w.actors.super_admin, 'messenger/templates/log', { ...body, name: 'Promo' })).statusCode).toBe(201);
    const taken = await api.post(w.actors.super_admin, 'messenger/templates/log', { ...body, name: 'PROMO' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('name');
    expect((await api.post(w.actors.super_admin, 'messenger/templates/log', { ...body, name: 'promo', language: 'ar' })).statusCode).toBe(
      201,
    );
    expect((await api.post(w.actors.super_admin, 'messenger/templates/whatsapp_cloud', { ...body, name: 'Promo' })).statusCode).toBe(201);
  });

  it('validates provider and body', async () => {
    const res = await api.post(w.actors.super_admin, 'messenger/templates/log', {
      name: '',
      language: 'English',
      body: '',
      status: 'draft',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['body', 'language', 'name', 'status']);
    expect((await api.get(w.actors.super_admin, 'messenger/templates/sms')).json().errors).toHaveProperty('provider');
  });

  it('refuses other roles and another platform’s template', async () => {
    const mine = await insertTemplate(ctx.db, w.platformId);
    for (const role of NON_PLATFORM_ROLES) {
      expect((await api.get(w.actors[role], 'messenger/templates/log')).statusCode).toBe(403);
      expect((await api.post(w.actors[role], 'messenger/templates/log', body)).statusCode).toBe(403);
      expect((await api.put(w.actors[role], `messenger/templates/log/${mine.id}`, body)).statusCode).toBe(403);
      expect((await api.delete(w.actors[role], `messenger/templates/log/${mine.id}`)).statusCode).toBe(403);
    }
    const foreign = await insertTemplate(ctx.db, other.orgId);
    const before = await snapshot(ctx.db, messageTemplates);
    expect((await api.put(w.actors.super_admin, `messenger/templates/log/${foreign.id}`, body)).statusCode).toBe(404);
    expect((await api.delete(w.actors.super_admin, `messenger/templates/log/${foreign.id}`)).statusCode).toBe(404);
    expect(await snapshot(ctx.db, messageTemplates)).toEqual(before);
  });
});
