import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, localDay } from '../../src/shared/time-zones.ts';
import { contactCompanies, messageLogs } from '../../src/server/db/contacts-schema.ts';
import { foreignPlatform, insertCompany, insertLog, insertTemplate, NON_PLATFORM_ROLES } from './support/contacts.ts';
import { auditEntries, crmApi, snapshot } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('messenger: sending to companies and the logs', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  let other: Actor;
  beforeAll(async () => {
    // The app's own worker runs (short poll), with only the log provider configured.
    ctx = await createTestContext({ config: { messengerPollMs: 20 } });
    // The worker starts with the server, as in production.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
    other = await foreignPlatform(ctx.db);
  });
  afterAll(() => ctx.close());

  it('renders the template per company, queues one log each, and the worker sends them', async () => {
    const template = await insertTemplate(ctx.db, w.platformId, {
      name: 'intro',
      body: 'Hello {{name}} of {{city}} ({{trade_license_number}}), meet us at {{event}}.',
    });
    const a = await insertCompany(ctx.db, w.platformId, {
      name: 'Jumeirah Bay Homes',
      city: 'Dubai',
      phone: '+971 50 123 0001',
      trade_license_number: 'S-1',
    });
    const noPhone = await insertCompany(ctx.db, w.platformId, { name: 'Silent Co', phone: null });
    const noCity = await insertCompany(ctx.db, w.platformId, { name: 'Cityless', city: null });

    const res = await api.post(w.actors.super_admin_sales_manager, 'contacts/companies/send-messages', {
      ids: [a.id, noPhone.id, noCity.id],
      provider: 'log',
      template_id: template.id,
      variables: { event: 'Cityscape', name: 'ignored: the company has one' },
    });
    expect(res.statusCode).toBe(202);
    const { data } = res.json();
    expect(data.queued).toBe(1);
    expect(data.rejected).toEqual([
      { id: noPhone.id, name: 'Silent Co', errors: { phone: [expect.any(String)] } },
      { id: noCity.id, name: 'Cityless', errors: { 'variables.city': [expect.any(String)] } },
    ]);

    const [log] = await waitFor(
      () => ctx.db.select().from(messageLogs).where(eq(messageLogs.id, data.log_ids[0])),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(log).toMatchObject({
      status: 'sent',
      recipient_name: 'Jumeirah Bay Homes',
      recipient_phone: '+971501230001',
      body: 'Hello Jumeirah Bay Homes of Dubai (S-1), meet us at Cityscape.',
      template_name: 'intro',
      attempts: 1,
      sender_id: w.actors.super_admin_sales_manager.userId,
    });
    expect(log!.provider_message_id).toMatch(/^log-/);
    const [company] = await ctx.db.select().from(contactCompanies).where(eq(contactCompanies.id, a.id));
    expect(company).toMatchObject({ status: 'contacted' });
    expect(company!.last_contacted_at).not.toBeNull();
    expect((await auditEntries(ctx.db, 'contacts.companies.messaged'))[0]!.details).toMatchObject({ provider: 'log', queued: 1 });
  });

  it('answers a send to 500 companies at once; the logs fill in the background', async () => {
    const template = await insertTemplate(ctx.db, w.platformId, { body: 'Hi {{name}}' });
    const companies = await ctx.db
      .insert(contactCompanies)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          organization_id: w.platformId,
          name: `Bulk ${i}`,
          trade_license_number: `BULK-${i}`,
          phone: `+97150${String(1000000 + i)}`,
        })),
      )
      .returning({ id: contactCompanies.id });
    const res = await api.post(w.actors.super_admin, 'contacts/companies/send-messages', {
      ids: companies.map((row) => row.id),
      provider: 'log',
      template_id: template.id,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.queued).toBe(500);
    const logIds: number[] = res.json().data.log_ids;
    const rows = await waitFor(
      () => ctx.db.select({ status: messageLogs.status }).from(messageLogs).where(inArray(messageLogs.id, logIds)),
      (all) => all.every((row) => row.status === 'sent'),
      25_000,
    );
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(500);
  });

  it('validates provider, template and companies; whatsapp_cloud unconfigured is a 422 on provider', async () => {
    const template = await insertTemplate(ctx.db, w.platformId);
    const inactive = await insertTemplate(ctx.db, w.platformId, { status: 'inactive' });
    const cloud = await insertTemplate(ctx.db, w.platformId, { provider: 'whatsapp_cloud' });
    const company = await insertCompany(ctx.db, w.platformId);
    const foreign = await insertCompany(ctx.db, other.orgId);
    const before = await snapshot(ctx.db, messageLogs);
    const send = (extra: Record<string, unknown>) =>
      api.post(w.actors.super_admin, 'contacts/companies/send-messages', {
        ids: [company.id],
        provider: 'log',
        template_id: template.id,
        ...extra,
      });

    expect((await send({ provider: 'whatsapp_cloud', template_id: cloud.id })).json().errors).toHaveProperty('provider');
    expect((await send({ provider: 'sms' })).json().errors).toHaveProperty('provider');
    expect((await send({ template_id: inactive.id })).json().errors).toHaveProperty('template_id');
    expect((await send({ template_id: cloud.id })).json().errors).toHaveProperty('template_id');
    expect((await send({ ids: [] })).json().errors).toHaveProperty('ids');
    expect((await send({ ids: [company.id, foreign.id] })).json().errors).toHaveProperty(['ids.1']);
    expect((await send({ variables: { 'bad name': 'x' } })).statusCode).toBe(422);
    for (const role of NON_PLATFORM_ROLES)
      expect(
        (
          await api.post(w.actors[role], 'contacts/companies/send-messages', {
            ids: [company.id],
            provider: 'log',
            template_id: template.id,
          })
        ).statusCode,
      ).toBe(403);
    expect(await snapshot(ctx.db, messageLogs)).toEqual(before);
  });
});

// The logs read with no worker in the process: with one polling, a row a test queues could be sent
// before the filter reads it (it was once, on PostgreSQL under Node 24).
describe('GET messenger/logs', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  let other: Actor;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { messengerPollMs: 0 } });
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
    other = await foreignPlatform(ctx.db);
  });
  afterAll(() => ctx.close());

  it('lists the platform’s logs with filters; shows one with the provider’s answer', async () => {
    const failed = await insertLog(ctx.db, w.platformId, {
      provider: 'whatsapp_cloud',
      status: 'failed',
      recipient_name: 'Zabeel Heights',
      error: 'Invalid parameter (code 100)',
      provider_response: { status: 400 },
    });
    await insertLog(ctx.db, other.orgId, { recipient_name: 'Zabeel Foreign' });

    const bySearch = await api.get(w.actors.super_admin_sales_manager, 'messenger/logs', { search: 'zabeel' });
    expect(bySearch.statusCode).toBe(200);
    expect(bySearch.json().data).toEqual([
      {
        id: failed.id,
        provider: 'whatsapp_cloud',
        template_id: null,
        template: null,
        company_id: null,
        recipient_name: 'Zabeel Heights',
        recipient_phone: '+971500000000',
        body: 'Hello',
        status: 'failed',
        provider_message_id: null,
        error: 'Invalid parameter (code 100)',
        attempts: 0,
        sender: null,
        sent_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    const byFilters = await api.get(w.actors.super_admin, 'messenger/logs', {
      provider: 'whatsapp_cloud',
      status: ['failed'],
      created_from: '2000-01-01',
      created_to: localDay(new Date(), DEFAULT_TIME_ZONE),
    });
    expect(byFilters.json().data.map((row: { id: number }) => row.id)).toEqual([failed.id]);
    expect((await api.get(w.actors.super_admin, 'messenger/logs', { created_to: '2000-01-01' })).json().data).toEqual([]);
    expect((await api.get(w.actors.super_admin, 'messenger/logs', { status: 'lost', created_from: 'yesterday' })).json().errors).toEqual({
      'status.0': [expect.any(String)],
      created_from: [expect.any(String)],
    });

    const detail = await api.get(w.actors.super_admin, `messenger/logs/${failed.id}`);
    expect(detail.json().data).toMatchObject({ id: failed.id, variables: {}, provider_response: { status: 400 } });
    for (const role of NON_PLATFORM_ROLES) {
      expect((await api.get(w.actors[role], 'messenger/logs')).statusCode).toBe(403);
      expect((await api.get(w.actors[role], `messenger/logs/${failed.id}`)).statusCode).toBe(403);
    }
    const foreign = await insertLog(ctx.db, other.orgId);
    expect((await api.get(w.actors.super_admin, `messenger/logs/${foreign.id}`)).statusCode).toBe(404);
    expect((await api.get(w.actors.super_admin, 'messenger/logs/x')).json().errors).toHaveProperty('id');
  });

  it('filters by what became of a message: logged only (the log provider) apart from sent', async () => {
    const logged = await insertLog(ctx.db, w.platformId, { provider: 'log', status: 'sent', recipient_name: 'Outcome Logged' });
    const sent = await insertLog(ctx.db, w.platformId, { provider: 'whatsapp_cloud', status: 'sent', recipient_name: 'Outcome Sent' });
    const queued = await insertLog(ctx.db, w.platformId, { provider: 'log', status: 'queued', recipient_name: 'Outcome Queued' });
    const ids = async (outcome: string | string[]) =>
      (await api.get(w.actors.super_admin, 'messenger/logs', { search: 'outcome', outcome }))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await ids('logged')).toEqual([logged.id]);
    expect(await ids('sent')).toEqual([sent.id]);
    expect((await ids(['queued', 'logged'])).sort()).toEqual([logged.id, queued.id].sort());
    const refused = await api.get(w.actors.super_admin, 'messenger/logs', { outcome: 'posted' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty(['outcome.0']);
  });
});
