// Phones are keyed in E.164, the organization's country the default for national numbers: the
// database (phone_e164 and its triggers) and the imports (normalizePhone) agree, so a lead or a
// broker written "+971 50 123 4567", "00971501234567" or "050 123 4567" is one person, and only
// within his own organization.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBrokers } from '../../src/server/db/contacts-schema.ts';
import { leads } from '../../src/server/db/crm-schema.ts';
import { organizations } from '../../src/server/db/schema.ts';
import { normalizePhone } from '../../src/shared/phones.ts';
import { importCsv, insertBroker } from './support/contacts.ts';
import { crmApi, insertLead, leadBody } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('phones in E.164', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
    await ctx.db.update(organizations).set({ country: 'AE' }).where(eq(organizations.id, w.brokerId));
    await ctx.db.update(organizations).set({ country: 'AE' }).where(eq(organizations.id, w.foreignId));
    await ctx.db.update(organizations).set({ country: 'SA' }).where(eq(organizations.id, w.platformId));
  });
  afterAll(() => ctx.close());

  const keyOf = async (leadId: number) =>
    (await ctx.db.select({ key: leads.phone_normalized }).from(leads).where(eq(leads.id, leadId)))[0]!.key;

  it('normalises the usual Gulf spellings', () => {
    for (const phone of [
      '+971 50 123 4567',
      '00971501234567',
      '(+971) 50-123-4567',
      '050 123 4567',
      '971501234567',
      '50 123 4567',
      '٠٥٠ ١٢٣ ٤٥٦٧',
      '+۹۷۱ ۵۰ ۱۲۳ ۴۵۶۷',
    ])
      expect(normalizePhone(phone, 'AE'), phone).toBe('+971501234567');
    expect(normalizePhone('(+966) 55 123 4567', 'AE')).toBe('+966551234567');
    expect(normalizePhone('055 123 4567', 'SA')).toBe('+966551234567');
    expect(normalizePhone('6555 1234', 'KW')).toBe('+96565551234');
    expect(normalizePhone('3355 1234', 'QA')).toBe('+97433551234');
    expect(normalizePhone('3600 1234', 'BH')).toBe('+97336001234');
    expect(normalizePhone('9123 4567', 'OM')).toBe('+96891234567');
    expect(normalizePhone('04 555 0100', 'AE')).toBe('+97145550100');
    // No known default country: the digits alone, as before; nothing to key: null.
    expect(normalizePhone('050 123 4567', null)).toBe('0501234567');
    expect(normalizePhone('050 123 4567', 'FR')).toBe('0501234567');
    expect(normalizePhone('ext.', 'AE')).toBeNull();
    expect(normalizePhone('00', 'AE')).toBeNull();
    expect(normalizePhone(null, 'AE')).toBeNull();
  });

  it('keys phones in SQL exactly as in TypeScript', async () => {
    const phones = [
      '+971 50 123 4567',
      '00971501234567',
      ' (+966) 55 123 4567',
      '050 123 4567',
      '971501234567',
      '6555 1234',
      '٠٥٥ ١٢٣ ٤٥٦٧',
      '00',
      '0',
      'n/a',
      '',
      null,
    ];
    for (const country of ['AE', 'sa', 'KW', 'QA', 'BH', 'OM', 'FR', null])
      for (const phone of phones) {
        const result = (await ctx.db.execute(sql`select phone_e164(${phone}, ${country}) as key`)) as unknown as {
          rows: { key: string | null }[];
        };
        expect(result.rows[0]?.key ?? null, `${phone} in ${country}`).toBe(normalizePhone(phone, country));
      }
  });

  it('stores a lead’s phone key with its organization’s country, on create and on every change', async () => {
    const created = await api.post(w.actors.broker, 'crm/leads', leadBody({ email: 'national@phone.test', phone: '050 123 4567' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(await keyOf(id)).toBe('+971501234567');
    const updated = await api.put(w.actors.broker, `crm/leads/${id}`, { phone: '00966 55 123 4567' });
    expect(updated.statusCode).toBe(200);
    expect(await keyOf(id)).toBe('+966551234567');
    // Nobody writes the key by hand: the trigger has the last word.
    await ctx.db.update(leads).set({ phone_normalized: 'bogus' }).where(eq(leads.id, id));
    expect(await keyOf(id)).toBe('+966551234567');
    // Searching the number as written nationally finds it.
    const found = await api.get(w.actors.broker, 'crm/leads', { search: '055 123 4567' });
    expect(found.json().data.map((lead: { id: number }) => lead.id)).toContain(id);
  });

  it('matches a lead import’s rows to a known lead however the phone is written, in the importer’s organization only', async () => {
    const known = await insertLead(ctx.db, w.brokerId, { full_name: 'Known Phone', email: null, phone: '+971 52 700 1000' });
    const foreign = await insertLead(ctx.db, w.foreignId, { full_name: 'Foreign Phone', email: null, phone: '+971 52 700 2000' });
    const csv = [
      'full_name,phone,source',
      'Known Again,00971527001000,website',
      'Known Third,052 700 1000,website',
      'Not Foreign,052 700 2000,website',
    ].join('\n');
    const res = await importCsv(ctx, w.actors.broker_admin, 'crm/leads/import', csv, { duplicates: 'skip' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ created: 1, skipped: 2, rejected: [] });
    const mine = await ctx.db.select().from(leads).where(eq(leads.phone_normalized, '+971527002000')).orderBy(asc(leads.id));
    expect(mine.map((lead) => [lead.organization_id, lead.full_name])).toEqual([
      [w.foreignId, 'Foreign Phone'],
      [w.brokerId, 'Not Foreign'],
    ]);
    expect((await ctx.db.select().from(leads).where(eq(leads.id, foreign.id)))[0]!.full_name).toBe('Foreign Phone');
    expect(await keyOf(known.id)).toBe('+971527001000');
  });

  it('matches a broker import’s rows to a known broker by the phone in E.164, and keys the brokers it creates', async () => {
    const known = await insertBroker(ctx.db, w.platformId, { full_name: 'Saudi Broker', orn: null, phone: '+966 55 900 1000' });
    expect((await ctx.db.select().from(contactBrokers).where(eq(contactBrokers.id, known.id)))[0]!.phone_normalized).toBe('+966559001000');
    const res = await importCsv(ctx, w.actors.super_admin, 'contacts/brokers/import', 'full_name,phone\nSaudi Broker,055 900 1000\n', {
      duplicates: 'skip',
    });
    expect(res.json().data).toMatchObject({ created: 0, skipped: 1, rejected: [] });
    const imported = await importCsv(ctx, w.actors.super_admin, 'contacts/brokers/import', 'full_name,phone\nNew Broker,055 900 2000\n');
    expect(imported.json().data).toMatchObject({ created: 1 });
    const [row] = await ctx.db.select().from(contactBrokers).where(eq(contactBrokers.full_name, 'New Broker'));
    expect(row!.phone_normalized).toBe('+966559002000');
  });
});
