// Units: create, show, edit, delete by the developer admin; lists with the buyers' filters in
// each caller's scope; the sales manager's restricted price edit; 422/403/404 for every route;
// the 409 on deleting projects and buildings with units, their availability summaries and the
// no-units banner; the view options and the sale-offer filter limits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, projects, unitStatusHistory, units } from '../../src/server/db/inventory-schema.ts';
import { snapshot } from './support/crm.ts';
import { actingIn, insertBuilding, insertProject, insertUnit, inventoryApi, jpegBytes, unitBody } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('inventory units', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let projectId: number;
  let buildingId: number;
  let foreignBuildingId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    projectId = (await insertProject(ctx.db, w.developerId, { handover_date: '2028-06-30' })).id;
    buildingId = (await insertBuilding(ctx.db, w.developerId, projectId, { name: 'Tower A' })).id;
    foreignBuildingId = (await insertBuilding(ctx.db, w.foreignId, (await insertProject(ctx.db, w.foreignId)).id)).id;
  });
  afterAll(() => ctx.close());

  describe('POST, GET, PUT, DELETE inventory/units', () => {
    it('lets the developer admin create, show, edit and delete a unit', async () => {
      const created = await api.post(w.actors.developer_admin, 'inventory/units', unitBody(buildingId));
      expect(created.statusCode).toBe(201);
      expect(created.json().message).toBe('Unit created.');
      const unit = created.json().data;
      expect(unit).toMatchObject({
        building_id: buildingId,
        building_name: 'Tower A',
        project_id: projectId,
        organization_id: w.developerId,
        developer_name: 'Skyline Test',
        unit_number: '1204',
        floor: 12,
        type: 'apartment',
        bedrooms: 2,
        bathrooms: 3,
        internal_area: 1200,
        balcony_area: 150.5,
        total_area: 1350.5,
        price: 270_000_000,
        currency: 'AED',
        price_per_sqft: Math.round(270_000_000 / 1350.5),
        views: ['sea', 'marina'],
        orientation: 'south_west',
        parking_spaces: 1,
        service_charge: 1_800_000,
        status: 'available',
        reserved_until: null,
        status_changed_by: w.actors.developer_admin.userId,
        status_changed_by_name: 'Dev Admin',
        images: [],
        media360: [],
        video_links: [],
        floor_plan_url: null,
        next_statuses: ['reserved', 'booked', 'blocked'],
      });
      expect(unit.status_history).toMatchObject([
        { from_status: null, to_status: 'available', changed_by: w.actors.developer_admin.userId, reason: null },
      ]);

      const shown = await api.get(w.actors.developer, `inventory/units/${unit.id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data.next_statuses).toEqual([]);
      const updated = await api.put(
        w.actors.developer_admin,
        `inventory/units/${unit.id}`,
        unitBody(buildingId, { unit_number: '1205', bedrooms: 0, balcony_area: null, views: [], updated_at: shown.json().data.updated_at }),
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        data: { unit_number: '1205', bedrooms: 0, balcony_area: null, total_area: 1200, views: [] },
        message: 'Unit updated.',
      });
      const stale = await api.put(
        w.actors.developer_admin,
        `inventory/units/${unit.id}`,
        unitBody(buildingId, { updated_at: shown.json().data.updated_at }),
      );
      expect(stale.statusCode).toBe(409);

      const deleted = await api.delete(w.actors.developer_admin, `inventory/units/${unit.id}`);
      expect(deleted.json()).toEqual({ message: 'Unit deleted.' });
      expect(await ctx.db.select().from(units).where(eq(units.id, unit.id))).toEqual([]);
      expect(await ctx.db.select().from(unitStatusHistory).where(eq(unitStatusHistory.unit_id, unit.id))).toEqual([]);
    });

    it('answers 422 naming the field, and on a unit number the building already has', async () => {
      await insertUnit(ctx.db, w.developerId, buildingId, { unit_number: 'DUP-1' });
      const clash = await api.post(w.actors.developer_admin, 'inventory/units', unitBody(buildingId, { unit_number: 'DUP-1' }));
      expect(clash.statusCode).toBe(422);
      expect(clash.json().errors).toHaveProperty('unit_number');
      const invalid = await api.post(
        w.actors.developer_admin,
        'inventory/units',
        unitBody(buildingId, { type: 'castle', bedrooms: -1, price: 1.5, views: ['moon'], internal_area: 'big' }),
      );
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors)).toEqual(expect.arrayContaining(['type', 'bedrooms', 'price', 'views.0', 'internal_area']));
      const otherBuilding = await api.post(w.actors.developer_admin, 'inventory/units', unitBody(foreignBuildingId));
      expect(otherBuilding.statusCode).toBe(422);
      expect(otherBuilding.json().errors).toHaveProperty('building_id');
      // The same number in another building is fine.
      const elsewhere = await insertBuilding(ctx.db, w.developerId, projectId);
      expect(
        (await api.post(w.actors.developer_admin, 'inventory/units', unitBody(elsewhere.id, { unit_number: 'DUP-1' }))).statusCode,
      ).toBe(201);
    });

    it('keeps an area as the hundredths it was read as: a subnormal one is 0, never an endless price per sq ft', async () => {
      const created = await api.post(
        w.actors.developer_admin,
        'inventory/units',
        unitBody(buildingId, { unit_number: 'AREA-0', internal_area: 3e-323, balcony_area: 1e-9, price: 95 }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ internal_area: 0, balcony_area: 0, price_per_sqft: null });
      const shown = await api.get(w.actors.developer_admin, `inventory/units/${created.json().data.id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data.price_per_sqft).toBeNull();
    });

    it('refuses writes to other roles (403) and hides other tenants’ units (404, nothing changed)', async () => {
      const unit = await insertUnit(ctx.db, w.developerId, buildingId);
      for (const actor of [w.actors.developer, w.actors.super_admin_sales_manager, w.actors.broker_admin]) {
        expect((await api.post(actor, 'inventory/units', unitBody(buildingId, { unit_number: 'X-1' }))).statusCode).toBe(403);
        expect((await api.put(actor, `inventory/units/${unit.id}`, unitBody(buildingId))).statusCode).toBe(403);
        expect((await api.delete(actor, `inventory/units/${unit.id}`)).statusCode).toBe(403);
      }
      expect((await api.get(w.actors.broker_admin, 'inventory/units')).statusCode).toBe(403);
      const foreign = await insertUnit(ctx.db, w.foreignId, foreignBuildingId);
      const before = await snapshot(ctx.db, units);
      expect((await api.get(w.actors.developer_admin, `inventory/units/${foreign.id}`)).statusCode).toBe(404);
      expect((await api.put(w.actors.developer_admin, `inventory/units/${foreign.id}`, unitBody(foreignBuildingId))).statusCode).toBe(404);
      expect((await api.patch(w.actors.developer_admin, `inventory/units/${foreign.id}/price`, { price: 1 })).statusCode).toBe(404);
      expect((await api.delete(w.actors.developer_admin, `inventory/units/${foreign.id}`)).statusCode).toBe(404);
      expect((await api.get(w.actors.super_admin_sales_manager, `inventory/units/${foreign.id}`)).statusCode).toBe(404);
      expect((await api.patch(w.actors.super_admin_sales_manager, `inventory/units/${foreign.id}/price`, { price: 1 })).statusCode).toBe(
        404,
      );
      expect(await snapshot(ctx.db, units)).toEqual(before);
    });

    it('lets the sales manager change the price only (PATCH …/price), in his assigned developers', async () => {
      const unit = await insertUnit(ctx.db, w.developerId, buildingId, { price: 100_000_00 });
      const changed = await api.patch(w.actors.super_admin_sales_manager, `inventory/units/${unit.id}/price`, { price: 95_000_00 });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ data: { price: 95_000_00, unit_number: unit.unit_number }, message: 'Unit price updated.' });
      expect(
        (
          await api.patch(actingIn(w.actors.super_admin_sales_manager, w.developerId), `inventory/units/${unit.id}/price`, {
            price: 96_000_00,
          })
        ).statusCode,
      ).toBe(200);
      expect((await api.patch(w.actors.developer, `inventory/units/${unit.id}/price`, { price: 1 })).statusCode).toBe(403);
      const invalid = await api.patch(w.actors.super_admin_sales_manager, `inventory/units/${unit.id}/price`, { price: -5 });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toHaveProperty('price');
    });
  });

  describe('GET inventory/units (filters, sorting, scope)', () => {
    let filterBuildingId: number;
    let filterProjectId: number;
    beforeAll(async () => {
      const project = await insertProject(ctx.db, w.developerId, { name: 'Filter Park' });
      filterProjectId = project.id;
      filterBuildingId = (await insertBuilding(ctx.db, w.developerId, project.id)).id;
      await insertUnit(ctx.db, w.developerId, filterBuildingId, {
        unit_number: 'F-101',
        floor: 1,
        bedrooms: 0,
        type: 'apartment',
        internal_area: 450,
        price: 80_000_000,
        views: ['city'],
      });
      await insertUnit(ctx.db, w.developerId, filterBuildingId, {
        unit_number: 'F-201',
        floor: 2,
        bedrooms: 2,
        type: 'apartment',
        internal_area: 1100,
        price: 210_000_000,
        views: ['sea', 'marina'],
      });
      await insertUnit(ctx.db, w.developerId, filterBuildingId, {
        unit_number: 'F-301',
        floor: 3,
        bedrooms: 4,
        type: 'penthouse',
        internal_area: 3200,
        price: 900_000_000,
        views: ['sea'],
        status: 'sold',
      });
    });

    const numbers = (response: { json: () => { data: { unit_number: string }[] } }) => response.json().data.map((row) => row.unit_number);

    it('answers 422, not a database error, to a bedrooms or floor filter past the integer range', async () => {
      for (const query of [{ bedrooms: 2_147_483_648 }, { floor: 2_147_483_648 }]) {
        const res = await api.get(w.actors.developer, 'inventory/units', query);
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(Object.keys(query));
      }
    });

    it('filters by building, project, status, type, bedrooms, floor, view, price and area, and sorts', async () => {
      const all = await api.get(w.actors.developer, 'inventory/units', { building_id: filterBuildingId, sort: 'price', order: 'desc' });
      expect(all.statusCode).toBe(200);
      expect(numbers(all)).toEqual(['F-301', 'F-201', 'F-101']);
      expect(all.json().meta).toMatchObject({ total: 3, page: 1 });
      const q = (extra: Record<string, unknown>) =>
        api.get(w.actors.developer, 'inventory/units', { building_id: filterBuildingId, sort: 'unit_number', ...extra });
      expect(numbers(await q({ status: 'sold' }))).toEqual(['F-301']);
      // The project filter joins the buildings, for the page and for the total alike.
      const inProject = await api.get(w.actors.developer, 'inventory/units', { project_id: filterProjectId, bedrooms: 2 });
      expect([numbers(inProject), inProject.json().meta.total]).toEqual([['F-201'], 1]);
      expect(numbers(await q({ type: 'apartment' }))).toEqual(['F-101', 'F-201']);
      expect(numbers(await q({ bedrooms: 0 }))).toEqual(['F-101']);
      expect(numbers(await q({ floor: 2 }))).toEqual(['F-201']);
      expect(numbers(await q({ view: 'sea' }))).toEqual(['F-201', 'F-301']);
      expect(numbers(await q({ price_min: 100_000_000, price_max: 300_000_000 }))).toEqual(['F-201']);
      expect(numbers(await q({ area_min: 1000 }))).toEqual(['F-201', 'F-301']);
      expect(numbers(await q({ area_max: 500 }))).toEqual(['F-101']);
      expect(numbers(await q({ search: '30' }))).toEqual(['F-301']);
      expect(numbers(await q({ sort: 'price_per_sqft', order: 'asc' }))).toHaveLength(3);
      expect(numbers(await q({ per_page: 2, page: 2 }))).toEqual(['F-301']);
      const bad = await api.get(w.actors.developer, 'inventory/units', { sort: 'colour', view: 'moon', price_min: 'cheap' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['sort', 'view', 'price_min']));
    });

    it('answers each caller his scope: the sales manager his assigned developers, nobody the foreign ones', async () => {
      await insertUnit(ctx.db, w.foreignId, foreignBuildingId, { unit_number: 'FOREIGN-1' });
      const mine = await api.get(w.actors.super_admin_sales_manager, 'inventory/units', { per_page: 100, search: 'F' });
      expect(numbers(mine)).toEqual(expect.arrayContaining(['F-101', 'F-201', 'F-301']));
      expect(numbers(mine)).not.toContain('FOREIGN-1');
      expect(
        (await api.get(w.actors.super_admin_sales_manager, 'inventory/units', { developer_organization_id: w.foreignId })).statusCode,
      ).toBe(403);
      expect(numbers(await api.get(w.actors.foreign_admin, 'inventory/units', { per_page: 100, search: 'FOREIGN' }))).toEqual([
        'FOREIGN-1',
      ]);
      expect(numbers(await api.get(w.actors.developer_admin, 'inventory/units', { per_page: 100 }))).not.toContain('FOREIGN-1');
    });
  });

  describe('around units', () => {
    it('refuses to delete a project or building that has units (409), and shows the availability summary', async () => {
      const project = await insertProject(ctx.db, w.developerId);
      const building = await insertBuilding(ctx.db, w.developerId, project.id);
      const empty = await insertBuilding(ctx.db, w.developerId, project.id);
      await insertUnit(ctx.db, w.developerId, building.id, { status: 'available' });
      await insertUnit(ctx.db, w.developerId, building.id, { status: 'sold' });
      await insertUnit(ctx.db, w.developerId, building.id, { status: 'reserved', reserved_until: new Date(Date.now() + 3_600_000) });
      expect((await api.delete(w.actors.developer_admin, `inventory/buildings/${building.id}`)).statusCode).toBe(409);
      expect((await api.delete(w.actors.developer_admin, `inventory/projects/${project.id}`)).statusCode).toBe(409);
      expect(await ctx.db.select().from(buildings).where(eq(buildings.id, building.id))).toHaveLength(1);
      expect(await ctx.db.select().from(projects).where(eq(projects.id, project.id))).toHaveLength(1);
      const summary = { available: 1, reserved: 1, booked: 0, sold: 1, blocked: 0, total: 3 };
      const shown = await api.get(w.actors.developer, `inventory/buildings/${building.id}`);
      expect(shown.json()).toMatchObject({ data: { availability: summary } });
      expect((await api.get(w.actors.super_admin_sales_manager, `inventory/projects/${project.id}`)).json().data.availability).toEqual(
        summary,
      );

      const banner = (await api.get(w.actors.developer_admin, 'inventory/buildings/no-units-banner'))
        .json()
        .data.map((row: { id: number }) => row.id);
      expect(banner).toContain(empty.id);
      expect(banner).not.toContain(building.id);
      expect((await api.delete(w.actors.developer_admin, `inventory/buildings/${empty.id}`)).statusCode).toBe(200);

      // The public embed's availability gains the unit counts, only when the developer shows it.
      const embed = await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, {
        enabled: true,
        show: { availability: true },
      });
      const token = embed.json().data.token;
      expect((await api.anonymous(`embed/projects/${token}`)).json().data.availability.units).toEqual(summary);
      await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, { enabled: true, show: { availability: false } });
      expect((await api.anonymous(`embed/projects/${token}`)).json().data).not.toHaveProperty('availability');
    });

    it('gives a unit images (its floor plan), 360 media and video links, like a building', async () => {
      const unit = await insertUnit(ctx.db, w.developerId, buildingId);
      const uploaded = await api.upload(w.actors.developer_admin, `inventory/units/${unit.id}/images`, {
        kind: 'floor_plate',
        images: [{ filename: 'plan.jpg', content: await jpegBytes(), type: 'image/jpeg' }],
      });
      expect(uploaded.statusCode).toBe(201);
      const imageId = uploaded.json().data[0].id;
      const video = await api.post(w.actors.developer_admin, 'inventory/video-links', {
        unit_id: unit.id,
        url: 'https://vimeo.com/76979871',
      });
      expect(video.statusCode).toBe(201);
      expect(video.json().data).toMatchObject({ unit_id: unit.id, project_id: null, building_id: null });
      const tour = await api.post(w.actors.developer_admin, 'inventory/media360', {
        unit_id: unit.id,
        title: 'Living room',
        tour_url: 'https://tours.example.com/unit-1',
      });
      expect(tour.statusCode).toBe(201);
      const shown = (await api.get(w.actors.super_admin_sales_manager, `inventory/units/${unit.id}`)).json().data;
      expect(shown).toMatchObject({
        floor_plan_url: `/api/inventory/images/${imageId}`,
        floor_plan_thumbnail_url: `/api/inventory/images/${imageId}/thumbnail`,
      });
      expect(shown.images).toHaveLength(1);
      expect(shown.video_links).toHaveLength(1);
      expect(shown.media360).toHaveLength(1);
      expect((await api.get(w.actors.developer, 'inventory/video-links', { unit_id: unit.id })).json().data).toHaveLength(1);
      const two = await api.post(w.actors.developer_admin, 'inventory/video-links', {
        unit_id: unit.id,
        building_id: buildingId,
        url: 'https://vimeo.com/76979871',
      });
      expect(two.statusCode).toBe(422);
      const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, (await insertProject(ctx.db, w.foreignId)).id);
      const foreign = await insertUnit(ctx.db, w.foreignId, foreignBuilding.id);
      const refused = await api.post(w.actors.developer_admin, 'inventory/video-links', {
        unit_id: foreign.id,
        url: 'https://vimeo.com/76979871',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toHaveProperty('unit_id');
      expect(
        (
          await api.upload(w.actors.developer_admin, `inventory/units/${foreign.id}/images`, {
            kind: 'image',
            images: [{ filename: 'x.jpg', content: await jpegBytes(), type: 'image/jpeg' }],
          })
        ).statusCode,
      ).toBe(404);
    });

    it('answers the view options', async () => {
      const options = await api.get(w.actors.developer, 'inventory/views/options');
      expect(options.statusCode).toBe(200);
      expect(options.json().data).toContainEqual({ value: 'burj_khalifa', label: 'Burj Khalifa' });
      expect((await api.get(w.actors.broker_admin, 'inventory/views/options')).statusCode).toBe(403);
    });

    it('answers the sale-offer filter limits over available units in scope', async () => {
      const project = await insertProject(ctx.db, w.developerId);
      const building = await insertBuilding(ctx.db, w.developerId, project.id);
      await insertUnit(ctx.db, w.developerId, building.id, { price: 50_000_000, internal_area: 400, bedrooms: 0 });
      await insertUnit(ctx.db, w.developerId, building.id, { price: 300_000_000, internal_area: 2000, bedrooms: 3 });
      await insertUnit(ctx.db, w.developerId, building.id, { price: 999_000_000, internal_area: 9000, bedrooms: 9, status: 'sold' });
      const limits = await api.get(w.actors.super_admin_sales_manager, 'utils/sale-offer-filter-limits', { building_id: building.id });
      expect(limits.statusCode).toBe(200);
      expect(limits.json().data).toEqual({
        price_min: 50_000_000,
        price_max: 300_000_000,
        area_min: 400,
        area_max: 2000,
        bedrooms_min: 0,
        bedrooms_max: 3,
      });
      const foreign = await api.get(w.actors.foreign_admin, 'utils/sale-offer-filter-limits', { building_id: building.id });
      expect(foreign.json().data).toEqual({
        price_min: null,
        price_max: null,
        area_min: null,
        area_max: null,
        bedrooms_min: null,
        bedrooms_max: null,
      });
      expect(
        (await api.get(w.actors.super_admin_sales_manager, 'utils/sale-offer-filter-limits', { developer_organization_id: w.foreignId }))
          .statusCode,
      ).toBe(403);
      expect((await api.get(w.actors.broker_admin, 'utils/sale-offer-filter-limits')).statusCode).toBe(403);
      const invalid = await api.get(w.actors.developer, 'utils/sale-offer-filter-limits', { building_id: 'tower' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toHaveProperty('building_id');
    });
  });
});
