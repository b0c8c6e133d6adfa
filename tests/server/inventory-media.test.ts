import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media360, videoLinks } from '../../src/server/db/inventory-schema.ts';
import { parseVideoUrl } from '../../src/shared/inventory.ts';
import { snapshot } from './support/crm.ts';
import { pdfBytes } from './support/files.ts';
import { actingIn, insertBuilding, insertProject, inventoryApi, jpegBytes } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('inventory 360 media and video links', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let projectId: number;
  let buildingId: number;
  let foreignProjectId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    projectId = (await insertProject(ctx.db, w.developerId)).id;
    buildingId = (await insertBuilding(ctx.db, w.developerId, projectId)).id;
    foreignProjectId = (await insertProject(ctx.db, w.foreignId)).id;
  });
  afterAll(() => ctx.close());

  describe('inventory/media360', () => {
    it('adds an equirectangular image and a hosted tour, lists, serves and deletes them', async () => {
      const image = await api.upload(w.actors.developer_admin, 'inventory/media360', {
        building_id: String(buildingId),
        title: 'Lobby',
        image: { filename: 'lobby.jpg', content: await jpegBytes(2048, 1024), type: 'image/jpeg' },
      });
      expect(image.statusCode).toBe(201);
      const item = image.json().data;
      expect(item).toMatchObject({
        building_id: buildingId,
        project_id: null,
        title: 'Lobby',
        kind: 'image',
        tour_url: null,
        url: `/api/inventory/media360/${item.id}/image`,
        thumbnail_url: `/api/inventory/media360/${item.id}/thumbnail`,
      });
      const tour = await api.post(w.actors.developer_admin, 'inventory/media360', {
        building_id: buildingId,
        title: 'Virtual tour',
        tour_url: 'https://tours.example.com/t/abc',
      });
      expect(tour.json().data).toMatchObject({ kind: 'tour', tour_url: 'https://tours.example.com/t/abc', url: null, thumbnail_url: null });

      const list = await api.get(actingIn(w.actors.super_admin_sales_manager, w.developerId), 'inventory/media360', {
        building_id: buildingId,
      });
      expect(list.json().data.map((m: { title: string }) => m.title)).toEqual(['Lobby', 'Virtual tour']);
      const file = await api.get(w.actors.developer, `inventory/media360/${item.id}/image`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect((await api.get(w.actors.developer, `inventory/media360/${item.id}/thumbnail`)).headers['content-type']).toBe('image/webp');
      expect((await api.get(w.actors.developer, `inventory/media360/${tour.json().data.id}/image`)).statusCode).toBe(404);
      const shown = await api.get(w.actors.developer, `inventory/buildings/${buildingId}`);
      expect(shown.json().data.media360).toHaveLength(2);

      expect((await api.delete(w.actors.developer_admin, `inventory/media360/${item.id}`)).json()).toEqual({
        message: '360° item deleted.',
      });
      expect((await api.get(w.actors.developer, `inventory/media360/${item.id}/image`)).statusCode).toBe(404);
    });

    it('answers 422 for a non-image, an http tour, both or neither source, and no owner', async () => {
      const notImage = await api.upload(w.actors.developer_admin, 'inventory/media360', {
        project_id: String(projectId),
        title: 'X',
        image: { filename: 'x.jpg', content: pdfBytes(), type: 'image/jpeg' },
      });
      expect(notImage.statusCode).toBe(422);
      expect(notImage.json().errors).toHaveProperty('image');
      const http = await api.post(w.actors.developer_admin, 'inventory/media360', {
        project_id: projectId,
        title: 'X',
        tour_url: 'http://tours.example.com/x',
      });
      expect(http.json().errors).toHaveProperty('tour_url');
      const neither = await api.post(w.actors.developer_admin, 'inventory/media360', { project_id: projectId, title: 'X' });
      expect(neither.json().errors).toHaveProperty('image');
      const noOwner = await api.post(w.actors.developer_admin, 'inventory/media360', {
        title: '',
        tour_url: 'https://tours.example.com/x',
      });
      expect(Object.keys(noOwner.json().errors).sort()).toEqual(['project_id', 'title']);
      const foreignOwner = await api.post(w.actors.developer_admin, 'inventory/media360', {
        project_id: foreignProjectId,
        title: 'X',
        tour_url: 'https://tours.example.com/x',
      });
      expect(foreignOwner.json().errors).toEqual({ project_id: ['The selected project is invalid.'] });
    });

    it('refuses writes to non-admins and hides other tenants’ items', async () => {
      const foreign = await api.post(w.actors.foreign_admin, 'inventory/media360', {
        project_id: foreignProjectId,
        title: 'Foreign',
        tour_url: 'https://tours.example.com/f',
      });
      const before = await snapshot(ctx.db, media360);
      expect(
        (
          await api.post(w.actors.developer, 'inventory/media360', {
            project_id: projectId,
            title: 'X',
            tour_url: 'https://tours.example.com/x',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await api.post(actingIn(w.actors.super_admin_sales_manager, w.developerId), 'inventory/media360', {
            project_id: projectId,
            title: 'X',
            tour_url: 'https://tours.example.com/x',
          })
        ).statusCode,
      ).toBe(403);
      expect((await api.delete(w.actors.developer_admin, `inventory/media360/${foreign.json().data.id}`)).statusCode).toBe(404);
      expect((await api.get(w.actors.developer_admin, 'inventory/media360', { project_id: foreignProjectId })).statusCode).toBe(404);
      expect((await api.get(w.actors.broker_admin, 'inventory/media360', { project_id: projectId })).statusCode).toBe(403);
      expect(await snapshot(ctx.db, media360)).toEqual(before);
    });
  });

  describe('inventory/video-links', () => {
    it('stores YouTube and Vimeo links with their player address', async () => {
      const youtube = await api.post(w.actors.developer_admin, 'inventory/video-links', {
        project_id: projectId,
        title: 'Launch film',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      });
      expect(youtube.statusCode).toBe(201);
      expect(youtube.json().data).toMatchObject({
        project_id: projectId,
        provider: 'youtube',
        video_id: 'dQw4w9WgXcQ',
        embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      });
      const vimeo = await api.post(w.actors.developer_admin, 'inventory/video-links', {
        building_id: buildingId,
        url: 'https://vimeo.com/76979871',
      });
      expect(vimeo.json().data).toMatchObject({
        building_id: buildingId,
        provider: 'vimeo',
        video_id: '76979871',
        embed_url: 'https://player.vimeo.com/video/76979871',
        title: null,
      });
      const list = await api.get(w.actors.super_admin_sales_manager, 'inventory/video-links', { project_id: projectId });
      expect(list.json().data.map((v: { video_id: string }) => v.video_id)).toEqual(['dQw4w9WgXcQ']);
      expect((await api.delete(w.actors.developer_admin, `inventory/video-links/${vimeo.json().data.id}`)).json()).toEqual({
        message: 'Video deleted.',
      });
    });

    it('answers 422 on url for anything but a YouTube or Vimeo video', async () => {
      for (const url of [
        'https://example.com/watch?v=dQw4w9WgXcQ',
        'https://www.youtube.com/watch?v=short',
        'https://vimeo.com/channels/staff',
        'javascript:alert(1)',
        'not a url',
      ]) {
        const res = await api.post(w.actors.developer_admin, 'inventory/video-links', { project_id: projectId, url });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ url: ['The url must be a YouTube or Vimeo video address.'] });
      }
    });

    it('parses the usual address shapes', () => {
      expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?si=x')?.video_id).toBe('dQw4w9WgXcQ');
      expect(parseVideoUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')?.video_id).toBe('dQw4w9WgXcQ');
      expect(parseVideoUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')?.video_id).toBe('dQw4w9WgXcQ');
      expect(parseVideoUrl('https://player.vimeo.com/video/76979871')?.video_id).toBe('76979871');
      expect(parseVideoUrl('https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ')).toBeNull();
    });

    it('refuses writes to non-admins and hides other tenants’ links', async () => {
      const foreign = await api.post(w.actors.foreign_admin, 'inventory/video-links', {
        project_id: foreignProjectId,
        url: 'https://youtu.be/dQw4w9WgXcQ',
      });
      const before = await snapshot(ctx.db, videoLinks);
      expect(
        (await api.post(w.actors.developer, 'inventory/video-links', { project_id: projectId, url: 'https://youtu.be/dQw4w9WgXcQ' }))
          .statusCode,
      ).toBe(403);
      expect((await api.delete(w.actors.developer_admin, `inventory/video-links/${foreign.json().data.id}`)).statusCode).toBe(404);
      expect((await api.get(w.actors.developer_admin, 'inventory/video-links', { project_id: foreignProjectId })).statusCode).toBe(404);
      expect(
        (
          await api.post(w.actors.developer_admin, 'inventory/video-links', {
            project_id: foreignProjectId,
            url: 'https://youtu.be/dQw4w9WgXcQ',
          })
        ).statusCode,
      ).toBe(422);
      expect(await snapshot(ctx.db, videoLinks)).toEqual(before);
    });
  });
});
