// The readiness check of the file storage (docs/api.md "Health"): a tiny file is stored, its size
// read back and the file removed, through the same FileStorage interface the uploads use, so a
// full disk, a read-only mount or an unreachable bucket fails readiness before an upload does.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FileStorage } from './storage.ts';

/** The folder probe files go to; each is removed at once, so nothing accumulates there. */
export const READY_PROBE_FOLDER = 'ready-probe';
const PROBE_CONTENT = 'ready\n';

/** Resolves when the storage accepted, measured and removed a probe file; throws otherwise. */
export async function probeStorage(storage: FileStorage): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'rp-ready-'));
  let key: string | null = null;
  try {
    const source = path.join(scratch, `${randomUUID()}.txt`);
    await writeFile(source, PROBE_CONTENT);
    key = await storage.put(source, { folder: READY_PROBE_FOLDER, extension: 'txt' });
    const size = await storage.size(key);
    if (size !== Buffer.byteLength(PROBE_CONTENT)) throw new Error(`probe file read back as ${size ?? 'missing'}`);
  } finally {
    if (key) await storage.remove(key).catch(() => {});
    await rm(scratch, { recursive: true, force: true });
  }
}
