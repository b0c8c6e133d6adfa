// The contacts imports' wizard contract (docs/api.md "CSV imports"): a row that meets a stored
// company or broker leaves it alone unless updates are asked for, the preview is a dry run of the
// very import that follows, and another platform's records are never met.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBrokers, contactCompanies } from '../../src/server/db/contacts-schema.ts';
import { foreignPlatform, importCsv, insertBroker, insertCompany, NON_PLATFORM_ROLES } from './support/contacts.ts';
import { snapshot } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

const COMPANIES = 'contacts/companies/import';
const BROKERS = 'contacts/brokers/import';

/** The 3-row file of the issue: its second row carries the seeded company's licence under a new name. */
const csvWith = (licence: string) =>
  [
    'Name,Trade licence number,City,Email',
    `Palm Gate Properties,PG-${licence},Dubai,info@palmgate.test`,
    `Jumeirah Coast Realty,${licence.toLowerCase()},Abu Dhabi,hello@jumeirahcoast.test`,
    `Desert Rose Homes,DR-${licence},Sharjah,`,
  ].join('\n');

describe('contacts imports: preview, and updates only when asked', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { messengerPollMs: 0 } });
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const companyById = async (id: number) => (await ctx.db.select().from(contactCompanies).where(eq(contactCompanies.id, id)))[0]!;
  const seedMarina = (licence: string, organizationId = w.platformId) =>
    insertCompany(ctx.db, organizationId, {
      name: 'MARINA BROKERS',
      trade_license_number: licence,
      city: 'Dubai',
      email: 'desk@marina.test',
      status: 'interested',
    });

  it('leaves a known company as it is by default and reports it skipped by name', async () => {
    const marina = await seedMarina('DED-7001');
    const preview = await importCsv(ctx, w.actors.super_admin, COMPANIES, csvWith('DED-7001'), { preview: 'true' });
    expect(preview.statusCode).toBe(200);
    const skipped = {
      rows: [3],
      action: 'skip',
      id: marina.id,
      name: 'MARINA BROKERS',
      matched_on: { field: 'trade_license_number', value: 'DED-7001' },
      reason: 'exists',
      changes: [],
    };
    expect(preview.json().data).toMatchObject({ preview: true, created: 2, updated: 0, skipped: 1, rejected: [] });
    expect(preview.json().data.records).toEqual([
      expect.objectContaining({ rows: [2], action: 'create', id: null, name: 'Palm Gate Properties' }),
      skipped,
      expect.objectContaining({ rows: [4], action: 'create', id: null, name: 'Desert Rose Homes' }),
    ]);
    expect(await companyById(marina.id)).toEqual(marina);

    const applied = await importCsv(ctx, w.actors.super_admin, COMPANIES, csvWith('DED-7001'));
    expect(applied.json().data).toMatchObject({ preview: false, created: 2, updated: 0, skipped: 1 });
    expect(applied.json().data.records[1]).toEqual(skipped);
    expect(await companyById(marina.id)).toEqual(marina);
  });

  it('previews each field an update changes, old → new, and applies exactly those', async () => {
    const marina = await seedMarina('DED-7002');
    const before = await snapshot(ctx.db, contactCompanies);
    const preview = await importCsv(ctx, w.actors.super_admin_sales_manager, COMPANIES, csvWith('DED-7002'), {
      preview: 'true',
      duplicates: 'update',
    });
    expect(preview.statusCode).toBe(200);
    const update = preview.json().data.records[1];
    expect(update).toEqual({
      rows: [3],
      action: 'update',
      id: marina.id,
      name: 'Jumeirah Coast Realty',
      matched_on: { field: 'trade_license_number', value: 'DED-7002' },
      reason: null,
      changes: [
        { field: 'name', from: 'MARINA BROKERS', to: 'Jumeirah Coast Realty' },
        { field: 'city', from: 'Dubai', to: 'Abu Dhabi' },
        { field: 'email', from: 'desk@marina.test', to: 'hello@jumeirahcoast.test' },
      ],
    });
    expect(preview.json().data.records[0].changes).toEqual([
      { field: 'name', from: null, to: 'Palm Gate Properties' },
      { field: 'trade_license_number', from: null, to: 'PG-DED-7002' },
      { field: 'city', from: null, to: 'Dubai' },
      { field: 'email', from: null, to: 'info@palmgate.test' },
    ]);
    expect(await snapshot(ctx.db, contactCompanies)).toEqual(before);

    const applied = await importCsv(ctx, w.actors.super_admin_sales_manager, COMPANIES, csvWith('DED-7002'), {
      duplicates: 'update',
    });
    const report = applied.json().data;
    expect(report).toMatchObject({ preview: false, created: 2, updated: 1, skipped: 0 });
    // The apply did what the preview said, record for record; only the new ids differ.
    const withoutNewIds = (records: { action: string; id: number | null }[]) =>
      records.map((record) => (record.action === 'create' ? { ...record, id: null } : record));
    expect(withoutNewIds(report.records)).toEqual(preview.json().data.records);
    const after = await companyById(marina.id);
    expect({ ...after, updated_at: marina.updated_at }).toEqual({
      ...marina,
      name: 'Jumeirah Coast Realty',
      city: 'Abu Dhabi',
      email: 'hello@jumeirahcoast.test',
    });
    for (const created of report.records.filter((record: { action: string }) => record.action === 'create'))
      expect((await companyById(created.id)).name).toBe(created.name);
  });

  it('skips a known broker by default, naming him and the ORN he was found by', async () => {
    const broker = await insertBroker(ctx.db, w.platformId, { full_name: 'Huda Saleh', orn: 'ORN-7003' });
    const csv = 'Full name,ORN,Company\nHuda S.,orn-7003,Palm Agents\nNew Broker,ORN-7004,\n';
    const res = await importCsv(ctx, w.actors.super_admin, BROKERS, csv);
    expect(res.json().data).toMatchObject({ created: 1, updated: 0, skipped: 1 });
    expect(res.json().data.records[0]).toEqual({
      rows: [2],
      action: 'skip',
      id: broker.id,
      name: 'Huda Saleh',
      matched_on: { field: 'orn', value: 'ORN-7003' },
      reason: 'exists',
      changes: [],
    });
    const [row] = await ctx.db.select().from(contactBrokers).where(eq(contactBrokers.id, broker.id));
    expect(row).toEqual(broker);
  });

  it('never meets another platform’s companies or brokers, even with updates on', async () => {
    const other: Actor = await foreignPlatform(ctx.db);
    const theirs = await seedMarina('DED-7005', other.orgId);
    const theirBroker = await insertBroker(ctx.db, other.orgId, { full_name: 'Their Broker', orn: 'ORN-7005' });

    const companies = await importCsv(ctx, w.actors.super_admin, COMPANIES, csvWith('DED-7005'), { duplicates: 'update' });
    expect(companies.json().data).toMatchObject({ created: 3, updated: 0, skipped: 0 });
    const brokers = await importCsv(ctx, w.actors.super_admin, BROKERS, 'full_name,orn\nMine,ORN-7005\n', { duplicates: 'update' });
    expect(brokers.json().data).toMatchObject({ created: 1, updated: 0, skipped: 0 });
    expect(await companyById(theirs.id)).toEqual(theirs);
    const [broker] = await ctx.db.select().from(contactBrokers).where(eq(contactBrokers.id, theirBroker.id));
    expect(broker).toEqual(theirBroker);
    const created = await ctx.db.select().from(contactCompanies).where(eq(contactCompanies.trade_license_number, 'ded-7005'));
    expect(created.map((row) => row.organization_id)).toEqual([w.platformId]);
  });

  it('refuses other roles, previewing or not, and changes nothing', async () => {
    const marina = await seedMarina('DED-7006');
    const before = await snapshot(ctx.db, contactCompanies);
    for (const role of NON_PLATFORM_ROLES) {
      for (const preview of ['true', 'false']) {
        const res = await importCsv(ctx, w.actors[role], COMPANIES, csvWith('DED-7006'), { preview, duplicates: 'update' });
        expect(res.statusCode).toBe(403);
      }
    }
    expect(await snapshot(ctx.db, contactCompanies)).toEqual(before);
    expect(await companyById(marina.id)).toEqual(marina);
  });

  it('answers 422 on the field for a bad preview or duplicates value', async () => {
    const before = await snapshot(ctx.db, contactCompanies);
    const badPreview = await importCsv(ctx, w.actors.super_admin, COMPANIES, csvWith('DED-7007'), { preview: 'maybe' });
    expect(badPreview.statusCode).toBe(422);
    expect(badPreview.json().errors).toHaveProperty('preview');
    const badMode = await importCsv(ctx, w.actors.super_admin, BROKERS, 'full_name,orn\nA,B\n', { duplicates: 'overwrite' });
    expect(badMode.statusCode).toBe(422);
    expect(badMode.json().errors).toHaveProperty('duplicates');
    expect(await snapshot(ctx.db, contactCompanies)).toEqual(before);
  });
});
