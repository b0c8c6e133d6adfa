// Embed routes: the developer admin's settings of a project's public page (docs/api.md:
// inventory/projects/{id}/embed) and the public page's data and gallery images (embed/projects/
// {token}, public as docs/api.md's conventions list `embed/*`), and the page's enquiry form.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../http/downloads.ts';
import { idParams, recordId } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import * as embeds from './embed.service.ts';
import * as enquiries from './embed-enquiries.service.ts';
import { embedBody, embedEnquiryBody } from '../../../shared/schemas/inventory.ts';
import { embedSettingsSchema, publicEmbedSchema } from './inventory.resources.ts';

const tokenParams = z.object({ token: z.string().max(200) });
const tokenImageParams = tokenParams.extend({ imageId: recordId });

/** An enquiry is a few short fields: anything bigger is not one (413 before it is parsed). */
const ENQUIRY_BODY_LIMIT_BYTES = 16 * 1024;

export default async function embedRoutes(app: FastifyInstance, { db, storage, config, encrypter }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory: embeds'];

  routes.get('/inventory/projects/:id/embed', {
    config: { action: 'inventory.manage' },
    schema: {
      tags,
      summary: 'The project’s public page settings, token and iframe snippet',
      params: idParams('id'),
      response: { 200: z.object({ data: embedSettingsSchema }) },
    },
    handler: (request) => embeds.embedSettings(db, tenantOf(request), request.params.id, config.publicUrl),
  });

  routes.put('/inventory/projects/:id/embed', {
    config: { action: 'inventory.manage', audit: 'inventory.project.embed_changed' },
    schema: {
      tags,
      summary: 'Switch the public page on or off, choose its sections, or regenerate its token',
      params: idParams('id'),
      body: embedBody,
      response: { 200: z.object({ data: embedSettingsSchema, message: z.string() }) },
    },
    handler: (request) => embeds.updateEmbedSettings(db, tenantOf(request), request.params.id, request.body, config.publicUrl),
  });

  routes.get('/embed/projects/:token', {
    config: { action: 'public' },
    schema: {
      tags,
      summary: 'Public: what the developer chose to show of a project (404 when off or unknown)',
      params: tokenParams,
      response: { 200: z.object({ data: publicEmbedSchema }) },
    },
    handler: (request) => embeds.publicProject(db, encrypter, request.params.token),
  });

  routes.post('/embed/projects/:token/enquiries', {
    config: { action: 'public' },
    bodyLimit: ENQUIRY_BODY_LIMIT_BYTES,
    schema: {
      tags,
      summary: 'Public: a visitor’s enquiry, which becomes a lead of the developer (throttled; 404 when the form is off)',
      params: tokenParams,
      body: embedEnquiryBody,
      response: { 201: z.object({ message: z.string() }) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return enquiries.sendEnquiry(db, encrypter, request.params.token, request.body, request.ip);
    },
  });

  routes.get('/embed/projects/:token/images/:imageId', {
    config: { action: 'public' },
    schema: { tags, summary: 'Public: a gallery image of an embedded project', params: tokenImageParams },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await embeds.publicImageFile(db, request.params.token, request.params.imageId, 'original'), 'inline'),
  });

  routes.get('/embed/projects/:token/images/:imageId/thumbnail', {
    config: { action: 'public' },
    schema: { tags, summary: 'Public: a gallery image’s thumbnail', params: tokenImageParams },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await embeds.publicImageFile(db, request.params.token, request.params.imageId, 'thumbnail'), 'inline'),
  });
}
