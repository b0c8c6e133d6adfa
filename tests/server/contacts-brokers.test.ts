import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBrokers } from '../../src/server/db/contacts-schema.ts';
import { foreignPlatform, insertBroker, NON_PLATFORM_ROLES } from './support/contacts.ts';
import { crmApi, snapshot } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

describe('contacts: brokers', () => {
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

  it('lists the platform brokers with status filter and search', async () => {
    const sara = await insertBroker(ctx.db, w.platformId, { full_name: 'Sara Haddad', company_name: 'Marina Homes', status: 'interested' });
    await insertBroker(ctx.db, w.platformId, { full_name: 'Omar Khalil' });
    await insertBroker(ctx.db, other.orgId, { full_name: 'Sara Foreign' });
    const res = await api.get(w.actors.super_admin_sales_manager, 'contacts/brokers', { search: 'sara' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: sara.id,
        full_name: 'Sara Haddad',
        phone: sara.phone,
        email: null,
        orn: sara.orn,
        company_name: 'Marina Homes',
        status: 'interested',
        last_contacted_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    const byStatus = await api.get(w.actors.super_admin, 'contacts/brokers', { status: ['interested'] });
    expect(byStatus.json().data.map((row: { id: number }) => row.id)).toEqual([sara.id]);
    expect((await api.get(w.actors.super_admin, 'contacts/brokers', { status: 'converted' })).statusCode).toBe(422);
    for (const role of NON_PLATFORM_ROLES) expect((await api.get(w.actors[role], 'contacts/brokers')).statusCode).toBe(403);
  });

  it('sets a broker’s status', async () => {
    const broker = await insertBroker(ctx.db, w.platformId);
    const res = await api.patch(w.actors.super_admin, `contacts/brokers/status/${broker.id}`, { status: 'contacted' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'contacted', last_contacted_at: expect.any(String) });
    expect(
      (await api.patch(w.actors.super_admin, `contacts/brokers/status/${broker.id}`, { status: 'maybe' })).json().errors,
    ).toHaveProperty('status');
    for (const role of NON_PLATFORM_ROLES)
      expect((await api.patch(w.actors[role], `contacts/brokers/status/${broker.id}`, { status: 'new' })).statusCode).toBe(403);
    const foreign = await insertBroker(ctx.db, other.orgId);
    const before = await snapshot(ctx.db, contactBrokers);
    expect((await api.patch(w.actors.super_admin, `contacts/brokers/status/${foreign.id}`, { status: 'interested' })).statusCode).toBe(404);
    expect(await snapshot(ctx.db, contactBrokers)).toEqual(before);
  });

  it('deletes the platform’s broker only', async () => {
    const broker = await insertBroker(ctx.db, w.platformId);
    const foreign = await insertBroker(ctx.db, other.orgId);
    for (const role of NON_PLATFORM_ROLES) expect((await api.delete(w.actors[role], `contacts/brokers/${broker.id}`)).statusCode).toBe(403);
    expect((await api.delete(w.actors.super_admin, `contacts/brokers/${foreign.id}`)).statusCode).toBe(404);
    expect(await ctx.db.select().from(contactBrokers).where(eq(contactBrokers.id, foreign.id))).toHaveLength(1);
    expect((await api.delete(w.actors.super_admin_sales_manager, `contacts/brokers/${broker.id}`)).statusCode).toBe(200);
    expect(await ctx.db.select().from(contactBrokers).where(eq(contactBrokers.id, broker.id))).toHaveLength(0);
    expect((await api.delete(w.actors.super_admin, 'contacts/brokers/0')).json().errors).toHaveProperty('id');
  });
});
