// GET /api/ready: the database and the file storage, each named when it fails.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshBucket } from './support/s3.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

describe('GET /api/ready', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers ok when the database and the storage answer, without a token, leaving no probe file', async () => {
    const res = await call(ctx.app, 'GET', 'ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    const probeDir = path.join(ctx.config.dataDir, 'files', 'ready-probe');
    const years = await readdir(probeDir);
    for (const year of years) {
      for (const month of await readdir(path.join(probeDir, year))) {
        expect(await readdir(path.join(probeDir, year, month))).toEqual([]);
      }
    }
  });

  it('answers 503 naming the storage when files cannot be written', async () => {
    // DATA_DIR/files is a plain file: no folder can be made under it, whoever the process runs as.
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-ready-broken-'));
    await writeFile(path.join(dataDir, 'files'), 'not a directory');
    const broken = await createTestContext({ config: { dataDir } });
    try {
      const res = await call(broken.app, 'GET', 'ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'ok', storage: 'unavailable' });
      // Liveness stays as docs/api.md defines it: the database only.
      expect((await call(broken.app, 'GET', 'health')).statusCode).toBe(200);
    } finally {
      await broken.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('checks the bucket when files live in S3: ok on a bucket that answers, 503 on one that does not', async () => {
    const bucket = await freshBucket();
    const onBucket = await createTestContext({ config: { s3: bucket } });
    try {
      const res = await call(onBucket.app, 'GET', 'ready');
      expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    } finally {
      await onBucket.close();
    }
    const missing = await createTestContext({ config: { s3: { ...bucket, bucket: `${bucket.bucket}-missing` } } });
    try {
      const res = await call(missing.app, 'GET', 'ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'ok', storage: 'unavailable' });
    } finally {
      await missing.close();
    }
  });

  it('answers 503 naming the database when it is unreachable', async () => {
    const other = await createTestContext();
    await other.database.close();
    const res = await call(other.app, 'GET', 'ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'unreachable', storage: 'ok' });
    await other.app.close();
  });
});
