// Which CSV column fills which lead field: a `mapping` the client sends (header → field, null
// to ignore a column) wins; every other column is matched by its header, letter case, spaces,
// dashes and underscores aside, with a few names spreadsheets commonly use (Mobile, Agent…).
import { LEAD_IMPORT_FIELDS, type ImportDuplicateMode, type LeadImportColumn, type LeadImportField } from '../../../shared/crm.ts';
import { LEAD_IMPORT_FIELD_SET } from '../../../shared/schemas/crm.ts';
import { fieldError, validationFailed, type FieldErrors } from '../../http/errors.ts';

const headerKey = (header: string) => header.toLowerCase().replace(/[\s_.\-–]+/g, '');

const HEADER_ALIASES: Record<string, LeadImportField> = {
  name: 'full_name',
  clientname: 'full_name',
  customername: 'full_name',
  contactname: 'full_name',
  leadname: 'full_name',
  emailaddress: 'email',
  mail: 'email',
  phonenumber: 'phone',
  mobile: 'phone',
  mobilenumber: 'phone',
  telephone: 'phone',
  tel: 'phone',
  whatsapp: 'phone',
  country: 'nationality',
  leadsource: 'source',
  leadstatus: 'status',
  minbudget: 'budget_min',
  minimumbudget: 'budget_min',
  budgetfrom: 'budget_min',
  maxbudget: 'budget_max',
  maximumbudget: 'budget_max',
  budgetto: 'budget_max',
  owner: 'owner_email',
  assignedto: 'owner_email',
  agent: 'owner_email',
  agentemail: 'owner_email',
  tag: 'tags',
  labels: 'tags',
};

function guessField(header: string): LeadImportField | null {
  const key = headerKey(header);
  return LEAD_IMPORT_FIELDS.find((field) => headerKey(field) === key) ?? HEADER_ALIASES[key] ?? null;
}

/** The file's header row, checked: a column name may appear once. */
export function checkHeaders(headers: string[]): void {
  const seen = new Set<string>();
  for (const header of headers) {
    if (header === '') continue;
    const key = header.toLowerCase();
    if (seen.has(key)) throw fieldError('file', `The column "${header}" appears more than once in the header row.`);
    seen.add(key);
  }
}

export function resolveColumns(headers: string[], mapping: Record<string, unknown> | undefined, duplicates: ImportDuplicateMode): LeadImportColumn[] {
  const errors: FieldErrors = {};
  const explicit = new Map<number, LeadImportField | null>();
  for (const [header, field] of Object.entries(mapping ?? {})) {
    const index = headers.findIndex((candidate) => candidate === header.trim());
    const found = index >= 0 ? index : headers.findIndex((candidate) => candidate !== '' && headerKey(candidate) === headerKey(header));
    if (found < 0) {
      errors[`mapping.${header}`] = [`The file has no column "${header}".`];
    } else if (field === null || field === '') {
      explicit.set(found, null);
    } else if (typeof field !== 'string' || !LEAD_IMPORT_FIELD_SET.has(field)) {
      errors[`mapping.${header}`] = [`The field must be one of: ${LEAD_IMPORT_FIELDS.join(', ')} (or null to ignore the column).`];
    } else {
      explicit.set(found, field as LeadImportField);
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);

  const taken = new Set<LeadImportField>();
  for (const field of explicit.values()) {
    if (field && taken.has(field)) throw fieldError('mapping', `The field ${field} is mapped from more than one column.`);
    if (field) taken.add(field);
  }
  const columns = headers.map((header, index): LeadImportColumn => {
    if (explicit.has(index)) return { header, field: explicit.get(index)! };
    const guess = header === '' ? null : guessField(header);
    if (!guess || taken.has(guess)) return { header, field: null };
    taken.add(guess);
    return { header, field: guess };
  });

  if (!taken.has('email') && !taken.has('phone')) throw fieldError('mapping', 'Map a column to email or phone: leads are matched on them.');
  if (!taken.has('full_name') && duplicates === 'skip') throw fieldError('mapping', 'Map a column to full_name.');
  return columns;
}
