// Migrates ONE database per test run; every test file then starts from a clone of it instead
// of migrating again. PGlite: a dump of the migrated data directory that each file loads.
// PostgreSQL (DATABASE_URL set, `npm run test:pg`): a template database each file copies.
// Starts one S3-compatible server (s3rver) for the run; each file makes its own bucket on it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client.ts';
import { migratedPgliteDump } from '../../support/migrated-pglite.ts';
import { startS3Server } from '../../support/s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string | null;
    pgTemplate: { url: string; template: string } | null;
    /** The run's s3rver, for tests/server/support/s3.ts. */
    s3Endpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);
  const stopDatabase = await setupDatabase(project);
  return async () => {
    await stopDatabase();
    await s3.close();
  };
}

async function setupDatabase(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `rp_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const handle = openDatabase({ kind: 'pg', url: templateUrl.toString() });
    await handle.migrate();
    await handle.close();
    project.provide('pgTemplate', { url, template });
    project.provide('pgliteDumpPath', null);
    return async () => {
      // Clones left by a crashed file go with the template.
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${template}%`]);
      for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.end();
    };
  }

  const dump = await migratedPgliteDump();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rp-test-db-'));
  const dumpPath = path.join(dir, 'migrated.tar');
  await fs.writeFile(dumpPath, dump);
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('pgTemplate', null);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
