import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../src/shared/countries.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

describe('GET utils/countries', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers country options with ISO code, name and dial code, without a token', async () => {
    const res = await call(ctx.app, 'GET', 'utils/countries');
    expect(res.statusCode).toBe(200);
    const countries = res.json().data as { code: string; name: string; dial_code: string }[];
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ code: 'AE', name: 'United Arab Emirates', dial_code: '+971' });
    expect(countries.map((c) => c.name)).toEqual(countries.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('offers exactly the ISO 3166-1 countries the schemas accept', async () => {
    const codes = ((await call(ctx.app, 'GET', 'utils/countries')).json().data as { code: string }[]).map((c) => c.code);
    expect([...codes].sort()).toEqual([...COUNTRY_CODES]);
  });
});
