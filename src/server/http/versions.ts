// Lost updates, one way for every update (docs/api.md "Versions"): a record's version is its
// `updated_at` in milliseconds, sent as an ETag and taken back as If-Match (or a body `updated_at`);
// services call assertFreshVersion / lockFreshVersion inside their transaction, after locking the
// row, and a stale version is a 409 with the current record. The plugin hands the version to the
// service through an AsyncLocalStorage scope opened around every update handler.
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { conflict, notFound } from './errors.ts';

// The service side of versions; the request side (reading If-Match, the ETag on answers, the
// scope around every update handler) is plugins/versions.ts.

export const STALE_VERSION_MESSAGE =
  'This record was changed by someone else since you opened it. Review the current version and try again.';

/** The version an update was based on, in epoch milliseconds; undefined when it names none. */
export type BasedOn = number | undefined;

const scope = new AsyncLocalStorage<{ basedOn: BasedOn }>();

/** Runs an update handler with the version it was based on in scope, for `currentBasedOn` to read. */
export function runBasedOn<T>(basedOn: BasedOn, run: () => T): T {
  return scope.run({ basedOn }, run);
}

/** The version the running update was based on (undefined outside an update, or when it named none). */
export function currentBasedOn(): BasedOn {
  return scope.getStore()?.basedOn;
}

/**
 * Refuses a stale update: call inside the transaction, after locking the row, with the row's
 * `updated_at`. `currentRecord` builds the answer's `data` (the same shape a GET gives).
 */
export async function assertFreshVersion(current: Date, currentRecord: () => Promise<unknown>): Promise<void> {
  const basedOn = currentBasedOn();
  if (basedOn === undefined) return;
  if (basedOn !== current.getTime()) throw conflict(STALE_VERSION_MESSAGE, { data: await currentRecord() });
}

type VersionedTable = PgTable & { id: PgColumn; updated_at: PgColumn };

/**
 * Locks one row (`for update`) and checks the version against it: for services that had no
 * locked read of their own. A row that is not there (or not in `scope`) is a 404.
 */
export async function lockFreshVersion(
  tx: Executor,
  table: VersionedTable,
  id: number,
  currentRecord: () => Promise<unknown>,
  scopeWhere?: SQL,
): Promise<void> {
  const [row] = await tx
    .select({ updated_at: table.updated_at })
    .from(table)
    .where(and(eq(table.id, id), scopeWhere))
    .for('update');
  if (!row) throw notFound();
  await assertFreshVersion(row.updated_at as Date, currentRecord);
}
