// The one search box (GET search, docs/api.md "Search"): each role finds the types its lists show,
// within the same scope as those lists; another organization's records never appear; matching is
// blind to case, Arabic marks and letter variants, and finds phones typed nationally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/crm-schema.ts';
import { saleOffers } from '../../src/server/db/sales-schema.ts';
import type { SearchResult } from '../../src/shared/global-search.ts';
import { foreignPlatform, insertBroker, insertCompany } from './support/contacts.ts';
import { insertDeal, insertLead, insertPipeline } from './support/crm.ts';
import { createUser, addMember } from './support/factories.ts';
import { insertBuilding, insertProject, insertUnit } from './support/inventory.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

describe('GET search', () => {
  let ctx: TestContext;
  let w: World;

  /** One record of each type named with `word`: inventory and offers in `developerId`, a lead and a deal in each of `crmIds`, contacts in `platformId`. */
  async function seedEverything(word: string, ids: { developerId: number; crmIds: number[]; platformId: number }) {
    for (const crmId of ids.crmIds) {
      const lead = await insertLead(ctx.db, crmId, { full_name: `${word} Lead`, email: `${word.toLowerCase()}@lead.test` });
      const { pipeline, stages } = await insertPipeline(ctx.db, crmId);
      await insertDeal(ctx.db, crmId, { lead_id: lead.id, pipeline_id: pipeline.id, stage_id: stages[0]!.id, title: `${word} Deal` });
    }
    const project = await insertProject(ctx.db, ids.developerId, { name: `${word} Project` });
    const building = await insertBuilding(ctx.db, ids.developerId, project.id, { name: `${word} Tower` });
    await insertUnit(ctx.db, ids.developerId, building.id, { unit_number: `${word}-101` });
    await ctx.db
      .insert(saleOffers)
      .values({ organization_id: ids.developerId, number: `SO-${word}-1`, client_name: 'Client', valid_until: '2030-01-01' });
    await insertCompany(ctx.db, ids.platformId, { name: `${word} Company` });
    await insertBroker(ctx.db, ids.platformId, { full_name: `${word} Broker` });
  }

  const search = (actor: Actor, q: unknown) =>
    call(ctx.app, 'GET', 'search', { token: actor.token, query: { organization_id: actor.orgId, q } });

  const found = async (actor: Actor, q: string): Promise<SearchResult[]> => {
    const res = await search(actor, q);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const typesFound = async (actor: Actor, q: string) => [...new Set((await found(actor, q)).map((result) => result.type))];

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    await seedEverything('Zephyr', { developerId: w.developerId, crmIds: [w.brokerId, w.developerId], platformId: w.platformId });
  });
  afterAll(() => ctx.close());

  it('answers each role the types its lists show, with a title, a secondary line and a route', async () => {
    expect(await typesFound(w.actors.broker, 'zephyr')).toEqual(['lead', 'deal']);
    expect(await typesFound(w.actors.broker_admin, 'ZEPHYR')).toEqual(['lead', 'deal']);
    expect(await typesFound(w.actors.developer_admin, 'zephyr')).toEqual(['lead', 'deal', 'unit', 'project', 'building', 'sale_offer']);
    // The developer reaches only the offers he created (sale_offers.create alone), none here.
    expect(await typesFound(w.actors.developer, 'zephyr')).toEqual(['lead', 'deal', 'unit', 'project', 'building']);
    expect(await typesFound(w.actors.super_admin_sales_manager, 'zephyr')).toEqual([
      'unit',
      'project',
      'building',
      'sale_offer',
      'company',
      'broker',
    ]);
    expect(await typesFound(w.actors.super_admin, 'zephyr')).toEqual(['sale_offer', 'company', 'broker']);

    const results = await found(w.actors.developer_admin, 'zephyr');
    const lead = results.find((result) => result.type === 'lead')!;
    expect(lead).toMatchObject({ title: 'Zephyr Lead', secondary: 'zephyr@lead.test', route: `/crm/leads/${lead.id}` });
    const unit = results.find((result) => result.type === 'unit')!;
    expect(unit).toMatchObject({ title: 'Zephyr-101', secondary: 'Zephyr Project · Zephyr Tower', route: `/inventory/units/${unit.id}` });
    const deal = results.find((result) => result.type === 'deal')!;
    expect(deal.route).toMatch(new RegExp(`^/crm/pipelines/kanban/\\d+\\?deal=${deal.id}$`));
    const offer = results.find((result) => result.type === 'sale_offer')!;
    expect(offer).toMatchObject({ title: 'SO-Zephyr-1', secondary: 'Client', route: `/inventory/sale-offers/${offer.id}/show` });
  });

  it('finds organizations and users for the roles that list them, within their reach', async () => {
    const user = await createUser(ctx.db, { full_name: 'Quillon Member', email: 'quillon@world.test' });
    await addMember(ctx.db, user.id, w.foreignId, 'developer');
    const admin = (await found(w.actors.super_admin, 'quillon')).map((result) => [result.type, result.title, result.route]);
    expect(admin).toEqual([['user', 'Quillon Member', `/auth/users/${user.id}`]]);
    // The sales manager reaches only the organizations assigned to him: not the foreign one's member.
    expect(await found(w.actors.super_admin_sales_manager, 'quillon')).toEqual([]);
    const organizations = await found(w.actors.super_admin_sales_manager, 'test');
    expect(organizations.filter((result) => result.type === 'organization').map((result) => result.title)).toEqual([
      'Marina Test',
      'Skyline Test',
    ]);
    // Without users.show the sales manager's user result opens the users list searched for the email.
    const members = await found(w.actors.super_admin_sales_manager, 'dev member');
    expect(members.map((result) => result.route)).toEqual([
      `/auth/users?filter=${encodeURIComponent('{"search":"dev.member@world.test"}')}`,
    ]);
    expect(await typesFound(w.actors.developer_admin, 'test')).not.toContain('organization');
  });

  it('never shows a foreign tenant’s records, whatever their type', async () => {
    const otherPlatform = (await foreignPlatform(ctx.db)).orgId;
    await seedEverything('Xanadu', { developerId: w.foreignId, crmIds: [w.foreignId], platformId: otherPlatform });
    for (const role of ['super_admin_sales_manager', 'developer_admin', 'developer', 'broker_admin', 'broker'] as const) {
      expect(await found(w.actors[role], 'xanadu'), role).toEqual([]);
    }
    // The super admin reads every offer (sale_offers.view_all) but only his platform's contacts.
    expect(await typesFound(w.actors.super_admin, 'xanadu')).toEqual(['sale_offer']);
    // The foreign tenant itself finds its own.
    expect(await typesFound(w.actors.foreign_admin, 'xanadu')).toEqual(['lead', 'deal', 'unit', 'project', 'building', 'sale_offer']);
  });

  it('does not show a broker another organization’s leads', async () => {
    await insertLead(ctx.db, w.developerId, { full_name: 'Orsolya Developer Lead' });
    expect(await found(w.actors.broker, 'orsolya')).toEqual([]);
    expect((await found(w.actors.developer, 'orsolya')).map((result) => result.title)).toEqual(['Orsolya Developer Lead']);
  });

  it('is blind to Arabic marks and letter variants, and finds phones typed nationally', async () => {
    await insertLead(ctx.db, w.brokerId, { full_name: 'مُحَمَّد الزعابي' });
    await insertLead(ctx.db, w.brokerId, { full_name: 'أحمد الكتبي', phone: '+971 50 765 4321' });
    const titles = async (q: string) => (await found(w.actors.broker, q)).map((result) => result.title);
    expect(await titles('محمد')).toEqual(['مُحَمَّد الزعابي']);
    expect(await titles('احمد')).toEqual(['أحمد الكتبي']);
    expect(await titles('050 765 4321')).toEqual(['أحمد الكتبي']);
    expect(await titles('0507654321')).toEqual(['أحمد الكتبي']);
  });

  it('ranks an exact title first, then titles starting with the term, and answers at most five of a type', async () => {
    for (const name of ['Mira Contains Palm', 'Palm Starts', 'Palm', 'Old Palm 1', 'Old Palm 2', 'Old Palm 3', 'Old Palm 4']) {
      await insertLead(ctx.db, w.brokerId, { full_name: name });
    }
    const titles = (await found(w.actors.broker, 'palm')).filter((result) => result.type === 'lead').map((result) => result.title);
    expect(titles).toHaveLength(5);
    expect(titles.slice(0, 2)).toEqual(['Palm', 'Palm Starts']);
  });

  it('ranks among the newest matches, and never crowds out a title equal to the term', async () => {
    const own = await insertLead(ctx.db, w.brokerId, { full_name: 'Qoppa' });
    // Titles equal to the term in other organizations: the exact branch keeps to the caller's scope.
    await insertLead(ctx.db, w.foreignId, { full_name: 'Qoppa' });
    await insertLead(ctx.db, w.developerId, { full_name: 'QOPPA' });
    const newer = Array.from({ length: 210 }, (_, n) => ({
      organization_id: w.brokerId,
      full_name: `Qoppa Heights ${n}`,
      source: 'website' as const,
    }));
    await ctx.db.insert(leads).values(newer);
    const results = await found(w.actors.broker, 'qoppa');
    expect(results[0]).toMatchObject({ type: 'lead', id: own.id, title: 'Qoppa' });
    expect(results).toHaveLength(5);
    expect(results.filter((result) => result.title.toLowerCase() === 'qoppa')).toHaveLength(1);
  });

  it('matches the starts of the title’s words for a term too short for a trigram', async () => {
    // Two letters give a contains-pattern no trigram to look up (the whole index would be read),
    // so the box matches what someone typing a name's or a number's first letters is after.
    for (const name of ['Qxa Hamdan', 'Sara Qxb', 'Maqxa Midword', 'ظغام الكتبي', 'سارة ظغم', 'مظغ وسط']) {
      await insertLead(ctx.db, w.brokerId, { full_name: name });
    }
    await insertLead(ctx.db, w.brokerId, { full_name: 'Email Only', email: 'qx@short.test' });
    const titles = async (actor: Actor, q: string, type: string) =>
      (await found(actor, q)).filter((result) => result.type === type).map((result) => result.title);
    expect((await titles(w.actors.broker, 'qx', 'lead')).sort()).toEqual(['Qxa Hamdan', 'Sara Qxb']);
    expect((await titles(w.actors.broker, 'ظَغ', 'lead')).sort()).toEqual(['سارة ظغم', 'ظغام الكتبي']);
    // Three letters in a row: contains, over every column the list searches, as before.
    expect((await titles(w.actors.broker, 'qxa', 'lead')).sort()).toEqual(['Maqxa Midword', 'Qxa Hamdan']);
    const project = await insertProject(ctx.db, w.developerId, { name: 'Short Terms Project' });
    const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Short Terms Tower' });
    for (const unitNumber of ['9871', 'B 9872', '19870']) await insertUnit(ctx.db, w.developerId, building.id, { unit_number: unitNumber });
    expect((await titles(w.actors.developer_admin, '98', 'unit')).sort()).toEqual(['9871', 'B 9872']);
  });

  it('answers nothing for a term shorter than two letters, and 422 for a missing or long one', async () => {
    expect(await found(w.actors.broker, 'z')).toEqual([]);
    expect(await found(w.actors.broker, '  ')).toEqual([]);
    const missing = await call(ctx.app, 'GET', 'search', { token: w.actors.broker.token, query: { organization_id: w.brokerId } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['q']);
    const long = await search(w.actors.broker, 'x'.repeat(101));
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['q']);
    // LIKE wildcards in the term are literal.
    expect(await found(w.actors.broker, '%%')).toEqual([]);
  });

  it('refuses a caller without a session (401) and one acting in no organization (403)', async () => {
    expect((await call(ctx.app, 'GET', 'search', { query: { q: 'zephyr' } })).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', 'search', { token: 'not-a-token', query: { q: 'zephyr' } })).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', 'search', { token: w.actors.broker.token, query: { q: 'zephyr' } })).statusCode).toBe(403);
  });
});
