// Saved filters (GET/POST saved-filters, DELETE saved-filters/{id}): per list, per user, only on
// the product's lists, capped per list and per user (also under concurrent saves), listed in pages.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_FILTERS_PER_LIST, MAX_SAVED_FILTERS_PER_USER } from '../../src/shared/account.ts';
import { LIST_RESOURCES } from '../../src/shared/list-resources.ts';
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
  const list = (token: string, query: Record<string, unknown> = {}) => call(ctx.app, 'GET', 'saved-filters', { token, query });
  const countOf = async (userId: number) =>
    (await ctx.db.select({ n: count() }).from(savedFilters).where(eq(savedFilters.user_id, userId)))[0]!.n;
  /** `total` filters of the user written straight to the table, spread over the lists (`perList` each at most), in list order. */
  const seed = async (
    userId: number,
    total: number,
    perList = MAX_SAVED_FILTERS_PER_LIST,
    resources: readonly string[] = LIST_RESOURCES,
  ) => {
    const rows = Array.from({ length: total }, (_, i) => ({
      user_id: userId,
      resource: resources[Math.floor(i / perList)]!,
      name: `Seeded ${String(i).padStart(3, '0')}`,
      filters: { i },
    }));
    if (rows.some((row) => row.resource === undefined)) throw new Error('more filters than the lists hold');
    if (rows.length) await ctx.db.insert(savedFilters).values(rows);
  };

  it('saves filters under a name per list and lists them, of one list when asked', async () => {
    const { token } = await signedIn();
    const res = await save(token, { resource: 'crm/leads', name: 'Hot leads', filters: { status: 'hot', budget_min: 1000000 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'The filter was saved.',
      data: {
        id: expect.any(Number),
        resource: 'crm/leads',
        name: 'Hot leads',
        filters: { status: 'hot', budget_min: 1000000 },
        created_at: expect.any(String),
      },
    });
    await save(token, { resource: 'inventory/units', name: 'Available', filters: { status: 'available' } });

    const all = await list(token);
    expect(all.json().data.map((f: { name: string }) => f.name)).toEqual(['Hot leads', 'Available']);
    expect(all.json().meta).toEqual({ total: 2, page: 1, per_page: 15, last_page: 1 });
    const leads = await list(token, { resource: 'crm/leads' });
    expect(leads.json().data.map((f: { name: string }) => f.name)).toEqual(['Hot leads']);
    expect(leads.json().meta.total).toBe(1);
  });

  it("lists only the user's own filters", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    await save(theirs.token, { resource: 'crm/leads', name: 'Theirs', filters: {} });
    expect((await list(mine.token)).json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 15, last_page: 1 } });
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

  it('takes only the product’s lists as `resource`: anything else is a 422 on it, saving nothing', async () => {
    const { user, token } = await signedIn();
    for (const resource of ['crm/leadz', 'crm/leads/1', 'notes', 'a/b/c', 'CRM/LEADS', 'x'.repeat(100)]) {
      const res = await save(token, { resource, name: 'Spam', filters: {} });
      expect(res.statusCode, resource).toBe(422);
      expect(Object.keys(res.json().errors), resource).toEqual(['resource']);
    }
    expect(await countOf(user.id)).toBe(0);
    for (const resource of LIST_RESOURCES)
      expect((await save(token, { resource, name: 'Mine', filters: {} })).statusCode, resource).toBe(201);
    const bad = await list(token, { resource: 'crm/leadz' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['resource']);
  });

  it(`keeps at most ${MAX_SAVED_FILTERS_PER_LIST} per list and ${MAX_SAVED_FILTERS_PER_USER} in all`, async () => {
    const { user, token } = await signedIn();
    await seed(user.id, MAX_SAVED_FILTERS_PER_LIST - 1, MAX_SAVED_FILTERS_PER_LIST, ['crm/leads']);
    expect((await save(token, { resource: 'crm/leads', name: 'Last of the list', filters: {} })).statusCode).toBe(201);
    const full = await save(token, { resource: 'crm/leads', name: 'One too many', filters: {} });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors).toEqual({ name: [`You can keep at most ${MAX_SAVED_FILTERS_PER_LIST} saved filters per list.`] });

    // Over all lists: the per-list cap is never reached, the per-user one is.
    const other = await signedIn();
    await seed(other.user.id, MAX_SAVED_FILTERS_PER_USER - 1, 20);
    expect((await save(other.token, { resource: 'audit-logs', name: 'Last one', filters: {} })).statusCode).toBe(201);
    const over = await save(other.token, { resource: 'audit-logs', name: 'Over', filters: {} });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({
      name: [`You can keep at most ${MAX_SAVED_FILTERS_PER_USER} saved filters in all; delete one first.`],
    });
    expect(await countOf(other.user.id)).toBe(MAX_SAVED_FILTERS_PER_USER);
    // Deleting one makes room again.
    const [one] = await ctx.db.select({ id: savedFilters.id }).from(savedFilters).where(eq(savedFilters.user_id, other.user.id)).limit(1);
    expect((await call(ctx.app, 'DELETE', `saved-filters/${one!.id}`, { token: other.token })).statusCode).toBe(200);
    expect((await save(other.token, { resource: 'audit-logs', name: 'Over', filters: {} })).statusCode).toBe(201);
  });

  it('holds both caps under concurrent saves: exactly the free places are taken', async () => {
    const { user, token } = await signedIn();
    await seed(user.id, MAX_SAVED_FILTERS_PER_USER - 3, 20);
    const everywhere = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        save(token, { resource: LIST_RESOURCES[i % LIST_RESOURCES.length], name: `Racer ${i}`, filters: {} }),
      ),
    );
    expect(everywhere.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
    expect(await countOf(user.id)).toBe(MAX_SAVED_FILTERS_PER_USER);

    const second = await signedIn();
    await seed(second.user.id, MAX_SAVED_FILTERS_PER_LIST - 2, MAX_SAVED_FILTERS_PER_LIST, ['crm/leads']);
    const oneList = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save(second.token, { resource: 'crm/leads', name: `Racer ${i}`, filters: {} })),
    );
    expect(oneList.map((res) => res.statusCode).sort()).toEqual([201, 201, 422, 422, 422, 422, 422, 422, 422, 422]);
    expect(await countOf(second.user.id)).toBe(MAX_SAVED_FILTERS_PER_LIST);
  });

  it('lists in pages (page, per_page, sort, order, search), each row once', async () => {
    const { user, token } = await signedIn();
    await seed(user.id, 30, 12);
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list(token, { page, per_page: 12 });
      expect(res.statusCode).toBe(200);
      expect(res.json().meta).toEqual({ total: 30, page, per_page: 12, last_page: 3 });
      seen.push(...res.json().data.map((f: { id: number }) => f.id));
    }
    expect(new Set(seen).size).toBe(30);
    expect((await list(token, { page: 4, per_page: 12 })).json().data).toEqual([]);
    // The default order: by list, then name without letter case.
    const everything = (await list(token, { per_page: 30 }))
      .json()
      .data.map((f: { resource: string; name: string }) => `${f.resource} ${f.name}`);
    expect(everything).toEqual([...everything].sort());
    expect(everything.slice(5, 7)).toEqual([`${LIST_RESOURCES[2]} Seeded 029`, `${LIST_RESOURCES[0]} Seeded 000`]);
    const byName = (await list(token, { sort: 'name', order: 'desc', per_page: 2 })).json().data;
    expect(byName.map((f: { name: string }) => f.name)).toEqual(['Seeded 029', 'Seeded 028']);
    const searched = await list(token, { search: 'seeded 02', resource: LIST_RESOURCES[1] });
    expect(searched.json().data.map((f: { name: string }) => f.name)).toEqual(['Seeded 020', 'Seeded 021', 'Seeded 022', 'Seeded 023']);
    expect((await list(token, { per_page: 1000 })).json().meta.per_page).toBe(100);
    const badSort = await list(token, { sort: 'filters' });
    expect(badSort.statusCode).toBe(422);
    expect(Object.keys(badSort.json().errors)).toEqual(['sort']);
  });

  it('answers 422, not 500, to NUL or lone surrogates anywhere in the stored filters (jsonb refuses them), and 400 to filters nested thousands deep', async () => {
    const { user, token } = await signedIn();
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 25; level++) deep = { a: deep };
    const cases: [Record<string, unknown>, string][] = [
      [{ status: deep }, `filters.status.${Array.from({ length: 25 }, () => 'a').join('.')}`],
      [{ status: ['new', 'x\uD800'] }, 'filters.status.1'],
      [{ status: { ['\uDC00']: 'new' } }, 'filters.status'],
      [{ ['\u0000']: 'new' }, 'filters'],
    ];
    for (const [filters, field] of cases) {
      const res = await save(token, { resource: 'crm/leads', name: 'Odd', filters });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
    const nested = `{"resource":"crm/leads","name":"Deep","filters":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const tooDeep = await call(ctx.app, 'POST', 'saved-filters', { token, body: nested, headers: { 'content-type': 'application/json' } });
    expect(tooDeep.statusCode).toBe(400);
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
