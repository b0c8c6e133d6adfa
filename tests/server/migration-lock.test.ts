// Three servers started at the same moment on one empty PostgreSQL database: each opens its own
// pool and migrates, as main.ts does at start. All three succeed and each migration is in
// Drizzle's journal once (src/server/db/migrate-locked.ts). PostgreSQL only (`npm run test:pg`):
// PGlite is embedded in one process and has no one to race.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../../src/server/db/client.ts';

const url = process.env.DATABASE_URL;

describe.runIf(url)('migrations under an advisory lock (PostgreSQL)', () => {
  it('three simultaneous starts on an empty database all come up, and each migration runs once', async () => {
    const name = `rp_migrate_lock_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const servers = [1, 2, 3].map(() => openDatabase({ kind: 'pg', url: target.toString() }));
    try {
      const outcomes = await Promise.allSettled(servers.map((server) => server.migrate()));
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);

      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      };
      const check = new pg.Client({ connectionString: target.toString() });
      await check.connect();
      try {
        const applied = await check.query<{ created_at: string; times: number }>(
          'select created_at, count(*)::int as times from drizzle.__drizzle_migrations group by created_at order by created_at',
        );
        expect(applied.rows).toEqual(journal.entries.map((entry) => ({ created_at: String(entry.when), times: 1 })));
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
