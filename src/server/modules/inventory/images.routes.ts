// Image routes of projects and buildings (docs/api.md: inventory/{projects|buildings}/{id}/images,
// …/images/reorder, inventory/images/{imageId}) and the authenticated downloads of an image and
// its thumbnail (docs/api.md "Inventory and sales").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGES_PER_UPLOAD } from '../../../shared/inventory.ts';
import { sendStoredFile } from '../../http/downloads.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import { uploadedFilesSchema } from '../../http/uploads.ts';
import type { ModuleDeps } from '../module.ts';
import * as images from './images.service.ts';
import { imageUploadFields, reorderBody } from '../../../shared/schemas/inventory.ts';
import { inventoryImageSchema } from './inventory.resources.ts';
import type { MediaOwnerRef } from './media.queries.ts';

const imagesResponse = z.object({ data: z.array(inventoryImageSchema), message: z.string() });

export default async function imageRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: images'];

  for (const [segment, owner] of [
    ['projects', (id: number): MediaOwnerRef => ({ project_id: id })],
    ['buildings', (id: number): MediaOwnerRef => ({ building_id: id })],
    ['units', (id: number): MediaOwnerRef => ({ unit_id: id })],
  ] as const) {
    routes.post(`/inventory/${segment}/:id/images`, {
      config: { action: 'inventory.manage' },
      schema: {
        tags,
        summary: `Upload images of one kind to a ${segment.slice(0, -1)} (files in images[]; PNG, JPEG, WebP ≤ 10 MB each); answers all its images`,
        consumes: ['multipart/form-data'],
        params: idParams('id'),
        body: z.object({ ...imageUploadFields, images: uploadedFilesSchema('images', MAX_IMAGES_PER_UPLOAD) }),
        response: { 201: imagesResponse },
      },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await images.uploadImages(db, storage, tenantOf(request), owner(request.params.id), request.body, tenantOf(request).userId),
          ),
    });

    routes.patch(`/inventory/${segment}/:id/images/reorder`, {
      config: { action: 'inventory.manage' },
      schema: {
        tags,
        summary: `Order a ${segment.slice(0, -1)}’s gallery ({ids}); answers all its images`,
        params: idParams('id'),
        body: reorderBody,
        response: { 200: imagesResponse },
      },
      handler: (request) => images.reorderGallery(db, tenantOf(request), owner(request.params.id), request.body.ids),
    });
  }

  routes.delete('/inventory/images/:imageId', {
    config: { action: 'inventory.manage', audit: 'inventory.image.deleted' },
    schema: { tags, summary: 'Delete an image and its files', params: idParams('imageId'), response: { 200: messageResponseSchema } },
    handler: (request) => images.deleteImage(db, storage, tenantOf(request), request.params.imageId),
  });

  routes.get('/inventory/images/:imageId', {
    config: { action: 'inventory.view' },
    schema: { tags, summary: 'The image file', params: idParams('imageId') },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await images.imageFile(db, tenantOf(request), request.params.imageId, 'original'), 'inline'),
  });

  routes.get('/inventory/images/:imageId/thumbnail', {
    config: { action: 'inventory.view' },
    schema: { tags, summary: 'The image’s thumbnail (WebP, 320 px wide)', params: idParams('imageId') },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await images.imageFile(db, tenantOf(request), request.params.imageId, 'thumbnail'), 'inline'),
  });
}
