// The two drivers behind one Drizzle schema: PGlite (embedded, persisted under DATA_DIR) by
// default, node-postgres when DATABASE_URL is set. Services only ever see `Database`.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as coreSchema from './schema.ts';
import * as inventorySchema from './inventory-schema.ts';
import * as contactsSchema from './contacts-schema.ts';
import * as crmSchema from './crm-schema.ts';
import * as salesSchema from './sales-schema.ts';
import * as saleRemindersSchema from './sale-reminders-schema.ts';
import * as commissionsSchema from './commissions-schema.ts';
import { migrateUnderLock } from './migrate-locked.ts';
import { pgSessionOptions } from './pg-session.ts';
import { newPglite } from './pglite.ts';

/** Every table, one file per area (drizzle.config.ts lists the same files). */
const schema = {
  ...coreSchema,
  ...crmSchema,
  ...inventorySchema,
  ...contactsSchema,
  ...salesSchema,
  ...saleRemindersSchema,
  ...commissionsSchema,
};
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A Drizzle transaction or the database itself: services accept either. */
export type Executor = Transaction | Database;

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Sees the SQL text and parameters of every statement the services run (tests count them per request; the bench replays them). */
  onQuery?: (sql: string, params: unknown[]) => void;
}

export type DatabaseSource = { kind: 'pglite'; dataDir?: string; client?: PGlite } | { kind: 'pg'; url: string; pool?: pg.Pool };

export function openDatabase(source: DatabaseSource, options: DatabaseOptions = {}): DatabaseHandle {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : undefined;
  if (source.kind === 'pg') {
    const pool = source.pool ?? new pg.Pool({ connectionString: source.url, max: 10, options: pgSessionOptions(source.url) });
    // An idle client's error (server restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Database;
    return {
      db,
      driver: 'pg',
      // Several servers may start at once on one database: they take turns (migrate-locked.ts).
      migrate: () => migrateUnderLock(pool, MIGRATIONS_DIR),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let client = source.client;
  if (!client) {
    if (source.dataDir) fs.mkdirSync(source.dataDir, { recursive: true });
    client = newPglite(source.dataDir);
  }
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema, logger }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // No lock here: PGlite is embedded in this one process, which runs its migrations once at
    // start, and the DATA_DIR pid file (db/backup.ts) keeps a second server off the same data.
    migrate: () => migratePglite(drizzlePglite({ client: pglite, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      if (pglite.closed) throw new Error('database closed');
      await pglite.query('select 1');
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openConfiguredDatabase(config: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  return config.databaseUrl
    ? openDatabase({ kind: 'pg', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
}
