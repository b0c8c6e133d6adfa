// Reads of company contacts shared by the company services (list, import, organization links).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contactCompanies } from '../../db/contacts-schema.ts';

/** The companies of the platform organization `organizationId`. */
export const ofPlatform = (organizationId: number) => eq(contactCompanies.organization_id, organizationId);

/** A company's name as matching compares it: letters and digits only, lower case. */
export function normalizedName(column: SQL | AnyPgColumn): SQL {
  return sql`regexp_replace(lower(${column}), '[^a-z0-9]+', '', 'g')`;
}
