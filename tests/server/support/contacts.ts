// Support for the contacts and messenger suites: companies, brokers, templates and logs written
// straight to the database, a second platform organization (the "foreign tenant" of platform
// records), and the multipart import call.
import type { Database } from '../../../src/server/db/client.ts';
import { contactBrokers, contactCompanies, messageLogs, messageTemplates } from '../../../src/server/db/contacts-schema.ts';
import { multipart } from './files.ts';
import { addMember, createOrganization, createUser, tokenFor } from './factories.ts';
import { call, type TestContext } from './testApp.ts';
import type { Actor } from './world.ts';

let sequence = 0;
const next = () => ++sequence;

export async function insertCompany(db: Database, organizationId: number, fields: Partial<typeof contactCompanies.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(contactCompanies)
    .values({
      organization_id: organizationId,
      name: `Company ${n} LLC`,
      trade_license_number: `TL-${1000 + n}`,
      country: 'AE',
      city: 'Dubai',
      phone: `+971 50 000 ${String(n).padStart(4, '0')}`,
      ...fields,
    })
    .returning();
  return row!;
}

export async function insertBroker(db: Database, organizationId: number, fields: Partial<typeof contactBrokers.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(contactBrokers)
    .values({
      organization_id: organizationId,
      full_name: `Broker ${n}`,
      orn: `ORN${5000 + n}`,
      phone: `+97155000${String(n).padStart(4, '0')}`,
      phone_normalized: `+97155000${String(n).padStart(4, '0')}`,
      ...fields,
    })
    .returning();
  return row!;
}

export async function insertTemplate(db: Database, organizationId: number, fields: Partial<typeof messageTemplates.$inferInsert> = {}) {
  const [row] = await db
    .insert(messageTemplates)
    .values({
      organization_id: organizationId,
      provider: 'log',
      name: `template_${next()}`,
      language: 'en',
      body: 'Hello {{name}}',
      ...fields,
    })
    .returning();
  return row!;
}

export async function insertLog(db: Database, organizationId: number, fields: Partial<typeof messageLogs.$inferInsert> = {}) {
  const [row] = await db
    .insert(messageLogs)
    .values({
      organization_id: organizationId,
      provider: 'log',
      recipient_name: `Recipient ${next()}`,
      recipient_phone: '+971500000000',
      body: 'Hello',
      ...fields,
    })
    .returning();
  return row!;
}

/** Another platform organization with its own super admin: its records are foreign to the world's platform. */
export async function foreignPlatform(db: Database): Promise<Actor> {
  const platform = await createOrganization(db, { kind: 'platform', name: 'Other Platform' });
  const user = await createUser(db, { full_name: 'Other Admin' });
  await addMember(db, user.id, platform.id, 'super_admin');
  return { userId: user.id, token: await tokenFor(db, user.id), orgId: platform.id };
}

/** POST a CSV to an import route as `actor`, with optional text fields (mapping). */
export function importCsv(ctx: TestContext, actor: Actor, path: string, csv: string | Buffer, fields: Record<string, string> = {}) {
  const { body, headers } = multipart({
    organization_id: String(actor.orgId),
    ...fields,
    file: { filename: 'contacts.csv', content: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv, type: 'text/csv' },
  });
  return call(ctx.app, 'POST', path, { token: actor.token, body, headers });
}

export const NON_PLATFORM_ROLES = ['developer_admin', 'developer', 'broker_admin', 'broker'] as const;
