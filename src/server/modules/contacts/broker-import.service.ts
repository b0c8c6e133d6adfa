// Broker import (POST contacts/brokers/import), the broker part of the import pipeline
// (services/import-pipeline.ts). Each row is read into broker fields by brokerRow and checked;
// a valid row is matched to the platform's brokers and to the rows before it on its ORN (letter
// case and spaces aside), else on its normalised phone. A known broker gets the row's non-empty
// cells (counted as updated only when something changed), an unknown one is created; so the
// same file imported twice creates and updates nothing. Rejected rows come back with reasons.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BROKER_IMPORT_COLUMNS, BROKER_STATUSES, type BrokerStatus, type ContactImportReport } from '../../../shared/contacts.ts';
import { normalizePhone } from '../../../shared/crm.ts';
import type { Database, Executor } from '../../db/client.ts';
import { contactBrokers } from '../../db/contacts-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { currentTime } from '../../services/clock.ts';
import type { ValidatedRows } from '../../services/import-pipeline.ts';
import { newContactValues, runContactImport } from './contact-import.ts';
import type { BrokerRow } from './contacts.resources.ts';
import { emailCell, enumCell, IMPORT_BATCH, optionalCell, phoneCell, textCell } from './import-cells.ts';

type Fields = Pick<BrokerRow, 'full_name' | 'phone' | 'phone_normalized' | 'email' | 'orn' | 'company_name'> & {
  status: BrokerStatus | null;
};
const COPIED = ['full_name', 'phone', 'phone_normalized', 'email', 'orn', 'company_name'] as const;

/** A row's cells as broker fields: an ORN without its spaces, the phone also normalised to match on. */
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
  })
  .transform((fields): Fields => ({ ...fields, phone_normalized: normalizePhone(fields.phone) }));

/** A broker being imported: one already stored (id) or one the import creates. */
interface Target {
  id: number | null;
  before: Fields | null;
  fields: Fields;
}

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
  mapping: Record<string, unknown> | undefined,
): Promise<{ data: ContactImportReport }> {
  return runContactImport(db, tenant, { columns: BROKER_IMPORT_COLUMNS, row: brokerRow, apply: applyBrokers }, { file, mapping });
}

async function applyBrokers(tx: Executor, organizationId: number, rows: ValidatedRows<Fields>): Promise<ContactImportReport> {
  const report: ContactImportReport = { created: 0, updated: 0, rejected: rows.rejected };
  const valid = rows.valid.map((row) => row.value);
  const orns = [...new Set(valid.flatMap((fields) => (fields.orn ? [fields.orn.toUpperCase()] : [])))];
  const phones = [...new Set(valid.flatMap((fields) => (fields.phone_normalized ? [fields.phone_normalized] : [])))];
  const index = new Map<string, Target>();
  const targets: Target[] = [];
  const remember = (target: Target) => {
    if (target.fields.orn) index.set(ornKey(target.fields.orn), target);
    if (target.fields.phone_normalized && !index.has(phoneKey(target.fields.phone_normalized)))
      index.set(phoneKey(target.fields.phone_normalized), target);
  };
  for (const row of await existingBrokers(tx, organizationId, orns, phones)) {
    const fields: Fields = { ...row };
    const target = { id: row.id, before: fields, fields: { ...fields } };
    targets.push(target);
    remember(target);
  }

  for (const fields of valid) {
    const found =
      (fields.orn ? index.get(ornKey(fields.orn)) : undefined) ??
      (fields.phone_normalized ? index.get(phoneKey(fields.phone_normalized)) : undefined);
    if (!found) {
      const target: Target = { id: null, before: null, fields: { ...fields } };
      targets.push(target);
      remember(target);
      continue;
    }
    // A broker with an ORN keeps it as first written: the ORN is who he is.
    for (const field of COPIED) {
      if (fields[field] === null) continue;
      if (field === 'orn' && found.fields.orn) continue;
      found.fields[field] = fields[field] as never;
    }
    if (fields.status) found.fields.status = fields.status;
    remember(found);
  }

  const now = currentTime();
  const inserts = targets.filter((target) => target.id === null).map(({ fields }) => newContactValues(fields, organizationId, now));
  for (let i = 0; i < inserts.length; i += IMPORT_BATCH) await tx.insert(contactBrokers).values(inserts.slice(i, i + IMPORT_BATCH));
  report.created = inserts.length;
  for (const target of targets) {
    if (target.id === null || !target.before) continue;
    const change = Object.fromEntries(
      [...COPIED, 'status' as const]
        .filter((field) => target.fields[field] !== target.before![field])
        .map((field) => [field, target.fields[field]]),
    ) as Partial<BrokerRow>;
    if (Object.keys(change).length === 0) continue;
    await tx
      .update(contactBrokers)
      .set({ ...change, updated_at: now })
      .where(and(eq(contactBrokers.organization_id, organizationId), eq(contactBrokers.id, target.id)));
    report.updated++;
  }
  return report;
}
