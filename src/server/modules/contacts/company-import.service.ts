// Company import (POST contacts/companies/import), the company part of the import pipeline
// (services/import-pipeline.ts). Each row is read into company fields by companyRow and checked; a valid row is matched on its trade licence (letter case and spaces aside) to the
// platform's companies and to the rows before it. A known company gets the row's non-empty
// cells (counted as updated only when something changed), an unknown one is created; so the
// same file imported twice creates and updates nothing. Rejected rows are reported with their
// reasons; valid rows are applied together in one transaction, one import at a time.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  COMPANY_IMPORT_COLUMNS,
  COMPANY_STATUSES,
  type CompanyImportField,
  type CompanyStatus,
  type ContactImportReport,
} from '../../../shared/contacts.ts';
import type { Database, Executor } from '../../db/client.ts';
import { contactCompanies } from '../../db/contacts-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { currentTime } from '../../services/clock.ts';
import type { ValidatedRows } from '../../services/import-pipeline.ts';
import { ofPlatform } from './contacts.queries.ts';
import { newContactValues, runContactImport } from './contact-import.ts';
import type { CompanyRow } from './contacts.resources.ts';
import { countryCode } from './country-codes.ts';
import { emailCell, enumCell, IMPORT_BATCH, optionalCell, phoneCell, textCell } from './import-cells.ts';

const IMPORTABLE_STATUSES = COMPANY_STATUSES.filter((status) => status !== 'converted');
type Fields = Pick<CompanyRow, 'name' | 'trade_license_number' | 'country' | 'city' | 'phone' | 'email' | 'website'> & {
  status: CompanyStatus | null;
};
const COPIED = ['name', 'country', 'city', 'phone', 'email', 'website'] as const;

/** A row's cells as company fields; a website without a scheme is taken as https. */
const companyRow = z.object({
  name: z.string({ error: 'The name is required.' }).pipe(textCell('name', 200)),
  trade_license_number: z
    .string({ error: 'The trade licence number is required: companies are matched on it.' })
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(textCell('trade_license_number', 100)),
  country: optionalCell(
    z.string().transform((value, context) => {
      const code = countryCode(value);
      if (code) return code;
      context.addIssue({ code: 'custom', message: 'The country must be a country name or a two-letter ISO code.' });
      return z.NEVER;
    }),
  ),
  city: optionalCell(textCell('city', 100)),
  phone: optionalCell(phoneCell),
  email: optionalCell(emailCell),
  website: optionalCell(
    textCell('website', 255)
      .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
      .refine((value) => URL.canParse(value), 'The website must be a web address.'),
  ),
  status: optionalCell(enumCell('status', IMPORTABLE_STATUSES)),
}) satisfies z.ZodType<Fields, Partial<Record<CompanyImportField, string>>>;

const licenceKey = (licence: string) => licence.trim().toUpperCase();

async function existingByLicence(tx: Executor, organizationId: number, keys: string[]): Promise<Map<string, CompanyRow>> {
  const found = new Map<string, CompanyRow>();
  for (let i = 0; i < keys.length; i += IMPORT_BATCH * 10) {
    const rows = await tx
      .select()
      .from(contactCompanies)
      .where(
        and(
          ofPlatform(organizationId),
          inArray(sql`upper(${contactCompanies.trade_license_number})`, keys.slice(i, i + IMPORT_BATCH * 10)),
        ),
      );
    for (const row of rows) found.set(licenceKey(row.trade_license_number!), row);
  }
  return found;
}

export function importCompanies(
  db: Database,
  tenant: TenantContext,
  file: UploadedFile,
  mapping: Record<string, unknown> | undefined,
): Promise<{ data: ContactImportReport }> {
  return runContactImport(db, tenant, { columns: COMPANY_IMPORT_COLUMNS, row: companyRow, apply: applyCompanies }, { file, mapping });
}

async function applyCompanies(tx: Executor, organizationId: number, rows: ValidatedRows<Fields>): Promise<ContactImportReport> {
  const report: ContactImportReport = { created: 0, updated: 0, rejected: rows.rejected };
  const valid = rows.valid.map((row) => row.value);
  const existing = await existingByLicence(tx, organizationId, [
    ...new Set(valid.map((fields) => licenceKey(fields.trade_license_number!))),
  ]);
  // Every row of a licence is merged in file order first, so a file that names a company
  // twice ends with what its last rows say, and the stored company is compared with that.
  const merged = new Map<string, Fields>();
  for (const fields of valid) {
    const key = licenceKey(fields.trade_license_number!);
    const earlier = merged.get(key);
    merged.set(key, earlier ? mergeFields(earlier, fields) : fields);
  }

  const now = currentTime();
  const inserts = [];
  for (const [key, fields] of merged) {
    const known = existing.get(key);
    if (!known) {
      inserts.push(newContactValues(fields, organizationId, now));
      continue;
    }
    const change: Partial<CompanyRow> = {};
    for (const field of COPIED) if (fields[field] !== null && fields[field] !== known[field]) change[field] = fields[field];
    // A converted company's status says what became of it; an import does not undo that.
    if (fields.status && known.status !== 'converted' && fields.status !== known.status) change.status = fields.status;
    if (Object.keys(change).length === 0) continue;
    await tx
      .update(contactCompanies)
      .set({ ...change, updated_at: now })
      .where(and(ofPlatform(organizationId), eq(contactCompanies.id, known.id)));
    report.updated++;
  }
  for (let i = 0; i < inserts.length; i += IMPORT_BATCH) await tx.insert(contactCompanies).values(inserts.slice(i, i + IMPORT_BATCH));
  report.created = inserts.length;
  return report;
}

/** A later row of the same file fills in what it has over an earlier one. */
function mergeFields(earlier: Fields, later: Fields): Fields {
  const merged = { ...earlier };
  for (const field of COPIED) if (later[field] !== null) merged[field] = later[field] as never;
  if (later.status) merged.status = later.status;
  return merged;
}
