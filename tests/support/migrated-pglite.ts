// One migration for many fresh embedded databases: a migrated PGlite's data directory as bytes,
// and PGlites loaded from those bytes. The server suites (tests/server/support: each file's
// database) and the benchmarks (bench/migrated-pglite.ts: each child's) load it instead of running
// every migration again. A loaded directory is a byte copy of the migrated one: same schema, same
// settings, every migration recorded.
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/db/client.ts';
import { newPglite } from '../../src/server/db/pglite.ts';

/** Migrates an in-memory PGlite and returns its data directory as an uncompressed tar. */
export async function migratedPgliteDump(): Promise<Uint8Array> {
  const client = newPglite();
  const handle = openDatabase({ kind: 'pglite', client });
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return new Uint8Array(await dump.arrayBuffer());
}

/**
 * A PGlite (on `dataDir`, in memory without one) loaded from a dump's bytes. PGlite only calls
 * `arrayBuffer()` on what it loads, so the bytes are handed over as they are, without copying tens
 * of megabytes into a Blob and streaming them back out (bench/RESULTS.md "Test databases loaded in
 * a fifth of the time"). `startParams` are added to PGlite's own.
 */
export async function pgliteFromDump(bytes: ArrayBuffer, options: { dataDir?: string; startParams?: string[] } = {}): Promise<PGlite> {
  const dump = { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => bytes } as unknown as Blob;
  const client = newPglite(options.dataDir, {
    loadDataDir: dump,
    ...(options.startParams ? { startParams: [...PGlite.defaultStartParams, ...options.startParams] } : {}),
  });
  await client.waitReady;
  return client;
}

/** A dump file's bytes as the ArrayBuffer `pgliteFromDump` takes: only the Buffer's own range of its memory. */
export function fileBytes(file: Buffer): ArrayBuffer {
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
}
