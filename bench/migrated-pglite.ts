// The embedded databases of one bench run start from one migration: run.ts migrates a PGlite
// once and dumps its data directory to a file named by BENCH_PGLITE_DUMP, and every child that
// needs a fresh embedded database (the export sizes, the PDF, the load's data) loads that dump
// (tests/support/migrated-pglite.ts, as the server suites do) instead of running every migration
// again, the largest part of a quick run's time (bench/RESULTS.md "CI's browser tests and quick
// bench, cut"). A child run on its own (no BENCH_PGLITE_DUMP) migrates.
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { newPglite } from '../src/server/db/pglite.ts';
import { fileBytes, migratedPgliteDump, pgliteFromDump } from '../tests/support/migrated-pglite.ts';

const DUMP_VARIABLE = 'BENCH_PGLITE_DUMP';

/** Migrates an in-memory PGlite and writes its data directory to `file`; run.ts sets BENCH_PGLITE_DUMP to it. */
export async function writeMigratedDump(file: string): Promise<void> {
  fs.writeFileSync(file, await migratedPgliteDump());
  process.env[DUMP_VARIABLE] = file;
}

/**
 * A migrated PGlite (on `dataDir`, in memory without one) and its handle: loaded from the run's
 * dump when there is one, migrated here otherwise.
 */
export async function openMigratedPglite(dataDir?: string): Promise<{ client: PGlite; handle: DatabaseHandle }> {
  const dumpFile = process.env[DUMP_VARIABLE];
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = dumpFile ? await pgliteFromDump(fileBytes(fs.readFileSync(dumpFile)), { dataDir }) : newPglite(dataDir);
  const handle = openDatabase({ kind: 'pglite', client });
  // A no-op on the loaded dump (every migration is recorded in it); the migrations themselves otherwise.
  await handle.migrate();
  return { client, handle };
}
