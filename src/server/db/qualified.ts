// Correlated subqueries need their outer columns written as "table"."column": when a select reads
// from one table, Drizzle writes its columns unqualified, and inside `(select … from other where
// "x" = "id")` an unqualified "id" silently binds to the subquery's own table.
import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
