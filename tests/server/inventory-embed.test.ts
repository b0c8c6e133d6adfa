import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, projects } from '../../src/server/db/inventory-schema.ts';
import { snapshot } from './support/crm.ts';
import { actingIn, insertBuilding, insertProject, insertUnit, inventoryApi, jpegBytes } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('inventory embeds', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { publicUrl: 'https://app.example.test' } });
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
  });
  afterAll(() => ctx.close());

  async function publishedProject() {
    const project = await insertProject(ctx.db, w.developerId, {
      name: 'Creek Views',
      city: 'Dubai',
      community: 'Dubai Creek Harbour',
      status: 'under_construction',
      handover_date: '2027-09-30',
      description: 'Waterfront living.',
      escrow_account: 'ESCROW-SECRET-1',
      regulator_number: 'RERA-9',
    });
    await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Creek Tower 1', floors: 30, status: 'under_construction' });
    await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Creek Tower 2', floors: 25, status: 'off_plan' });
    const upload = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
      kind: 'gallery',
      images: [{ filename: 'private-name.jpg', content: await jpegBytes(), type: 'image/jpeg' }],
    });
    await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
      kind: 'floor_plate',
      images: [{ filename: 'plate.jpg', content: await jpegBytes(), type: 'image/jpeg' }],
    });
    return { project, galleryImageId: upload.json().data[0].id as number };
  }

  it('gives the developer admin a token and snippet, and publishes only the chosen sections', async () => {
    const { project, galleryImageId } = await publishedProject();
    const settings = await api.get(w.actors.developer_admin, `inventory/projects/${project.id}/embed`);
    expect(settings.statusCode).toBe(200);
    const { token } = settings.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(settings.json().data).toEqual({
      enabled: false,
      token,
      show: { facts: true, description: true, gallery: true, availability: true, unit_mix: true, prices: false, enquiry: true },
      url: `https://app.example.test/embed/projects/${token}`,
      snippet: expect.stringContaining(`<iframe src="https://app.example.test/embed/projects/${token}"`),
      updated_at: expect.any(String),
    });
    // The same token on the next read; disabled pages are not public.
    expect((await api.get(w.actors.developer_admin, `inventory/projects/${project.id}/embed`)).json().data.token).toBe(token);
    expect((await api.anonymous(`embed/projects/${token}`)).statusCode).toBe(404);

    const enabled = await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, {
      enabled: true,
      show: { description: false },
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data).toMatchObject({
      enabled: true,
      token,
      show: { facts: true, description: false, gallery: true, availability: true, unit_mix: true, prices: false, enquiry: true },
    });

    const page = await api.anonymous(`embed/projects/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      data: {
        name: 'Creek Views',
        developer_name: 'Skyline Test',
        show: { facts: true, description: false, gallery: true, availability: true, unit_mix: true, prices: false, enquiry: true },
        // No cover image uploaded: the first gallery image stands in.
        cover: {
          url: `/api/embed/projects/${token}/images/${galleryImageId}`,
          thumbnail_url: `/api/embed/projects/${token}/images/${galleryImageId}/thumbnail`,
        },
        facts: { city: 'Dubai', community: 'Dubai Creek Harbour', status: 'under_construction', handover_date: '2027-09-30' },
        gallery: [
          {
            url: `/api/embed/projects/${token}/images/${galleryImageId}`,
            thumbnail_url: `/api/embed/projects/${token}/images/${galleryImageId}/thumbnail`,
          },
        ],
        availability: {
          buildings: 2,
          floors: 55,
          building_list: [
            { name: 'Creek Tower 1', floors: 30, status: 'under_construction', handover_date: null },
            { name: 'Creek Tower 2', floors: 25, status: 'off_plan', handover_date: null },
          ],
          units: { available: 0, reserved: 0, booked: 0, sold: 0, blocked: 0, total: 0 },
        },
        unit_mix: [],
        enquiry: { form_token: expect.any(String) },
      },
    });
    expect(page.body).not.toContain('ESCROW-SECRET-1');
    expect(page.body).not.toContain('private-name');
    expect(page.body).not.toContain(`"id"`);

    const image = await api.anonymous(`embed/projects/${token}/images/${galleryImageId}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).not.toContain('private-name');
    expect((await api.anonymous(`embed/projects/${token}/images/${galleryImageId}/thumbnail`)).headers['content-type']).toBe('image/webp');
  });

  it('hides sections switched off and serves no image outside the shown gallery', async () => {
    const { project, galleryImageId } = await publishedProject();
    const other = await publishedProject();
    const settings = await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, {
      enabled: true,
      show: { facts: false, description: false, gallery: false, availability: false, unit_mix: false, prices: false, enquiry: false },
    });
    const { token } = settings.json().data;
    const page = await api.anonymous(`embed/projects/${token}`);
    expect(page.json().data).toEqual({
      name: 'Creek Views',
      developer_name: 'Skyline Test',
      show: { facts: false, description: false, gallery: false, availability: false, unit_mix: false, prices: false, enquiry: false },
      cover: null,
    });
    expect((await api.anonymous(`embed/projects/${token}/images/${galleryImageId}`)).statusCode).toBe(404);
    await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, { enabled: true, show: { gallery: true } });
    // Another project's image, through this project's token.
    expect((await api.anonymous(`embed/projects/${token}/images/${other.galleryImageId}`)).statusCode).toBe(404);
    const floorPlate = (await api.get(w.actors.developer, `inventory/projects/${project.id}`))
      .json()
      .data.images.find((i: { kind: string }) => i.kind === 'floor_plate');
    expect((await api.anonymous(`embed/projects/${token}/images/${floorPlate.id}`)).statusCode).toBe(404);
  });

  it('shows the uploaded cover even without the gallery, and the unit mix with prices when chosen', async () => {
    const { project, galleryImageId } = await publishedProject();
    const cover = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
      kind: 'image',
      images: [{ filename: 'cover.jpg', content: await jpegBytes(), type: 'image/jpeg' }],
    });
    const coverId = cover.json().data.find((image: { kind: string }) => image.kind === 'image').id as number;
    const [tower] = await ctx.db.select().from(buildings).where(eq(buildings.project_id, project.id));
    await insertUnit(ctx.db, w.developerId, tower!.id, { type: 'apartment', bedrooms: 0, price: 90_000_000 });
    await insertUnit(ctx.db, w.developerId, tower!.id, { type: 'apartment', bedrooms: 2, price: 210_000_000 });
    await insertUnit(ctx.db, w.developerId, tower!.id, { type: 'apartment', bedrooms: 2, price: 190_000_000 });
    await insertUnit(ctx.db, w.developerId, tower!.id, { type: 'apartment', bedrooms: 2, price: 150_000_000, status: 'sold' });
    await insertUnit(ctx.db, w.developerId, tower!.id, { type: 'penthouse', bedrooms: 4, price: 900_000_000, status: 'booked' });
    const { token } = (
      await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, {
        enabled: true,
        show: { gallery: false, prices: true },
      })
    ).json().data;

    const page = (await api.anonymous(`embed/projects/${token}`)).json().data;
    expect(page.cover).toEqual({
      url: `/api/embed/projects/${token}/images/${coverId}`,
      thumbnail_url: `/api/embed/projects/${token}/images/${coverId}/thumbnail`,
    });
    expect(page.gallery).toBeUndefined();
    expect(page.unit_mix).toEqual([
      { type: 'apartment', bedrooms: 0, total: 1, available: 1, price_from: 90_000_000 },
      { type: 'apartment', bedrooms: 2, total: 3, available: 2, price_from: 190_000_000 },
      { type: 'penthouse', bedrooms: 4, total: 1, available: 0, price_from: null },
    ]);
    expect(page.prices).toEqual({ currency: 'AED', price_from: 90_000_000 });
    expect((await api.anonymous(`embed/projects/${token}/images/${coverId}`)).statusCode).toBe(200);
    expect((await api.anonymous(`embed/projects/${token}/images/${coverId}/thumbnail`)).statusCode).toBe(200);
    // The gallery is off: its images are not served, the cover is.
    expect((await api.anonymous(`embed/projects/${token}/images/${galleryImageId}`)).statusCode).toBe(404);

    // Without prices, the unit mix carries none.
    await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, { enabled: true, show: { prices: false } });
    const withoutPrices = (await api.anonymous(`embed/projects/${token}`)).json().data;
    expect(withoutPrices.prices).toBeUndefined();
    expect(withoutPrices.unit_mix[1]).toEqual({ type: 'apartment', bedrooms: 2, total: 3, available: 2 });
  });

  it('regenerates the token (the old one stops working) and answers 404 for unknown tokens', async () => {
    const { project } = await publishedProject();
    const first = (await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, { enabled: true })).json().data.token;
    const second = await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, {
      enabled: true,
      regenerate_token: true,
    });
    expect(second.json().data.token).not.toBe(first);
    expect((await api.anonymous(`embed/projects/${first}`)).statusCode).toBe(404);
    expect((await api.anonymous(`embed/projects/${second.json().data.token}`)).statusCode).toBe(200);
    expect((await api.anonymous('embed/projects/not-a-token')).statusCode).toBe(404);
    expect((await api.anonymous(`embed/projects/${'A'.repeat(22)}`)).statusCode).toBe(404);
  });

  it('is the developer admin’s: others get 403, another tenant’s project 404, bad bodies 422', async () => {
    const { project } = await publishedProject();
    const foreign = await insertProject(ctx.db, w.foreignId);
    const before = await snapshot(ctx.db, projects);
    for (const actor of [
      w.actors.developer,
      w.actors.super_admin_sales_manager,
      actingIn(w.actors.super_admin_sales_manager, w.developerId),
      w.actors.broker_admin,
    ]) {
      expect((await api.get(actor, `inventory/projects/${project.id}/embed`)).statusCode).toBe(403);
      expect((await api.put(actor, `inventory/projects/${project.id}/embed`, { enabled: true })).statusCode).toBe(403);
    }
    expect((await api.get(w.actors.developer_admin, `inventory/projects/${foreign.id}/embed`)).statusCode).toBe(404);
    expect((await api.put(w.actors.developer_admin, `inventory/projects/${foreign.id}/embed`, { enabled: true })).statusCode).toBe(404);
    expect(await snapshot(ctx.db, projects)).toEqual(before);
    const bad = await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, {
      enabled: 'maybe',
      show: { gallery: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['enabled', 'show.gallery']);
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, foreign.id));
    expect(row!.embed_token).toBeNull();
  });
});
