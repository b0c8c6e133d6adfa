// A full world for the generated security suites: in developer organization A (the world's
// developer) one real record of every kind a route path can name — made through the API where a
// route makes it, so the rows are what the product writes — plus, outside A, callers of every
// role who must never reach them: a foreign developer and a foreign broker organization (admin
// and member), a sales manager assigned to those only, and a super admin of another platform
// organization (platform records: contacts, messenger). `pathId` maps a route's path parameter
// to the id of A's record it names.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { inventoryImages } from '../../../src/server/db/inventory-schema.ts';
import { accessTokens, notifications } from '../../../src/server/db/schema.ts';
import { can, type Action } from '../../../src/shared/permissions.ts';
import type { Role } from '../../../src/shared/roles.ts';
import { insertBroker, insertCompany, insertLog, insertTemplate, foreignPlatform } from './contacts.ts';
import { addMember, assignToSalesManager, createOrganization, createUser, organizationToken, tokenFor } from './factories.ts';
import { multipart, PNG_BYTES, pdfBytes, type MultipartValue } from './files.ts';
import { insertProject, jpegBytes, PLAN_20_40_40, unitBody } from './inventory.ts';
import type { Operation } from './routes.ts';
import { offerBody } from './sale-offers.ts';
import { saleBody } from './sales.ts';
import { call, type TestContext } from './testApp.ts';
import { bankDataPayload, buildingFields, companyDataBody, projectFields, signatoryPayload } from './valid-requests.ts';
import { buildWorld, type Actor, type World } from './world.ts';

/** A request as the suites send it: JSON body, multipart fields, or raw text with its own content type. */
export interface Request {
  method: string;
  url: string;
  token?: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  files?: Record<string, MultipartValue | MultipartValue[]>;
  raw?: { text: string; contentType: string };
}

export function send(ctx: TestContext, request: Request): Promise<LightMyRequestResponse> {
  if (request.files) {
    // A prototype-less object, so a field named `__proto__` stays a field.
    const fields: Record<string, MultipartValue | MultipartValue[]> = Object.create(null);
    for (const [name, value] of Object.entries(request.body ?? {}))
      fields[name] = typeof value === 'string' ? value : JSON.stringify(value);
    const { body, headers } = multipart({ ...fields, ...request.files });
    return call(ctx.app, request.method, request.url, { token: request.token, query: request.query, body, headers });
  }
  if (request.raw) {
    return call(ctx.app, request.method, request.url, {
      token: request.token,
      query: request.query,
      body: request.raw.text,
      headers: { 'content-type': request.raw.contentType },
    });
  }
  return call(ctx.app, request.method, request.url, { token: request.token, query: request.query, body: request.body });
}

/** The ids of A's records, by kind. */
export interface Records {
  tag: number;
  lead: number;
  /** A lead the bulk delete may take. */
  spareLead: number;
  note: number;
  leadDocument: number;
  pipeline: number;
  stage: number;
  otherStage: number;
  stageIds: number[];
  deal: number;
  activity: number;
  amenity: number;
  amenityImage: number;
  project: number;
  building: number;
  unit: number;
  unitNumber: string;
  /** A unit the sale-offer sweeps add (the first one's status is changed on the way). */
  spareUnit: number;
  projectImage: number;
  buildingImage: number;
  unitImage: number;
  paymentPlan: number;
  media360: number;
  videoLink: number;
  embedToken: string;
  saleOffer: number;
  /** A's recorded sale (re-planned, then cancelled by the sweeps). */
  sale: number;
  /** A cheque received on A's sale (bounced by the sweeps). */
  saleReceipt: number;
  /** The commission line of another sale of A (approved, then paid, by the sweeps). */
  commission: number;
  /** Available units the sweeps record sales of, one per successful call. */
  saleUnits: number[];
  organizationDocument: number;
  contract: number;
  contractTemplate: number;
  /** A developer of A whose role, enablement and membership the member routes change. */
  member: number;
  /** A user with a pending invitation to A. */
  invitee: number;
  inviteeEmail: string;
  /** The invitee's pending invitation. */
  invitation: number;
  notification: number;
  savedFilter: number;
  /** The developer admin's session token (a device). */
  device: number;
  /** An organization API token of A. */
  apiToken: number;
  /** Platform records (contacts and messenger belong to the platform organization). */
  company: number;
  broker: number;
  messageTemplate: number;
  messageLog: number;
  /** Signups in progress (public, by uuid): a developer's and a broker's. */
  signupUuid: string;
  brokerSignupUuid: string;
}

export interface ForeignCallers {
  developerOrgId: number;
  brokerOrgId: number;
  platformOrgId: number;
  developer_admin: Actor;
  developer: Actor;
  broker_admin: Actor;
  broker: Actor;
  /** A sales manager of the world's platform, assigned to the foreign organizations only. */
  super_admin_sales_manager: Actor;
  /** The super admin of another platform organization. */
  super_admin: Actor;
  /** The public embed token of a project of the foreign developer. */
  embedToken: string;
}

export interface FullWorld extends World {
  records: Records;
  /** The user invited to A (account routes about his invitation). */
  invitee: Actor;
  foreign: ForeignCallers;
}

async function expectOk(response: LightMyRequestResponse, what: string): Promise<Record<string, unknown>> {
  if (response.statusCode >= 300) throw new Error(`full world: ${what} answered ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
}

/** The developer of A whose credentials the sign-in sweeps use. */
export const MEMBER_EMAIL = 'member.of.a@full-world.test';

const dataId = (answer: Record<string, unknown>) => (answer.data as { id: number }).id;

export async function buildFullWorld(ctx: TestContext): Promise<FullWorld> {
  const { db } = ctx;
  // Signups in progress: a developer's after its first step, a broker's before its last.
  const signup = async (kind: 'developer' | 'broker') => {
    const answer = await expectOk(await send(ctx, { method: 'POST', url: 'signup/company-data', body: companyDataBody(kind) }), 'signup');
    const uuid = (answer.data as { uuid: string }).uuid;
    if (kind === 'broker') {
      await expectOk(await send(ctx, { method: 'POST', url: `signup/${uuid}/bank-data`, ...bankDataPayload() }), 'signup bank data');
      await expectOk(
        await send(ctx, { method: 'POST', url: `signup/${uuid}/auth-signatory-data`, ...signatoryPayload() }),
        'signup signatory',
      );
    }
    return uuid;
  };
  const world = await buildWorld(db);
  const A = world.developerId;
  const admin = world.actors.developer_admin;
  const superAdmin = world.actors.super_admin;
  const as = (actor: Actor, method: string, url: string, extra: Omit<Request, 'method' | 'url' | 'token'> = {}) =>
    send(ctx, { method, url, token: actor.token, ...extra, query: { organization_id: actor.orgId, ...extra.query } });
  const inA = (actor: Actor): Actor => ({ ...actor, orgId: A });
  const create = async (actor: Actor, url: string, body: Record<string, unknown>, files?: Request['files']) =>
    dataId(await expectOk(await as(actor, 'POST', url, { body, files }), `POST ${url}`));
  const jpeg = { filename: 'a.jpg', content: await jpegBytes(64, 40), type: 'image/jpeg' };
  const pdf = { filename: 'a.pdf', content: pdfBytes(), type: 'application/pdf' };

  // CRM
  const tag = await create(admin, 'crm/tags', { name: 'VIP', color: '#1e88e5' });
  const lead = await create(admin, 'crm/leads', {
    full_name: 'Ahmed Al Falasi',
    email: 'ahmed@example.test',
    source: 'website',
    status: 'new',
    tag_ids: [tag],
    owner_id: admin.userId,
  });
  const spareLead = await create(admin, 'crm/leads', {
    full_name: 'Spare Lead',
    phone: '+971 50 999 0000',
    source: 'referral',
    status: 'new',
  });
  const note = await create(admin, `crm/leads/${lead}/notes`, { body: 'Called, wants a sea view.' });
  const leadDocument = await create(admin, `crm/leads/${lead}/documents`, { name: 'Passport' }, { file: pdf });
  const pipeline = await create(admin, 'crm/pipelines', {
    name: 'Sales',
    stages: [
      { name: 'New', probability: 10, color: '#1e88e5' },
      { name: 'Won', probability: 100, color: '#43a047' },
    ],
  });
  const stageOptions = (await expectOk(await as(admin, 'GET', `crm/pipelines/${pipeline}/stages/options`), 'stage options')).data as {
    value: number;
  }[];
  const stageIds = stageOptions.map((option) => option.value);
  const [stage, otherStage] = stageIds as [number, number];
  const deal = await create(admin, 'crm/deals', {
    title: 'Marina View 2BR',
    lead_id: lead,
    pipeline_id: pipeline,
    stage_id: stage,
    value: 250_000_000,
    tag_ids: [tag],
  });
  const activity = await create(admin, 'crm/activities', {
    type: 'call',
    title: 'Follow up',
    due_at: new Date(Date.now() + 86_400_000).toISOString(),
    lead_id: lead,
    deal_id: deal,
  });

  // Inventory
  const amenity = await create(admin, 'inventory/amenities', { name: 'Pool', icon: 'pool', description: null });
  await expectOk(await as(admin, 'POST', `inventory/amenities/${amenity}/images`, { files: { images: [jpeg] } }), 'amenity image');
  const project = await create(admin, 'inventory/projects', { ...projectFields('Marina Vista'), amenity_ids: [amenity] });
  const building = await create(admin, 'inventory/buildings', { ...buildingFields(project, 'Tower A'), amenity_ids: [amenity] });
  const unit = await create(admin, 'inventory/units', unitBody(building));
  const spareUnit = await create(admin, 'inventory/units', unitBody(building, { unit_number: 'SPARE-1' }));
  await expectOk(
    await as(admin, 'POST', `inventory/projects/${project}/images`, { body: { kind: 'gallery' }, files: { images: [jpeg] } }),
    'project image',
  );
  await expectOk(
    await as(admin, 'POST', `inventory/buildings/${building}/images`, { body: { kind: 'gallery' }, files: { images: [jpeg] } }),
    'building image',
  );
  await expectOk(
    await as(admin, 'POST', `inventory/units/${unit}/images`, { body: { kind: 'gallery' }, files: { images: [jpeg] } }),
    'unit image',
  );
  const [buildingImage, unitImage] = await Promise.all(
    [eq(inventoryImages.building_id, building), eq(inventoryImages.unit_id, unit)].map(
      async (owner) => (await db.select({ id: inventoryImages.id }).from(inventoryImages).where(owner))[0]!.id,
    ),
  );
  const projectShown = (await expectOk(await as(admin, 'GET', `inventory/projects/${project}`), 'project')).data as {
    images?: { id: number }[];
  };
  const amenityShown = (await expectOk(await as(admin, 'GET', `inventory/amenities/${amenity}`), 'amenity')).data as {
    images?: { id: number }[];
  };
  const paymentPlan = await create(admin, `inventory/buildings/${building}/payment-plans`, {
    name: '20/40/40',
    installments: PLAN_20_40_40,
  });
  const media360 = await create(
    admin,
    'inventory/media360',
    { project_id: String(project), title: 'Tour', tour_url: 'https://tours.example.com/t/abc' },
    {},
  );
  const videoLink = await create(admin, 'inventory/video-links', {
    project_id: project,
    title: 'Walkthrough',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  const embed = (await expectOk(await as(admin, 'PUT', `inventory/projects/${project}/embed`, { body: { enabled: true } }), 'embed'))
    .data as { token: string };
  const saleOffer = await create(admin, `inventory/sale-offers/${A}`, offerBody({ lead_id: lead, unit_ids: [unit] }));
  await expectOk(
    await as(admin, 'PUT', 'commissions/settings', {
      body: { trigger: 'booking', rates: [{ project_id: project, seller_type: 'developer', percentage: 2 }] },
    }),
    'commission settings',
  );
  const soldUnit = await create(admin, 'inventory/units', unitBody(building, { unit_number: 'SOLD-1' }));
  const sale = await create(admin, 'sales', saleBody(soldUnit, { payment_plan_id: paymentPlan, deal_id: deal }));
  const saleReceipt = await create(admin, `sales/${sale}/receipts`, {
    amount: 1_000_000,
    method: 'cheque',
    cheque_number: '000100',
    cheque_bank: 'Emirates NBD',
    cheque_date: '2026-01-15',
    received_date: '2026-01-15',
  });
  const commissionUnit = await create(admin, 'inventory/units', unitBody(building, { unit_number: 'COMMISSION-1' }));
  const commissionSale = await create(admin, 'sales', saleBody(commissionUnit, { payment_plan_id: paymentPlan }));
  const commission = (
    (await expectOk(await as(admin, 'GET', 'commissions', { query: { sale_id: commissionSale } }), 'commissions')).data as { id: number }[]
  )[0]!.id;
  const saleUnits: number[] = [];
  for (const index of [1, 2, 3, 4])
    saleUnits.push(await create(admin, 'inventory/units', unitBody(building, { unit_number: `SALE-${index}` })));

  // Organization: documents, logo, contract, members, invitations, tokens
  const organizationDocument = await create(
    admin,
    `auth/organizations/${A}/documents`,
    { type: 'additional', name: 'Licence' },
    { file: pdf },
  );
  await expectOk(
    await as(admin, 'POST', `auth/organizations/${A}/upload-logo`, {
      files: { logo: { filename: 'logo.png', content: PNG_BYTES, type: 'image/png' } },
    }),
    'logo',
  );
  const templates = (await expectOk(await as(superAdmin, 'GET', 'contracts/templates'), 'templates')).data as {
    id: number;
    kind: string;
  }[];
  const contractTemplate = templates.find((template) => template.kind === 'developer')!.id;
  const contract = await create(inA(superAdmin), `contracts/${A}`, { template_id: contractTemplate, start_date: '2026-01-01' });
  const member = await createUser(db, { full_name: 'Member Of A', email: MEMBER_EMAIL });
  await addMember(db, member.id, A, 'developer');
  // A's admin also runs a sister organization, whose member he may therefore invite to A by id.
  const sister = await createOrganization(db, { kind: 'developer', name: 'Sister Of A' });
  await addMember(db, admin.userId, sister.id, 'developer_admin');
  const invitee = await createUser(db, { full_name: 'Invitee Of A' });
  await addMember(db, invitee.id, sister.id, 'developer');
  const invitation = (
    (await expectOk(await as(admin, 'POST', `auth/invite/${A}/${invitee.id}`, { body: { role: 'developer' } }), 'invite')).data as {
      id: number;
    }
  ).id;
  await organizationToken(db, A, ['*']);
  const [apiToken] = await db.select({ id: accessTokens.id }).from(accessTokens).where(eq(accessTokens.organization_id, A));
  const [device] = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.user_id, admin.userId), isNotNull(accessTokens.user_id)));
  const [notification] = await db
    .insert(notifications)
    .values({ user_id: admin.userId, type: 'mention', title: 'You were mentioned', data: { lead_id: lead } })
    .returning({ id: notifications.id });
  const savedFilter = await create(admin, 'saved-filters', { resource: 'crm/leads', name: 'Hot', filters: { status: ['new'] } });

  // Platform records
  const company = (await insertCompany(db, world.platformId)).id;
  const broker = (await insertBroker(db, world.platformId)).id;
  const messageTemplate = (await insertTemplate(db, world.platformId)).id;
  const messageLog = (await insertLog(db, world.platformId, { company_id: company, template_id: messageTemplate })).id;

  // The callers of other tenants
  const foreignBroker = await createOrganization(db, { kind: 'broker', name: 'Foreign Broker' });
  const actor = async (role: Role, orgId: number, name: string): Promise<Actor> => {
    const user = await createUser(db, { full_name: name });
    await addMember(db, user.id, orgId, role);
    return { userId: user.id, token: await tokenFor(db, user.id), orgId };
  };
  const foreignManager = await actor('super_admin_sales_manager', world.platformId, 'Foreign Sales Manager');
  await assignToSalesManager(db, foreignManager.userId, world.foreignId);
  await assignToSalesManager(db, foreignManager.userId, foreignBroker.id);
  const otherPlatformAdmin = await foreignPlatform(db);
  const foreignProject = await insertProject(db, world.foreignId, { name: 'Foreign Tower' });
  const foreignEmbed = (
    await expectOk(
      await as(world.actors.foreign_admin, 'PUT', `inventory/projects/${foreignProject.id}/embed`, { body: { enabled: true } }),
      'foreign embed',
    )
  ).data as { token: string };
  const foreign: ForeignCallers = {
    developerOrgId: world.foreignId,
    brokerOrgId: foreignBroker.id,
    platformOrgId: otherPlatformAdmin.orgId,
    developer_admin: world.actors.foreign_admin,
    developer: await actor('developer', world.foreignId, 'Foreign Developer'),
    broker_admin: await actor('broker_admin', foreignBroker.id, 'Foreign Broker Admin'),
    broker: await actor('broker', foreignBroker.id, 'Foreign Broker'),
    super_admin_sales_manager: { ...foreignManager, orgId: world.foreignId },
    super_admin: otherPlatformAdmin,
    embedToken: foreignEmbed.token,
  };

  return {
    ...world,
    foreign,
    invitee: { userId: invitee.id, token: await tokenFor(db, invitee.id), orgId: A },
    records: {
      tag,
      lead,
      spareLead,
      note,
      leadDocument,
      pipeline,
      stage,
      stageIds,
      otherStage,
      deal,
      activity,
      amenity,
      amenityImage: amenityShown.images![0]!.id,
      project,
      building,
      unit,
      unitNumber: unitBody(building).unit_number,
      spareUnit,
      projectImage: projectShown.images![0]!.id,
      buildingImage: buildingImage!,
      unitImage: unitImage!,
      paymentPlan,
      media360,
      videoLink,
      embedToken: embed.token,
      saleOffer,
      sale,
      saleReceipt,
      commission,
      saleUnits,
      organizationDocument,
      contract,
      contractTemplate,
      member: member.id,
      invitee: invitee.id,
      inviteeEmail: invitee.email,
      invitation,
      notification: notification!.id,
      savedFilter,
      device: device!.id,
      apiToken: apiToken!.id,
      company,
      broker,
      messageTemplate,
      messageLog,
      signupUuid: await signup('developer'),
      brokerSignupUuid: await signup('broker'),
    },
  };
}

/**
 * The id of A's record a path parameter names, by route: `:id` is a lead under crm/leads, a unit
 * under inventory/units… (a provider and a file name are filled too). Null for a parameter it does
 * not know: the sweeps then fail, naming the route, until the full world has such a record.
 */
export function pathId(w: FullWorld, url: string, name: string): string | null {
  const r = w.records;
  const A = String(w.developerId);
  const byPrefix = (table: [string, number | string][]): string | null => {
    const hit = table.find(([prefix]) => url.startsWith(prefix));
    return hit ? String(hit[1]) : null;
  };
  switch (name) {
    case 'orgId':
    case 'organizationId':
      return A;
    case 'userId':
      if (url.includes('/sales-users/')) return String(w.actors.super_admin_sales_manager.userId);
      if (url.startsWith('/api/auth/invite/')) return String(r.invitee);
      return String(r.member);
    case 'receiptId':
      return String(r.saleReceipt);
    case 'invitationId':
      return String(r.invitation);
    case 'tokenId':
      return String(url.startsWith('/api/auth/devices') ? r.device : r.apiToken);
    case 'documentId':
      return String(r.organizationDocument);
    case 'leadId':
      return String(r.lead);
    case 'pipelineId':
      return String(r.pipeline);
    case 'planId':
      return String(r.paymentPlan);
    case 'unitId':
      return String(r.unit);
    case 'imageId':
      return String(url.includes('amenity-images') ? r.amenityImage : r.projectImage);
    case 'token':
      return r.embedToken;
    case 'provider':
      return 'log';
    case 'file':
      return 'trade_license';
    case 'orgUuid':
      return url.endsWith('/broker-data') ? r.brokerSignupUuid : r.signupUuid;
    case 'id':
      return byPrefix([
        ['/api/notifications/', r.notification],
        ['/api/saved-filters/', r.savedFilter],
        ['/api/auth/organizations/', A],
        ['/api/contracts/', r.contract],
        ['/api/crm/tags/', r.tag],
        ['/api/crm/leads/', r.lead],
        ['/api/crm/notes/', r.note],
        ['/api/crm/documents/', r.leadDocument],
        ['/api/crm/activities/', r.activity],
        ['/api/crm/pipelines/', r.pipeline],
        ['/api/crm/stages/', r.stage],
        ['/api/crm/deals/', r.deal],
        ['/api/inventory/amenities/', r.amenity],
        ['/api/inventory/projects/', r.project],
        ['/api/inventory/buildings/', r.building],
        ['/api/inventory/units/', r.unit],
        ['/api/inventory/media360/', r.media360],
        ['/api/inventory/video-links/', r.videoLink],
        ['/api/inventory/sale-offers/', r.saleOffer],
        ['/api/sales/', r.sale],
        ['/api/commissions/', r.commission],
        ['/api/contacts/companies/', r.company],
        ['/api/contacts/brokers/', r.broker],
        ['/api/messenger/templates/', r.messageTemplate],
        ['/api/messenger/logs/', r.messageLog],
      ]);
    default:
      return null;
  }
}

/** The operation's URL with A's ids in its path (null when a parameter names no record of A). */
export function concreteUrl(w: FullWorld, method: string, url: string): string | null {
  let missing = false;
  const concrete = url.replace(/:(\w+)/g, (_match, name: string) => {
    // POST inventory/sale-offers/{id} creates an offer for the developer organization {id}.
    if (method === 'POST' && url === '/api/inventory/sale-offers/:id') return String(w.developerId);
    const id = pathId(w, url, name);
    if (id === null) missing = true;
    return id ?? '';
  });
  return missing ? null : concrete;
}

/** Whether the operation's action (or its alternative) lets the role in. */
export const allowed = (operation: Operation, role: Role) =>
  [operation.action, operation.orAction].some((action) => action !== undefined && can(action as Action, role));

/** The caller of A (or of the platform, for its own records) who may make the call; null: public. */
export function legitimateCaller(w: FullWorld, operation: Operation): Actor | null {
  if (operation.action === 'public') return null;
  if (operation.action === 'account') return operation.url.startsWith('/api/auth/invites/') ? w.invitee : w.actors.developer_admin;
  if (/^\/api\/(contacts|messenger)\//.test(operation.url)) return w.actors.super_admin;
  if (allowed(operation, 'developer_admin')) return w.actors.developer_admin;
  // The broker dashboard: a broker organization's own routes.
  if (allowed(operation, 'broker_admin')) return w.actors.broker_admin;
  if (allowed(operation, 'super_admin_sales_manager')) return { ...w.actors.super_admin_sales_manager, orgId: w.developerId };
  return { ...w.actors.super_admin, orgId: w.developerId };
}
