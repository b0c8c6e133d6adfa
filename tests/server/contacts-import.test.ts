import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONTACT_IMPORT_ROWS } from '../../src/shared/contacts.ts';
import { contactBrokers, contactCompanies } from '../../src/server/db/contacts-schema.ts';
import { importCsv, insertBroker, insertCompany, NON_PLATFORM_ROLES } from './support/contacts.ts';
import { snapshot } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('contacts imports', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { messengerPollMs: 0 } });
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const companiesOf = () =>
    ctx.db.select().from(contactCompanies).where(eq(contactCompanies.organization_id, w.platformId)).orderBy(asc(contactCompanies.id));

  describe('POST contacts/companies/import', () => {
    const CSV = [
      'Company Name,Trade Licence No,Country,City,Mobile,E-mail,Website,Status',
      'Al Barsha Realty LLC,DED-100,United Arab Emirates,Dubai,+971 4 123 4567,info@albarsha.test,albarsha.test,new',
      'Creek View Developers,DED-101,AE,Dubai,+971 50 222 3333,,,Interested',
      'No Licence Co,,AE,Dubai,,,,',
      'Bad Country,DED-102,Atlantis,Dubai,,not-an-email,,weird',
      'Creek View Developers FZ,ded-101,,,,sales@creekview.test,,',
    ].join('\r\n');

    it('creates, merges rows of the same licence, rejects with reasons; a second run creates nothing', async () => {
      const first = await importCsv(ctx, w.actors.super_admin, 'contacts/companies/import', CSV);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({
        preview: false,
        created: 2,
        updated: 0,
        skipped: 0,
        records: [
          { rows: [2], action: 'create', name: 'Al Barsha Realty LLC', id: expect.any(Number) },
          { rows: [3, 6], action: 'create', name: 'Creek View Developers FZ', id: expect.any(Number) },
        ],
        rejected: [
          { row: 4, errors: { trade_license_number: [expect.any(String)] } },
          { row: 5, errors: { country: [expect.any(String)], email: [expect.any(String)], status: [expect.any(String)] } },
        ],
      });
      const rows = await companiesOf();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        name: 'Al Barsha Realty LLC',
        trade_license_number: 'DED-100',
        country: 'AE',
        website: 'https://albarsha.test',
        email: 'info@albarsha.test',
        status: 'new',
      });
      expect(rows[1]).toMatchObject({
        name: 'Creek View Developers FZ',
        trade_license_number: 'DED-101',
        email: 'sales@creekview.test',
        status: 'interested',
      });

      const before = await snapshot(ctx.db, contactCompanies);
      const second = await importCsv(ctx, w.actors.super_admin_sales_manager, 'contacts/companies/import', CSV);
      expect(second.json().data).toMatchObject({ created: 0, updated: 0, skipped: 2 });
      expect(await snapshot(ctx.db, contactCompanies)).toEqual(before);
      const again = await importCsv(ctx, w.actors.super_admin, 'contacts/companies/import', CSV, { duplicates: 'update' });
      expect(again.json().data).toMatchObject({ created: 0, updated: 0, skipped: 2 });
      expect(again.json().data.records.map((record: { reason: string }) => record.reason)).toEqual(['unchanged', 'unchanged']);
      expect(await snapshot(ctx.db, contactCompanies)).toEqual(before);
    });

    it('updates a known company with the row’s non-empty cells when asked to', async () => {
      await insertCompany(ctx.db, w.platformId, { name: 'Old Name', trade_license_number: 'UPD-1', city: 'Sharjah' });
      const res = await importCsv(
        ctx,
        w.actors.super_admin,
        'contacts/companies/import',
        'name,trade_license_number,city\r\nNew Name, upd-1 ,\r\n',
        { duplicates: 'update' },
      );
      expect(res.json().data).toMatchObject({ created: 0, updated: 1, skipped: 0, rejected: [] });
      const [row] = await ctx.db.select().from(contactCompanies).where(eq(contactCompanies.trade_license_number, 'UPD-1'));
      expect(row).toMatchObject({ name: 'New Name', city: 'Sharjah' });
    });

    it('follows a mapping over the header names', async () => {
      const csv = 'Firm,Reg,Notes\r\nMapped Co,MAP-1,ignored\r\n';
      const res = await importCsv(ctx, w.actors.super_admin, 'contacts/companies/import', csv, {
        mapping: JSON.stringify({ firm: 'name', REG: 'trade_license_number', Notes: null }),
      });
      expect(res.json().data).toMatchObject({ created: 1, rejected: [] });
      const bad = await importCsv(ctx, w.actors.super_admin, 'contacts/companies/import', csv, {
        mapping: JSON.stringify({ Firm: 'nickname', Missing: 'name' }),
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['mapping.Firm', 'mapping.Missing']);
      const unmapped = await importCsv(ctx, w.actors.super_admin, 'contacts/companies/import', csv);
      expect(unmapped.statusCode).toBe(422);
      expect(unmapped.json().errors).toHaveProperty('mapping');
      expect(
        (await importCsv(ctx, w.actors.super_admin, 'contacts/companies/import', csv, { mapping: '[1' })).json().errors,
      ).toHaveProperty('mapping');
    });

    it('refuses files too large (413), with too many rows or no rows (422), and other roles (403)', async () => {
      const before = await snapshot(ctx.db, contactCompanies);
      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
      expect(
        (
          await importCsv(
            ctx,
            w.actors.super_admin,
            'contacts/companies/import',
            Buffer.concat([Buffer.from('name,trade_license_number\n'), big]),
          )
        ).statusCode,
      ).toBe(413);
      const many = ['name,trade_license_number', ...Array.from({ length: MAX_CONTACT_IMPORT_ROWS + 1 }, (_, i) => `C${i},L${i}`)].join(
        '\n',
      );
      const tooMany = await importCsv(ctx, w.actors.super_admin, 'contacts/companies/import', many);
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors).toHaveProperty('file');
      expect(
        (await importCsv(ctx, w.actors.super_admin, 'contacts/companies/import', 'name,trade_license_number\n')).json().errors,
      ).toHaveProperty('file');
      expect(
        (await importCsv(ctx, w.actors.super_admin, 'contacts/companies/import', Buffer.from([0xff, 0xfe, 0x00]))).json().errors,
      ).toHaveProperty('file');
      for (const role of NON_PLATFORM_ROLES)
        expect((await importCsv(ctx, w.actors[role], 'contacts/companies/import', 'name,trade_license_number\nX,Y\n')).statusCode).toBe(
          403,
        );
      expect(await snapshot(ctx.db, contactCompanies)).toEqual(before);
    });
  });

  describe('POST contacts/brokers/import', () => {
    const CSV = [
      'Name,ORN,Phone,Email,Agency,Status',
      'Huda Saleh,ORN-1,+971 50 111 2222,huda@brokers.test,Palm Agents,new',
      'Karim Aziz,,050-333-4444,,Creek Brokers,',
      'Nobody,,,,,',
      'Huda S.,orn-1,,,,contacted',
      'Karim A.,,050 333 4444,karim@brokers.test,,',
    ].join('\n');

    it('matches on ORN or normalised phone; a second run creates nothing', async () => {
      const first = await importCsv(ctx, w.actors.super_admin_sales_manager, 'contacts/brokers/import', CSV);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({
        created: 2,
        updated: 0,
        skipped: 0,
        rejected: [{ row: 4, errors: { orn: [expect.any(String)] } }],
        records: [
          { rows: [2, 5], action: 'create', name: 'Huda S.' },
          { rows: [3, 6], action: 'create', name: 'Karim A.' },
        ],
      });
      const rows = await ctx.db
        .select()
        .from(contactBrokers)
        .where(eq(contactBrokers.organization_id, w.platformId))
        .orderBy(asc(contactBrokers.id));
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ full_name: 'Huda S.', orn: 'ORN-1', company_name: 'Palm Agents', status: 'contacted' });
      expect(rows[1]).toMatchObject({
        full_name: 'Karim A.',
        phone: '050 333 4444',
        phone_normalized: '0503334444',
        email: 'karim@brokers.test',
      });

      const before = await snapshot(ctx.db, contactBrokers);
      const second = await importCsv(ctx, w.actors.super_admin, 'contacts/brokers/import', CSV);
      expect(second.json().data).toMatchObject({ created: 0, updated: 0, skipped: 2 });
      expect(await snapshot(ctx.db, contactBrokers)).toEqual(before);
    });

    it('updates a known broker found by phone when asked to', async () => {
      const broker = await insertBroker(ctx.db, w.platformId, {
        full_name: 'Phone Match',
        orn: null,
        phone: '+971 55 777 8888',
        phone_normalized: '+971557778888',
      });
      const res = await importCsv(
        ctx,
        w.actors.super_admin,
        'contacts/brokers/import',
        'full_name,phone,orn\nPhone Match,+971557778888,BRN-77\n',
        { duplicates: 'update' },
      );
      expect(res.json().data).toMatchObject({ created: 0, updated: 1, rejected: [] });
      const [row] = await ctx.db.select().from(contactBrokers).where(eq(contactBrokers.id, broker.id));
      expect(row).toMatchObject({ orn: 'BRN-77', phone: '+971557778888' });
    });

    it('needs a column for ORN or phone, and refuses other roles', async () => {
      const res = await importCsv(ctx, w.actors.super_admin, 'contacts/brokers/import', 'full_name,email\nA,a@b.test\n');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('mapping');
      for (const role of NON_PLATFORM_ROLES)
        expect((await importCsv(ctx, w.actors[role], 'contacts/brokers/import', 'full_name,orn\nA,B\n')).statusCode).toBe(403);
    });
  });
});
