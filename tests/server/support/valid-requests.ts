// A valid payload for every operation that needs one, keyed by route, built from the full world's
// records in organization A: the JSON body (or multipart fields and files) of each POST, PUT and
// PATCH, and the required query of the few GET/DELETE calls that have one. The tenant isolation
// sweep sends them with A's ids from another tenant (so validation passes and the refusal is the
// lookup's); the mass-assignment sweep sends them as A's own callers with extra fields added.
import { TEST_PASSWORD } from './factories.ts';
import { PNG_BYTES, pdfBytes, type MultipartValue } from './files.ts';
import { PLAN_20_40_40, unitBody } from './inventory.ts';
import { offerBody } from './sale-offers.ts';
import { saleBody } from './sales.ts';
import { MEMBER_EMAIL, type FullWorld } from './full-world.ts';

export interface Payload {
  body?: Record<string, unknown>;
  files?: Record<string, MultipartValue | MultipartValue[]>;
  query?: Record<string, unknown>;
}

const png = (filename = 'a.png') => ({ filename, content: PNG_BYTES, type: 'image/png' });
const pdf = (filename = 'a.pdf') => ({ filename, content: pdfBytes(), type: 'application/pdf' });
const csv = (text: string) => ({ filename: 'rows.csv', content: Buffer.from(text, 'utf8'), type: 'text/csv' });
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
let sequence = 0;
let saleUnitCursor = 0;
const unique = () => `${Date.now().toString(36)}${++sequence}`;

export function validPayload(w: FullWorld, route: string): Payload | undefined {
  const r = w.records;
  const n = unique();
  const payloads: Record<string, () => Payload> = {
    // Auth and account
    'POST /api/auth/login': () => ({ body: { email: MEMBER_EMAIL, password: TEST_PASSWORD, device_name: 'sweep' } }),
    'POST /api/auth/2fa/two-factor-challenge': () => ({
      body: { challenge_token: 'not-a-challenge', code: '000000', device_name: 'sweep' },
    }),
    'POST /api/auth/register': () => ({
      body: {
        full_name: 'New Person',
        email: `new.${n}@example.test`,
        password: 'a long enough pass phrase',
        password_confirmation: 'a long enough pass phrase',
      },
    }),
    'POST /api/auth/logout': () => ({}),
    'POST /api/auth/2fa/two-factor-authentication': () => ({}),
    'DELETE /api/auth/2fa/two-factor-authentication': () => ({ body: { password: TEST_PASSWORD } }),
    'POST /api/auth/2fa/confirmed-two-factor-authentication': () => ({ body: { code: '000000', password: TEST_PASSWORD } }),
    'POST /api/auth/2fa/two-factor-recovery-codes/show': () => ({ body: { password: TEST_PASSWORD } }),
    'POST /api/auth/2fa/two-factor-recovery-codes': () => ({ body: { password: TEST_PASSWORD } }),
    'POST /api/auth/forgot-password': () => ({ body: { email: MEMBER_EMAIL } }),
    'POST /api/auth/reset-password': () => ({
      body: {
        token: 'not-a-reset-token',
        email: MEMBER_EMAIL,
        password: 'a long enough pass phrase',
        password_confirmation: 'a long enough pass phrase',
      },
    }),
    'POST /api/auth/verify-email': () => ({ body: { token: 'not-a-verification-link' } }),
    'POST /api/auth/email/verification-notification': () => ({}),
    'PATCH /api/auth/profile': () => ({ body: { full_name: 'Dev Admin', email: 'dev.admin@world.test', phone: '+971 50 000 0000' } }),
    'PATCH /api/auth/change-password': () => ({
      body: { current_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    }),
    'PATCH /api/notifications/:id/read': () => ({}),
    'POST /api/notifications/read-all': () => ({}),
    'POST /api/saved-filters': () => ({ body: { resource: 'crm/leads', name: `Filter ${n}`, filters: { status: ['new'] } } }),
    // Organizations, members, invitations, tokens, documents, contracts
    'POST /api/auth/invite/:orgId': () => ({ body: { email: `invited.${n}@example.test`, role: 'developer' } }),
    'POST /api/auth/invite/:orgId/:userId': () => ({ body: { role: 'developer' } }),
    'POST /api/auth/invite/:orgId/:invitationId/resend': () => ({}),
    'DELETE /api/auth/invite/:orgId': () => ({ query: { email: r.inviteeEmail } }),
    'POST /api/auth/invites/:orgId': () => ({ body: { accept: false } }),
    'POST /api/auth/invitation-link': () => ({ body: { token: 'not-an-invitation-link' } }),
    'POST /api/auth/invitation-link/answer': () => ({ body: { token: 'not-an-invitation-link', accept: false } }),
    'POST /api/auth/organizations': () => ({ body: { name: `Organization ${n}`, kind: 'developer' } }),
    'PATCH /api/auth/organizations/:id': () => ({ body: { name: 'Skyline Test', city: 'Dubai' } }),
    'POST /api/auth/organizations/:id/signup/reject': () => ({ body: { reason: 'The licence could not be verified.' } }),
    'POST /api/auth/organizations/:id/signup/request-changes': () => ({ body: { step: 'bank_data', message: 'Upload a signed letter.' } }),
    'POST /api/auth/users/:orgId': () => ({
      body: {
        full_name: 'Created Member',
        email: `created.${n}@example.test`,
        role: 'developer',
        password: 'a long enough pass phrase',
        password_confirmation: 'a long enough pass phrase',
      },
    }),
    'PATCH /api/auth/users/role/:orgId/:userId': () => ({ body: { role: 'developer' } }),
    'PATCH /api/auth/users/toggle-enable/:orgId/:userId': () => ({}),
    'POST /api/auth/organizations/:id/sales-users/:userId': () => ({}),
    'POST /api/auth/organizations/:id/upload-logo': () => ({ files: { logo: png('logo.png') } }),
    'PATCH /api/auth/organizations/:id/remove-logo': () => ({}),
    'POST /api/auth/api-tokens/:orgId': () => ({ body: { name: `Integration ${n}`, abilities: ['crm.interact'] } }),
    'POST /api/auth/organizations/:id/documents': () => ({ body: { type: 'additional', name: `Document ${n}` }, files: { file: pdf() } }),
    'PUT /api/auth/documents/:documentId': () => ({ body: { name: `Licence ${n}` }, files: {} }),
    'POST /api/contracts/:organizationId': () => ({ body: { template_id: r.contractTemplate, start_date: '2027-01-01' } }),
    'POST /api/contracts/renew/:id': () => ({ body: { start_date: '2028-01-01' } }),
    // Signup (public, multi-step: the later steps continue the full world's signups)
    'POST /api/signup/check-trade-license-number': () => ({ body: { trade_license_number: `TL-${n}` } }),
    'POST /api/signup/company-data': () => ({ body: companyDataBody('developer') }),
    'POST /api/signup/:orgUuid/bank-data': bankDataPayload,
    'POST /api/signup/:orgUuid/auth-signatory-data': signatoryPayload,
    'POST /api/signup/:orgUuid/broker-data': () => ({ body: { orn_number: '12345' }, files: { broker_card: pdf() } }),
    // CRM
    'POST /api/crm/tags': () => ({ body: { name: `Tag ${n}`, color: '#1e88e5' } }),
    'PUT /api/crm/tags/:id': () => ({ body: { name: 'VIP', color: '#e53935' } }),
    'POST /api/crm/leads': () => ({ body: { full_name: `Lead ${n}`, email: `lead.${n}@example.test`, source: 'website', status: 'new' } }),
    'POST /api/crm/leads/bulk': () => ({ body: { ids: [r.lead], action: 'add_tag', tag_id: r.tag } }),
    'POST /api/crm/leads/bulk-delete': () => ({ body: { ids: [r.spareLead] } }),
    'PUT /api/crm/leads/:id': () => ({ body: { full_name: 'Ahmed Al Falasi', nationality: 'AE' } }),
    'PATCH /api/crm/leads/:id/toggle-seen': () => ({}),
    'POST /api/crm/leads/import': () => ({
      files: { file: csv(`full_name,email,source,status\nImported ${n},imported.${n}@example.test,website,new\n`) },
    }),
    'POST /api/crm/leads/:leadId/notes': () => ({ body: { body: `Note ${n}` } }),
    'POST /api/crm/leads/:leadId/documents': () => ({ body: { name: `Document ${n}` }, files: { file: pdf() } }),
    'POST /api/crm/activities': () => ({ body: { type: 'call', title: `Call ${n}`, due_at: tomorrow(), lead_id: r.lead } }),
    'PUT /api/crm/activities/:id': () => ({ body: { title: 'Follow up', notes: 'Bring the brochure.' } }),
    'PATCH /api/crm/activities/:id/toggle-complete': () => ({}),
    'PATCH /api/crm/activities/:id/owner': () => ({ body: { owner_id: w.actors.developer.userId } }),
    'POST /api/crm/pipelines': () => ({ body: { name: `Pipeline ${n}` } }),
    'PUT /api/crm/pipelines/:id': () => ({ body: { name: 'Sales' } }),
    'POST /api/crm/pipelines/:pipelineId/stages': () => ({ body: { name: `Stage ${n}`, probability: 50, color: '#fb8c00' } }),
    'PATCH /api/crm/pipelines/:pipelineId/stages/reorder': () => ({ body: { ids: r.stageIds } }),
    'PATCH /api/crm/stages/:id': () => ({ body: { name: 'New', probability: 15 } }),
    'DELETE /api/crm/stages/:id': () => ({ query: { move_to_stage_id: r.otherStage } }),
    'POST /api/crm/deals': () => ({
      body: { title: `Deal ${n}`, lead_id: r.lead, pipeline_id: r.pipeline, stage_id: r.stage, value: 100_000 },
    }),
    'POST /api/crm/deals/bulk': () => ({ body: { ids: [r.deal], action: 'add_tag', tag_id: r.tag } }),
    'PUT /api/crm/deals/:id': () => ({ body: { title: 'Marina View 2BR', value: 260_000_000 } }),
    'PATCH /api/crm/deals/:id/owner': () => ({ body: { owner_id: w.actors.developer.userId } }),
    'PATCH /api/crm/deals/:id/hot': () => ({ body: { hot: true } }),
    'PATCH /api/crm/deals/:id/status': () => ({ body: { status: 'open' } }),
    'PATCH /api/crm/deals/:id/pipeline': () => ({ body: { pipeline_id: r.pipeline, stage_id: r.stage } }),
    'PATCH /api/crm/deals/:id/stage': () => ({ body: { stage_id: r.stage, position: 0 } }),
    'PUT /api/crm/deals/:id/tags': () => ({ body: { tag_ids: [r.tag] } }),
    // Inventory
    'POST /api/inventory/amenities': () => ({ body: { name: `Amenity ${n}`, icon: 'pool', description: null } }),
    'PUT /api/inventory/amenities/:id': () => ({ body: { name: 'Pool', icon: 'pool', description: 'Heated' } }),
    'POST /api/inventory/amenities/:id/images': () => ({ files: { images: [png()] } }),
    'POST /api/inventory/projects': () => ({ body: projectFields(`Project ${n}`) }),
    'PUT /api/inventory/projects/:id': () => ({ body: projectFields('Marina Vista') }),
    'POST /api/inventory/buildings': () => ({ body: buildingFields(r.project, `Tower ${n}`) }),
    'PUT /api/inventory/buildings/:id': () => ({ body: buildingFields(r.project, 'Tower A') }),
    'POST /api/inventory/projects/:id/images': () => ({ body: { kind: 'gallery' }, files: { images: [png()] } }),
    'PATCH /api/inventory/projects/:id/images/reorder': () => ({ body: { ids: [r.projectImage] } }),
    'POST /api/inventory/buildings/:id/images': () => ({ body: { kind: 'gallery' }, files: { images: [png()] } }),
    'PATCH /api/inventory/buildings/:id/images/reorder': () => ({ body: { ids: [r.buildingImage] } }),
    'POST /api/inventory/units/:id/images': () => ({ body: { kind: 'gallery' }, files: { images: [png()] } }),
    'PATCH /api/inventory/units/:id/images/reorder': () => ({ body: { ids: [r.unitImage] } }),
    'POST /api/inventory/buildings/:id/payment-plans': () => ({ body: { name: `Plan ${n}`, installments: PLAN_20_40_40 } }),
    'PUT /api/inventory/payment-plans/:planId': () => ({ body: { name: '20/40/40', installments: PLAN_20_40_40 } }),
    'POST /api/inventory/media360': () => ({
      body: { project_id: String(r.project), title: `Tour ${n}`, tour_url: 'https://tours.example.com/t/xyz' },
      files: {},
    }),
    'POST /api/inventory/video-links': () => ({
      body: { project_id: r.project, title: `Video ${n}`, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    }),
    'PUT /api/inventory/projects/:id/embed': () => ({ body: { enabled: true } }),
    // Without a form token the page issued seconds before, an enquiry is refused (422).
    'POST /api/embed/projects/:token/enquiries': () => ({
      body: { name: 'Sweep Visitor', phone: '+971 50 000 0000', consent: true, website: '', form_token: 'not-a-form-token' },
    }),
    'POST /api/inventory/units': () => ({ body: unitBody(r.building, { unit_number: `N${n}` }) }),
    'PUT /api/inventory/units/:id': () => ({ body: unitBody(r.building, { unit_number: r.unitNumber }) }),
    'PATCH /api/inventory/units/:id/price': () => ({ body: { price: 151_000_000 } }),
    'PATCH /api/inventory/units/:id/status': () => ({ body: { status: 'blocked' } }),
    'POST /api/inventory/buildings/:id/units/bulk': () => ({
      body: {
        floor_from: 30,
        floor_to: 30,
        units_per_floor: 1,
        numbering_pattern: `B${n}-{floor}{index:02}`,
        type: 'apartment',
        bedrooms: 1,
        internal_area: 700,
        base_price: 100_000_000,
      },
    }),
    'POST /api/inventory/sale-offers/:id': () => ({ body: offerBody({ unit_ids: [r.spareUnit] }) }),
    'PUT /api/inventory/sale-offers/:id': () => ({ body: offerBody({ discount: 0 }) }),
    'POST /api/inventory/sale-offers/:id/units': () => ({ body: { unit_ids: [r.spareUnit] } }),
    'PUT /api/inventory/sale-offers/:id/units/:unitId/payment-plan': () => ({ body: { payment_plan_id: r.paymentPlan } }),
    // Sales: each recorded sale books one of the world's sale units.
    'POST /api/sales': () => ({ body: saleBody(r.saleUnits[saleUnitCursor++ % r.saleUnits.length]!, { payment_plan_id: r.paymentPlan }) }),
    'POST /api/sales/:id/schedules': () => ({ body: { reason: 'Agreed with the buyer', payment_plan_id: r.paymentPlan } }),
    'POST /api/sales/:id/cancel': () => ({ body: { reason: 'Buyer withdrew' } }),
    'POST /api/sales/:id/receipts': () => ({ body: { amount: 250_000, method: 'bank_transfer', reference: `TT-${n}` } }),
    'POST /api/sales/:id/receipts/:receiptId/bounce': () => ({ body: { reason: 'Insufficient funds' } }),
    'POST /api/sales/:id/spa': () => ({ body: { spa_date: '2026-03-01' } }),
    'POST /api/sales/:id/refunds': () => ({ body: { amount: 1_000, method: 'cash', refund_date: '2026-01-02', reference: `RF-${n}` } }),
    'PUT /api/commissions/settings': () => ({
      body: { trigger: 'booking', rates: [{ project_id: r.project, seller_type: 'developer', percentage: 2 }] },
    }),
    'POST /api/commissions/:id/approve': () => ({}),
    'POST /api/commissions/:id/pay': () => ({ body: { reference: `TT-${n}` } }),
    'PUT /api/sales/fee-defaults': () => ({ body: { fees: [{ label: 'Land registration', kind: 'percent', percentage: 4 }] } }),
    'PUT /api/sales/reminder-settings': () => ({ body: { enabled: true, provider: 'log', steps: [-7, 0, 3, 14] } }),
    // Contacts and messenger (platform records)
    'POST /api/contacts/companies/import': () => ({
      files: { file: csv(`name,trade_license_number,country,city,phone\nImported ${n} LLC,TLI-${n},AE,Dubai,+971 50 111 2222\n`) },
    }),
    'PATCH /api/contacts/companies/status-bulk': () => ({ body: { status: 'contacted', ids: [r.company] } }),
    'PATCH /api/contacts/companies/status/:id': () => ({ body: { status: 'interested' } }),
    'POST /api/contacts/companies/convert/:id': () => ({ body: { kind: 'developer' } }),
    'POST /api/contacts/brokers/import': () => ({
      files: { file: csv(`full_name,orn,phone\nImported Broker ${n},ORN-${n},+971 55 111 ${String(sequence).padStart(4, '0')}\n`) },
    }),
    'PATCH /api/contacts/brokers/status/:id': () => ({ body: { status: 'contacted' } }),
    'POST /api/messenger/templates/:provider': () => ({ body: { name: `template_${n}`, language: 'en', body: 'Hello {{name}}' } }),
    'PUT /api/messenger/templates/:provider/:id': () => ({ body: { name: 'greeting', language: 'en', body: 'Hello {{name}}' } }),
    'POST /api/contacts/companies/send-messages': () => ({ body: { ids: [r.company], provider: 'log', template_id: r.messageTemplate } }),
  };
  return payloads[route]?.();
}

/** The bank data step of a signup (multipart). */
export function bankDataPayload(): Payload {
  return {
    body: { bank_name: 'Emirates NBD', account_name: 'Signup LLC', iban: 'AE070331234567890123456', swift: 'EBILAEAD' },
    files: { bank_confirmation_letter: pdf() },
  };
}

/** The authorised signatory step of a signup (multipart). */
export function signatoryPayload(): Payload {
  return {
    body: { full_name: 'Signatory', email: `signatory.${unique()}@example.test`, phone: '+971 50 000 0001', nationality: 'AE' },
    files: { id_document: pdf() },
  };
}

/** The first step of an organization's signup (public). */
export function companyDataBody(kind: 'developer' | 'broker') {
  const n = unique();
  return {
    source: 'skylinebuilders',
    kind,
    company_name: `Signup ${n} LLC`,
    trade_license_number: `TL-${n}`,
    trade_license_expiry: '2030-01-01',
    country: 'AE',
    city: 'Dubai',
    address: 'Marina Walk 1',
    phone: '+971 4 000 0000',
    email: `signup.${n}@example.test`,
    contact_full_name: 'Signup Contact',
    contact_email: `contact.${n}@example.test`,
  };
}

/** A project's create body (no amenities). */
export function projectFields(name: string) {
  return {
    name,
    city: 'Dubai',
    community: 'Dubai Marina',
    address: null,
    latitude: 25.08,
    longitude: 55.14,
    status: 'off_plan',
    launch_date: null,
    handover_date: '2028-12-31',
    description: null,
    regulator_number: null,
    escrow_account: null,
  };
}

/** A building's create body (no amenities). */
export function buildingFields(projectId: number, name: string) {
  return { project_id: projectId, name, floors: 20, status: 'off_plan', handover_date: null, description: null };
}
