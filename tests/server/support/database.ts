// A fresh database for one test file, cloned from the run's migrated one (see globalSetup).
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../../src/server/db/client.ts';

export async function freshDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const pgTemplate = inject('pgTemplate');
  if (pgTemplate) {
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
    const handle = openDatabase({ kind: 'pg', url: url.toString() }, options);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: pgTemplate.url });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  const dumpPath = inject('pgliteDumpPath');
  if (!dumpPath) throw new Error('globalSetup provided no database');
  const dump = new Blob([await fs.readFile(dumpPath)]);
  const client = await PGlite.create({ loadDataDir: dump });
  return openDatabase({ kind: 'pglite', client }, options);
}
