import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingAmenities, buildings, projectAmenities, projects } from '../../src/server/db/inventory-schema.ts';
import { auditEntries, snapshot } from './support/crm.ts';
import { createOrganization } from './support/factories.ts';
import { actingIn, insertAmenity, insertBuilding, insertProject, inventoryApi, projectBody } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('inventory projects and buildings', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
  });
  afterAll(() => ctx.close());

  describe('POST, GET, PUT, DELETE inventory/projects', () => {
    it('lets the developer admin create, show, edit and delete a project with amenities', async () => {
      const pool = await insertAmenity(ctx.db, w.developerId, 'Infinity pool');
      const created = await api.post(w.actors.developer_admin, 'inventory/projects', projectBody({ amenity_ids: [pool.id] }));
      expect(created.statusCode).toBe(201);
      const project = created.json().data;
      expect(created.json().message).toBe('Project created.');
      expect(project).toMatchObject({
        name: 'Marina Vista',
        city: 'Dubai',
        community: 'Dubai Marina',
        status: 'off_plan',
        latitude: 25.08,
        longitude: 55.14,
        handover_date: '2028-12-31',
        construction_progress: 15,
        organization_id: w.developerId,
        developer_name: 'Skyline Test',
        amenity_ids: [pool.id],
        amenities: [{ id: pool.id, name: 'Infinity pool', icon: 'pool' }],
        counts: { buildings: 0, floors: 0, images: 0 },
        images: [],
        media360: [],
        video_links: [],
        cover_thumbnail_url: null,
      });
      await insertBuilding(ctx.db, w.developerId, project.id, { floors: 30 });
      await insertBuilding(ctx.db, w.developerId, project.id, { floors: 12 });
      const shown = await api.get(w.actors.developer, `inventory/projects/${project.id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data.counts).toEqual({ buildings: 2, floors: 42, images: 0 });

      const updated = await api.put(
        w.actors.developer_admin,
        `inventory/projects/${project.id}`,
        projectBody({ name: 'Marina Vista II', status: 'under_construction', amenity_ids: [], updated_at: shown.json().data.updated_at }),
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        data: { name: 'Marina Vista II', status: 'under_construction', amenity_ids: [] },
        message: 'Project updated.',
      });
      expect(await ctx.db.select().from(projectAmenities).where(eq(projectAmenities.project_id, project.id))).toEqual([]);

      const deleted = await api.delete(w.actors.developer_admin, `inventory/projects/${project.id}`);
      expect(deleted.json()).toEqual({ message: 'Project deleted.' });
      expect(await ctx.db.select().from(buildings).where(eq(buildings.project_id, project.id))).toEqual([]);
      const audits = await auditEntries(ctx.db, 'inventory.project.deleted');
      expect(audits.at(-1)).toMatchObject({ organization_id: w.developerId, user_id: w.actors.developer_admin.userId });
    });

    it('answers 409 with the current record when the edit is based on a stale version', async () => {
      const project = await insertProject(ctx.db, w.developerId);
      const stale = new Date(project.updated_at.getTime() - 60_000).toISOString();
      const res = await api.put(w.actors.developer_admin, `inventory/projects/${project.id}`, projectBody({ updated_at: stale }));
      expect(res.statusCode).toBe(409);
      expect(res.json().data).toMatchObject({ id: project.id, name: project.name });
    });

    it('answers 422 naming each bad field', async () => {
      const res = await api.post(w.actors.developer_admin, 'inventory/projects', {
        name: '',
        city: '',
        status: 'sold',
        latitude: 95,
        longitude: 10,
        construction_progress: 140,
        handover_date: '2028-02-30',
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual([
        'city',
        'construction_progress',
        'handover_date',
        'latitude',
        'name',
        'status',
      ]);
      const foreignAmenity = await insertAmenity(ctx.db, w.foreignId);
      const amenityRes = await api.post(w.actors.developer_admin, 'inventory/projects', projectBody({ amenity_ids: [foreignAmenity.id] }));
      expect(amenityRes.statusCode).toBe(422);
      expect(amenityRes.json().errors).toEqual({ 'amenity_ids.0': ['The selected amenity is invalid.'] });
      const half = await api.post(w.actors.developer_admin, 'inventory/projects', projectBody({ latitude: 25.1, longitude: null }));
      expect(half.json().errors).toHaveProperty('longitude');
      const nul = await api.post(
        w.actors.developer_admin,
        'inventory/projects',
        projectBody({ name: 'a\u0000b', handover_date: '2028-13-45' }),
      );
      expect(nul.statusCode).toBe(422);
      expect(Object.keys(nul.json().errors).sort()).toEqual(['name']);
    });

    it('refuses writes to developers, sales managers, brokers and super admins; reads to brokers and super admins', async () => {
      const project = await insertProject(ctx.db, w.developerId);
      const before = await snapshot(ctx.db, projects);
      for (const actor of [
        w.actors.developer,
        w.actors.super_admin_sales_manager,
        actingIn(w.actors.super_admin_sales_manager, w.developerId),
        w.actors.broker_admin,
        w.actors.super_admin,
      ]) {
        expect((await api.post(actor, 'inventory/projects', projectBody())).statusCode).toBe(403);
        expect((await api.put(actor, `inventory/projects/${project.id}`, projectBody())).statusCode).toBe(403);
        expect((await api.delete(actor, `inventory/projects/${project.id}`)).statusCode).toBe(403);
      }
      for (const actor of [w.actors.broker_admin, w.actors.broker, w.actors.super_admin]) {
        expect((await api.get(actor, 'inventory/projects')).statusCode).toBe(403);
        expect((await api.get(actor, `inventory/projects/${project.id}`)).statusCode).toBe(403);
      }
      expect(await snapshot(ctx.db, projects)).toEqual(before);
    });

    it('answers 404 for another tenant’s project and leaves it untouched', async () => {
      const foreign = await insertProject(ctx.db, w.foreignId);
      const before = await snapshot(ctx.db, projects);
      expect((await api.get(w.actors.developer_admin, `inventory/projects/${foreign.id}`)).statusCode).toBe(404);
      expect((await api.put(w.actors.developer_admin, `inventory/projects/${foreign.id}`, projectBody())).statusCode).toBe(404);
      expect((await api.delete(w.actors.developer_admin, `inventory/projects/${foreign.id}`)).statusCode).toBe(404);
      expect((await api.get(w.actors.super_admin_sales_manager, `inventory/projects/${foreign.id}`)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, projects)).toEqual(before);
    });
  });

  describe('GET inventory/projects (scope, filters, sorting), cities, options, views', () => {
    let other: { id: number };
    beforeAll(async () => {
      other = await createOrganization(ctx.db, { kind: 'developer', name: 'Second Developer' });
      const { assignToSalesManager } = await import('./support/factories.ts');
      await assignToSalesManager(ctx.db, w.actors.super_admin_sales_manager.userId, other.id);
      await insertProject(ctx.db, w.developerId, { name: 'Alpha Heights', city: 'Dubai', community: 'Business Bay', status: 'ready' });
      await insertProject(ctx.db, w.developerId, { name: 'Beta Gardens', city: 'Abu Dhabi', community: 'Yas Island', status: 'off_plan' });
      await insertProject(ctx.db, other.id, { name: 'Gamma Residences', city: 'Sharjah', status: 'under_construction' });
      await insertProject(ctx.db, w.foreignId, { name: 'Hidden Tower', city: 'Ajman' });
    });

    const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((p) => p.name);

    it('shows a developer organization its own projects only', async () => {
      const res = await api.get(w.actors.developer, 'inventory/projects', { per_page: 100 });
      expect(res.statusCode).toBe(200);
      expect(names(res)).toContain('Alpha Heights');
      expect(names(res)).not.toContain('Gamma Residences');
      expect(names(res)).not.toContain('Hidden Tower');
    });

    it('shows the sales manager every assigned developer organization, narrowed by organization_id or the filter', async () => {
      const all = await api.get(w.actors.super_admin_sales_manager, 'inventory/projects', { per_page: 100 });
      expect(all.statusCode).toBe(200);
      expect(names(all)).toEqual(expect.arrayContaining(['Alpha Heights', 'Beta Gardens', 'Gamma Residences']));
      expect(names(all)).not.toContain('Hidden Tower');
      const narrowed = await api.get(actingIn(w.actors.super_admin_sales_manager, other.id), 'inventory/projects', { per_page: 100 });
      expect(names(narrowed)).toEqual(['Gamma Residences']);
      const filtered = await api.get(w.actors.super_admin_sales_manager, 'inventory/projects', { developer_organization_id: other.id });
      expect(names(filtered)).toEqual(['Gamma Residences']);
      expect((await api.get(actingIn(w.actors.super_admin_sales_manager, w.foreignId), 'inventory/projects')).statusCode).toBe(403);
      expect(
        (await api.get(w.actors.super_admin_sales_manager, 'inventory/projects', { developer_organization_id: w.foreignId })).statusCode,
      ).toBe(403);
    });

    it('filters by city, status and search and sorts by an allowed field', async () => {
      const sm = w.actors.super_admin_sales_manager;
      expect(names(await api.get(sm, 'inventory/projects', { city: 'abu dhabi' }))).toEqual(['Beta Gardens']);
      expect(names(await api.get(sm, 'inventory/projects', { status: 'under_construction' }))).toEqual(['Gamma Residences']);
      expect(names(await api.get(sm, 'inventory/projects', { search: 'yas' }))).toEqual(['Beta Gardens']);
      const sorted = await api.get(sm, 'inventory/projects', { sort: 'name', order: 'desc', search: 'a', per_page: 100 });
      const list = names(sorted);
      expect(list).toEqual([...list].sort().reverse());
      const bad = await api.get(sm, 'inventory/projects', { sort: 'escrow_account' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('sort');
    });

    it('answers the distinct cities in scope, project options and view options', async () => {
      const cities = await api.get(w.actors.developer_admin, 'inventory/projects/cities');
      const values = cities.json().data.map((o: { value: string }) => o.value);
      expect(values).toEqual(expect.arrayContaining(['Abu Dhabi', 'Dubai']));
      expect(values).not.toContain('Sharjah');
      expect(values).not.toContain('Ajman');
      const options = await api.get(w.actors.super_admin_sales_manager, 'inventory/projects/options', { search: 'gamma' });
      expect(options.json().data).toEqual([{ value: expect.any(Number), label: 'Gamma Residences' }]);
      const views = await api.get(w.actors.developer, 'inventory/views/options');
      expect(views.json().data).toEqual(
        expect.arrayContaining([
          { value: 'sea', label: 'Sea' },
          { value: 'burj_khalifa', label: 'Burj Khalifa' },
        ]),
      );
      expect((await api.get(w.actors.broker, 'inventory/views/options')).statusCode).toBe(403);
      expect((await api.get(w.actors.broker, 'inventory/projects/cities')).statusCode).toBe(403);
    });
  });

  describe('inventory/buildings', () => {
    it('lets the developer admin create, edit and delete a building in his project', async () => {
      const project = await insertProject(ctx.db, w.developerId, { name: 'Harbour Point' });
      const gym = await insertAmenity(ctx.db, w.developerId, 'Gym');
      const created = await api.post(w.actors.developer_admin, 'inventory/buildings', {
        project_id: project.id,
        name: 'Tower A',
        floors: 40,
        status: 'off_plan',
        amenity_ids: [gym.id],
      });
      expect(created.statusCode).toBe(201);
      const building = created.json().data;
      expect(building).toMatchObject({
        project_id: project.id,
        project_name: 'Harbour Point',
        name: 'Tower A',
        floors: 40,
        amenity_ids: [gym.id],
        payment_plans: [],
        payment_plans_count: 0,
      });
      const updated = await api.put(w.actors.developer_admin, `inventory/buildings/${building.id}`, {
        project_id: project.id,
        name: 'Tower A1',
        floors: 41,
        status: 'ready',
      });
      expect(updated.json()).toMatchObject({
        data: { name: 'Tower A1', floors: 41, status: 'ready', amenity_ids: [] },
        message: 'Building updated.',
      });
      expect(await ctx.db.select().from(buildingAmenities).where(eq(buildingAmenities.building_id, building.id))).toEqual([]);
      const list = await api.get(w.actors.developer, 'inventory/buildings', { project_id: project.id });
      expect(list.json().data.map((b: { name: string }) => b.name)).toEqual(['Tower A1']);
      const options = await api.get(w.actors.developer, 'inventory/buildings/options', { project_id: project.id });
      expect(options.json().data).toEqual([{ value: building.id, label: 'Harbour Point — Tower A1' }]);
      expect((await api.delete(w.actors.developer_admin, `inventory/buildings/${building.id}`)).json()).toEqual({
        message: 'Building deleted.',
      });
      expect(await auditEntries(ctx.db, 'inventory.building.deleted')).toHaveLength(1);
    });

    it('answers 422 for a project of another organization and for bad fields', async () => {
      const foreignProject = await insertProject(ctx.db, w.foreignId);
      const res = await api.post(w.actors.developer_admin, 'inventory/buildings', {
        project_id: foreignProject.id,
        name: 'X',
        status: 'off_plan',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ project_id: ['The selected project is invalid.'] });
      const bad = await api.post(w.actors.developer_admin, 'inventory/buildings', { name: '', floors: 0, status: 'nope' });
      expect(Object.keys(bad.json().errors).sort()).toEqual(['floors', 'name', 'project_id', 'status']);
    });

    it('scopes reads and refuses writes like projects', async () => {
      const mine = await insertBuilding(ctx.db, w.developerId, (await insertProject(ctx.db, w.developerId)).id);
      const foreign = await insertBuilding(ctx.db, w.foreignId, (await insertProject(ctx.db, w.foreignId)).id);
      const before = await snapshot(ctx.db, buildings);
      expect((await api.get(w.actors.super_admin_sales_manager, `inventory/buildings/${mine.id}`)).statusCode).toBe(200);
      expect((await api.get(w.actors.developer, `inventory/buildings/${mine.id}`)).statusCode).toBe(200);
      expect((await api.get(w.actors.developer_admin, `inventory/buildings/${foreign.id}`)).statusCode).toBe(404);
      expect(
        (
          await api.put(w.actors.developer_admin, `inventory/buildings/${foreign.id}`, {
            project_id: foreign.project_id,
            name: 'Mine',
            status: 'ready',
          })
        ).statusCode,
      ).toBe(404);
      expect((await api.delete(w.actors.developer_admin, `inventory/buildings/${foreign.id}`)).statusCode).toBe(404);
      expect((await api.delete(w.actors.developer, `inventory/buildings/${mine.id}`)).statusCode).toBe(403);
      expect((await api.get(w.actors.broker_admin, 'inventory/buildings')).statusCode).toBe(403);
      expect(await snapshot(ctx.db, buildings)).toEqual(before);
    });

    it('answers the no-units banner with the caller’s buildings', async () => {
      const project = await insertProject(ctx.db, w.developerId, { name: 'Banner Project' });
      const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Banner Tower' });
      const res = await api.get(w.actors.developer_admin, 'inventory/buildings/no-units-banner');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toContainEqual({
        id: building.id,
        name: 'Banner Tower',
        project_id: project.id,
        project_name: 'Banner Project',
      });
      const foreignRes = await api.get(w.actors.foreign_admin, 'inventory/buildings/no-units-banner');
      expect(foreignRes.json().data.map((b: { id: number }) => b.id)).not.toContain(building.id);
      expect((await api.get(w.actors.broker_admin, 'inventory/buildings/no-units-banner')).statusCode).toBe(403);
    });
  });
});
