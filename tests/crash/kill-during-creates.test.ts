// Crash safety (issue 10): the server is killed with SIGKILL during a burst of lead creates and
// restarted on the same database. Every create that answered 201 must be there with all its rows
// (tag links, "created" history item), and no lead anywhere may be half-written.
//
// PostgreSQL (DATABASE_URL set): asserted. The embedded PGlite database: the same run, measured
// and printed; see README "Backup and restore" for what it showed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { crashRun, describeReport } from './support/crash-run.ts';

// Kills per database; CI keeps the defaults small (the whole file ≤ 60 s), a report run raises them.
const KILLS = Number(process.env.CRASH_KILLS ?? 2);
const PGLITE_KILLS = Number(process.env.CRASH_PGLITE_KILLS ?? 1);
const adminUrl = process.env.DATABASE_URL;

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
      const report = await crashRun({ kills: KILLS, dataDir, databaseUrl: url.toString(), open: () => openDatabase({ kind: 'pg', url: url.toString() }) });
      console.log(describeReport('PostgreSQL', report));
      expect(report.reopenFailure).toBeNull();
      expect(report.reopened).toBe(KILLS);
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report.refused).toEqual([]);
      expect(report.lost).toEqual([]);
      expect(report.incomplete).toEqual([]);
      expect(report.halfWritten).toBe(0);
      expect(report.readErrors).toEqual([]);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('PGlite: measured and reported', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-crash-pglite-'));
    try {
      const report = await crashRun({ kills: PGLITE_KILLS, dataDir, open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }) });
      console.log(describeReport('PGlite', report));
      // The run itself must have happened: kills made while creates were answering.
      expect(report.kills).toBe(PGLITE_KILLS);
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report.refused).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
