import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactCompanies } from '../../src/server/db/contacts-schema.ts';
import { organizations, salesAssignments } from '../../src/server/db/schema.ts';
import { foreignPlatform, insertCompany, NON_PLATFORM_ROLES } from './support/contacts.ts';
import { crmApi, snapshot } from './support/crm.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

describe('contacts: companies', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  let other: Actor;
  let sa: Actor;
  let sm: Actor;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { messengerPollMs: 0 } });
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
    other = await foreignPlatform(ctx.db);
    sa = w.actors.super_admin;
    sm = w.actors.super_admin_sales_manager;
  });
  afterAll(() => ctx.close());

  describe('GET contacts/companies', () => {
    it('lists the platform companies with filters, search and sorting', async () => {
      const emaar = await insertCompany(ctx.db, w.platformId, {
        name: 'Al Noor Properties',
        status: 'interested',
        country: 'AE',
        trade_license_number: 'DED-771',
      });
      const riyadh = await insertCompany(ctx.db, w.platformId, { name: 'Najd Estates', status: 'new', country: 'SA', city: 'Riyadh' });
      await insertCompany(ctx.db, other.orgId, { name: 'Al Noor Foreign' });

      const all = await api.get(sa, 'contacts/companies', { per_page: 100, sort: 'name' });
      expect(all.statusCode).toBe(200);
      const names = all.json().data.map((row: { name: string }) => row.name);
      expect(names).toContain('Al Noor Properties');
      expect(names).not.toContain('Al Noor Foreign');
      expect(all.json().data[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        trade_license_number: expect.any(String),
        country: expect.any(String),
        city: expect.any(String),
        phone: expect.any(String),
        email: null,
        website: null,
        status: expect.any(String),
        organization_id: null,
        last_contacted_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });

      const byStatus = await api.get(sm, 'contacts/companies', { status: 'interested' });
      expect(byStatus.json().data.map((row: { id: number }) => row.id)).toEqual([emaar.id]);
      const byCountry = await api.get(sm, 'contacts/companies', { country: 'sa' });
      expect(byCountry.json().data.map((row: { id: number }) => row.id)).toEqual([riyadh.id]);
      const bySearch = await api.get(sm, 'contacts/companies', { search: 'ded-77' });
      expect(bySearch.json().data.map((row: { id: number }) => row.id)).toEqual([emaar.id]);
    });

    it('refuses every role outside the platform, and the platform roles acting elsewhere', async () => {
      for (const role of NON_PLATFORM_ROLES) expect((await api.get(w.actors[role], 'contacts/companies')).statusCode).toBe(403);
      // A super admin reaching a developer organization through his platform scope is not in the platform.
      const elsewhere = await call(ctx.app, 'GET', 'contacts/companies', { token: sa.token, query: { organization_id: w.developerId } });
      expect(elsewhere.statusCode).toBe(403);
      expect((await call(ctx.app, 'GET', 'contacts/companies')).statusCode).toBe(401);
    });

    it('validates its filters', async () => {
      const res = await api.get(sa, 'contacts/companies', { status: 'bogus', country: 'United', sort: 'phone' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['status.0', 'country', 'sort']));
    });
  });

  describe('GET contacts/companies/countries', () => {
    it('answers the countries present as options', async () => {
      const res = await api.get(sm, 'contacts/companies/countries');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(
        expect.arrayContaining([
          { value: 'SA', label: 'Saudi Arabia' },
          { value: 'AE', label: 'United Arab Emirates' },
        ]),
      );
      for (const role of NON_PLATFORM_ROLES) expect((await api.get(w.actors[role], 'contacts/companies/countries')).statusCode).toBe(403);
    });
  });

  describe('PATCH contacts/companies/status/{id}', () => {
    it('sets the status; contacted records when', async () => {
      const company = await insertCompany(ctx.db, w.platformId);
      const res = await api.patch(sm, `contacts/companies/status/${company.id}`, { status: 'contacted' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('contacted');
      expect(res.json().data.last_contacted_at).not.toBeNull();
    });

    it('refuses converted as a status, other roles, and another platform’s company', async () => {
      const company = await insertCompany(ctx.db, w.platformId);
      const invalid = await api.patch(sa, `contacts/companies/status/${company.id}`, { status: 'converted' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toHaveProperty('status');
      expect((await api.patch(sa, 'contacts/companies/status/abc', { status: 'new' })).json().errors).toHaveProperty('id');
      for (const role of NON_PLATFORM_ROLES)
        expect((await api.patch(w.actors[role], `contacts/companies/status/${company.id}`, { status: 'new' })).statusCode).toBe(403);
      const foreign = await insertCompany(ctx.db, other.orgId);
      const before = await snapshot(ctx.db, contactCompanies);
      expect((await api.patch(sa, `contacts/companies/status/${foreign.id}`, { status: 'interested' })).statusCode).toBe(404);
      expect(await snapshot(ctx.db, contactCompanies)).toEqual(before);
    });

    it('answers 409 for a converted company', async () => {
      const company = await insertCompany(ctx.db, w.platformId, { status: 'converted' });
      expect((await api.patch(sa, `contacts/companies/status/${company.id}`, { status: 'new' })).statusCode).toBe(409);
    });
  });

  describe('PATCH contacts/companies/status-bulk', () => {
    it('sets the status of several companies, converted ones skipped', async () => {
      const a = await insertCompany(ctx.db, w.platformId);
      const b = await insertCompany(ctx.db, w.platformId);
      const converted = await insertCompany(ctx.db, w.platformId, { status: 'converted' });
      const res = await api.patch(sm, 'contacts/companies/status-bulk', { ids: [a.id, b.id, converted.id], status: 'not_interested' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ updated: 2, skipped: 1 });
      const rows = await ctx.db.select().from(contactCompanies).where(eq(contactCompanies.status, 'not_interested'));
      expect(rows.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
    });

    it('changes nothing when an id is not the platform’s', async () => {
      const a = await insertCompany(ctx.db, w.platformId);
      const foreign = await insertCompany(ctx.db, other.orgId);
      const before = await snapshot(ctx.db, contactCompanies);
      const res = await api.patch(sa, 'contacts/companies/status-bulk', { ids: [a.id, foreign.id], status: 'interested' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(['ids.1']);
      expect(await snapshot(ctx.db, contactCompanies)).toEqual(before);
      expect((await api.patch(sa, 'contacts/companies/status-bulk', { ids: [], status: 'interested' })).json().errors).toHaveProperty(
        'ids',
      );
      for (const role of NON_PLATFORM_ROLES)
        expect((await api.patch(w.actors[role], 'contacts/companies/status-bulk', { ids: [a.id], status: 'new' })).statusCode).toBe(403);
    });
  });

  describe('DELETE contacts/companies/{id}', () => {
    it('deletes the platform’s company only', async () => {
      const company = await insertCompany(ctx.db, w.platformId);
      for (const role of NON_PLATFORM_ROLES)
        expect((await api.delete(w.actors[role], `contacts/companies/${company.id}`)).statusCode).toBe(403);
      const foreign = await insertCompany(ctx.db, other.orgId);
      expect((await api.delete(sa, `contacts/companies/${foreign.id}`)).statusCode).toBe(404);
      expect(await ctx.db.select().from(contactCompanies).where(eq(contactCompanies.id, foreign.id))).toHaveLength(1);
      expect((await api.delete(sm, `contacts/companies/${company.id}`)).statusCode).toBe(200);
      expect(await ctx.db.select().from(contactCompanies).where(eq(contactCompanies.id, company.id))).toHaveLength(0);
      expect((await api.delete(sa, `contacts/companies/${company.id}`)).statusCode).toBe(404);
    });
  });

  describe('GET contacts/companies/matches', () => {
    it('answers companies beside the organization they match, by trade licence or normalised name', async () => {
      const [org] = await ctx.db
        .insert(organizations)
        .values({ kind: 'developer', name: 'Palm Crest Developments', trade_license_number: 'MATCH-1' })
        .returning();
      const [byName] = await ctx.db.insert(organizations).values({ kind: 'broker', name: 'Gulf Horizon Realty' }).returning();
      const licence = await insertCompany(ctx.db, w.platformId, { name: 'PCD', trade_license_number: 'match-1' });
      const name = await insertCompany(ctx.db, w.platformId, { name: 'GULF-HORIZON realty', trade_license_number: 'OTHER-9' });
      await insertCompany(ctx.db, w.platformId, {
        name: 'Gulf Horizon Realty',
        status: 'converted',
        converted_organization_id: byName!.id,
      });

      const res = await api.get(sa, 'contacts/companies/matches', { per_page: 100 });
      expect(res.statusCode).toBe(200);
      const matches = res.json().data as { company: { id: number }; organization: { id: number; name: string }; matched_on: string[] }[];
      expect(matches).toHaveLength(2);
      expect(matches.find((match) => match.company.id === licence.id)).toMatchObject({
        organization: { id: org!.id, name: 'Palm Crest Developments' },
        matched_on: ['trade_license'],
      });
      expect(matches.find((match) => match.company.id === name.id)).toMatchObject({
        organization: { id: byName!.id },
        matched_on: ['name'],
      });
      for (const role of NON_PLATFORM_ROLES) expect((await api.get(w.actors[role], 'contacts/companies/matches')).statusCode).toBe(403);
    });
  });

  describe('POST contacts/companies/convert/{id}', () => {
    it('creates a pending organization prefilled from the company, assigned to the sales manager', async () => {
      const company = await insertCompany(ctx.db, w.platformId, {
        name: 'Desert Rose Real Estate',
        trade_license_number: 'CONV-1',
        email: 'info@desertrose.test',
        country: 'AE',
        city: 'Dubai',
      });
      const res = await api.post(sm, `contacts/companies/convert/${company.id}`, { kind: 'broker' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.linked).toBe(false);
      expect(data.company).toMatchObject({ id: company.id, status: 'converted', organization_id: data.organization.id });
      const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, data.organization.id));
      expect(org).toMatchObject({
        kind: 'broker',
        name: 'Desert Rose Real Estate',
        status: 'pending',
        trade_license_number: 'CONV-1',
        email: 'info@desertrose.test',
        country: 'AE',
        city: 'Dubai',
      });
      const assignments = await ctx.db.select().from(salesAssignments).where(eq(salesAssignments.organization_id, org!.id));
      expect(assignments.map((row) => row.user_id)).toEqual([sm.userId]);

      const again = await api.post(sa, `contacts/companies/convert/${company.id}`);
      expect(again.statusCode).toBe(409);
    });

    it('links the company to the organization that has its trade licence', async () => {
      const [org] = await ctx.db
        .insert(organizations)
        .values({ kind: 'developer', name: 'Existing Dev', trade_license_number: 'CONV-2' })
        .returning();
      const company = await insertCompany(ctx.db, w.platformId, { trade_license_number: 'conv-2' });
      const before = (await ctx.db.select().from(organizations)).length;
      const res = await api.post(sa, `contacts/companies/convert/${company.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        linked: true,
        organization: { id: org!.id },
        company: { status: 'converted', organization_id: org!.id },
      });
      expect((await ctx.db.select().from(organizations)).length).toBe(before);
    });

    it('refuses other roles, another platform’s company and a wrong kind', async () => {
      const company = await insertCompany(ctx.db, w.platformId);
      for (const role of NON_PLATFORM_ROLES)
        expect((await api.post(w.actors[role], `contacts/companies/convert/${company.id}`)).statusCode).toBe(403);
      expect((await api.post(sa, `contacts/companies/convert/${company.id}`, { kind: 'platform' })).json().errors).toHaveProperty('kind');
      const foreign = await insertCompany(ctx.db, other.orgId);
      const before = await snapshot(ctx.db, organizations);
      expect((await api.post(sa, `contacts/companies/convert/${foreign.id}`)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, organizations)).toEqual(before);
    });
  });
});
