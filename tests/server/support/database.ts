// A fresh database for one test file, cloned from the run's migrated one (see globalSetup).
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../../src/server/db/client.ts';
import { fileBytes, pgliteFromDump } from '../../support/migrated-pglite.ts';

export async function freshDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const pgTemplate = inject('pgTemplate');
  if (pgTemplate) {
    const clone = await clonePgTemplate(pgTemplate);
    const handle = openDatabase({ kind: 'pg', url: clone.url }, options);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await clone.drop();
      },
    };
  }
  return openDatabase({ kind: 'pglite', client: await loadPgliteDump() }, options);
}

/** One fresh database as several servers see it (docs/architecture.md "Running several servers"). */
export interface SharedDatabase {
  /** One handle per server. On PostgreSQL each has a pool of its own, as separate processes would. */
  servers: DatabaseHandle[];
  close(): Promise<void>;
}

/**
 * A fresh database opened by `count` servers. On PostgreSQL: `count` independent pools on one
 * cloned database, so their statements really run side by side. PGlite is one process's database,
 * so there the servers share its one handle: their work interleaves statement by statement.
 */
export async function freshSharedDatabase(count: number): Promise<SharedDatabase> {
  const pgTemplate = inject('pgTemplate');
  if (pgTemplate) {
    const clone = await clonePgTemplate(pgTemplate);
    const servers = Array.from({ length: count }, () => openDatabase({ kind: 'pg', url: clone.url }));
    return {
      servers,
      close: async () => {
        await Promise.all(servers.map((server) => server.close()));
        await clone.drop();
      },
    };
  }
  const handle = openDatabase({ kind: 'pglite', client: await loadPgliteDump() });
  return { servers: Array.from({ length: count }, () => handle), close: () => handle.close() };
}

async function clonePgTemplate(pgTemplate: { url: string; template: string }): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${pgTemplate.template}_f${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgTemplate.url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${pgTemplate.template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(pgTemplate.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: pgTemplate.url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** The migrated database's dump, read once per worker: every file of a worker loads the same bytes. */
let migratedDump: { path: string; bytes: Promise<ArrayBuffer> } | null = null;

/**
 * A fresh PGlite loaded from the run's migrated dump (tests/support/migrated-pglite.ts). A test's
 * database of a few hundred rows needs 16 MB of shared buffers, not the default 128 MB that
 * PostgreSQL clears at every start (bench/RESULTS.md "Test databases loaded in a fifth of the time").
 */
async function loadPgliteDump(): Promise<PGlite> {
  const dumpPath = inject('pgliteDumpPath');
  if (!dumpPath) throw new Error('globalSetup provided no database');
  if (migratedDump?.path !== dumpPath) migratedDump = { path: dumpPath, bytes: fs.readFile(dumpPath).then(fileBytes) };
  return pgliteFromDump(await migratedDump.bytes, { startParams: ['-c', 'shared_buffers=16MB'] });
}

/**
 * `describe` for a suite that opens the embedded database whatever DATABASE_URL says (the backup
 * tools, a real server process on a DATA_DIR of its own): the PostgreSQL pass (`npm run test:pg`)
 * would only run it a second time unchanged, so it runs in `npm test` alone.
 */
export const describeEmbeddedOnly = describe.skipIf(Boolean(process.env.DATABASE_URL));
