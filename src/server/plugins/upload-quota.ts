// The per-user upload quota, checked in one place for every route: a call that brings files (the
// multipart parser has read them to temporary storage by now) from a signed-in user is refused
// with 413 before its handler runs when the files would take the user past UPLOAD_QUOTA_MB.
// Routes that read an upload without keeping it (CSV imports) say so with `storesUploads: false`.
// Organization tokens upload as no user and are not counted.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { isUploadedFile } from './body-parsers.ts';
import { assertWithinUploadQuota } from '../services/upload-quota.ts';

function incomingBytes(body: unknown): number {
  if (!body || typeof body !== 'object') return 0;
  let total = 0;
  for (const value of Object.values(body)) {
    for (const item of Array.isArray(value) ? value : [value]) if (isUploadedFile(item)) total += item.size;
  }
  return total;
}

export default fp(
  async function uploadQuotaPlugin(app: FastifyInstance, options: { db: Database; uploadQuotaBytes: number }) {
    app.addHook('preHandler', async (request) => {
      if (request.principal?.kind !== 'user' || request.routeOptions.config.storesUploads === false) return;
      const bytes = incomingBytes(request.body);
      if (bytes > 0) await assertWithinUploadQuota(options.db, request.principal.userId, bytes, options.uploadQuotaBytes);
    });
  },
  { name: 'upload-quota' },
);
