// The audit log names its subjects ("Lead Sara Al Nuaimi", "Sale offer SO-…"), with the subject's
// organization beside the caller's, and keeps a changed role's old value with its new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/crm-schema.ts';
import { insertLead, snapshot } from './support/crm.ts';
import { createOrganization } from './support/factories.ts';
import { offerBody } from './support/sale-offers.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('the audit log’s subjects', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const entries = async (query: Record<string, unknown> = {}) =>
    (await call(ctx.app, 'GET', 'audit-logs', as(w.actors.super_admin, { query }))).json().data as Record<string, unknown>[];

  it('names a deleted lead and its organization, though the lead is gone', async () => {
    const lead = await insertLead(ctx.db, w.brokerId, { full_name: 'Sara Al Nuaimi' });
    expect((await call(ctx.app, 'DELETE', `crm/leads/${lead.id}`, as(w.actors.broker_admin))).statusCode).toBe(200);
    const [entry] = await entries({ action: 'crm.lead.deleted' });
    expect(entry).toMatchObject({
      subject_type: 'lead',
      subject_id: lead.id,
      subject_label: 'Sara Al Nuaimi',
      subject_organization_id: w.brokerId,
      subject_organization_name: 'Marina Test',
    });
  });

  it('points a created sale offer’s entry at the offer, not at the developer organization of its path', async () => {
    const created = await call(
      ctx.app,
      'POST',
      `inventory/sale-offers/${w.developerId}`,
      as(w.actors.developer_admin, { body: offerBody() }),
    );
    expect(created.statusCode).toBe(201);
    const offer = created.json().data as { id: number; number: string };
    const [entry] = await entries({ action: 'sale_offer.created' });
    expect(entry).toMatchObject({
      subject_type: 'sale_offer',
      subject_id: offer.id,
      subject_label: offer.number,
      subject_organization_id: w.developerId,
    });
    expect(offer.number).toMatch(/^SO-\d{4}-\d{6}$/);
  });

  it('shows the subject’s organization for a super admin acting from the platform, and finds it by that organization', async () => {
    const revoked = await call(
      ctx.app,
      'POST',
      `auth/api-tokens/${w.developerId}`,
      as(w.actors.super_admin, { body: { name: 'Portal feed' } }),
    );
    const tokenId = revoked.json().data.id as number;
    expect((await call(ctx.app, 'DELETE', `auth/api-tokens/${w.developerId}/${tokenId}`, as(w.actors.super_admin))).statusCode).toBe(200);
    const [entry] = await entries({ action: 'api_token.revoked' });
    expect(entry).toMatchObject({
      organization_id: w.platformId,
      subject_type: 'api_token',
      subject_label: 'Portal feed',
      subject_organization_id: w.developerId,
    });
    const ofDeveloper = await entries({ organization: w.developerId, action: 'api_token.revoked' });
    expect(ofDeveloper.map((found) => found.id)).toEqual([entry!.id]);
  });

  it('keeps a role’s old value beside its new one', async () => {
    const changed = await call(
      ctx.app,
      'PATCH',
      `auth/users/role/${w.brokerId}/${w.actors.broker.userId}`,
      as(w.actors.broker_admin, { body: { role: 'broker_admin' } }),
    );
    expect(changed.statusCode).toBe(200);
    const [entry] = await entries({ action: 'member.role_changed' });
    expect(entry).toMatchObject({
      subject_type: 'user',
      subject_label: 'Broker Member',
      subject_organization_id: w.brokerId,
      details: expect.objectContaining({ previous: { role: 'broker' }, values: { role: 'broker_admin' } }),
    });
  });

  it('keeps the name of a deleted organization', async () => {
    const doomed = await createOrganization(ctx.db, { kind: 'broker', name: 'Doomed Realty' });
    expect((await call(ctx.app, 'DELETE', `auth/organizations/${doomed.id}`, as(w.actors.super_admin))).statusCode).toBe(200);
    const [entry] = await entries({ action: 'organization.deleted' });
    expect(entry).toMatchObject({ subject_type: 'organization', subject_id: doomed.id, subject_label: 'Doomed Realty' });
  });

  it('is refused to an organization’s admin', async () => {
    expect((await call(ctx.app, 'GET', 'audit-logs', as(w.actors.broker_admin))).statusCode).toBe(403);
  });

  it('writes nothing, and names nothing, when another tenant’s lead is out of reach', async () => {
    const lead = await insertLead(ctx.db, w.brokerId, { full_name: 'Hidden Lead' });
    const before = await entries({ action: 'crm.lead.deleted' });
    expect((await call(ctx.app, 'DELETE', `crm/leads/${lead.id}`, as(w.actors.developer_admin))).statusCode).toBe(404);
    expect(await entries({ action: 'crm.lead.deleted' })).toEqual(before);
    expect(JSON.stringify(await entries())).not.toContain('Hidden Lead');
    expect((await snapshot(ctx.db, leads)).some((row) => row.id === lead.id)).toBe(true);
  });
});
