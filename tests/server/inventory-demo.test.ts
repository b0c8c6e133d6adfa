import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPlans } from '../../src/server/db/inventory-schema.ts';
import { seedDemoInventory, storeDemoInventoryFiles } from '../../src/server/db/seed/demo-inventory.ts';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';
import { paymentPlanBody } from '../../src/shared/schemas/payment-plans.ts';
import { actingIn, inventoryApi } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('demo inventory (seedDemoInventory)', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
  });
  afterAll(() => ctx.close());

  it('gives the developer three Dubai projects, six buildings with plans, pictures, a 360 view and videos', async () => {
    const storage = createLocalStorage(path.join(ctx.config.dataDir, 'files'));
    const files = await storeDemoInventoryFiles(storage);
    await ctx.db.transaction((tx) => seedDemoInventory(tx, files, w.developerId));

    const projects = await api.get(actingIn(w.actors.super_admin_sales_manager, w.developerId), 'inventory/projects', { sort: 'name' });
    expect(projects.json().data.map((p: { name: string; community: string }) => [p.name, p.community])).toEqual([
      ['Bay Square Lofts', 'Business Bay'],
      ['Hills Park Villas', 'Dubai Hills Estate'],
      ['Marina Vista Residences', 'Dubai Marina'],
    ]);
    for (const project of projects.json().data) {
      expect(project.latitude).toEqual(expect.any(Number));
      expect(project.cover_thumbnail_url).toMatch(/^\/api\/inventory\/images\/\d+\/thumbnail$/);
      expect(project.amenity_ids.length).toBeGreaterThan(0);
    }
    const marina = projects.json().data.find((p: { name: string }) => p.name === 'Marina Vista Residences');
    const detail = (await api.get(w.actors.developer, `inventory/projects/${marina.id}`)).json().data;
    expect(detail.images.filter((i: { kind: string }) => i.kind === 'gallery')).toHaveLength(2);
    expect(detail.media360).toMatchObject([{ kind: 'image', title: 'Sky lounge 360°' }]);
    expect(detail.video_links).toMatchObject([{ provider: 'youtube' }]);
    const panorama = await api.get(w.actors.developer, detail.media360[0].url);
    expect(panorama.statusCode).toBe(200);
    const thumbnail = await api.get(w.actors.developer, detail.images[0].thumbnail_url);
    expect(thumbnail.headers['content-type']).toBe('image/webp');

    const buildings = await api.get(w.actors.developer, 'inventory/buildings', { per_page: 100 });
    expect(buildings.json().meta.total).toBe(6);
    for (const building of buildings.json().data) expect(building.payment_plans_count).toBeGreaterThanOrEqual(1);
    for (const plan of await ctx.db.select().from(paymentPlans)) {
      expect(paymentPlanBody.safeParse({ name: plan.name, installments: plan.installments }).success).toBe(true);
    }
    const embed = (await api.get(w.actors.developer_admin, `inventory/projects/${marina.id}/embed`)).json().data;
    expect(embed.enabled).toBe(true);
    expect((await api.anonymous(`embed/projects/${embed.token}`)).json().data.gallery).toHaveLength(2);
  });
});
