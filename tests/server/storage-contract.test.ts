// The FileStorage contract, run against both implementations: local disk and an S3 bucket on a
// real S3-compatible server (s3rver, started by globalSetup.ts). No mock of the SDK: every call
// below crosses HTTP to the server.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';
import { createS3Storage } from '../../src/server/services/s3-storage.ts';
import type { FileStorage } from '../../src/server/services/storage.ts';
import { freshBucket } from './support/s3.ts';

const implementations: [string, (dir: string) => Promise<FileStorage>][] = [
  ['local disk', async (dir) => createLocalStorage(path.join(dir, 'files'))],
  ['S3 (s3rver)', async () => createS3Storage(await freshBucket())],
];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(implementations)('file storage on %s', (_name, create) => {
  let dir: string;
  let storage: FileStorage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rp-storage-contract-'));
    storage = await create(dir);
  });
  afterAll(async () => {
    storage.close();
    await rm(dir, { recursive: true, force: true });
  });

  let sourceCount = 0;
  async function source(bytes: Buffer | string, name = `upload-${++sourceCount}.bin`): Promise<string> {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return file;
  }

  it('moves a file in under a server-made key, and gives it back by read, open and size', async () => {
    const bytes = randomBytes(3000);
    const upload = await source(bytes);
    const key = await storage.put(upload, { folder: 'documents', extension: 'pdf' });
    expect(key).toMatch(/^documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(existsSync(upload)).toBe(false);
    expect(await storage.read(key)).toEqual(bytes);
    expect(await storage.size(key)).toBe(3000);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(3000);
    const streamed: Buffer[] = [];
    for await (const chunk of opened!.body) streamed.push(chunk as Buffer);
    expect(Buffer.concat(streamed)).toEqual(bytes);
  });

  it('takes a source with an Arabic name and keeps UTF-8 content byte for byte', async () => {
    const text = 'عقد بيع الوحدة ٤٠٢ — برج المرسى، دبي\n';
    const upload = await source(text, 'عقد البيع — نسخة.txt');
    const key = await storage.put(upload, { folder: 'lead-documents', extension: 'txt' });
    expect(key).toMatch(/^lead-documents\/[0-9/]+[0-9a-f-]{36}\.txt$/);
    expect((await storage.read(key))?.toString('utf8')).toBe(text);
    expect(await storage.size(key)).toBe(Buffer.byteLength(text));
  });

  it('streams a large file back in pieces, identical to what went in', async () => {
    const bytes = randomBytes(24 * 1024 * 1024);
    const key = await storage.put(await source(bytes), { folder: 'media360', extension: 'jpg' });
    const opened = await storage.open(key);
    expect(opened?.size).toBe(bytes.length);
    const hash = createHash('sha256');
    let chunks = 0;
    for await (const chunk of opened!.body) {
      hash.update(chunk as Buffer);
      chunks++;
    }
    expect(hash.digest('hex')).toBe(sha256(bytes));
    // Read as it arrives, never one buffer of the whole file.
    expect(chunks).toBeGreaterThan(10);
  });

  it('writes a file under a given key without touching the source, and overwrites it', async () => {
    const upload = await source('first');
    await storage.write('logos/2026/01/copied.png', upload);
    expect(existsSync(upload)).toBe(true);
    expect((await storage.read('logos/2026/01/copied.png'))?.toString()).toBe('first');
    await storage.write('logos/2026/01/copied.png', await source('second, longer'));
    expect((await storage.read('logos/2026/01/copied.png'))?.toString()).toBe('second, longer');
    expect(await storage.size('logos/2026/01/copied.png')).toBe('second, longer'.length);
  });

  it('answers null for a file that is not there, and removing it twice is no error', async () => {
    const key = await storage.put(await source('short-lived'), { folder: 'documents', extension: 'txt' });
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    expect(await storage.size(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    expect(await storage.read('documents/2020/01/never-stored.pdf')).toBeNull();
  });

  it('lists every stored file with its size', async () => {
    const key = await storage.put(await source('listed'), { folder: 'images-thumbnails', extension: 'webp' });
    const listed = new Map<string, number>();
    for await (const object of storage.list()) listed.set(object.key, object.size);
    expect(listed.get(key)).toBe('listed'.length);
    expect(listed.get('logos/2026/01/copied.png')).toBe('second, longer'.length);
    for (const [listedKey, size] of listed) expect(await storage.size(listedKey), listedKey).toBe(size);
  });

  it('refuses a key that could leave its root, on every method', async () => {
    const upload = await source('never stored');
    for (const evil of ['../etc/passwd', 'logos/../../x', '/abs', 'a//b', '', 'logos/.hidden']) {
      await expect(storage.read(evil), evil).rejects.toThrow(/invalid storage key/);
      await expect(storage.open(evil), evil).rejects.toThrow(/invalid storage key/);
      await expect(storage.size(evil), evil).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(evil), evil).rejects.toThrow(/invalid storage key/);
      await expect(storage.write(evil, upload), evil).rejects.toThrow(/invalid storage key/);
    }
  });
});
