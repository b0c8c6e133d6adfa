// An out-of-range number is refused naming its limit, on every kind of number field: query
// filters (units, sale-offer buildings), list paging, unit bodies and money bodies. Text that is
// no number still says so. One rule makes these messages: numberField in src/shared/schemas/fields.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmApi, leadBody } from './support/crm.ts';
import { insertBuilding, insertProject, inventoryApi, unitBody } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('numbers out of range', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let buildingId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    buildingId = (await insertBuilding(ctx.db, w.developerId, (await insertProject(ctx.db, w.developerId)).id)).id;
  });
  afterAll(() => ctx.close());

  it('answers a units price filter past the money limit with 422 naming the limit, and text with "must be a number"', async () => {
    const tooBig = await api.get(w.actors.developer, 'inventory/units', { price_max: '1e15' });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ price_max: ['The maximum price must not be greater than 10,000,000,000,000.'] });

    const infinite = await api.get(w.actors.developer, 'inventory/units', { price_min: '1e400' });
    expect(infinite.json().errors).toEqual({ price_min: ['The minimum price must not be greater than 10,000,000,000,000.'] });

    const tooSmall = await api.get(w.actors.developer, 'inventory/units', { floor: '-5000' });
    expect(tooSmall.json().errors).toEqual({ floor: ['The floor must be at least -10.'] });

    const text = await api.get(w.actors.developer, 'inventory/units', { price_max: 'cheap' });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ price_max: ['The maximum price must be a number.'] });

    const fraction = await api.get(w.actors.developer, 'inventory/units', { price_max: '10.5' });
    expect(fraction.json().errors).toEqual({ price_max: ['The maximum price must be a whole number.'] });
  });

  it('names the limit on the sale-offer building filters and on list paging', async () => {
    const filters = await api.get(w.actors.developer, 'inventory/sale-offers/filter-buildings', { price_max: '1e15', bedrooms: '-1' });
    expect(filters.statusCode).toBe(422);
    expect(filters.json().errors).toEqual({
      price_max: ['The maximum price must not be greater than 10,000,000,000,000.'],
      bedrooms: ['The bedrooms must be at least 0.'],
    });

    const page = await api.get(w.actors.developer, 'inventory/units', { page: '0' });
    expect(page.json().errors).toEqual({ page: ['The page must be at least 1.'] });
  });

  it('names the limit on body numbers: a unit’s parking spaces and a lead’s budget', async () => {
    const parking = await api.post(w.actors.developer_admin, 'inventory/units', unitBody(buildingId, { parking_spaces: 51 }));
    expect(parking.statusCode).toBe(422);
    expect(parking.json().errors).toEqual({ parking_spaces: ['The parking spaces must not be greater than 50.'] });

    const budget = await crmApi(ctx).post(w.actors.developer_admin, 'crm/leads', leadBody({ budget_max: 1e15 }));
    expect(budget.statusCode).toBe(422);
    expect(budget.json().errors).toEqual({ budget_max: ['The maximum budget must not be greater than 10,000,000,000,000.'] });

    const words = await crmApi(ctx).post(w.actors.developer_admin, 'crm/leads', leadBody({ budget_max: 'a lot' }));
    expect(words.json().errors).toEqual({ budget_max: ['The maximum budget must be a number of minor units.'] });
  });

  it('refuses a blank required number as required, where it used to be taken as 0', async () => {
    const blank = await api.post(w.actors.developer_admin, 'inventory/units', unitBody(buildingId, { price: null, floor: '' }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ floor: ['The floor field is required.'], price: ['The price field is required.'] });
  });
});
