// A unit number's natural sort key in SQL, as `unitNumberSortKey` in src/shared/inventory.ts
// computes it: every digit run left-padded with zeros to UNIT_NUMBER_DIGITS (prefix the zeros,
// then keep the run's last digits), lowered, compared by code point (collation "C", the same on
// PostgreSQL and PGlite). The units table indexes it (units_organization_number_key_idx), so the
// lists and the export's keyset pages ordered by it read the index, not every unit.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UNIT_NUMBER_DIGITS } from '../../shared/inventory.ts';

const zeros = sql.raw('0'.repeat(UNIT_NUMBER_DIGITS));
const width = sql.raw(String(UNIT_NUMBER_DIGITS));

export function unitNumberKey(unitNumber: AnyPgColumn): SQL {
  return sql`lower(regexp_replace(regexp_replace(${unitNumber}, '([0-9]+)', '${zeros}\\1', 'g'), '[0-9]*([0-9]{${width}})', '\\1', 'g')) collate "C"`;
}
