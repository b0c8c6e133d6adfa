// The units list and the sale-offer buildings filter units by the same rules (unitRangeFilters):
// the same fields, bounds and messages, so a value one of them takes the other takes too. Before,
// the units list took a price or area down to -1,000 and the sale-offer filters only from 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryApi } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('unit filters', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
  });
  afterAll(() => ctx.close());

  const both = async (query: Record<string, unknown>) =>
    Promise.all(
      ['inventory/units', 'inventory/sale-offers/filter-buildings'].map(async (path) => {
        const res = await api.get(w.actors.developer, path, query);
        return { status: res.statusCode, errors: res.json().errors };
      }),
    );

  it('refuses the same out-of-range values with the same messages on both', async () => {
    const refused = { price_min: '-1', area_max: '-0.5', bedrooms: '51' };
    const expected = {
      price_min: ['The minimum price must be at least 0.'],
      area_max: ['The maximum area must be at least 0.'],
      bedrooms: ['The bedrooms must not be greater than 50.'],
    };
    expect(await both(refused)).toEqual([
      { status: 422, errors: expected },
      { status: 422, errors: expected },
    ]);
  });

  it('takes the same edge values on both', async () => {
    const edges = { price_min: '0', price_max: '10000000000000', area_min: '0', area_max: '1000000', bedrooms: '50' };
    expect((await both(edges)).map((answer) => answer.status)).toEqual([200, 200]);
  });
});
