// Company import (POST contacts/companies/import). Each row is read into company fields and
// checked; a valid row is matched on its trade licence (letter case and spaces aside) to the
// platform's companies and to the rows before it. A known company gets the row's non-empty
// cells (counted as updated only when something changed), an unknown one is created; so the
// same file imported twice creates and updates nothing. Rejected rows are reported with their
// reasons; valid rows are applied together in one transaction, one import at a time.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { COMPANY_IMPORT_FIELDS, COMPANY_STATUSES, type CompanyImportField, type CompanyStatus, type ContactImportReport } from '../../../shared/contacts.ts';
import type { Database, Executor } from '../../db/client.ts';
import { contactCompanies } from '../../db/contacts-schema.ts';
import type { FieldErrors } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { currentTime } from '../../services/clock.ts';
import { ofPlatform } from './companies.service.ts';
import type { CompanyRow } from './contacts.resources.ts';
import { countryCode } from './country-codes.ts';
import { emailCell, enumCell, IMPORT_BATCH, IMPORT_LOCK_NAMESPACE, phoneCell, readImportTable, textCell, type ImportRow, type ImportSpec } from './import-table.ts';
import { platformOrganizationOf } from './platform.ts';

const SPEC: ImportSpec<CompanyImportField> = {
  fields: COMPANY_IMPORT_FIELDS,
  aliases: {
    company: 'name',
    companyname: 'name',
    tradename: 'name',
    tradelicense: 'trade_license_number',
    tradelicence: 'trade_license_number',
    tradelicenceno: 'trade_license_number',
    tradelicenseno: 'trade_license_number',
    tradelicencenumber: 'trade_license_number',
    licensenumber: 'trade_license_number',
    licencenumber: 'trade_license_number',
    license: 'trade_license_number',
    licence: 'trade_license_number',
    tln: 'trade_license_number',
    emirate: 'city',
    phonenumber: 'phone',
    mobile: 'phone',
    telephone: 'phone',
    tel: 'phone',
    whatsapp: 'phone',
    emailaddress: 'email',
    mail: 'email',
    web: 'website',
    url: 'website',
    site: 'website',
  },
  required: ['name', 'trade_license_number'],
};

const IMPORTABLE_STATUSES = COMPANY_STATUSES.filter((status) => status !== 'converted');
type Fields = Pick<CompanyRow, 'name' | 'trade_license_number' | 'country' | 'city' | 'phone' | 'email' | 'website'> & { status: CompanyStatus | null };
const COPIED = ['name', 'country', 'city', 'phone', 'email', 'website'] as const;

function readRow({ cells }: ImportRow<CompanyImportField>): { fields: Fields; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = textCell(cells.name, 'name', 200, errors);
  if (!cells.name) errors.name = ['The name is required.'];
  const licence = textCell(cells.trade_license_number?.replace(/\s+/g, ' '), 'trade_license_number', 100, errors);
  if (!cells.trade_license_number) errors.trade_license_number = ['The trade licence number is required: companies are matched on it.'];
  let country: string | null = null;
  if (cells.country) {
    country = countryCode(cells.country);
    if (!country) errors.country = ['The country must be a country name or a two-letter ISO code.'];
  }
  let website = textCell(cells.website, 'website', 255, errors);
  if (website && !/^https?:\/\//i.test(website)) website = `https://${website}`;
  if (website && !URL.canParse(website)) {
    errors.website = ['The website must be a web address.'];
    website = null;
  }
  return {
    fields: {
      name: name ?? '',
      trade_license_number: licence,
      country,
      city: textCell(cells.city, 'city', 100, errors),
      phone: phoneCell(cells.phone, 'phone', errors),
      email: emailCell(cells.email, 'email', errors),
      website,
      status: enumCell(cells.status, 'status', IMPORTABLE_STATUSES, errors),
    },
    errors,
  };
}

const licenceKey = (licence: string) => licence.trim().toUpperCase();

async function existingByLicence(tx: Executor, organizationId: number, keys: string[]): Promise<Map<string, CompanyRow>> {
  const found = new Map<string, CompanyRow>();
  for (let i = 0; i < keys.length; i += IMPORT_BATCH * 10) {
    const rows = await tx
      .select()
      .from(contactCompanies)
      .where(and(ofPlatform(organizationId), inArray(sql`upper(${contactCompanies.trade_license_number})`, keys.slice(i, i + IMPORT_BATCH * 10))));
    for (const row of rows) found.set(licenceKey(row.trade_license_number!), row);
  }
  return found;
}

export async function importCompanies(db: Database, tenant: TenantContext, file: UploadedFile, mapping: Record<string, unknown> | undefined): Promise<{ data: ContactImportReport }> {
  const organizationId = platformOrganizationOf(tenant);
  const rows = await readImportTable(SPEC, file, mapping);
  const report: ContactImportReport = { created: 0, updated: 0, rejected: [] };
  const valid: Fields[] = [];
  for (const row of rows) {
    const { fields, errors } = readRow(row);
    if (Object.keys(errors).length) report.rejected.push({ row: row.row, errors });
    else valid.push(fields);
  }

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_NAMESPACE}, ${organizationId})`);
    const existing = await existingByLicence(tx, organizationId, [...new Set(valid.map((fields) => licenceKey(fields.trade_license_number!)))]);
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
        inserts.push({
          ...fields,
          status: fields.status ?? 'new',
          organization_id: organizationId,
          last_contacted_at: fields.status === 'contacted' ? now : null,
          created_at: now,
          updated_at: now,
        });
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
  });
  return { data: report };
}

/** A later row of the same file fills in what it has over an earlier one. */
function mergeFields(earlier: Fields, later: Fields): Fields {
  const merged = { ...earlier };
  for (const field of COPIED) if (later[field] !== null) merged[field] = later[field] as never;
  if (later.status) merged.status = later.status;
  return merged;
}
