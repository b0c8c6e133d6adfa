// Broker import (POST contacts/brokers/import), the broker part of the import pipeline
// (services/import-pipeline.ts, contact-import.ts). Each row is read into broker fields by
// brokerRow and checked; a valid row is matched to the platform's brokers and to the rows before
// it on its ORN (letter case and spaces aside), else on its normalised phone. Rows naming a broker
// not stored yet are merged into the one broker created. A stored broker is left alone unless
// updates are asked for (`duplicates=update`); then it gets the rows' non-empty cells and is
// updated only when something changed — so the same file imported twice writes nothing.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BROKER_IMPORT_COLUMNS,
  BROKER_STATUSES,
  type BrokerImportField,
  type BrokerStatus,
  type ContactImportReport,
} from '../../../shared/contacts.ts';
import { normalizePhone } from '../../../shared/phones.ts';
import { organizationCountry } from '../organizations/organization-country.ts';
import type { Database, Executor } from '../../db/client.ts';
import { contactBrokers } from '../../db/contacts-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import type { ValidatedRows } from '../../services/import-pipeline.ts';
import type { ImportDuplicateMode } from '../../../shared/imports.ts';
import type { ImportOptions } from '../../services/import-pipeline.ts';
import { newContactValues, runContactImport, type ContactImport, type ContactTarget } from './contact-import.ts';
import type { BrokerRow } from './contacts.resources.ts';
import { emailCell, enumCell, IMPORT_BATCH, optionalCell, phoneCell, textCell } from './import-cells.ts';

type Fields = Pick<BrokerRow, 'full_name' | 'phone' | 'email' | 'orn' | 'company_name'> & {
  status: BrokerStatus | null;
};
const COPIED = ['full_name', 'phone', 'email', 'orn', 'company_name'] as const;

/** A row's cells as broker fields: an ORN without its spaces. */
const brokerRow = z
  .object({
    full_name: z.string({ error: 'The full name is required.' }).pipe(textCell('full_name', 200)),
    phone: optionalCell(phoneCell),
    email: optionalCell(emailCell),
    orn: optionalCell(
      z
        .string()
        .transform((value) => value.replace(/\s+/g, ''))
        .pipe(textCell('orn', 50)),
    ),
    company_name: optionalCell(textCell('company_name', 200)),
    status: optionalCell(enumCell('status', BROKER_STATUSES)),
  })
  // Judged on the cells as written, so the reason is given along with any other.
  .refine((cells) => cells.orn || cells.phone, {
    path: ['orn'],
    message: 'The ORN or the phone is required: brokers are matched on them.',
    when: () => true,
  });

const ornKey = (orn: string) => `orn:${orn.toUpperCase()}`;
const phoneKey = (phone: string) => `phone:${phone}`;

async function existingBrokers(tx: Executor, organizationId: number, orns: string[], phones: string[]): Promise<BrokerRow[]> {
  const rows: BrokerRow[] = [];
  const size = IMPORT_BATCH * 10;
  for (let i = 0; i < Math.max(orns.length, phones.length); i += size) {
    const ornSlice = orns.slice(i, i + size);
    const phoneSlice = phones.slice(i, i + size);
    rows.push(
      ...(await tx
        .select()
        .from(contactBrokers)
        .where(
          and(
            eq(contactBrokers.organization_id, organizationId),
            or(
              ornSlice.length ? inArray(sql`upper(${contactBrokers.orn})`, ornSlice) : undefined,
              phoneSlice.length ? inArray(contactBrokers.phone_normalized, phoneSlice) : undefined,
            ),
          ),
        )),
    );
  }
  return rows;
}

export function importBrokers(
  db: Database,
  tenant: TenantContext,
  file: UploadedFile,
  options: ImportOptions,
): Promise<{ data: ContactImportReport }> {
  return runContactImport(db, tenant, BROKER_IMPORT, { file, ...options });
}

const BROKER_IMPORT: ContactImport<BrokerImportField, Fields> = {
  columns: BROKER_IMPORT_COLUMNS,
  row: brokerRow,
  nameField: 'full_name',
  compared: [...COPIED, 'status'],
  shown: ['full_name', 'orn', 'phone', 'email', 'company_name', 'status'],
  plan: planBrokers,
  async insert(tx, organizationId, records, now) {
    const inserted = await tx
      .insert(contactBrokers)
      .values(records.map((fields) => newContactValues(fields, organizationId, now)))
      .returning({ id: contactBrokers.id });
    return inserted.map((row) => row.id);
  },
  async update(tx, organizationId, id, change, now) {
    await tx
      .update(contactBrokers)
      // A stored broker's status is never null, so neither is the status a row gives it.
      .set({ ...(change as Partial<BrokerRow>), updated_at: now })
      .where(and(eq(contactBrokers.organization_id, organizationId), eq(contactBrokers.id, id)));
  },
};

/** The brokers the rows meet, in the order of their first row. */
async function planBrokers(
  tx: Executor,
  organizationId: number,
  valid: ValidatedRows<Fields>['valid'],
  duplicates: ImportDuplicateMode,
): Promise<ContactTarget<Fields>[]> {
  // The key the brokers' trigger stores (migration `*_phone_e164.sql`): E.164, the organization's country the default.
  const country = await organizationCountry(tx, organizationId);
  const phoneOf = (fields: Fields) => normalizePhone(fields.phone, country);
  const values = valid.map(({ value }) => value);
  const orns = [...new Set(values.flatMap((fields) => (fields.orn ? [fields.orn.toUpperCase()] : [])))];
  const phones = [...new Set(values.flatMap((fields) => phoneOf(fields) ?? []))];
  const index = new Map<string, ContactTarget<Fields>>();
  const remember = (target: ContactTarget<Fields>) => {
    if (target.fields.orn) index.set(ornKey(target.fields.orn), target);
    const phone = phoneOf(target.fields);
    if (phone && !index.has(phoneKey(phone))) index.set(phoneKey(phone), target);
  };
  for (const row of await existingBrokers(tx, organizationId, orns, phones)) {
    const stored = fieldsOf(row);
    remember({ id: row.id, stored, fields: { ...stored }, rows: [], matchedOn: null });
  }

  const met: ContactTarget<Fields>[] = [];
  for (const { row, value: fields } of valid) {
    const byOrn = fields.orn ? index.get(ornKey(fields.orn)) : undefined;
    const phone = phoneOf(fields);
    const found = byOrn ?? (phone ? index.get(phoneKey(phone)) : undefined);
    if (!found) {
      const target: ContactTarget<Fields> = { id: null, stored: null, fields: { ...fields }, rows: [row], matchedOn: null };
      met.push(target);
      remember(target);
      continue;
    }
    if (found.rows.length === 0) {
      met.push(found);
      if (found.stored)
        found.matchedOn = byOrn ? { field: 'orn', value: found.stored.orn! } : { field: 'phone', value: found.stored.phone ?? '' };
    }
    found.rows.push(row);
    if (found.id !== null && duplicates === 'skip') continue;
    // A broker with an ORN keeps it as first written: the ORN is who he is.
    for (const field of COPIED) {
      if (fields[field] === null) continue;
      if (field === 'orn' && found.fields.orn) continue;
      found.fields[field] = fields[field] as never;
    }
    if (fields.status) found.fields.status = fields.status;
    remember(found);
  }
  return met;
}

const fieldsOf = (row: BrokerRow): Fields => ({
  full_name: row.full_name,
  phone: row.phone,
  email: row.email,
  orn: row.orn,
  company_name: row.company_name,
  status: row.status,
});
