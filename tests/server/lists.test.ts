import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, tokenFor } from './support/factories.ts';
import { withProbe } from './support/probeModule.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

describe('list helpers', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ modules: withProbe });
    token = await tokenFor(ctx.db, (await createUser(ctx.db)).id);
    for (let i = 1; i <= 23; i++)
      await createOrganization(ctx.db, { kind: i % 2 ? 'developer' : 'broker', name: `Org ${String(i).padStart(2, '0')}` });
    await createOrganization(ctx.db, { kind: 'broker', name: '100% Realty_ltd' });
  });
  afterAll(() => ctx.close());

  const list = (query: Record<string, unknown>) => call(ctx.app, 'GET', 'probe/organizations', { token, query });

  it('pages with 15 per page by default and answers the meta block', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(15);
    expect(res.json().meta).toEqual({ total: 24, page: 1, per_page: 15, last_page: 2 });
    expect((await list({ page: 2 })).json().data).toHaveLength(9);
  });

  it('caps per_page at 100', async () => {
    expect((await list({ per_page: 500 })).json().meta.per_page).toBe(100);
  });

  it('sorts on an allowed field in either order', async () => {
    const names = (await list({ sort: 'name', order: 'desc', per_page: 3 })).json().data.map((o: { name: string }) => o.name);
    expect(names).toEqual(['Org 23', 'Org 22', 'Org 21']);
  });

  it('answers 422 on sort for a field outside the allow-list', async () => {
    const res = await list({ sort: 'password_hash' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.sort[0]).toMatch(/must be one of: name, created_at, id/);
  });

  it('answers 422 for a page that is not a positive integer', async () => {
    expect((await list({ page: 0 })).statusCode).toBe(422);
    expect((await list({ page: 'two' })).statusCode).toBe(422);
  });

  it('filters by flat fields and searches case-insensitively, wildcards taken literally', async () => {
    expect((await list({ kind: 'broker' })).json().meta.total).toBe(12);
    expect((await list({ search: 'org 0' })).json().meta.total).toBe(9);
    expect((await list({ search: '100%' })).json().data.map((o: { name: string }) => o.name)).toEqual(['100% Realty_ltd']);
    expect((await list({ search: '%' })).json().meta.total).toBe(1);
  });

  it('answers 422 for an unknown filter value', async () => {
    expect((await list({ kind: 'alien' })).statusCode).toBe(422);
  });

  it('answers options as {value, label}, filtered by search', async () => {
    const res = await call(ctx.app, 'GET', 'probe/organizations/options', { token, query: { search: 'org 2' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { value: expect.any(Number), label: 'Org 20' },
      { value: expect.any(Number), label: 'Org 21' },
      { value: expect.any(Number), label: 'Org 22' },
      { value: expect.any(Number), label: 'Org 23' },
    ]);
  });

  it('answers only the records asked for by ids[] (getMany), and 422 for a bad id', async () => {
    const all = (await list({ per_page: 100 })).json().data as { id: number }[];
    const wanted = [all[3]!.id, all[7]!.id];
    const res = await call(ctx.app, 'GET', `probe/organizations?ids[]=${wanted[0]}&ids[]=${wanted[1]}`, { token });
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual(wanted);
    expect((await list({ ids: String(wanted[0]) })).json().meta.total).toBe(1);
    expect((await list({ ids: 'x' })).statusCode).toBe(422);
  });
});
