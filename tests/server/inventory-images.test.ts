import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryImages } from '../../src/server/db/inventory-schema.ts';
import { snapshot } from './support/crm.ts';
import { pdfBytes, PNG_BYTES } from './support/files.ts';
import { actingIn, insertBuilding, insertProject, inventoryApi, jpegBytes } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('inventory images', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let jpeg: Buffer;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    jpeg = await jpegBytes(1280, 800);
  });
  afterAll(() => ctx.close());

  const stored = (key: string) => existsSync(path.join(ctx.config.dataDir, 'files', ...key.split('/')));
  const file = (name: string, content: Buffer, type = 'image/jpeg') => ({ filename: name, content, type });

  it('uploads several gallery images with thumbnails, serves both and shows a cover in lists', async () => {
    const project = await insertProject(ctx.db, w.developerId, { name: 'Gallery Project' });
    const res = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
      kind: 'gallery',
      images: [file('one.jpg', jpeg), file('two.png', PNG_BYTES, 'image/png')],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('2 images uploaded.');
    expect(res.json().data).toHaveLength(2);
    expect(res.json().data.map((i: { position: number }) => i.position)).toEqual([0, 1]);
    // The multipart parser hands files over as they finish arriving, so find them by name.
    const byName = (name: string) => res.json().data.find((i: { file_name: string }) => i.file_name === name);
    const images = [byName('one.jpg'), byName('two.png')];
    expect(images[0]).toMatchObject({
      kind: 'gallery',
      content_type: 'image/jpeg',
      width: 1280,
      height: 800,
      url: `/api/inventory/images/${images[0].id}`,
      thumbnail_url: `/api/inventory/images/${images[0].id}/thumbnail`,
    });
    expect(images[1]).toMatchObject({ kind: 'gallery', content_type: 'image/png', width: 1, height: 1 });

    const original = await api.get(w.actors.developer, `inventory/images/${images[0].id}`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals(jpeg)).toBe(true);
    const thumbnail = await api.get(
      actingIn(w.actors.super_admin_sales_manager, w.developerId),
      `inventory/images/${images[0].id}/thumbnail`,
    );
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 200 });

    const cover = res.json().data[0];
    const list = await api.get(w.actors.super_admin_sales_manager, 'inventory/projects', { search: 'Gallery Project' });
    expect(list.json().data[0].cover_thumbnail_url).toBe(`/api/inventory/images/${cover.id}/thumbnail`);
    const shown = await api.get(w.actors.developer, `inventory/projects/${project.id}`);
    expect(shown.json().data.counts.images).toBe(2);
  });

  it('answers 422 for a file that is not an image, whatever its name and type claim, and stores nothing', async () => {
    const project = await insertProject(ctx.db, w.developerId);
    const before = await snapshot(ctx.db, inventoryImages);
    const res = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
      kind: 'image',
      images: [file('fine.jpg', jpeg), file('fake.jpg', pdfBytes())],
    });
    expect(res.statusCode).toBe(422);
    // One error, on the position the fake file took (files arrive in the order they finish).
    expect(Object.values(res.json().errors)).toEqual([['The file is not a readable PNG, JPEG or WebP image.']]);
    expect(Object.keys(res.json().errors)[0]).toMatch(/^images\.[01]$/);
    // JPEG magic bytes followed by garbage do not decode either.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const brokenRes = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
      kind: 'image',
      images: [file('broken.jpg', broken)],
    });
    expect(brokenRes.statusCode).toBe(422);
    // Logos and PDF images are printed on sale offers: PNG or JPEG only.
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    const webpLogo = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
      kind: 'logo',
      images: [file('logo.webp', webp, 'image/webp')],
    });
    expect(webpLogo.json().errors).toEqual({ 'images.0': ['The file is not a readable PNG or JPEG image.'] });
    const noKind = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
      kind: 'poster',
      images: [file('a.jpg', jpeg)],
    });
    expect(noKind.json().errors).toHaveProperty('kind');
    const noFiles = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, { kind: 'gallery' });
    expect(noFiles.json().errors).toHaveProperty('images');
    expect(await snapshot(ctx.db, inventoryImages)).toEqual(before);
  });

  it('reorders a building gallery and deletes an image with its files', async () => {
    const building = await insertBuilding(ctx.db, w.developerId, (await insertProject(ctx.db, w.developerId)).id);
    const upload = await api.upload(w.actors.developer_admin, `inventory/buildings/${building.id}/images`, {
      kind: 'gallery',
      images: [file('a.jpg', jpeg), file('b.jpg', jpeg), file('c.jpg', jpeg)],
    });
    const [a, b, c] = upload.json().data as { id: number }[];
    const reordered = await api.patch(w.actors.developer_admin, `inventory/buildings/${building.id}/images/reorder`, {
      ids: [c!.id, a!.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.map((i: { id: number; position: number }) => [i.id, i.position])).toEqual([
      [c!.id, 0],
      [a!.id, 1],
      [b!.id, 2],
    ]);
    const foreignImage = await api.patch(w.actors.developer_admin, `inventory/buildings/${building.id}/images/reorder`, {
      ids: [a!.id, 999_999],
    });
    expect(foreignImage.statusCode).toBe(422);
    expect(foreignImage.json().errors).toEqual({ 'ids.1': ['The selected image is not in this gallery.'] });

    const [row] = await ctx.db.select().from(inventoryImages).where(eq(inventoryImages.id, b!.id));
    expect(stored(row!.file_path) && stored(row!.thumbnail_path)).toBe(true);
    expect((await api.delete(w.actors.developer_admin, `inventory/images/${b!.id}`)).json()).toEqual({ message: 'Image deleted.' });
    expect(stored(row!.file_path) || stored(row!.thumbnail_path)).toBe(false);
    expect((await api.get(w.actors.developer_admin, `inventory/images/${b!.id}`)).statusCode).toBe(404);
  });

  it('deleting a project removes its images’ files', async () => {
    const project = await insertProject(ctx.db, w.developerId);
    const building = await insertBuilding(ctx.db, w.developerId, project.id);
    await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
      kind: 'logo',
      images: [file('logo.png', PNG_BYTES, 'image/png')],
    });
    await api.upload(w.actors.developer_admin, `inventory/buildings/${building.id}/images`, {
      kind: 'floor_plate',
      images: [file('plate.jpg', jpeg)],
    });
    const rows = (await ctx.db.select().from(inventoryImages)).filter((r) => r.project_id === project.id || r.building_id === building.id);
    expect(rows).toHaveLength(2);
    expect((await api.delete(w.actors.developer_admin, `inventory/projects/${project.id}`)).statusCode).toBe(200);
    for (const r of rows) expect(stored(r.file_path) || stored(r.thumbnail_path)).toBe(false);
  });

  it('refuses uploads to non-admins, hides other tenants’ images and leaves them untouched', async () => {
    const project = await insertProject(ctx.db, w.developerId);
    const foreignProject = await insertProject(ctx.db, w.foreignId);
    const foreignUpload = await api.upload(w.actors.foreign_admin, `inventory/projects/${foreignProject.id}/images`, {
      kind: 'gallery',
      images: [file('x.jpg', jpeg)],
    });
    const foreignImage = foreignUpload.json().data[0];
    const before = await snapshot(ctx.db, inventoryImages);
    for (const actor of [w.actors.developer, actingIn(w.actors.super_admin_sales_manager, w.developerId)]) {
      expect(
        (await api.upload(actor, `inventory/projects/${project.id}/images`, { kind: 'gallery', images: [file('x.jpg', jpeg)] })).statusCode,
      ).toBe(403);
    }
    expect(
      (
        await api.upload(w.actors.developer_admin, `inventory/projects/${foreignProject.id}/images`, {
          kind: 'gallery',
          images: [file('x.jpg', jpeg)],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.patch(w.actors.developer_admin, `inventory/projects/${foreignProject.id}/images/reorder`, { ids: [foreignImage.id] }))
        .statusCode,
    ).toBe(404);
    expect((await api.delete(w.actors.developer_admin, `inventory/images/${foreignImage.id}`)).statusCode).toBe(404);
    expect((await api.get(w.actors.developer_admin, `inventory/images/${foreignImage.id}`)).statusCode).toBe(404);
    expect((await api.get(w.actors.super_admin_sales_manager, `inventory/images/${foreignImage.id}/thumbnail`)).statusCode).toBe(404);
    expect((await api.get(w.actors.broker_admin, `inventory/images/${foreignImage.id}`)).statusCode).toBe(403);
    expect(await snapshot(ctx.db, inventoryImages)).toEqual(before);
  });
});
