import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedFilters } from '../../src/server/db/schema.ts';
import { createAccountTestContext, type AccountTestContext } from './support/accounts.ts';
import { createUser, tokenFor } from './support/factories.ts';
import { call } from './support/testApp.ts';

describe('saved filters: GET/POST saved-filters, DELETE saved-filters/{id}', () => {
  let ctx: AccountTestContext;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
  });
  afterAll(() => ctx.close());

  const signedIn = async () => {
    const user = await createUser(ctx.db);
    return { user, token: await tokenFor(ctx.db, user.id) };
  };
  const save = (token: string, body: Record<string, unknown>) => call(ctx.app, 'POST', 'saved-filters', { token, body });

  it('saves filters under a name per list and lists them, of one list when asked', async () => {
    const { token } = await signedIn();
    const res = await save(token, { resource: 'crm/leads', name: 'Hot leads', filters: { status: 'hot', budget_min: 1000000 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'The filter was saved.',
      data: { id: expect.any(Number), resource: 'crm/leads', name: 'Hot leads', filters: { status: 'hot', budget_min: 1000000 }, created_at: expect.any(String) },
    });
    await save(token, { resource: 'inventory/units', name: 'Available', filters: { status: 'available' } });

    const all = await call(ctx.app, 'GET', 'saved-filters', { token });
    expect(all.json().data.map((f: { name: string }) => f.name)).toEqual(['Hot leads', 'Available']);
    const leads = await call(ctx.app, 'GET', 'saved-filters', { token, query: { resource: 'crm/leads' } });
    expect(leads.json().data.map((f: { name: string }) => f.name)).toEqual(['Hot leads']);
  });

  it("lists only the user's own filters", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    await save(theirs.token, { resource: 'crm/leads', name: 'Theirs', filters: {} });
    expect((await call(ctx.app, 'GET', 'saved-filters', { token: mine.token })).json()).toEqual({ data: [] });
  });

  it('refuses a second filter of the same name on one list (any letter case)', async () => {
    const { token } = await signedIn();
    await save(token, { resource: 'crm/leads', name: 'Mine', filters: { a: 1 } });
    const res = await save(token, { resource: 'crm/leads', name: 'MINE', filters: { a: 2 } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['name']);
    expect((await save(token, { resource: 'crm/deals', name: 'Mine', filters: {} })).statusCode).toBe(201);
  });

  it('names each bad field and saves nothing', async () => {
    const { user, token } = await signedIn();
    const res = await save(token, { resource: '../etc', name: '', filters: 'status=hot' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['filters', 'name', 'resource']);
    const tooBig = await save(token, { resource: 'crm/leads', name: 'Big', filters: { blob: 'x'.repeat(9000) } });
    expect(tooBig.statusCode).toBe(422);
    expect(await ctx.db.select().from(savedFilters).where(eq(savedFilters.user_id, user.id))).toHaveLength(0);
  });

  it('deletes a filter; another user’s is a 404 and stays', async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    const mine = (await save(token, { resource: 'crm/leads', name: 'Temp', filters: {} })).json().data;
    const theirs = (await save(other.token, { resource: 'crm/leads', name: 'Keep', filters: {} })).json().data;

    const res = await call(ctx.app, 'DELETE', `saved-filters/${mine.id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The saved filter was deleted.' });
    expect((await call(ctx.app, 'DELETE', `saved-filters/${mine.id}`, { token })).statusCode).toBe(404);

    const foreign = await call(ctx.app, 'DELETE', `saved-filters/${theirs.id}`, { token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Not found.' });
    expect(await ctx.db.select().from(savedFilters).where(eq(savedFilters.id, theirs.id))).toHaveLength(1);
  });
});
