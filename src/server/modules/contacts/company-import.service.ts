// Company import (POST contacts/companies/import), the company part of the import pipeline
// (services/import-pipeline.ts, contact-import.ts). Each row is read into company fields by
// companyRow and checked; a valid row is matched on its trade licence (letter case and spaces
// aside) to the platform's companies and to the rows before it. Rows naming a company not stored
// yet are merged in file order into the one company created. A stored company is left alone
// unless updates are asked for (`duplicates=update`); then it gets the rows' non-empty cells and
// is updated only when something changed — so the same file imported twice writes nothing.
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
import type { ValidatedRows } from '../../services/import-pipeline.ts';
import type { ImportDuplicateMode } from '../../../shared/imports.ts';
import { ofPlatform } from './contacts.queries.ts';
import type { ImportOptions } from '../../services/import-pipeline.ts';
import { newContactValues, runContactImport, type ContactImport, type ContactTarget } from './contact-import.ts';
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
  options: ImportOptions,
): Promise<{ data: ContactImportReport }> {
  return runContactImport(db, tenant, COMPANY_IMPORT, { file, ...options });
}

const COMPANY_IMPORT: ContactImport<CompanyImportField, Fields> = {
  columns: COMPANY_IMPORT_COLUMNS,
  row: companyRow,
  nameField: 'name',
  compared: [...COPIED, 'status'],
  shown: ['name', 'trade_license_number', ...COPIED.filter((field) => field !== 'name'), 'status'],
  plan: planCompanies,
  async insert(tx, organizationId, records, now) {
    const inserted = await tx
      .insert(contactCompanies)
      .values(records.map((fields) => newContactValues(fields, organizationId, now)))
      .returning({ id: contactCompanies.id });
    return inserted.map((row) => row.id);
  },
  async update(tx, organizationId, id, change, now) {
    await tx
      .update(contactCompanies)
      // A stored company's status is never null, so neither is the status a row gives it.
      .set({ ...(change as Partial<CompanyRow>), updated_at: now })
      .where(and(ofPlatform(organizationId), eq(contactCompanies.id, id)));
  },
};

/** The companies the rows meet, in the order of their first row. */
async function planCompanies(
  tx: Executor,
  organizationId: number,
  valid: ValidatedRows<Fields>['valid'],
  duplicates: ImportDuplicateMode,
): Promise<ContactTarget<Fields>[]> {
  const existing = await existingByLicence(tx, organizationId, [
    ...new Set(valid.map(({ value }) => licenceKey(value.trade_license_number!))),
  ]);
  const targets = new Map<string, ContactTarget<Fields>>();
  for (const { row, value: fields } of valid) {
    const key = licenceKey(fields.trade_license_number!);
    const target = targets.get(key);
    if (target) {
      target.rows.push(row);
      // Rows of a licence merge in file order: the company ends with what its last rows say.
      if (target.id === null || duplicates === 'update') target.fields = mergeFields(target.fields, fields, target.stored);
      continue;
    }
    const known = existing.get(key);
    if (!known) {
      targets.set(key, { id: null, stored: null, fields, rows: [row], matchedOn: null });
      continue;
    }
    const stored = fieldsOf(known);
    targets.set(key, {
      id: known.id,
      stored,
      fields: duplicates === 'update' ? mergeFields(stored, fields, stored) : stored,
      rows: [row],
      matchedOn: { field: 'trade_license_number', value: known.trade_license_number! },
    });
  }
  return [...targets.values()];
}

const fieldsOf = (row: CompanyRow): Fields => ({
  name: row.name,
  trade_license_number: row.trade_license_number,
  country: row.country,
  city: row.city,
  phone: row.phone,
  email: row.email,
  website: row.website,
  status: row.status,
});

/**
 * A later row fills in what it has over what came before. A converted company's status says what
 * became of it; an import does not undo that.
 */
function mergeFields(earlier: Fields, later: Fields, stored: Fields | null): Fields {
  const merged = { ...earlier };
  for (const field of COPIED) if (later[field] !== null) merged[field] = later[field] as never;
  if (later.status && stored?.status !== 'converted') merged.status = later.status;
  return merged;
}
