// 360 media and video link routes (docs/api.md: inventory/media360, inventory/video-links) and the
// authenticated downloads of a 360 image and its thumbnail (docs/api.md "Inventory and sales").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../http/downloads.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import { uploadedFileSchema } from '../../http/uploads.ts';
import type { ModuleDeps } from '../module.ts';
import { checkMedia360, media360Fields, mediaOwnerQuery, videoLinkBody } from '../../../shared/schemas/inventory.ts';
import { media360Schema, videoLinkSchema } from './inventory.resources.ts';
import * as media from './media.service.ts';

export default async function mediaRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: media'];

  routes.get('/inventory/media360', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'The 360 media of a project_id or building_id',
      querystring: mediaOwnerQuery,
      response: { 200: z.object({ data: z.array(media360Schema) }) },
    },
    handler: (request) => media.listMedia360(db, tenantOf(request), request.query),
  });

  routes.post('/inventory/media360', {
    config: { action: 'inventory.manage' },
    schema: {
      tags,
      summary: 'Add a 360 item to a project or building: an equirectangular `image` (multipart) or an https `tour_url`',
      consumes: ['multipart/form-data', 'application/json'],
      body: z.object({ ...media360Fields, image: uploadedFileSchema.optional() }).superRefine(checkMedia360),
      response: { 201: z.object({ data: media360Schema, message: z.string() }) },
    },
    handler: async (request, reply) => reply.code(201).send(await media.createMedia360(db, storage, tenantOf(request), request.body)),
  });

  routes.delete('/inventory/media360/:id', {
    config: { action: 'inventory.manage', audit: 'inventory.media360.deleted' },
    schema: { tags, summary: 'Delete a 360 item (and its files)', params: idParams('id'), response: { 200: messageResponseSchema } },
    handler: (request) => media.deleteMedia360(db, storage, tenantOf(request), request.params.id),
  });

  routes.get('/inventory/media360/:id/image', {
    config: { action: 'inventory.view' },
    schema: { tags, summary: 'The 360 image file', params: idParams('id') },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await media.media360File(db, tenantOf(request), request.params.id, 'original'), 'inline'),
  });

  routes.get('/inventory/media360/:id/thumbnail', {
    config: { action: 'inventory.view' },
    schema: { tags, summary: 'The 360 image’s thumbnail (WebP)', params: idParams('id') },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await media.media360File(db, tenantOf(request), request.params.id, 'thumbnail'), 'inline'),
  });

  routes.get('/inventory/video-links', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'The video links of a project_id or building_id',
      querystring: mediaOwnerQuery,
      response: { 200: z.object({ data: z.array(videoLinkSchema) }) },
    },
    handler: (request) => media.listVideoLinks(db, tenantOf(request), request.query),
  });

  routes.post('/inventory/video-links', {
    config: { action: 'inventory.manage' },
    schema: {
      tags,
      summary: 'Add a YouTube or Vimeo video to a project or building',
      body: videoLinkBody,
      response: { 201: z.object({ data: videoLinkSchema, message: z.string() }) },
    },
    handler: async (request, reply) => reply.code(201).send(await media.createVideoLink(db, tenantOf(request), request.body)),
  });

  routes.delete('/inventory/video-links/:id', {
    config: { action: 'inventory.manage', audit: 'inventory.video_link.deleted' },
    schema: { tags, summary: 'Delete a video link', params: idParams('id'), response: { 200: messageResponseSchema } },
    handler: (request) => media.deleteVideoLink(db, tenantOf(request), request.params.id),
  });
}
