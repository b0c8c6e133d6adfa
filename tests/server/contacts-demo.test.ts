import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKER_STATUSES, COMPANY_STATUSES } from '../../src/shared/contacts.ts';
import { contactBrokers, contactCompanies, messageLogs } from '../../src/server/db/contacts-schema.ts';
import { organizations } from '../../src/server/db/schema.ts';
import { seedDemoContacts } from '../../src/server/db/seed/demo-contacts.ts';
import { crmApi } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';
import { expectEvery } from '../support/expect-every.ts';

describe('demo contacts data (seedDemoContacts)', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { messengerPollMs: 0 } });
    w = await buildWorld(ctx.db);
    // The demo organizations the seeded companies match.
    await ctx.db.insert(organizations).values([
      { kind: 'broker', name: 'Palm Realty', trade_license_number: 'BRK-300002' },
      { kind: 'broker', name: 'Marina Brokers', trade_license_number: 'BRK-300001' },
    ]);
  });
  afterAll(() => ctx.close());

  it('fills the platform with companies, brokers, templates and logs the screens can show', async () => {
    await ctx.db.transaction((tx) =>
      seedDemoContacts(tx, {
        platformId: w.platformId,
        senderId: w.actors.super_admin_sales_manager.userId,
        organizations: { convertedId: w.developerId },
      }),
    );

    const companies = await ctx.db.select().from(contactCompanies).where(eq(contactCompanies.organization_id, w.platformId));
    expect(companies.length).toBeGreaterThanOrEqual(24);
    expect(new Set(companies.map((row) => row.status))).toEqual(new Set(COMPANY_STATUSES));
    expectEvery(
      companies.filter((row) => row.phone),
      (row) => row.phone!.startsWith('+971'),
    );
    const brokers = await ctx.db.select().from(contactBrokers).where(eq(contactBrokers.organization_id, w.platformId));
    expect(brokers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(brokers.map((row) => row.status))).toEqual(new Set(BROKER_STATUSES));
    const logs = await ctx.db.select().from(messageLogs).where(eq(messageLogs.organization_id, w.platformId));
    expect(logs.some((row) => row.status === 'sent')).toBe(true);
    expect(logs.some((row) => row.status === 'failed' && row.error)).toBe(true);
    expectEvery(logs, (row) => !row.body.includes('{{'));

    const api = crmApi(ctx);
    const templates = await api.get(w.actors.super_admin, 'messenger/templates/log');
    expect(templates.json().data.map((row: { variables: string[] }) => row.variables)).toEqual(
      expect.arrayContaining([
        ['name', 'city'],
        ['name', 'trade_license_number'],
      ]),
    );
    // The payment reminders' templates, in English and Arabic.
    const reminders = await api.get(w.actors.super_admin, 'messenger/templates/log', { purpose: 'payment_reminder' });
    expect(
      reminders
        .json()
        .data.map((row: { language: string }) => row.language)
        .sort(),
    ).toEqual(['ar', 'en']);
    const matches = await api.get(w.actors.super_admin_sales_manager, 'contacts/companies/matches');
    expect(matches.json().data.map((row: { matched_on: string[] }) => row.matched_on)).toEqual(
      expect.arrayContaining([['trade_license'], ['name']]),
    );
    expect((await api.get(w.actors.super_admin, 'messenger/logs')).json().meta.total).toBe(logs.length);
  });
});
