// Amenity routes (docs/api.md: inventory/amenities, options, mapped, amenity images). Managing them is
// the developer admin's (inventory.amenities.manage); options, the amenities mapped to a project
// or building, and their images are readable by every inventory viewer (inventory.view).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AMENITY_SORTS, MAX_IMAGES_PER_UPLOAD } from '../../../shared/inventory.ts';
import { sendStoredFile } from '../../http/downloads.ts';
import { listQuerySchema, listResponseSchema, messageResponseSchema, optionsQuerySchema, optionsResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import { uploadedFilesSchema } from '../../http/uploads.ts';
import type { ModuleDeps } from '../module.ts';
import * as amenities from './amenities.service.ts';
import { amenityBody, mediaOwnerQuery, projectFilters } from '../../../shared/schemas/inventory.ts';
import { amenityRefSchema, amenitySchema } from './inventory.resources.ts';

const listQuery = listQuerySchema({ sortable: AMENITY_SORTS, defaultSort: 'name' });
const oneResponse = z.object({ data: amenitySchema, message: z.string() });

export default async function amenityRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: amenities'];

  routes.get('/inventory/amenities', {
    config: { action: 'inventory.amenities.manage' },
    schema: {
      tags,
      summary: 'The organization’s amenities with their images and usage',
      querystring: listQuery,
      response: { 200: listResponseSchema(amenitySchema) },
    },
    handler: (request) => amenities.listAmenities(db, tenantOf(request), request.query),
  });

  routes.get('/inventory/amenities/options', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'Amenities as options',
      querystring: optionsQuerySchema.extend({ developer_organization_id: projectFilters.developer_organization_id }),
      response: { 200: optionsResponseSchema },
    },
    handler: (request) => amenities.amenityOptions(db, tenantOf(request), request.query),
  });

  routes.get('/inventory/amenities/mapped', {
    config: { action: 'inventory.view' },
    schema: {
      tags,
      summary: 'The amenities of a project_id or building_id',
      querystring: mediaOwnerQuery,
      response: { 200: z.object({ data: z.array(amenityRefSchema) }) },
    },
    handler: (request) => amenities.amenitiesMappedTo(db, tenantOf(request), request.query),
  });

  routes.post('/inventory/amenities', {
    config: { action: 'inventory.amenities.manage' },
    schema: { tags, summary: 'Create an amenity (name unique in the organization)', body: amenityBody, response: { 201: oneResponse } },
    handler: async (request, reply) => reply.code(201).send(await amenities.createAmenity(db, tenantOf(request), request.body)),
  });

  routes.get('/inventory/amenities/:id', {
    config: { action: 'inventory.amenities.manage' },
    schema: { tags, summary: 'One amenity', params: idParams('id'), response: { 200: z.object({ data: amenitySchema }) } },
    handler: (request) => amenities.showAmenity(db, tenantOf(request), request.params.id),
  });

  routes.put('/inventory/amenities/:id', {
    config: { action: 'inventory.amenities.manage' },
    schema: { tags, summary: 'Edit an amenity', params: idParams('id'), body: amenityBody, response: { 200: oneResponse } },
    handler: (request) => amenities.updateAmenity(db, tenantOf(request), request.params.id, request.body),
  });

  routes.delete('/inventory/amenities/:id', {
    config: { action: 'inventory.amenities.manage', audit: 'inventory.amenity.deleted' },
    schema: {
      tags,
      summary: 'Delete an amenity (it leaves every project and building)',
      params: idParams('id'),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => amenities.deleteAmenity(db, storage, tenantOf(request), request.params.id),
  });

  routes.post('/inventory/amenities/:id/images', {
    config: { action: 'inventory.amenities.manage' },
    schema: {
      tags,
      summary: 'Add images to an amenity (files in images[])',
      consumes: ['multipart/form-data'],
      params: idParams('id'),
      body: z.object({ images: uploadedFilesSchema('images', MAX_IMAGES_PER_UPLOAD) }),
      response: { 201: oneResponse },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await amenities.uploadAmenityImages(db, storage, tenantOf(request), request.params.id, request.body.images)),
  });

  routes.delete('/inventory/amenity-images/:imageId', {
    config: { action: 'inventory.amenities.manage', audit: 'inventory.amenity_image.deleted' },
    schema: { tags, summary: 'Delete an amenity image', params: idParams('imageId'), response: { 200: messageResponseSchema } },
    handler: (request) => amenities.deleteAmenityImage(db, storage, tenantOf(request), request.params.imageId),
  });

  routes.get('/inventory/amenity-images/:imageId', {
    config: { action: 'inventory.view' },
    schema: { tags, summary: 'An amenity image file', params: idParams('imageId') },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await amenities.amenityImageFile(db, tenantOf(request), request.params.imageId, 'original'), 'inline'),
  });

  routes.get('/inventory/amenity-images/:imageId/thumbnail', {
    config: { action: 'inventory.view' },
    schema: { tags, summary: 'An amenity image’s thumbnail (WebP)', params: idParams('imageId') },
    handler: async (request, reply) =>
      sendStoredFile(
        reply,
        storage,
        await amenities.amenityImageFile(db, tenantOf(request), request.params.imageId, 'thumbnail'),
        'inline',
      ),
  });
}
