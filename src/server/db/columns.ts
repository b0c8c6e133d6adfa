// Column groups every area's tables (schema.ts, *-schema.ts) declare alike. A group here must
// keep the SQL it stands for: the committed migrations were generated from these definitions.
import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row was made and last changed (services set `updated_at` on every change). */
export const timestamps = {
  created_at: createdAt(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
