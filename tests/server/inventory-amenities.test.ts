import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amenities, projectAmenities } from '../../src/server/db/inventory-schema.ts';
import { auditEntries, snapshot } from './support/crm.ts';
import { pdfBytes } from './support/files.ts';
import { actingIn, insertAmenity, insertBuilding, insertProject, inventoryApi, jpegBytes } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('inventory amenities', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
  });
  afterAll(() => ctx.close());

  it('lets the developer admin create, list, edit and delete amenities with images', async () => {
    const created = await api.post(w.actors.developer_admin, 'inventory/amenities', {
      name: ' Infinity Pool ',
      icon: 'pool',
      description: 'Rooftop',
    });
    expect(created.statusCode).toBe(201);
    const amenity = created.json().data;
    expect(amenity).toMatchObject({
      name: 'Infinity Pool',
      icon: 'pool',
      description: 'Rooftop',
      images: [],
      projects_count: 0,
      buildings_count: 0,
    });

    const uploaded = await api.upload(w.actors.developer_admin, `inventory/amenities/${amenity.id}/images`, {
      images: [{ filename: 'pool.jpg', content: await jpegBytes(), type: 'image/jpeg' }],
    });
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json().data.images[0];
    expect(image).toEqual({
      id: expect.any(Number),
      file_name: 'pool.jpg',
      url: `/api/inventory/amenity-images/${image.id}`,
      thumbnail_url: `/api/inventory/amenity-images/${image.id}/thumbnail`,
    });
    const thumb = await api.get(w.actors.developer, `inventory/amenity-images/${image.id}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const notImage = await api.upload(w.actors.developer_admin, `inventory/amenities/${amenity.id}/images`, {
      images: [{ filename: 'x.png', content: pdfBytes(), type: 'image/png' }],
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors).toHaveProperty(['images.0']);

    const project = await insertProject(ctx.db, w.developerId);
    await ctx.db.insert(projectAmenities).values({ organization_id: w.developerId, project_id: project.id, amenity_id: amenity.id });
    const list = await api.get(w.actors.developer_admin, 'inventory/amenities', { search: 'pool' });
    expect(list.json().data).toMatchObject([{ id: amenity.id, projects_count: 1, images: [{ id: image.id }] }]);

    const edited = await api.put(w.actors.developer_admin, `inventory/amenities/${amenity.id}`, {
      name: 'Lap Pool',
      icon: '',
      description: '',
    });
    expect(edited.json()).toMatchObject({ data: { name: 'Lap Pool', icon: null, description: null }, message: 'Amenity updated.' });
    expect((await api.delete(w.actors.developer_admin, `inventory/amenity-images/${image.id}`)).json()).toEqual({
      message: 'Image deleted.',
    });
    expect((await api.delete(w.actors.developer_admin, `inventory/amenities/${amenity.id}`)).json()).toEqual({
      message: 'Amenity deleted.',
    });
    expect(await ctx.db.select().from(projectAmenities).where(eq(projectAmenities.project_id, project.id))).toEqual([]);
    expect(await auditEntries(ctx.db, 'inventory.amenity.deleted')).toHaveLength(1);
  });

  it('answers 422 on name for a duplicate in any letter case and for bad fields', async () => {
    await insertAmenity(ctx.db, w.developerId, 'Gym');
    const dup = await api.post(w.actors.developer_admin, 'inventory/amenities', { name: 'GYM' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ name: ['An amenity with this name already exists.'] });
    const bad = await api.post(w.actors.developer_admin, 'inventory/amenities', { name: '', icon: 'Not An Icon!' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['icon', 'name']);
    expect((await api.post(w.actors.foreign_admin, 'inventory/amenities', { name: 'Gym' })).statusCode).toBe(201);
  });

  it('lets viewers read options and the amenities mapped to a project or building; management is the admin’s', async () => {
    const spa = await insertAmenity(ctx.db, w.developerId, 'Spa');
    const project = await insertProject(ctx.db, w.developerId);
    const building = await insertBuilding(ctx.db, w.developerId, project.id);
    await api.put(w.actors.developer_admin, `inventory/projects/${project.id}`, {
      name: project.name,
      city: 'Dubai',
      status: 'ready',
      amenity_ids: [spa.id],
    });
    await api.put(w.actors.developer_admin, `inventory/buildings/${building.id}`, {
      project_id: project.id,
      name: building.name,
      status: 'ready',
      amenity_ids: [spa.id],
    });
    for (const viewer of [
      w.actors.developer,
      w.actors.super_admin_sales_manager,
      actingIn(w.actors.super_admin_sales_manager, w.developerId),
    ]) {
      expect((await api.get(viewer, 'inventory/amenities/options', { search: 'spa' })).json().data).toEqual([
        { value: spa.id, label: 'Spa' },
      ]);
      expect((await api.get(viewer, 'inventory/amenities/mapped', { project_id: project.id })).json().data).toEqual([
        { id: spa.id, name: 'Spa', icon: 'pool' },
      ]);
      expect((await api.get(viewer, 'inventory/amenities/mapped', { building_id: building.id })).json().data).toEqual([
        { id: spa.id, name: 'Spa', icon: 'pool' },
      ]);
    }
    const neither = await api.get(w.actors.developer, 'inventory/amenities/mapped');
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toHaveProperty('project_id');
    expect((await api.get(w.actors.developer, 'inventory/amenities')).statusCode).toBe(403);
    expect((await api.post(w.actors.developer, 'inventory/amenities', { name: 'Mine' })).statusCode).toBe(403);
    expect((await api.post(w.actors.super_admin_sales_manager, 'inventory/amenities', { name: 'Mine' })).statusCode).toBe(403);
    expect((await api.get(w.actors.broker_admin, 'inventory/amenities/options')).statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s amenity and leaves it untouched', async () => {
    const foreign = await insertAmenity(ctx.db, w.foreignId, 'Foreign sauna');
    const foreignProject = await insertProject(ctx.db, w.foreignId);
    const before = await snapshot(ctx.db, amenities);
    expect((await api.get(w.actors.developer_admin, `inventory/amenities/${foreign.id}`)).statusCode).toBe(404);
    expect((await api.put(w.actors.developer_admin, `inventory/amenities/${foreign.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await api.delete(w.actors.developer_admin, `inventory/amenities/${foreign.id}`)).statusCode).toBe(404);
    expect(
      (
        await api.upload(w.actors.developer_admin, `inventory/amenities/${foreign.id}/images`, {
          images: [{ filename: 'a.jpg', content: await jpegBytes(), type: 'image/jpeg' }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.get(w.actors.developer_admin, 'inventory/amenities/mapped', { project_id: foreignProject.id })).statusCode).toBe(404);
    expect((await api.get(w.actors.developer_admin, 'inventory/amenities/options', { search: 'sauna' })).json().data).toEqual([]);
    expect(await snapshot(ctx.db, amenities)).toEqual(before);
  });
});
