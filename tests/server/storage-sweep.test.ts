// The orphan sweep (npm run storage:sweep): after the demo seed (logos, documents, signup files,
// images and thumbnails, 360° media) and uploads of every other kind, no referenced file is
// reported; a stray file is, and goes only when removal is asked. On disk and on S3.
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getTableColumns, is, isNotNull } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contactsSchema from '../../src/server/db/contacts-schema.ts';
import * as crmSchema from '../../src/server/db/crm-schema.ts';
import * as inventorySchema from '../../src/server/db/inventory-schema.ts';
import * as salesSchema from '../../src/server/db/sales-schema.ts';
import * as coreSchema from '../../src/server/db/schema.ts';
import { seedDemo } from '../../src/server/db/seed/demo.ts';
import { FILE_KEY_COLUMNS, referencedFileKeys } from '../../src/server/services/file-references.ts';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';
import { sweepOrphanFiles } from '../../src/server/services/orphan-files.ts';
import { createS3Storage } from '../../src/server/services/s3-storage.ts';
import type { FileStorage } from '../../src/server/services/storage.ts';
import { crmApi, insertLead } from './support/crm.ts';
import { multipart, PNG_BYTES } from './support/files.ts';
import { insertAmenity, insertProject, inventoryApi, jpegBytes } from './support/inventory.ts';
import { freshBucket } from './support/s3.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

const SCHEMAS = [coreSchema, crmSchema, inventorySchema, contactsSchema, salesSchema];
/** Every file counts as old enough: the sweep's grace period is tested on its own. */
const ALL_FILES = () => ({ olderThan: new Date(Date.now() + 60_000) });

async function stray(storage: FileStorage, dir: string): Promise<string> {
  const file = path.join(dir, `stray-${Math.random().toString(16).slice(2)}.pdf`);
  await writeFile(file, '%PDF- nobody refers to me');
  return storage.put(file, { folder: 'lead-documents', extension: 'pdf' });
}

describe('the orphan sweep', () => {
  it('knows every column that holds a storage key', () => {
    const pathColumns = SCHEMAS.flatMap((schema) =>
      Object.values(schema)
        .filter((value): value is PgTable => is(value, PgTable))
        .flatMap((table) => Object.values(getTableColumns(table)).filter((column) => column.name.endsWith('_path'))),
    );
    expect(pathColumns.length).toBeGreaterThanOrEqual(FILE_KEY_COLUMNS.length);
    for (const column of pathColumns) expect(FILE_KEY_COLUMNS, column.name).toContain(column);
  });

  describe('on disk, with the demo data and one upload of every kind', () => {
    let ctx: TestContext;
    let w: World;
    let storage: FileStorage;
    beforeAll(async () => {
      ctx = await createTestContext();
      storage = createLocalStorage(path.join(ctx.config.dataDir, 'files'));
      await seedDemo(ctx.db, 'demo-pass-2026', storage);
      w = await buildWorld(ctx.db);
      const inventory = inventoryApi(ctx);
      const jpeg = await jpegBytes(800, 400);
      const amenity = await insertAmenity(ctx.db, w.developerId);
      const project = await insertProject(ctx.db, w.developerId);
      const uploads = [
        await inventory.upload(w.actors.developer_admin, `inventory/amenities/${amenity.id}/images`, {
          images: [{ filename: 'pool.jpg', content: jpeg, type: 'image/jpeg' }],
        }),
        await inventory.upload(w.actors.developer_admin, 'inventory/media360', {
          project_id: String(project.id),
          title: 'Lobby',
          image: { filename: 'lobby.jpg', content: jpeg, type: 'image/jpeg' },
        }),
        await inventory.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
          kind: 'logo',
          images: [{ filename: 'logo.png', content: PNG_BYTES, type: 'image/png' }],
        }),
      ];
      for (const res of uploads) expect(res.statusCode, res.body).toBe(201);
      const lead = await insertLead(ctx.db, w.brokerId);
      const { body, headers } = multipart({
        organization_id: String(w.brokerId),
        file: { filename: 'عقد.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
      });
      const document = await call(ctx.app, 'POST', `crm/leads/${lead.id}/documents`, { token: w.actors.broker.token, body, headers });
      expect(document.statusCode, document.body).toBe(201);
    });
    afterAll(() => ctx.close());

    it('has a file in every column it reads, so the check below covers them all', async () => {
      for (const column of FILE_KEY_COLUMNS) {
        const [row] = await ctx.db.select({ key: column }).from(column.table).where(isNotNull(column)).limit(1);
        expect(row?.key, column.name).toEqual(expect.any(String));
      }
    });

    it('reports no referenced file, reports a stray one, and removes it only when asked', async () => {
      const referenced = await referencedFileKeys(ctx.db);
      const clean = await sweepOrphanFiles(storage, referenced, { ...ALL_FILES(), remove: true });
      expect(clean.orphans).toEqual([]);
      expect(clean.referenced).toBe(referenced.size);
      expect(clean.referenced).toBeGreaterThan(30);

      const key = await stray(storage, ctx.config.dataDir);
      const reported = await sweepOrphanFiles(storage, referenced, { ...ALL_FILES(), remove: false });
      expect(reported.orphans.map((orphan) => orphan.key)).toEqual([key]);
      expect(reported.orphanBytes).toBe('%PDF- nobody refers to me'.length);
      expect(reported.removed).toBe(0);
      expect(await storage.size(key)).not.toBeNull();

      const swept = await sweepOrphanFiles(storage, referenced, { ...ALL_FILES(), remove: true });
      expect(swept).toMatchObject({ removed: 1, referenced: referenced.size });
      expect(await storage.size(key)).toBeNull();
      for (const referencedKey of referenced) expect(await storage.size(referencedKey), referencedKey).not.toBeNull();
    });

    it('keeps unreferenced files younger than the grace period, and lists names that are no key without touching them', async () => {
      const referenced = await referencedFileKeys(ctx.db);
      const young = await stray(storage, ctx.config.dataDir);
      const old = await stray(storage, ctx.config.dataDir);
      const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
      await utimes(path.join(ctx.config.dataDir, 'files', ...old.split('/')), twoDaysAgo, twoDaysAgo);
      await writeFile(path.join(ctx.config.dataDir, 'files', 'notes by hand.txt'), 'x');
      await utimes(path.join(ctx.config.dataDir, 'files', 'notes by hand.txt'), twoDaysAgo, twoDaysAgo);

      const report = await sweepOrphanFiles(storage, referenced, { olderThan: new Date(Date.now() - 24 * 3_600_000), remove: true });
      expect(report.orphans.map((orphan) => orphan.key)).toEqual([old]);
      expect(report.tooRecent).toBe(1);
      expect(report.foreign).toEqual(['notes by hand.txt']);
      expect(await storage.size(young)).not.toBeNull();
      expect(await storage.size(old)).toBeNull();
    });
  });

  describe('on S3', () => {
    let ctx: TestContext;
    let w: World;
    let storage: FileStorage;
    let dir: string;
    beforeAll(async () => {
      const bucket = await freshBucket();
      ctx = await createTestContext({ config: { s3: bucket } });
      storage = createS3Storage(bucket);
      w = await buildWorld(ctx.db);
      dir = await mkdtemp(path.join(os.tmpdir(), 'rp-sweep-'));
    });
    afterAll(async () => {
      storage.close();
      await ctx.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('finds the stray object among referenced ones and removes only it', async () => {
      const lead = await insertLead(ctx.db, w.brokerId);
      const { body, headers } = multipart({
        organization_id: String(w.brokerId),
        file: { filename: 'offer.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
      });
      const created = await call(ctx.app, 'POST', `crm/leads/${lead.id}/documents`, { token: w.actors.broker.token, body, headers });
      expect(created.statusCode, created.body).toBe(201);
      const key = await stray(storage, dir);

      const referenced = await referencedFileKeys(ctx.db);
      expect(referenced.size).toBe(1);
      const report = await sweepOrphanFiles(storage, referenced, { ...ALL_FILES(), remove: true });
      expect(report).toMatchObject({ referenced: 1, removed: 1 });
      expect(report.orphans.map((orphan) => orphan.key)).toEqual([key]);
      expect(await storage.size(key)).toBeNull();
      const download = await crmApi(ctx).get(w.actors.broker, `crm/documents/${created.json().data.id}/download`);
      expect(download.statusCode).toBe(200);
    });
  });
});
