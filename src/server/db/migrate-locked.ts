// Migrations on PostgreSQL under a session-level advisory lock. Several servers started at the
// same moment on one database take turns: the first applies what is missing, the others then find
// nothing left to do. Drizzle's migrator takes no lock of its own, and two at once on an empty
// database failed creating its journal (`CREATE SCHEMA/TABLE IF NOT EXISTS` racing on a duplicate
// `pg_type` or `pg_namespace` key) or applied the same migration twice.
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** The lock's key, fixed for every server of this product ('MIGR'). A single 64-bit key: PostgreSQL
 * keeps it apart from the two-key locks the services take (pg_advisory_xact_lock(namespace, id)). */
export const MIGRATION_LOCK_KEY = 0x4d49_4752;

export async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  // One dedicated connection holds the lock and runs the migrations: a session-level lock belongs
  // to the connection that took it, and must not go back to the pool still held.
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // After a failure the connection is closed rather than reused: closing it releases the lock
    // even when the unlock itself could not be sent.
    client.release(broken);
  }
}
