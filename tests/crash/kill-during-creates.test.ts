// Crash safety (issue 10): the server is killed with SIGKILL during a burst of lead creates and
// restarted on the same database. Every create that answered 201 must be there with all its rows
// (tag links, "created" history item), and no lead anywhere may be half-written.
//
// Both databases are held to that, for a kill of the process. Why PGlite can be: its Node data
// directory (NodeFS) is Emscripten's NODEFS, whose every write() is an fs.writeSync on the real
// file, with no copy kept in the WebAssembly heap to flush later (PGlite's syncToFs does nothing
// on NodeFS). PostgreSQL inside it commits as usual, writing the WAL before COMMIT returns, so by
// the time a create answers 201 its transaction is in the operating system's page cache, which a
// process kill does not touch; the restart replays the WAL. What PGlite gives up is fsync: it
// starts PostgreSQL with `-F` (fsync off), so a power cut or a kernel crash can lose writes the OS
// had not yet put on disk. Neither half of this test cuts the power; see README "Backup and
// restore" for why the embedded database stays for trials.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { crashRun, describeReport, type CrashReport } from './support/crash-run.ts';

// Kills per database; CI keeps the defaults small (the whole file ≤ 60 s), a report run raises them.
const KILLS = Number(process.env.CRASH_KILLS ?? 2);
const PGLITE_KILLS = Number(process.env.CRASH_PGLITE_KILLS ?? 1);
const adminUrl = process.env.DATABASE_URL;

/** Every kill was followed by a healthy restart, and nothing acknowledged is missing or partial. */
function expectSurvived(report: CrashReport, kills: number) {
  // The run itself must have happened: kills made while creates were answering.
  expect(report.kills).toBe(kills);
  expect(report.acknowledged).toBeGreaterThan(0);
  expect(report.refused).toEqual([]);
  expect(report.reopenFailure).toBeNull();
  expect(report.reopened).toBe(kills);
  expect(report.lost).toEqual([]);
  expect(report.incomplete).toEqual([]);
  expect(report.halfWritten).toBe(0);
  expect(report.readErrors).toEqual([]);
}

// The two databases run side by side: most of the time is spent waiting for servers to start.
describe.concurrent('SIGKILL during a burst of creates', () => {
  it.skipIf(!adminUrl)('PostgreSQL keeps every acknowledged create, whole', async () => {
    const name = `rp_crash_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-crash-pg-'));
    try {
      const report = await crashRun({
        kills: KILLS,
        dataDir,
        databaseUrl: url.toString(),
        open: () => openDatabase({ kind: 'pg', url: url.toString() }),
      });
      console.log(describeReport('PostgreSQL', report));
      expectSurvived(report, KILLS);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('PGlite keeps every acknowledged create, whole, through a process kill', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-crash-pglite-'));
    try {
      const report = await crashRun({
        kills: PGLITE_KILLS,
        dataDir,
        open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }),
      });
      console.log(describeReport('PGlite', report));
      expectSurvived(report, PGLITE_KILLS);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
