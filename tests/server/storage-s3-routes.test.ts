// The API with its files in an S3 bucket (s3rver, started by globalSetup.ts): a project image
// and a lead document are uploaded through the routes, stored in the bucket (none on disk), and
// downloaded back byte for byte with the same headers as from disk; the sale-offer PDF reads its
// images from the bucket.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../src/server/config.ts';
import { createS3Storage } from '../../src/server/services/s3-storage.ts';
import { crmApi, insertLead } from './support/crm.ts';
import { multipart } from './support/files.ts';
import { insertBuilding, insertProject, inventoryApi, jpegBytes } from './support/inventory.ts';
import { insertUnit, offerBody, pdfImageCount } from './support/sale-offers.ts';
import { freshBucket } from './support/s3.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('files through the API on S3 storage', () => {
  let ctx: TestContext;
  let w: World;
  let bucket: S3Settings;
  beforeAll(async () => {
    bucket = await freshBucket();
    ctx = await createTestContext({ config: { s3: bucket } });
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  async function bucketKeys(): Promise<string[]> {
    const storage = createS3Storage(bucket);
    try {
      const keys: string[] = [];
      for await (const object of storage.list()) keys.push(object.key);
      return keys.sort();
    } finally {
      storage.close();
    }
  }

  it('stores a project image and its thumbnail in the bucket and serves the image back byte-identical', async () => {
    const api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, { name: 'Bucket Towers' });
    const jpeg = await jpegBytes(1600, 900);
    const res = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
      kind: 'gallery',
      images: [{ filename: 'lobby.jpg', content: jpeg, type: 'image/jpeg' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().data[0] as { id: number };

    const keys = await bucketKeys();
    expect(keys).toHaveLength(2);
    expect(keys.filter((key) => key.startsWith('inventory-images/'))).toHaveLength(1);
    expect(keys.filter((key) => key.startsWith('inventory-images-thumbnails/'))).toHaveLength(1);
    expect(existsSync(path.join(ctx.config.dataDir, 'files'))).toBe(false);

    const original = await api.get(w.actors.developer, `inventory/images/${image.id}`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['content-length']).toBe(String(jpeg.length));
    expect(original.headers['cache-control']).toBe('private, no-store');
    expect(original.rawPayload.equals(jpeg)).toBe(true);
    const thumbnail = await api.get(w.actors.developer, `inventory/images/${image.id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(Number(thumbnail.headers['content-length'])).toBe(thumbnail.rawPayload.length);

    expect((await api.delete(w.actors.developer_admin, `inventory/images/${image.id}`)).statusCode).toBe(200);
    expect(await bucketKeys()).toEqual([]);
  });

  it('keeps a lead document with an Arabic name in the bucket and downloads it under that name', async () => {
    const lead = await insertLead(ctx.db, w.brokerId);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x20), Buffer.from('\n%%EOF\n')]);
    const { body, headers } = multipart({
      organization_id: String(w.actors.broker.orgId),
      file: { filename: 'عقد الحجز.pdf', content: pdf, type: 'application/pdf' },
    });
    const created = await call(ctx.app, 'POST', `crm/leads/${lead.id}/documents`, { token: w.actors.broker.token, body, headers });
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json().data as { id: number; name: string };
    expect(document.name).toBe('عقد الحجز.pdf');
    expect((await bucketKeys()).filter((key) => key.startsWith('lead-documents/'))).toHaveLength(1);

    const download = await crmApi(ctx).get(w.actors.broker, `crm/documents/${document.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="___ _____.pdf"; filename*=UTF-8''${encodeURIComponent('عقد الحجز.pdf')}`,
    );
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 404, not 500, when the bucket lost a file the database still names', async () => {
    const lead = await insertLead(ctx.db, w.brokerId);
    const { body, headers } = multipart({
      organization_id: String(w.actors.broker.orgId),
      file: { filename: 'gone.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
    });
    const created = await call(ctx.app, 'POST', `crm/leads/${lead.id}/documents`, { token: w.actors.broker.token, body, headers });
    expect(created.statusCode, created.body).toBe(201);
    const storage = createS3Storage(bucket);
    try {
      for await (const object of storage.list()) await storage.remove(object.key);
    } finally {
      storage.close();
    }
    const download = await crmApi(ctx).get(w.actors.broker, `crm/documents/${created.json().data.id}/download`);
    expect(download.statusCode).toBe(404);
  });

  it('prints the images it reads from the bucket on a sale offer PDF', async () => {
    const api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, { name: 'Bucket Gardens' });
    const building = await insertBuilding(ctx.db, w.developerId, project.id);
    const unit = await insertUnit(ctx.db, w.developerId, building.id, { unit_number: 'B-101' });
    const offer = await api.post(w.actors.developer, `inventory/sale-offers/${w.developerId}`, offerBody({ unit_ids: [unit.id] }));
    expect(offer.statusCode, offer.body).toBe(201);
    const pdfUrl = `inventory/sale-offers/${offer.json().data.id}/pdf`;
    expect(pdfImageCount((await api.get(w.actors.developer, pdfUrl)).rawPayload)).toBe(0);
    for (const kind of ['logo', 'pdf_image']) {
      const res = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
        kind,
        images: [{ filename: `${kind}.jpg`, content: await jpegBytes(400, 300), type: 'image/jpeg' }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const pdf = await api.get(w.actors.developer, pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdfImageCount(pdf.rawPayload)).toBe(2);
  });
});
