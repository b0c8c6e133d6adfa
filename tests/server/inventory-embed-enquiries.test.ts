// The public page's enquiry form (docs/api.md "Embeds"): an enquiry becomes an unowned, unseen
// lead of the developer, source website, its project as interest; the form is refused when the
// page or the form is off, when its honeypot is filled or it comes too fast, throttled per
// address, validated, and reveals nothing of the organization.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leadHistory, leads, notes } from '../../src/server/db/crm-schema.ts';
import { notifications } from '../../src/server/db/schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { snapshot } from './support/crm.ts';
import { insertBuilding, insertProject, insertUnit, inventoryApi } from './support/inventory.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

const START = new Date('2026-11-26T08:00:00Z');
const later = (seconds: number) => new Date(START.getTime() + seconds * 1000);

describe('public page enquiries', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let addresses = 0;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
  });
  afterEach(() => setTestNow(undefined));
  afterAll(() => ctx.close());

  /** A new address per test: the per-address throttle of one test does not reach the next. */
  const newAddress = () => `198.51.100.${++addresses}`;

  async function publishedProject(organizationId = w.developerId, admin = w.actors.developer_admin, show: Record<string, boolean> = {}) {
    const project = await insertProject(ctx.db, organizationId, { name: `Harbour Lights ${organizationId}-${addresses}` });
    const building = await insertBuilding(ctx.db, organizationId, project.id);
    await insertUnit(ctx.db, organizationId, building.id);
    const settings = await api.put(admin, `inventory/projects/${project.id}/embed`, { enabled: true, show });
    expect(settings.statusCode).toBe(200);
    return { project, token: settings.json().data.token as string };
  }

  /** The page's form token, as the page was loaded at START. */
  async function formToken(token: string): Promise<string> {
    setTestNow(START);
    const page = await api.anonymous(`embed/projects/${token}`);
    expect(page.statusCode).toBe(200);
    return page.json().data.enquiry.form_token;
  }

  const enquire = (token: string, body: Record<string, unknown>, ip: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/embed/projects/${token}/enquiries`, payload: body, remoteAddress: ip });

  const enquiry = (formTokenValue: string, extra: Record<string, unknown> = {}) => ({
    name: 'Layla Haddad',
    phone: '+971 50 123 4567',
    email: 'layla@example.test',
    message: 'Is a 2 bedroom still available? @[Dev Admin](user:1)',
    consent: true,
    website: '',
    form_token: formTokenValue,
    ...extra,
  });

  const leadsOf = (organizationId: number) => ctx.db.select().from(leads).where(eq(leads.organization_id, organizationId));

  it('makes an unowned, unseen website lead of the developer, and tells its admins', async () => {
    const { project, token } = await publishedProject();
    const form = await formToken(token);
    setTestNow(later(20));
    const answer = await enquire(token, enquiry(form), newAddress());
    expect(answer.statusCode).toBe(201);
    // Nothing of the organization or the lead: only that it was sent.
    expect(answer.json()).toEqual({ message: expect.stringContaining('your enquiry was sent') });

    const [lead] = (await leadsOf(w.developerId)).filter((row) => row.email === 'layla@example.test');
    expect(lead).toMatchObject({
      full_name: 'Layla Haddad',
      phone: '+971 50 123 4567',
      source: 'website',
      status: 'new',
      interests: { projects: [project.name] },
      owner_id: null,
      created_by: null,
      seen: false,
    });
    const [note] = await ctx.db.select().from(notes).where(eq(notes.lead_id, lead!.id));
    expect(note!.body).toBe(`Enquiry about ${project.name}: Is a 2 bedroom still available? @Dev Admin`);
    const history = await ctx.db.select().from(leadHistory).where(eq(leadHistory.lead_id, lead!.id));
    expect(history.find((item) => item.kind === 'created')!.details).toEqual({ via: 'website' });

    // The admins see it: in the list, in the unseen count, and as a notification (the member not).
    const list = await api.get(w.actors.developer_admin, 'crm/leads', { search: 'Layla' });
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(lead!.id);
    expect((await api.get(w.actors.developer_admin, 'crm/leads/unseen-count')).json().data.count).toBeGreaterThanOrEqual(1);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.type, 'website_enquiry'));
    expect(told.map((row) => row.user_id)).toEqual([w.actors.developer_admin.userId]);
    expect(told[0]!.data).toEqual({ organization_id: w.developerId, lead_id: lead!.id, lead_name: 'Layla Haddad' });
    // The mention markup in the visitor's text notified nobody.
    expect(await ctx.db.select().from(notifications).where(eq(notifications.type, 'mention'))).toEqual([]);
  });

  it('answers 404 when the page is off, unknown, or its form switched off, and creates nothing', async () => {
    const { project, token } = await publishedProject();
    const form = await formToken(token);
    const withoutForm = await publishedProject(w.developerId, w.actors.developer_admin, { enquiry: false });
    expect((await api.anonymous(`embed/projects/${withoutForm.token}`)).json().data.enquiry).toBeUndefined();
    await api.put(w.actors.developer_admin, `inventory/projects/${project.id}/embed`, { enabled: false });
    const before = await snapshot(ctx.db, leads);
    setTestNow(later(20));
    const ip = newAddress();
    expect((await enquire(token, enquiry(form), ip)).statusCode).toBe(404);
    expect((await enquire(withoutForm.token, enquiry(form), ip)).statusCode).toBe(404);
    expect((await enquire('A'.repeat(22), enquiry(form), ip)).statusCode).toBe(404);
    expect(await snapshot(ctx.db, leads)).toEqual(before);
  });

  it('refuses a filled honeypot, a form sent too fast, and a forged or foreign token, without a lead', async () => {
    const { token } = await publishedProject();
    const other = await publishedProject();
    const form = await formToken(token);
    const otherForm = await formToken(other.token);
    const before = await snapshot(ctx.db, leads);
    const ip = newAddress();

    setTestNow(later(1));
    const tooFast = await enquire(token, enquiry(form), ip);
    expect(tooFast.statusCode).toBe(422);
    expect(Object.keys(tooFast.json().errors)).toEqual(['form_token']);

    setTestNow(later(20));
    const honeypot = await enquire(token, enquiry(form, { website: 'http://spam.example' }), ip);
    expect(honeypot.statusCode).toBe(422);
    expect(Object.keys(honeypot.json().errors)).toEqual(['website']);
    const foreignToken = await enquire(token, enquiry(otherForm), ip);
    expect(foreignToken.statusCode).toBe(422);
    expect(Object.keys(foreignToken.json().errors)).toEqual(['form_token']);
    const forged = await enquire(token, enquiry(`${form.slice(0, -4)}AAAA`), ip);
    expect(forged.statusCode).toBe(422);

    setTestNow(later(2 * 24 * 3600));
    const expired = await enquire(token, enquiry(form), newAddress());
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.form_token[0]).toContain('expired');
    expect(await snapshot(ctx.db, leads)).toEqual(before);
  });

  it('throttles an address: of concurrent enquiries, five pass and the rest get 429', async () => {
    const { token } = await publishedProject();
    const form = await formToken(token);
    setTestNow(later(20));
    const ip = newAddress();
    const before = (await leadsOf(w.developerId)).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => enquire(token, enquiry(form, { name: `Burst ${index}` }), ip)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.headers['retry-after']).toBeDefined();
    expect((await leadsOf(w.developerId)).length).toBe(before + 5);
    // Another address is not held back by it.
    expect((await enquire(token, enquiry(form), newAddress())).statusCode).toBe(201);
  });

  it('throttles a project: past 50 an hour from any number of addresses, 429', async () => {
    const { token } = await publishedProject();
    const form = await formToken(token);
    setTestNow(later(20));
    for (let n = 0; n < 50; n++)
      expect((await enquire(token, enquiry(form, { name: `Flood ${n}` }), `203.0.113.${n}`)).statusCode).toBe(201);
    const refused = await enquire(token, enquiry(form, { name: 'Flood 50' }), '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    expect((await leadsOf(w.developerId)).some((lead) => lead.full_name === 'Flood 50')).toBe(false);
  });

  it('answers 422 on each bad field, 413 on an oversized body, and creates nothing', async () => {
    const { token } = await publishedProject();
    const form = await formToken(token);
    setTestNow(later(20));
    const before = await snapshot(ctx.db, leads);
    const ip = newAddress();
    const bad = await enquire(
      token,
      enquiry(form, { name: ' ', phone: 'call me', email: 'not-an-email', consent: false, message: 'x'.repeat(2001) }),
      ip,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['consent', 'email', 'message', 'name', 'phone']);
    const missing = await enquire(token, { form_token: form }, ip);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['consent', 'name', 'phone']);
    const huge = await enquire(token, enquiry(form, { padding: 'x'.repeat(20_000) }), ip);
    expect(huge.statusCode).toBe(413);
    expect(await snapshot(ctx.db, leads)).toEqual(before);
  });

  it('puts the lead in the page’s own organization only, and tells no other tenant', async () => {
    const foreign = await publishedProject(w.foreignId, w.actors.foreign_admin);
    const form = await formToken(foreign.token);
    setTestNow(later(20));
    const developerLeads = await snapshot(ctx.db, leads).then((rows) => rows.filter((row) => row.organization_id === w.developerId));
    // Fields naming another organization, an owner or a source are dropped, never written.
    const answer = await enquire(
      foreign.token,
      enquiry(form, {
        email: 'foreign.visitor@example.test',
        organization_id: w.developerId,
        owner_id: w.actors.developer_admin.userId,
        source: 'referral',
      }),
      newAddress(),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.body).not.toContain(String(w.foreignId));
    expect(answer.body).not.toContain('Foreign Developer');
    const [lead] = await ctx.db
      .select()
      .from(leads)
      .where(and(eq(leads.email, 'foreign.visitor@example.test'), eq(leads.organization_id, w.foreignId)));
    expect(lead).toMatchObject({ source: 'website', owner_id: null });
    expect((await snapshot(ctx.db, leads)).filter((row) => row.organization_id === w.developerId)).toEqual(developerLeads);
    const list = await api.get(w.actors.developer_admin, 'crm/leads', { search: 'foreign.visitor' });
    expect(list.json().data).toEqual([]);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.data, { organization_id: w.foreignId, lead_id: lead!.id, lead_name: 'Layla Haddad' }));
    expect(told.map((row) => row.user_id)).toEqual([w.actors.foreign_admin.userId]);
    expect(
      (
        await call(ctx.app, 'GET', 'crm/leads/unseen-count', {
          token: w.actors.developer_admin.token,
          query: { organization_id: w.developerId },
        })
      ).statusCode,
    ).toBe(200);
  });
});
