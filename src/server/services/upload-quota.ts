// Per-user upload quota (UPLOAD_QUOTA_MB): what a user keeps stored is the sum of the sizes of
// the files he uploaded, read from the tables that keep files with their uploader and size. A
// new table holding uploaded files belongs in STORED_FILE_TABLES.
//
// Not counted: an organization's logo (one per organization, ≤ 2 MB, replaced rather than
// added to), the signup documents (uploaded before an account exists) and server-made files
// (thumbnails, sale offer PDFs).
import { eq, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { amenityImages, inventoryImages, media360 } from '../db/inventory-schema.ts';
import { organizationDocuments } from '../db/schema.ts';
import { leadDocuments } from '../db/crm-schema.ts';
import { payloadTooLarge } from '../http/errors.ts';

interface StoredFileTable {
  table: PgTable;
  size: AnyPgColumn;
  uploadedBy: AnyPgColumn;
}

export const STORED_FILE_TABLES: StoredFileTable[] = [
  { table: inventoryImages, size: inventoryImages.size, uploadedBy: inventoryImages.uploaded_by },
  { table: amenityImages, size: amenityImages.size, uploadedBy: amenityImages.uploaded_by },
  { table: media360, size: media360.size, uploadedBy: media360.uploaded_by },
  { table: organizationDocuments, size: organizationDocuments.size, uploadedBy: organizationDocuments.uploaded_by },
  { table: leadDocuments, size: leadDocuments.size, uploadedBy: leadDocuments.uploaded_by },
];

/** Bytes of the files a user uploaded that are still stored: one statement over every file table. */
export async function storedBytesOf(db: Executor, userId: number): Promise<number> {
  const [first, second, ...rest] = STORED_FILE_TABLES.map(({ table, size, uploadedBy }) =>
    db
      .select({ bytes: sql<number>`coalesce(sum(${size}), 0)::bigint`.mapWith(Number) })
      .from(table)
      .where(eq(uploadedBy, userId)),
  );
  const rows = await unionAll(first!, second!, ...rest);
  return rows.reduce((total, row) => total + row.bytes, 0);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Refuses (413) an upload that would take the user past his quota. */
export async function assertWithinUploadQuota(db: Executor, userId: number, incomingBytes: number, quotaBytes: number): Promise<void> {
  if (incomingBytes === 0) return;
  const stored = await storedBytesOf(db, userId);
  if (stored + incomingBytes > quotaBytes) {
    throw payloadTooLarge(
      `Your upload quota of ${megabytes(quotaBytes)} would be exceeded: ${megabytes(stored)} stored, this upload adds ${megabytes(incomingBytes)}. Delete files you no longer need first.`,
    );
  }
}
