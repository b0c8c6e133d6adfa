// The state of the whole database in one query: every table's row count and a hash of all its
// rows (every column, so any changed `updated_at`, status or owner shows), to prove that a
// refused call changed nothing. Columns that every authenticated call touches by design are
// left out (a token's last use, and with it its user's last activity).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';

/** Written by every authenticated request, whatever it does. */
const VOLATILE_COLUMNS = new Set(['access_tokens.last_used_at', 'users.last_active_at']);
/**
 * Tables a refused call may legitimately add to: the audit log records the attempt (a denial is
 * an event worth logging), throttle counters count it. Compared apart from the rest.
 */
export const APPEND_ONLY_TABLES = new Set(['audit_logs', 'throttle_counters']);

export type DatabaseState = Map<string, { rows: number; hash: string }>;

interface ColumnRow {
  table_name: string;
  column_name: string;
}

/** The rows of a raw query (both drivers answer `{rows}`). */
export async function rowsOf<T>(db: Database, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

let stateQuery: string | undefined;

async function buildStateQuery(db: Database): Promise<string> {
  const rows = await rowsOf<ColumnRow>(
    db,
    `select table_name, column_name from information_schema.columns where table_schema = current_schema() and table_name not like '\\_\\_%' order by table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows) {
    if (VOLATILE_COLUMNS.has(`${row.table_name}.${row.column_name}`)) continue;
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), `"${row.column_name}"`]);
  }
  return [...columns.entries()]
    .map(
      ([table, names]) =>
        `select '${table}' as name, count(*)::int as rows, md5(coalesce(string_agg(r, '|' order by r), '')) as hash from (select row(${names.join(', ')})::text as r from "${table}") s`,
    )
    .join(' union all ');
}

export async function databaseState(db: Database): Promise<DatabaseState> {
  stateQuery ??= await buildStateQuery(db);
  const rows = await rowsOf<{ name: string; rows: number; hash: string }>(db, stateQuery);
  return new Map(rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]));
}

/** The tables whose rows differ between two states ("leads: 3 → 4 rows", "deals: rows changed"). */
export function changedTables(before: DatabaseState, after: DatabaseState, ignore: Set<string> = APPEND_ONLY_TABLES): string[] {
  const changes: string[] = [];
  for (const [table, now] of after) {
    if (ignore.has(table)) continue;
    const then = before.get(table);
    if (!then) changes.push(`${table}: new table`);
    else if (then.rows !== now.rows) changes.push(`${table}: ${then.rows} → ${now.rows} rows`);
    else if (then.hash !== now.hash) changes.push(`${table}: rows changed`);
  }
  return changes;
}
