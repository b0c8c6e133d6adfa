// A unit number's natural sort key, as `unitNumberSortKey` in src/shared/inventory.ts computes it:
// every digit run left-padded with zeros to UNIT_NUMBER_DIGITS (prefix the zeros, then keep the
// run's last digits), lowered, compared by code point (collation "C", the same on PostgreSQL and
// PGlite). The units table stores it: `units.unit_number_key`, a STORED generated column the
// database fills on every insert and unit-number edit, indexed with the organization and id
// (units_organization_number_key_idx). Lists, the export's keyset pages and the inventory
// snapshot order by the column, so a sort of the units that the index does not serve (a filter
// the planner underestimates) compares stored keys instead of running two regexp_replace per unit.
import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';
import { UNIT_NUMBER_DIGITS } from '../../shared/inventory.ts';

const zeros = sql.raw('0'.repeat(UNIT_NUMBER_DIGITS));
const width = sql.raw(String(UNIT_NUMBER_DIGITS));

/** Text compared by code point whatever the database's default collation. */
const textC = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE "C"',
});

/**
 * The key column of `units`, generated from its `unit_number` (named bare: a generation
 * expression reads the row's own columns). Never written by the application.
 */
export function unitNumberKeyColumn() {
  return textC('unit_number_key')
    .notNull()
    .generatedAlwaysAs(
      sql`lower(regexp_replace(regexp_replace("unit_number", '([0-9]+)', '${zeros}\\1', 'g'), '[0-9]*([0-9]{${width}})', '\\1', 'g')) collate "C"`,
    );
}
