import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../src/server/db/schema.ts';
import { leadHistory, leads, leadTags, tags } from '../../src/server/db/crm-schema.ts';
import { normalizeEmail } from '../../src/shared/crm.ts';
import { normalizePhone } from '../../src/shared/phones.ts';
import { parseCsv } from '../../src/shared/csv.ts';
import { auditEntries, historyOf, insertLead, snapshot } from './support/crm.ts';
import { multipart } from './support/files.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

describe('crm lead import (POST crm/leads/import)', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const importCsv = (actor: Actor, csv: string | Buffer, fields: Record<string, string> = {}) => {
    const { body, headers } = multipart({
      organization_id: String(actor.orgId),
      ...fields,
      file: { filename: 'leads.csv', content: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv, type: 'text/csv' },
    });
    return call(ctx.app, 'POST', 'crm/leads/import', { token: actor.token, body, headers });
  };
  const leadsOf = (orgId: number) => ctx.db.select().from(leads).where(eq(leads.organization_id, orgId)).orderBy(asc(leads.id));
  const everything = async () => ({
    leads: await snapshot(ctx.db, leads),
    tags: await snapshot(ctx.db, tags),
    links: await snapshot(ctx.db, leadTags),
    history: await snapshot(ctx.db, leadHistory),
  });

  const CSV = [
    'Full Name,E-mail,Mobile,Nationality,Source,Status,Budget Min,Budget Max,Owner,Tags',
    'Rashid Al Maktoum,rashid@import.test,+971 50 111 0001,AE,Website,New,"1,500,000","2,500,000",broker.member@world.test,VIP;Golden Visa',
    'Priya Sharma,PRIYA@import.test,,India,walk in,contacted,800000,,,Investor',
    'Lee Wong,,050 222 0003,cn,portal,qualified,,,,',
  ].join('\r\n');

  it('previews what would happen without writing anything', async () => {
    const before = await everything();
    const res = await importCsv(w.actors.broker_admin, CSV, { preview: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      preview: true,
      columns: [
        { header: 'Full Name', field: 'full_name' },
        { header: 'E-mail', field: 'email' },
        { header: 'Mobile', field: 'phone' },
        { header: 'Nationality', field: 'nationality' },
        { header: 'Source', field: 'source' },
        { header: 'Status', field: 'status' },
        { header: 'Budget Min', field: 'budget_min' },
        { header: 'Budget Max', field: 'budget_max' },
        { header: 'Owner', field: 'owner_email' },
        { header: 'Tags', field: 'tags' },
      ],
      created: 3,
      updated: 0,
      skipped: 0,
      rejected: [],
      report: null,
      records: expect.any(Array),
    });
    // Each lead it would create, by name, with the fields it would be given.
    const records = res.json().data.records;
    expect(
      records.map((record: { rows: number[]; action: string; id: null; name: string }) => [
        record.rows,
        record.action,
        record.id,
        record.name,
      ]),
    ).toEqual([
      [[2], 'create', null, 'Rashid Al Maktoum'],
      [[3], 'create', null, 'Priya Sharma'],
      [[4], 'create', null, 'Lee Wong'],
    ]);
    expect(records[0].changes).toEqual([
      { field: 'full_name', from: null, to: 'Rashid Al Maktoum' },
      { field: 'email', from: null, to: 'rashid@import.test' },
      { field: 'phone', from: null, to: '+971 50 111 0001' },
      { field: 'nationality', from: null, to: 'AE' },
      { field: 'source', from: null, to: 'website' },
      { field: 'status', from: null, to: 'new' },
      { field: 'budget_min', from: null, to: '1500000' },
      { field: 'budget_max', from: null, to: '2500000' },
      { field: 'owner', from: null, to: 'Broker Member' },
      { field: 'tags', from: null, to: 'VIP, Golden Visa' },
    ]);
    expect(await everything()).toEqual(before);
  });

  it('applies the file: leads with owners, budgets in minor units, tags (created when new) and their history; the owner is told', async () => {
    const res = await importCsv(w.actors.broker_admin, CSV);
    expect(res.json().data).toMatchObject({ preview: false, created: 3, updated: 0, skipped: 0, rejected: [] });
    const rows = await leadsOf(w.brokerId);
    expect(
      rows.map((row) => [
        row.full_name,
        row.email,
        row.phone,
        row.nationality,
        row.source,
        row.status,
        row.budget_min,
        row.budget_max,
        row.owner_id,
      ]),
    ).toEqual([
      [
        'Rashid Al Maktoum',
        'rashid@import.test',
        '+971 50 111 0001',
        'AE',
        'website',
        'new',
        150_000_000,
        250_000_000,
        w.actors.broker.userId,
      ],
      ['Priya Sharma', 'PRIYA@import.test', null, 'IN', 'walk_in', 'contacted', 80_000_000, null, null],
      ['Lee Wong', null, '050 222 0003', 'CN', 'portal', 'qualified', null, null, null],
    ]);
    const tagRows = await ctx.db.select().from(tags).where(eq(tags.organization_id, w.brokerId));
    expect(tagRows.map((tag) => tag.name).sort()).toEqual(['Golden Visa', 'Investor', 'VIP']);
    expect(await ctx.db.select().from(leadTags).where(eq(leadTags.lead_id, rows[0]!.id))).toHaveLength(2);
    expect((await historyOf(ctx.db, rows[0]!.id)).map((item) => [item.kind, item.details, item.actor_id])).toEqual([
      ['created', { via: 'import' }, w.actors.broker_admin.userId],
    ]);
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, w.actors.broker.userId), eq(notifications.type, 'lead_assigned')));
    expect(notice).toMatchObject({ title: 'You were assigned the lead Rashid Al Maktoum', body: 'Broker Admin imported a lead for you.' });
    // Audited per call of the route: the preview before this one is recorded as well.
    expect((await auditEntries(ctx.db, 'crm.leads.imported', 2)).map((entry) => entry.user_id)).toEqual([
      w.actors.broker_admin.userId,
      w.actors.broker_admin.userId,
    ]);
    expect((await auditEntries(ctx.db, 'crm.leads.imported', 2)).map((entry) => entry.details.preview).sort()).toEqual([false, true]);
  });

  it('creates nothing new from the same file twice: every row is a duplicate on email or phone', async () => {
    const before = await everything();
    const res = await importCsv(
      w.actors.broker_admin,
      CSV.replace('PRIYA@import.test', ' priya@IMPORT.test ').replace('050 222 0003', '0502220003'),
    );
    expect(res.json().data).toMatchObject({ created: 0, updated: 0, skipped: 3, rejected: [] });
    expect(res.json().data.records[1]).toEqual({
      rows: [3],
      action: 'skip',
      id: expect.any(Number),
      name: 'Priya Sharma',
      matched_on: { field: 'email', value: 'PRIYA@import.test' },
      reason: 'exists',
      changes: [],
    });
    expect(await everything()).toEqual(before);
  });

  it('updates duplicates with the row’s non-empty cells when asked, recording each change', async () => {
    const file = [
      'email,phone,status,budget max,tags',
      'rashid@import.test,,qualified,"3,000,000",VIP;Hot',
      'priya@import.test,,contacted,,',
      '',
      'lee@import.test,+971 55 000 0000,new,,',
    ].join('\n');
    const res = await importCsv(w.actors.broker_admin, file, { duplicates: 'update' });
    expect(res.json().data).toMatchObject({ created: 0, updated: 1, skipped: 1 });
    const [updated, unchanged] = res.json().data.records;
    expect(updated).toMatchObject({ rows: [2], action: 'update', name: 'Rashid Al Maktoum', reason: null });
    expect(updated.changes).toEqual([
      { field: 'status', from: 'new', to: 'qualified' },
      { field: 'budget_max', from: '2500000', to: '3000000' },
      { field: 'tags', from: 'Golden Visa, VIP', to: 'Golden Visa, VIP, Hot' },
    ]);
    expect(unchanged).toMatchObject({ rows: [3], action: 'skip', name: 'Priya Sharma', reason: 'unchanged', changes: [] });
    expect((await ctx.db.select().from(leads).where(eq(leads.full_name, 'Priya Sharma')))[0]!.email).toBe('PRIYA@import.test');
    // A new lead needs a name: the row is rejected, the others still apply.
    expect(res.json().data.rejected).toEqual([
      {
        row: 5,
        errors: { full_name: ['The full name field is required.'] },
        values: { email: 'lee@import.test', phone: '+971 55 000 0000', status: 'new', 'budget max': '', tags: '' },
      },
    ]);
    const [rashid] = await ctx.db.select().from(leads).where(eq(leads.email, 'rashid@import.test'));
    expect(rashid).toMatchObject({
      status: 'qualified',
      budget_max: 300_000_000,
      full_name: 'Rashid Al Maktoum',
      owner_id: w.actors.broker.userId,
    });
    expect((await historyOf(ctx.db, rashid!.id)).slice(1).map((item) => [item.field, item.old_value, item.new_value])).toEqual([
      ['status', 'new', 'qualified'],
      ['budget_max', 250_000_000, 300_000_000],
      ['tags', ['Golden Visa', 'VIP'], ['Golden Visa', 'Hot', 'VIP']],
    ]);
  });

  it('rejects bad rows with their reasons and a downloadable report, and applies the good ones in full', async () => {
    const file = [
      'name,email,phone,source,budget_min,budget_max,owner_email,extra',
      'Good One,good1@reject.test,,referral,,,,',
      ',bad@,abc,billboard,lots,,nobody@world.test,',
      'Range Wrong,range@reject.test,,,500,100,,',
      'Too Many,many@reject.test,,,,,,,surplus',
      '=cmd(),formula@reject.test,,,,,,',
      'Good Two,,+971 52 333 4444,,,,dev.admin@world.test,',
    ].join('\n');
    const res = await importCsv(w.actors.developer_admin, file);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ created: 3, updated: 0, skipped: 0 });
    expect(data.columns.find((c: { header: string }) => c.header === 'extra').field).toBeNull();
    expect(data.rejected.map((r: { row: number; errors: Record<string, string[]> }) => [r.row, Object.keys(r.errors).sort()])).toEqual([
      [3, ['budget_min', 'email', 'full_name', 'owner_email', 'phone', 'source']],
      [4, ['budget_max']],
      [5, ['row']],
    ]);
    expect(data.rejected[0].errors.owner_email).toEqual(['No enabled member of the organization has this email.']);
    const report = parseCsv(data.report);
    expect(report[0]).toEqual(['name', 'email', 'phone', 'source', 'budget_min', 'budget_max', 'owner_email', 'extra', 'row', 'errors']);
    expect(report.slice(1).map((record) => record[8])).toEqual(['3', '4', '5']);
    expect(report[2]![9]).toBe('budget_max: The maximum budget must be at least the minimum budget.');
    const names = (await leadsOf(w.developerId)).map((row) => row.full_name);
    expect(names).toEqual(expect.arrayContaining(['Good One', '=cmd()', 'Good Two']));
    expect(names).not.toContain('Range Wrong');
  });

  it('gives an Arabic importer the reasons a row is rejected in Arabic, in the answer and the report', async () => {
    const setLanguage = (locale: 'en' | 'ar') => ctx.db.update(users).set({ locale }).where(eq(users.id, w.actors.developer_admin.userId));
    await setLanguage('ar');
    try {
      const file = [
        'name,email,budget_min,budget_max,owner_email',
        'Range Wrong,range-ar@reject.test,500,100,',
        'Nobody,nobody-ar@reject.test,,,nobody@world.test',
      ].join('\n');
      const data = (await importCsv(w.actors.developer_admin, file, { preview: 'true' })).json().data;
      expect(data.rejected.map((rejection: { errors: Record<string, string[]> }) => rejection.errors)).toEqual([
        { budget_max: ['يجب ألا يقل الحد الأعلى للميزانية عن الحد الأدنى.'] },
        { owner_email: ['لا يوجد عضو مفعّل في المؤسسة بهذا البريد الإلكتروني.'] },
      ]);
      expect(parseCsv(data.report)[1]!.at(-1)).toBe('budget_max: يجب ألا يقل الحد الأعلى للميزانية عن الحد الأدنى.');
    } finally {
      await setLanguage('en');
    }
  });

  it('matches rows to earlier rows of the same file, and never to another organization’s leads', async () => {
    await insertLead(ctx.db, w.foreignId, { full_name: 'Foreign Twin', email: 'twin@import.test' });
    const before = await snapshot(ctx.db, leads);
    const file = ['full name,email', 'Twin One,twin@import.test', 'Twin Again,TWIN@import.test'].join('\n');
    const res = await importCsv(w.actors.developer_admin, file);
    expect(res.json().data).toMatchObject({ created: 1, skipped: 1 });
    const after = await snapshot(ctx.db, leads);
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((row) => row.organization_id === w.foreignId)).toEqual(before.filter((row) => row.organization_id === w.foreignId));
  });

  it('follows an explicit mapping, and reads semicolon-separated files with a BOM', async () => {
    const file = '\uFEFFClient;Contact;Whatever\nNoura Al Suwaidi;noura@map.test;ignored\n';
    const res = await importCsv(w.actors.developer_admin, file, {
      mapping: JSON.stringify({ Client: 'full_name', Contact: 'email', Whatever: null }),
    });
    expect(res.json().data).toMatchObject({
      created: 1,
      columns: [
        { header: 'Client', field: 'full_name' },
        { header: 'Contact', field: 'email' },
        { header: 'Whatever', field: null },
      ],
    });
    expect((await ctx.db.select().from(leads).where(eq(leads.email, 'noura@map.test')))[0]).toMatchObject({
      full_name: 'Noura Al Suwaidi',
      source: 'other',
      status: 'new',
    });
  });

  it('answers 422 for a mapping that names unknown columns or fields, or leaves no way to match leads', async () => {
    const before = await everything();
    const file = 'Client,Contact\nA,a@x.test\n';
    const unknown = await importCsv(w.actors.developer_admin, file, { mapping: JSON.stringify({ Nope: 'email', Client: 'salary' }) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'mapping.Nope': ['The file has no column "Nope".'],
      'mapping.Client': [expect.stringContaining('The field must be one of')],
    });
    expect((await importCsv(w.actors.developer_admin, file, { mapping: '{not json' })).json().errors).toHaveProperty('mapping');
    expect(
      (await importCsv(w.actors.developer_admin, file, { mapping: JSON.stringify({ Client: 'email', Contact: 'email' }) })).json().errors,
    ).toEqual({
      mapping: ['The field email is mapped from more than one column.'],
    });
    expect((await importCsv(w.actors.developer_admin, 'Client,Notes\nA,b\n')).json().errors).toEqual({
      mapping: ['Map a column to email or phone: leads are matched on them.'],
    });
    const badOptions = await importCsv(w.actors.developer_admin, file, { preview: 'maybe', duplicates: 'merge' });
    expect(Object.keys(badOptions.json().errors).sort()).toEqual(['duplicates', 'preview']);
    expect(await everything()).toEqual(before);
  });

  it('answers 422 for a file that is not UTF-8 CSV, is empty or broken, and 413 past 5 MB', async () => {
    const latin1 = Buffer.from('full name,email\nJos\xe9,jose@x.test\n', 'latin1');
    expect((await importCsv(w.actors.developer_admin, latin1)).json().errors).toEqual({
      file: ['The file must be a CSV file encoded as UTF-8.'],
    });
    expect((await importCsv(w.actors.developer_admin, '')).json().errors).toEqual({
      file: ['The file is empty: it needs a header row and at least one row.'],
    });
    expect((await importCsv(w.actors.developer_admin, 'full name,email\n\n')).json().errors).toEqual({
      file: ['The file has a header row but no rows.'],
    });
    expect((await importCsv(w.actors.developer_admin, 'full name,email\n"A,a@x.test\n')).json().errors).toEqual({
      file: ['Row 2 has a quoted field that is never closed.'],
    });
    expect((await importCsv(w.actors.developer_admin, 'email,Email\na@x.test,b@x.test\n')).json().errors).toEqual({
      file: ['The column "Email" appears more than once in the header row.'],
    });
    const big = `full name,email\n${'x'.repeat(5 * 1024 * 1024)}\n`;
    expect((await importCsv(w.actors.developer_admin, big)).statusCode).toBe(413);
    const { body, headers } = multipart({ organization_id: String(w.developerId) });
    expect(
      (await call(ctx.app, 'POST', 'crm/leads/import', { token: w.actors.developer_admin.token, body, headers })).json().errors,
    ).toHaveProperty('file');
  });

  it('is for the organization’s admins only', async () => {
    const before = await everything();
    expect((await importCsv(w.actors.developer, CSV)).statusCode).toBe(403);
    expect((await importCsv(w.actors.broker, CSV)).statusCode).toBe(403);
    expect((await importCsv(w.actors.super_admin, CSV)).statusCode).toBe(403);
    expect(await everything()).toEqual(before);
  });

  it('normalises email and phone in the database exactly as the import does in memory', async () => {
    const samples = [
      { email: ' Mixed.Case@Example.COM ', phone: '+971 (50) 123-4567' },
      { email: 'plain@example.test', phone: '050.123.4567' },
      { email: null, phone: '  +44 20 7946 0958 ' },
    ];
    const rows = [];
    for (const sample of samples) rows.push(await insertLead(ctx.db, w.foreignId, { full_name: 'Normalised', ...sample }));
    const stored = await ctx.db
      .select({ email: leads.email_normalized, phone: leads.phone_normalized })
      .from(leads)
      .where(
        inArray(
          leads.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(leads.id));
    // The foreign test organization has no country: its national numbers keep their digits.
    expect(stored).toEqual(samples.map((sample) => ({ email: normalizeEmail(sample.email), phone: normalizePhone(sample.phone, null) })));
  });
});
