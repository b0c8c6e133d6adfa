// What the company and broker imports (company-import.service.ts, broker-import.service.ts) do
// alike: they run through the import pipeline (services/import-pipeline.ts) in the platform
// organization with the contacts' limits and lock, and a contact they create starts as the row
// says (new when it says nothing) and, when contacted, as contacted now.
import type { z } from 'zod';
import { MAX_CONTACT_IMPORT_BYTES, MAX_CONTACT_IMPORT_ROWS, type ContactImportReport } from '../../../shared/contacts.ts';
import type { ImportColumns } from '../../../shared/csv.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { runImport, validateRows, type ImportResource, type ValidatedRows } from '../../services/import-pipeline.ts';
import { IMPORT_LOCK_NAMESPACE } from './import-cells.ts';
import { platformOrganizationOf } from './platform.ts';

/** A contacts import: its columns, its row schema and how it applies the valid rows to the platform organization. */
export interface ContactImport<F extends string, Fields> {
  columns: ImportColumns<F>;
  row: z.ZodType<Fields>;
  apply(tx: Executor, organizationId: number, rows: ValidatedRows<Fields>): Promise<ContactImportReport>;
}

export async function runContactImport<F extends string, Fields>(
  db: Database,
  tenant: TenantContext,
  contactImport: ContactImport<F, Fields>,
  upload: { file: UploadedFile; mapping: Record<string, unknown> | undefined },
): Promise<{ data: ContactImportReport }> {
  const organizationId = platformOrganizationOf(tenant);
  const resource: ImportResource<F, ContactImportReport> = {
    columns: contactImport.columns,
    maxBytes: MAX_CONTACT_IMPORT_BYTES,
    maxRows: MAX_CONTACT_IMPORT_ROWS,
    lockNamespace: IMPORT_LOCK_NAMESPACE,
    apply: (tx, table) => contactImport.apply(tx, organizationId, validateRows(table.rows, contactImport.row)),
  };
  return { data: await runImport(db, organizationId, resource, upload) };
}

/** The stored values of a contact an import creates from `fields`. */
export function newContactValues<Fields extends { status: string | null }>(fields: Fields, organizationId: number, now: Date) {
  return {
    ...fields,
    status: fields.status ?? 'new',
    organization_id: organizationId,
    last_contacted_at: fields.status === 'contacted' ? now : null,
    created_at: now,
    updated_at: now,
  };
}
