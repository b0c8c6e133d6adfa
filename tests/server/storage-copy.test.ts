// `npm run storage:copy-to-s3`: disk files reach the bucket under the same keys, a second run
// copies nothing, a run after a change copies only that file; and the command itself, run as
// the README says, against s3rver.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../src/server/config.ts';
import { copyFilesToStorage } from '../../src/server/services/copy-files-to-storage.ts';
import { createS3Storage } from '../../src/server/services/s3-storage.ts';
import type { FileStorage } from '../../src/server/services/storage.ts';
import { freshBucket } from './support/s3.ts';

const run = promisify(execFile);

describe('copying disk files to a bucket', () => {
  let dataDir: string;
  let filesDir: string;
  let settings: S3Settings;
  let bucket: FileStorage;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rp-storage-copy-'));
    filesDir = path.join(dataDir, 'files');
    settings = await freshBucket();
    bucket = createS3Storage(settings);
  });
  afterAll(async () => {
    bucket.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function diskFile(key: string, content: string) {
    const file = path.join(filesDir, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }

  it('copies each file once, under its key, and again only when it changed', async () => {
    await diskFile('logos/2026/01/a1b2.png', 'logo bytes');
    await diskFile('lead-documents/2026/02/c3d4.pdf', '%PDF- عقد');
    await diskFile('inventory-images/2026/03/e5f6.jpg', 'x'.repeat(70_000));
    await diskFile('stray folder/notes.txt', 'left by hand');

    const first = await copyFilesToStorage(filesDir, bucket);
    expect(first).toEqual({
      copied: 3,
      copiedBytes: 10 + Buffer.byteLength('%PDF- عقد') + 70_000,
      skipped: 0,
      refused: ['stray folder/notes.txt'],
    });
    expect((await bucket.read('lead-documents/2026/02/c3d4.pdf'))?.toString()).toBe('%PDF- عقد');

    expect(await copyFilesToStorage(filesDir, bucket)).toMatchObject({ copied: 0, skipped: 3 });

    // As after an interruption: one object missing, one cut short.
    await bucket.remove('logos/2026/01/a1b2.png');
    await diskFile('inventory-images/2026/03/e5f6.jpg', 'y'.repeat(70_001));
    const copiedKeys: string[] = [];
    expect(await copyFilesToStorage(filesDir, bucket, (key) => copiedKeys.push(key))).toMatchObject({ copied: 2, skipped: 1 });
    expect(copiedKeys.sort()).toEqual(['inventory-images/2026/03/e5f6.jpg', 'logos/2026/01/a1b2.png']);
    expect(await bucket.size('inventory-images/2026/03/e5f6.jpg')).toBe(70_001);
  });

  it('runs as npm run storage:copy-to-s3, printing its counts, and refuses to run without a bucket', async () => {
    await diskFile('documents/2026/04/g7h8.pdf', '%PDF- new');
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    const { stdout } = await run('npm', ['run', '--silent', 'storage:copy-to-s3'], { env });
    expect(stdout).toContain(`to bucket ${settings.bucket}`);
    expect(stdout).toContain('Copied 1 files (0.0 MB); 3 were already in the bucket.');
    expect(stdout).toContain('stray folder/notes.txt');
    expect((await bucket.read('documents/2026/04/g7h8.pdf'))?.toString()).toBe('%PDF- new');

    const refused = await run('npm', ['run', '--silent', 'storage:copy-to-s3'], { env: { ...env, S3_BUCKET: '' } }).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/S3_ENDPOINT: is set but S3_BUCKET is not/);
    const noBucket = { ...env, S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' };
    const unnamed = await run('npm', ['run', '--silent', 'storage:copy-to-s3'], { env: noBucket }).catch((error) => error);
    expect(unnamed.code).toBe(1);
    expect(unnamed.stderr).toMatch(/^Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });
});
