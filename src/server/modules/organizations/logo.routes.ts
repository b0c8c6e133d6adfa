// Logo routes: upload (multipart field `logo`), remove, and the image itself.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../http/downloads.ts';
import { idParams } from '../../http/params.ts';
import { signedInUserId, tenantOf } from '../../http/request-context.ts';
import { uploadedFileSchema } from '../../http/uploads.ts';
import type { ModuleDeps } from '../module.ts';
import * as logos from './logo.service.ts';
import { organizationResourceSchema } from './organizations.resources.ts';

const oneResponse = z.object({ data: organizationResourceSchema, message: z.string() });

export default async function logoRoutes(app: FastifyInstance, { db, storage }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];

  routes.post('/auth/organizations/:id/upload-logo', {
    config: { action: 'organizations.logo' },
    schema: {
      tags,
      summary: 'Upload or replace the logo (PNG, JPEG, WebP, SVG; ≤ 2 MB; an SVG is stored as a PNG drawn from it)',
      consumes: ['multipart/form-data'],
      params: idParams('id'),
      body: z.object({ logo: uploadedFileSchema }),
      response: { 200: oneResponse },
    },
    handler: (request) => logos.uploadLogo(db, storage, tenantOf(request), request.params.id, request.body.logo),
  });

  routes.patch('/auth/organizations/:id/remove-logo', {
    config: { action: 'organizations.logo' },
    schema: { tags, summary: 'Remove the logo', params: idParams('id'), response: { 200: oneResponse } },
    handler: (request) => logos.removeLogo(db, storage, tenantOf(request), request.params.id),
  });

  routes.get('/auth/organizations/:id/logo', {
    config: { action: 'account' },
    schema: { tags, summary: 'The logo image, for members and platform staff of the organization', params: idParams('id') },
    handler: async (request, reply) =>
      sendStoredFile(reply, storage, await logos.logoFile(db, signedInUserId(request), request.params.id), 'inline'),
  });
}
