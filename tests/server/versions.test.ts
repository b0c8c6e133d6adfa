// Lost updates (docs/api.md "Versions"), generated over every update route: each PUT and PATCH the app
// routes either has a seeder here (a record to update and a real change to make) or is listed as
// not versioned, with the reason — a new update route fails the test until it is one of the two.
// For each: a stale If-Match → 409 with the current record and nothing written; a stale body
// updated_at → 409; the fresh version → 200 with a new ETag; no version at all → 200
// (integrations). Then 20 concurrent updates from one version: exactly one succeeds. Run it with
// DATABASE_URL set to cover PostgreSQL too.
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { contactBrokers, contactCompanies, messageTemplates } from '../../src/server/db/contacts-schema.ts';
import { amenities, buildings, paymentPlans, projects, units } from '../../src/server/db/inventory-schema.ts';
import { saleOffers } from '../../src/server/db/sales-schema.ts';
import { memberships, organizationDocuments, organizations, users } from '../../src/server/db/schema.ts';
import { activities, deals, leads, pipelines, stages, tags } from '../../src/server/db/crm-schema.ts';
import { insertBroker, insertCompany, insertTemplate } from './support/contacts.ts';
import { insertActivity, insertDeal, insertLead, insertPipeline, insertTag } from './support/crm.ts';
import { addMember, createOrganization, createUser, tokenFor } from './support/factories.ts';
import { multipart, pdfBytes } from './support/files.ts';
import {
  insertAmenity,
  insertBuilding,
  insertPlan,
  insertProject,
  insertUnit,
  PLAN_20_40_40,
  projectBody,
  unitBody,
} from './support/inventory.ts';
import { operationName, operationsOf, recordingModule } from './support/routes.ts';
import { offerBody } from './support/sale-offers.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

type VersionedTable = PgTable & { id: PgColumn; updated_at: PgColumn };

interface Target {
  actor: Actor;
  /** The concrete path, without the /api prefix. */
  path: string;
  /** A body making a real change; `n` (1, 2, …) lets a flag or status alternate. */
  body(n: number): Record<string, unknown>;
  /** The row whose updated_at is the version. */
  table: VersionedTable;
  id: number;
}

type Seeder = (db: Database, w: World, app: FastifyInstance) => Promise<Target>;

/** Update routes that take no version, and why. */
const NOT_VERSIONED: Record<string, string> = {
  'PATCH /api/auth/change-password': 'a credential, guarded by the current password; not an edit of the profile form',
  'PATCH /api/notifications/:id/read': 'a read marker on the caller’s own notification; reading twice is the same',
  'PATCH /api/crm/leads/:id/toggle-seen': 'a read marker; it leaves the lead’s version as it is (reading is not a change)',
  'PATCH /api/contacts/companies/status-bulk': 'a bulk action over many records at once: there is no single version to base it on',
  'PATCH /api/crm/pipelines/:pipelineId/stages/reorder':
    'an order over a whole list (the answer is the list); the pipeline lock serializes it',
  'PATCH /api/inventory/projects/:id/images/reorder': 'an order over a gallery (the answer is the list), not an edit of the record',
  'PATCH /api/inventory/buildings/:id/images/reorder': 'an order over a gallery (the answer is the list), not an edit of the record',
  'PATCH /api/inventory/units/:id/images/reorder': 'an order over a gallery (the answer is the list), not an edit of the record',
  'PUT /api/commissions/settings':
    'the organization’s commission trigger and rates, replaced whole (the answer is the settings): new lines take them, with no record version',
  'PUT /api/sales/fee-defaults':
    'the organization’s default fee lines, replaced whole (the answer is the list): a setting new sales start from, with no record version',
  'PUT /api/sales/reminder-settings':
    'the organization’s reminder settings, replaced whole: one small setting of its own, with no record version',
};

async function crmRefs(db: Database, w: World) {
  const lead = await insertLead(db, w.developerId);
  const { pipeline, stages: stageRows } = await insertPipeline(db, w.developerId);
  const deal = await insertDeal(db, w.developerId, { lead_id: lead.id, pipeline_id: pipeline.id, stage_id: stageRows[0]!.id });
  return { lead, pipeline, stageRows, deal };
}

async function inventoryRefs(db: Database, w: World) {
  const project = await insertProject(db, w.developerId);
  const building = await insertBuilding(db, w.developerId, project.id);
  const unit = await insertUnit(db, w.developerId, building.id);
  return { project, building, unit };
}

/** A new member of the organization (role developer), with the membership row that carries the version. */
async function memberOf(db: Database, userId: number, organizationId: number) {
  await addMember(db, userId, organizationId, 'developer');
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), eq(memberships.organization_id, organizationId)));
  return row!;
}

const alternate = <T>(n: number, odd: T, even: T): T => (n % 2 === 1 ? odd : even);

const SEEDERS: Record<string, Seeder> = {
  'PUT /api/crm/leads/:id': async (db, w) => {
    const lead = await insertLead(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      path: `crm/leads/${lead.id}`,
      body: (n) => ({ full_name: `Versioned Lead ${n}` }),
      table: leads,
      id: lead.id,
    };
  },
  'PUT /api/crm/deals/:id': async (db, w) => {
    const { deal } = await crmRefs(db, w);
    return {
      actor: w.actors.developer_admin,
      path: `crm/deals/${deal.id}`,
      body: (n) => ({ title: `Versioned Deal ${n}` }),
      table: deals,
      id: deal.id,
    };
  },
  'PATCH /api/crm/deals/:id/owner': async (db, w) => {
    const { deal } = await crmRefs(db, w);
    return {
      actor: w.actors.developer_admin,
      path: `crm/deals/${deal.id}/owner`,
      body: (n) => ({ owner_id: alternate(n, w.actors.developer.userId, w.actors.developer_admin.userId) }),
      table: deals,
      id: deal.id,
    };
  },
  'PATCH /api/crm/deals/:id/hot': async (db, w) => {
    const { deal } = await crmRefs(db, w);
    return {
      actor: w.actors.developer_admin,
      path: `crm/deals/${deal.id}/hot`,
      body: (n) => ({ hot: n % 2 === 1 }),
      table: deals,
      id: deal.id,
    };
  },
  'PATCH /api/crm/deals/:id/status': async (db, w) => {
    const { deal } = await crmRefs(db, w);
    return {
      actor: w.actors.developer_admin,
      path: `crm/deals/${deal.id}/status`,
      body: (n) => ({ status: alternate(n, 'won', 'open') }),
      table: deals,
      id: deal.id,
    };
  },
  'PATCH /api/crm/deals/:id/pipeline': async (db, w) => {
    const { deal, pipeline, stageRows } = await crmRefs(db, w);
    const other = await insertPipeline(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      path: `crm/deals/${deal.id}/pipeline`,
      body: (n) =>
        alternate(
          n,
          { pipeline_id: other.pipeline.id, stage_id: other.stages[0]!.id },
          { pipeline_id: pipeline.id, stage_id: stageRows[0]!.id },
        ),
      table: deals,
      id: deal.id,
    };
  },
  'PATCH /api/crm/deals/:id/stage': async (db, w) => {
    const { deal, stageRows } = await crmRefs(db, w);
    return {
      actor: w.actors.developer_admin,
      path: `crm/deals/${deal.id}/stage`,
      body: (n) => ({ stage_id: alternate(n, stageRows[1]!.id, stageRows[0]!.id), position: 0 }),
      table: deals,
      id: deal.id,
    };
  },
  'PUT /api/crm/deals/:id/tags': async (db, w) => {
    const { deal } = await crmRefs(db, w);
    const tag = await insertTag(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      path: `crm/deals/${deal.id}/tags`,
      body: (n) => ({ tag_ids: alternate(n, [tag.id], []) }),
      table: deals,
      id: deal.id,
    };
  },
  'PUT /api/crm/pipelines/:id': async (db, w) => {
    const { pipeline } = await insertPipeline(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      path: `crm/pipelines/${pipeline.id}`,
      body: (n) => ({ name: `Versioned Pipeline ${pipeline.id}.${n}` }),
      table: pipelines,
      id: pipeline.id,
    };
  },
  'PATCH /api/crm/stages/:id': async (db, w) => {
    const { stages: stageRows } = await insertPipeline(db, w.developerId);
    const stage = stageRows[0]!;
    return {
      actor: w.actors.developer_admin,
      path: `crm/stages/${stage.id}`,
      body: (n) => ({ name: `Stage ${n}` }),
      table: stages,
      id: stage.id,
    };
  },
  'PUT /api/crm/tags/:id': async (db, w) => {
    const tag = await insertTag(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      path: `crm/tags/${tag.id}`,
      body: (n) => ({ name: `Versioned Tag ${tag.id}.${n}`, color: '#1e88e5' }),
      table: tags,
      id: tag.id,
    };
  },
  'PUT /api/crm/activities/:id': async (db, w) => {
    const lead = await insertLead(db, w.developerId);
    const activity = await insertActivity(db, w.developerId, { lead_id: lead.id });
    return {
      actor: w.actors.developer_admin,
      path: `crm/activities/${activity.id}`,
      body: (n) => ({ title: `Call ${n}` }),
      table: activities,
      id: activity.id,
    };
  },
  'PATCH /api/crm/activities/:id/toggle-complete': async (db, w) => {
    const lead = await insertLead(db, w.developerId);
    const activity = await insertActivity(db, w.developerId, { lead_id: lead.id });
    return {
      actor: w.actors.developer_admin,
      path: `crm/activities/${activity.id}/toggle-complete`,
      body: () => ({}),
      table: activities,
      id: activity.id,
    };
  },
  'PATCH /api/crm/activities/:id/owner': async (db, w) => {
    const lead = await insertLead(db, w.developerId);
    const activity = await insertActivity(db, w.developerId, { lead_id: lead.id });
    return {
      actor: w.actors.developer_admin,
      path: `crm/activities/${activity.id}/owner`,
      body: (n) => ({ owner_id: alternate(n, w.actors.developer.userId, w.actors.developer_admin.userId) }),
      table: activities,
      id: activity.id,
    };
  },
  'PUT /api/inventory/projects/:id': async (db, w) => {
    const project = await insertProject(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      path: `inventory/projects/${project.id}`,
      body: (n) => projectBody({ name: `Versioned Project ${project.id}.${n}` }),
      table: projects,
      id: project.id,
    };
  },
  'PUT /api/inventory/projects/:id/embed': async (db, w) => {
    const project = await insertProject(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      path: `inventory/projects/${project.id}/embed`,
      body: (n) => ({ enabled: n % 2 === 1, show: {} }),
      table: projects,
      id: project.id,
    };
  },
  'PUT /api/inventory/buildings/:id': async (db, w) => {
    const { project, building } = await inventoryRefs(db, w);
    return {
      actor: w.actors.developer_admin,
      path: `inventory/buildings/${building.id}`,
      body: (n) => ({ project_id: project.id, name: `Tower ${building.id}.${n}`, floors: 30, status: 'ready' }),
      table: buildings,
      id: building.id,
    };
  },
  'PUT /api/inventory/units/:id': async (db, w) => {
    const { building, unit } = await inventoryRefs(db, w);
    return {
      actor: w.actors.developer_admin,
      path: `inventory/units/${unit.id}`,
      body: (n) => unitBody(building.id, { unit_number: unit.unit_number, floor: n + 1 }),
      table: units,
      id: unit.id,
    };
  },
  'PATCH /api/inventory/units/:id/price': async (db, w) => {
    const { unit } = await inventoryRefs(db, w);
    return {
      actor: w.actors.developer_admin,
      path: `inventory/units/${unit.id}/price`,
      body: (n) => ({ price: 100_000_000 + n }),
      table: units,
      id: unit.id,
    };
  },
  'PATCH /api/inventory/units/:id/status': async (db, w) => {
    const { unit } = await inventoryRefs(db, w);
    return {
      actor: w.actors.developer_admin,
      path: `inventory/units/${unit.id}/status`,
      body: (n) => ({ status: alternate(n, 'blocked', 'available') }),
      table: units,
      id: unit.id,
    };
  },
  'PUT /api/inventory/amenities/:id': async (db, w) => {
    const amenity = await insertAmenity(db, w.developerId);
    return {
      actor: w.actors.developer_admin,
      path: `inventory/amenities/${amenity.id}`,
      body: (n) => ({ name: `Versioned Amenity ${amenity.id}.${n}`, icon: 'pool' }),
      table: amenities,
      id: amenity.id,
    };
  },
  'PUT /api/inventory/payment-plans/:planId': async (db, w) => {
    const { building } = await inventoryRefs(db, w);
    const plan = await insertPlan(db, w.developerId, building.id);
    return {
      actor: w.actors.developer_admin,
      path: `inventory/payment-plans/${plan.id}`,
      body: (n) => ({ name: `Plan v${n}`, installments: PLAN_20_40_40 }),
      table: paymentPlans,
      id: plan.id,
    };
  },
  'PUT /api/inventory/sale-offers/:id': async (_db, w, app) => {
    const created = await call(app, 'POST', `inventory/sale-offers/${w.developerId}`, as(w.actors.developer_admin, { body: offerBody() }));
    expect(created.statusCode, created.body).toBe(201);
    const offerId = created.json().data.id as number;
    return {
      actor: w.actors.developer_admin,
      path: `inventory/sale-offers/${offerId}`,
      body: (n) => offerBody({ client_name: `Versioned Client ${n}` }),
      table: saleOffers,
      id: offerId,
    };
  },
  'PUT /api/inventory/sale-offers/:id/units/:unitId/payment-plan': async (db, w, app) => {
    const { building, unit } = await inventoryRefs(db, w);
    const [first, second] = [await insertPlan(db, w.developerId, building.id), await insertPlan(db, w.developerId, building.id)];
    const created = await call(
      app,
      'POST',
      `inventory/sale-offers/${w.developerId}`,
      as(w.actors.developer_admin, { body: offerBody({ unit_ids: [unit.id] }) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const offerId = created.json().data.id as number;
    return {
      actor: w.actors.developer_admin,
      path: `inventory/sale-offers/${offerId}/units/${unit.id}/payment-plan`,
      body: (n) => ({ payment_plan_id: alternate(n, first.id, second.id) }),
      table: saleOffers,
      id: offerId,
    };
  },
  'PATCH /api/auth/profile': async (db) => {
    const user = await createUser(db, { full_name: 'Versioned Person' });
    const actor: Actor = { userId: user.id, token: await tokenFor(db, user.id), orgId: 0 };
    return {
      actor,
      path: 'auth/profile',
      body: (n) => ({ full_name: `Versioned Person ${n}`, email: user.email, phone: '' }),
      table: users,
      id: user.id,
    };
  },
  'PATCH /api/contacts/brokers/status/:id': async (db, w) => {
    const broker = await insertBroker(db, w.platformId);
    return {
      actor: w.actors.super_admin,
      path: `contacts/brokers/status/${broker.id}`,
      body: (n) => ({ status: alternate(n, 'interested', 'new') }),
      table: contactBrokers,
      id: broker.id,
    };
  },
  'PATCH /api/contacts/companies/status/:id': async (db, w) => {
    const company = await insertCompany(db, w.platformId);
    return {
      actor: w.actors.super_admin,
      path: `contacts/companies/status/${company.id}`,
      body: (n) => ({ status: alternate(n, 'interested', 'new') }),
      table: contactCompanies,
      id: company.id,
    };
  },
  'PUT /api/messenger/templates/:provider/:id': async (db, w) => {
    const template = await insertTemplate(db, w.platformId, { provider: 'log' });
    return {
      actor: w.actors.super_admin,
      path: `messenger/templates/log/${template.id}`,
      body: (n) => ({ name: `versioned_${template.id}_${n}`, language: 'en', body: 'Hello {{name}}', status: 'active' }),
      table: messageTemplates,
      id: template.id,
    };
  },
  'PATCH /api/auth/organizations/:id': async (db, w) => {
    const organization = await createOrganization(db, { kind: 'broker', name: 'Versioned Brokers' });
    return {
      actor: w.actors.super_admin,
      path: `auth/organizations/${organization.id}`,
      body: (n) => ({ name: `Versioned Brokers ${n}` }),
      table: organizations,
      id: organization.id,
    };
  },
  'PATCH /api/auth/organizations/:id/remove-logo': async (db, w) => {
    const organization = await createOrganization(db, { kind: 'broker', name: 'Logo Brokers' });
    return {
      actor: w.actors.super_admin,
      path: `auth/organizations/${organization.id}/remove-logo`,
      body: () => ({}),
      table: organizations,
      id: organization.id,
    };
  },
  'PUT /api/auth/documents/:documentId': async (_db, w, app) => {
    const admin = w.actors.broker_admin;
    const { body, headers } = multipart({
      organization_id: String(admin.orgId),
      type: 'bank_confirmation_letter',
      name: 'Bank letter',
      file: { filename: 'letter.pdf', content: pdfBytes('bank'), type: 'application/pdf' },
    });
    const created = await call(app, 'POST', `auth/organizations/${w.brokerId}/documents`, { token: admin.token, body, headers });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    return { actor: admin, path: `auth/documents/${id}`, body: (n) => ({ name: `Bank letter ${n}` }), table: organizationDocuments, id };
  },
  'PATCH /api/auth/users/role/:orgId/:userId': async (db, w) => {
    const user = await createUser(db, { full_name: 'Role Member' });
    const membership = await memberOf(db, user.id, w.developerId);
    return {
      actor: w.actors.developer_admin,
      path: `auth/users/role/${w.developerId}/${user.id}`,
      body: (n) => ({ role: alternate(n, 'developer_admin', 'developer') }),
      table: memberships,
      id: membership.id,
    };
  },
  'PATCH /api/auth/users/toggle-enable/:orgId/:userId': async (db, w) => {
    const user = await createUser(db, { full_name: 'Toggled Member' });
    const membership = await memberOf(db, user.id, w.developerId);
    return {
      actor: w.actors.developer_admin,
      path: `auth/users/toggle-enable/${w.developerId}/${user.id}`,
      body: () => ({}),
      table: memberships,
      id: membership.id,
    };
  },
};

/** Every PUT and PATCH operation the app registers (method override's POST twins are the same routes). */
function updateRoutesOf(routes: RouteOptions[]): string[] {
  return operationsOf(routes)
    .operations.filter((operation) => operation.method === 'PUT' || operation.method === 'PATCH')
    .map(operationName)
    .sort();
}

async function versionOf(db: Database, target: Target): Promise<number> {
  const [row] = await db.select({ updated_at: target.table.updated_at }).from(target.table).where(eq(target.table.id, target.id));
  return (row!.updated_at as Date).getTime();
}

const etag = (ms: number) => `"${ms}"`;

function update(
  app: FastifyInstance,
  route: string,
  target: Target,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const method = route.split(' ')[0]!;
  const options = target.actor.orgId ? as(target.actor, { body }) : { token: target.actor.token, body };
  return call(app, method, target.path, { ...options, headers });
}

describe('lost updates: every update route checks the version it was based on', () => {
  let ctx: TestContext;
  let w: World;
  let routes: string[];
  const recorded: RouteOptions[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ modules: [recordingModule(recorded)] });
    w = await buildWorld(ctx.db);
    routes = updateRoutesOf(recorded);
  }, 60_000);
  afterAll(() => ctx.close());

  it('covers every PUT and PATCH route (a seeder here, or a reason it takes no version)', () => {
    const uncovered = routes.filter((route) => !(route in SEEDERS) && !(route in NOT_VERSIONED));
    expect(uncovered).toEqual([]);
    const unknown = [...Object.keys(SEEDERS), ...Object.keys(NOT_VERSIONED)].filter((route) => !routes.includes(route));
    expect(unknown).toEqual([]);
    console.log(
      `versions: ${Object.keys(SEEDERS).length} update routes checked, ${Object.keys(NOT_VERSIONED).length} not versioned, of ${routes.length}`,
    );
  });

  describe.each(Object.keys(SEEDERS))('%s', (route) => {
    it('refuses a stale If-Match or body updated_at with 409 and the current record, and takes a fresh or missing version', async () => {
      const target = await SEEDERS[route]!(ctx.db, w, ctx.app);
      const before = await versionOf(ctx.db, target);
      const stale = before - 60_000;

      const byHeader = await update(ctx.app, route, target, target.body(1), { 'if-match': etag(stale) });
      expect(byHeader.statusCode, byHeader.body).toBe(409);
      expect(byHeader.json().data).toEqual(expect.any(Object));
      expect(Date.parse(byHeader.json().data.updated_at)).toBe(before);
      expect(await versionOf(ctx.db, target)).toBe(before);

      const byBody = await update(ctx.app, route, target, { ...target.body(1), updated_at: new Date(stale).toISOString() });
      expect(byBody.statusCode, byBody.body).toBe(409);
      expect(byBody.json().data).toEqual(expect.any(Object));
      expect(await versionOf(ctx.db, target)).toBe(before);

      const fresh = await update(ctx.app, route, target, target.body(1), { 'if-match': etag(before) });
      expect(fresh.statusCode, fresh.body).toBe(200);
      const after = await versionOf(ctx.db, target);
      expect(after).not.toBe(before);
      expect(fresh.headers.etag).toBe(etag(after));

      const unversioned = await update(ctx.app, route, target, target.body(2));
      expect(unversioned.statusCode, unversioned.body).toBe(200);
    });
  });

  it('sends the ETag with a single record and takes it back as If-Match', async () => {
    const lead = await insertLead(ctx.db, w.developerId);
    const shown = await call(ctx.app, 'GET', `crm/leads/${lead.id}`, as(w.actors.developer_admin));
    expect(shown.headers.etag).toBe(etag(lead.updated_at.getTime()));
    const list = await call(ctx.app, 'GET', 'crm/leads', as(w.actors.developer_admin));
    expect(list.headers.etag).toBeUndefined();
    const saved = await call(ctx.app, 'PUT', `crm/leads/${lead.id}`, {
      ...as(w.actors.developer_admin, { body: { full_name: 'Round Trip' } }),
      headers: { 'if-match': shown.headers.etag as string },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe(etag(Date.parse(saved.json().data.updated_at)));
    expect(saved.headers.etag).not.toBe(shown.headers.etag);
    // The same through method override (POST + _method), as the app's client sends a PUT.
    const tunnelled = await call(ctx.app, 'POST', `crm/leads/${lead.id}`, {
      ...as(w.actors.developer_admin, { body: { _method: 'PUT', full_name: 'Late' } }),
      headers: { 'if-match': shown.headers.etag as string },
    });
    expect(tunnelled.statusCode).toBe(409);
    expect(tunnelled.json().data.full_name).toBe('Round Trip');
  });

  it('answers a malformed If-Match with 400 and a malformed body updated_at with 422 on the field; If-Match: * is no version', async () => {
    const lead = await insertLead(ctx.db, w.developerId);
    const put = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call(ctx.app, 'PUT', `crm/leads/${lead.id}`, { ...as(w.actors.developer_admin, { body }), headers });
    expect((await put({ full_name: 'X' }, { 'if-match': 'yesterday' })).statusCode).toBe(400);
    const badBody = await put({ full_name: 'X', updated_at: 'yesterday' });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json().errors).toHaveProperty('updated_at');
    expect((await put({ full_name: 'Y' }, { 'if-match': '*' })).statusCode).toBe(200);
  });

  // The same version reaches the database a microsecond-precise now() may have written: a row
  // whose updated_at carries microseconds still round-trips through its ETag.
  it('round-trips a version the database stored with microseconds', async () => {
    const tag = await insertTag(ctx.db, w.developerId);
    await ctx.db
      .update(tags)
      .set({ updated_at: new Date('2026-03-04T05:06:07.123Z') })
      .where(eq(tags.id, tag.id));
    await ctx.db.execute(`update tags set updated_at = updated_at + interval '456 microseconds' where id = ${tag.id}`);
    const shown = await call(ctx.app, 'GET', `crm/tags/${tag.id}`, as(w.actors.developer_admin));
    const tagEtag = shown.headers.etag ?? etag(Date.parse(shown.json().data.updated_at));
    expect(tagEtag).toBe(etag(Date.parse('2026-03-04T05:06:07.123Z')));
    const saved = await call(ctx.app, 'PUT', `crm/tags/${tag.id}`, {
      ...as(w.actors.developer_admin, { body: { name: `Precise ${tag.id}`, color: '#1e88e5' } }),
      headers: { 'if-match': tagEtag },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  describe.each([
    ['PUT /api/crm/leads/:id', 'a row the service locks itself'],
    ['PUT /api/crm/tags/:id', 'a row locked by the shared lockFreshVersion'],
    ['PATCH /api/inventory/units/:id/price', 'an inventory row'],
  ])('%s (%s)', (route) => {
    it('lets exactly one of 20 concurrent updates from the same version through', async () => {
      const target = await SEEDERS[route]!(ctx.db, w, ctx.app);
      const before = await versionOf(ctx.db, target);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => update(ctx.app, route, target, target.body(index + 1), { 'if-match': etag(before) })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const winner = answers.find((answer) => answer.statusCode === 200)!;
      expect(etag(await versionOf(ctx.db, target))).toBe(winner.headers.etag);
    });
  });
});
