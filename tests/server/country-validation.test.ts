// Countries are stored as ISO 3166-1 alpha-2 codes that exist: an unknown code is a 422 on its
// field and changes nothing, wherever a country or a nationality is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/crm-schema.ts';
import { leadBody, snapshot } from './support/crm.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('countries', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  it('refuses a lead whose nationality is no country, and stores nothing', async () => {
    const before = await snapshot(ctx.db, leads);
    const refused = await call(ctx.app, 'POST', 'crm/leads', as(w.actors.broker, { body: leadBody({ nationality: 'XX' }) }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ nationality: ['The selected nationality is invalid.'] });
    expect(await snapshot(ctx.db, leads)).toEqual(before);
  });

  it('stores a known nationality as its upper-case code', async () => {
    const created = await call(ctx.app, 'POST', 'crm/leads', as(w.actors.broker, { body: leadBody({ nationality: 'sa' }) }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.nationality).toBe('SA');
  });

  it('refuses an organization whose country is no country', async () => {
    const refused = await call(
      ctx.app,
      'POST',
      'auth/organizations',
      as(w.actors.super_admin, { body: { name: 'Nowhere Estates', kind: 'broker', country: 'ZZ' } }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ country: ['The selected country is invalid.'] });
  });

  it('refuses a companies filter on a country that does not exist', async () => {
    const refused = await call(ctx.app, 'GET', 'contacts/companies', as(w.actors.super_admin, { query: { country: 'QQ' } }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ country: ['The selected country is invalid.'] });
    expect((await call(ctx.app, 'GET', 'contacts/companies', as(w.actors.super_admin, { query: { country: 'ae' } }))).statusCode).toBe(200);
  });
});
