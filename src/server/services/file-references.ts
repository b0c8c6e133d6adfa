// Every column that holds a storage key, and the set of keys the database refers to: what the
// orphan sweep keeps (npm run storage:sweep). A new column holding a key belongs here;
// tests/server/storage-sweep.test.ts fails when a `…_path` column is missing from the list.
import { isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { leadDocuments } from '../db/crm-schema.ts';
import { amenityImages, inventoryImages, media360 } from '../db/inventory-schema.ts';
import { organizationDocuments, organizations } from '../db/schema.ts';

export const FILE_KEY_COLUMNS: PgColumn[] = [
  organizations.logo_path,
  organizations.signatory_id_document_path,
  organizations.broker_card_path,
  organizationDocuments.file_path,
  leadDocuments.file_path,
  inventoryImages.file_path,
  inventoryImages.thumbnail_path,
  amenityImages.file_path,
  amenityImages.thumbnail_path,
  media360.file_path,
  media360.thumbnail_path,
];

/**
 * The keys that some row names, across every organization: a platform maintenance read (the
 * sweep), never answered to a user.
 */
export async function referencedFileKeys(db: Executor): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of FILE_KEY_COLUMNS) {
    const rows = await db.selectDistinct({ key: column }).from(column.table).where(isNotNull(column));
    for (const row of rows) keys.add(row.key as string);
  }
  return keys;
}
