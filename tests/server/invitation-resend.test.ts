import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, invitations } from '../../src/server/db/schema.ts';
import { hashToken } from '../../src/server/modules/auth/tokens.service.ts';
import { createAccountTestContext, linkIn, mailsTo, resetClock, setClock, type AccountTestContext } from './support/accounts.ts';
import { addMember, createOrganization, createUser, memberWithToken, tokenFor } from './support/factories.ts';
import { call } from './support/testApp.ts';

type Org = Awaited<ReturnType<typeof createOrganization>>;

describe('POST auth/invite/{orgId}/{invitationId}/resend', () => {
  let ctx: AccountTestContext;
  let skyline: Org;
  let marina: Org;
  let devAdmin: string;
  let developer: string;
  let brokerAdmin: string;
  let superAdmin: string;
  let platformId: number;

  beforeAll(async () => {
    ctx = await createAccountTestContext();
    const platform = await createOrganization(ctx.db, { kind: 'platform', name: 'Platform' });
    platformId = platform.id;
    skyline = await createOrganization(ctx.db, { kind: 'developer', name: 'Skyline Resend' });
    marina = await createOrganization(ctx.db, { kind: 'broker', name: 'Marina Resend' });
    const admin = await createUser(ctx.db, { full_name: 'Layla Admin' });
    await addMember(ctx.db, admin.id, skyline.id, 'developer_admin');
    devAdmin = await tokenFor(ctx.db, admin.id);
    developer = (await memberWithToken(ctx.db, skyline.id, 'developer')).token;
    brokerAdmin = (await memberWithToken(ctx.db, marina.id, 'broker_admin')).token;
    superAdmin = (await memberWithToken(ctx.db, platform.id, 'super_admin')).token;
  });
  afterAll(() => ctx.close());
  afterEach(resetClock);

  let invited = 0;
  /** A pending invitation of Skyline to a fresh address, sent at `at`. */
  const invitation = async (at = new Date('2026-03-01T08:00:00Z')) => {
    setClock(at);
    const email = `resend${++invited}@example.test`;
    const res = await call(ctx.app, 'POST', `auth/invite/${skyline.id}`, {
      token: devAdmin,
      body: { email, role: 'developer', organization_id: skyline.id },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().data.id as number, email };
  };
  const resend = (token: string, actingIn: number, orgId: number, invitationId: number) =>
    call(ctx.app, 'POST', `auth/invite/${orgId}/${invitationId}/resend`, { token, body: { organization_id: actingIn } });
  const rowOf = async (id: number) => (await ctx.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;

  it('renews the expiry and the link, and mails the invitation again; the old link stops working', async () => {
    const { id, email } = await invitation();
    const first = await rowOf(id);
    const oldToken = linkIn((await mailsTo(ctx.dataDir, email))[0]!).searchParams.get('token')!;
    expect(first.token_hash).toBe(hashToken(oldToken));

    setClock(new Date('2026-03-06T09:30:00Z'));
    const res = await resend(devAdmin, skyline.id, skyline.id, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { id, email, role: 'developer', expires_at: '2026-03-13T09:30:00.000Z' } });
    expect(res.json().message).toBe(`The invitation was sent to ${email}.`);

    const mails = await mailsTo(ctx.dataDir, email, 2);
    expect(mails).toHaveLength(2);
    const newToken = linkIn(mails[1]!).searchParams.get('token')!;
    expect(newToken).not.toBe(oldToken);
    const renewed = await rowOf(id);
    expect(renewed).toMatchObject({ status: 'pending', token_hash: hashToken(newToken) });
    expect(renewed.expires_at.toISOString()).toBe('2026-03-13T09:30:00.000Z');
    const [audit] = await ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'invitation.resent'));
    expect(audit).toMatchObject({ subject_type: 'invitation', subject_id: id });
  });

  it('lists an invitation that expired unanswered, and resends it', async () => {
    const { id, email } = await invitation(new Date('2026-01-01T08:00:00Z'));
    setClock(new Date('2026-02-01T08:00:00Z'));
    const listed = await call(ctx.app, 'GET', `auth/invite/${skyline.id}`, { token: devAdmin, query: { organization_id: skyline.id } });
    expect(listed.json().data.find((row: { id: number }) => row.id === id)).toMatchObject({ expires_at: '2026-01-08T08:00:00.000Z' });
    const res = await resend(devAdmin, skyline.id, skyline.id, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.expires_at).toBe('2026-02-08T08:00:00.000Z');
    expect(await mailsTo(ctx.dataDir, email, 2)).toHaveLength(2);
  });

  it('is throttled: three resends a day per invitation, then 429 with Retry-After and no mail', async () => {
    const { id, email } = await invitation();
    for (let i = 0; i < 3; i++) expect((await resend(devAdmin, skyline.id, skyline.id, id)).statusCode).toBe(200);
    const refused = await resend(devAdmin, skyline.id, skyline.id, id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(ctx.dataDir, email, 5)).toHaveLength(4);
    // A day later it may be resent again.
    setClock(new Date('2026-03-02T08:00:01Z'));
    expect((await resend(devAdmin, skyline.id, skyline.id, id)).statusCode).toBe(200);
  });

  it('refuses a developer (403) and another organization’s admin (404), and resends nothing', async () => {
    const { id, email } = await invitation();
    const before = await rowOf(id);
    expect((await resend(developer, skyline.id, skyline.id, id)).statusCode).toBe(403);
    expect((await resend(brokerAdmin, marina.id, skyline.id, id)).statusCode).toBe(404);
    // Marina's admin naming Skyline's invitation under his own organization finds nothing either.
    expect((await resend(brokerAdmin, marina.id, marina.id, id)).statusCode).toBe(404);
    expect(await rowOf(id)).toEqual(before);
    expect(await mailsTo(ctx.dataDir, email, 2)).toHaveLength(1);
  });

  it('lets a super admin resend any organization’s invitation', async () => {
    const { id, email } = await invitation();
    expect((await resend(superAdmin, platformId, skyline.id, id)).statusCode).toBe(200);
    expect(await mailsTo(ctx.dataDir, email, 2)).toHaveLength(2);
  });

  it('answers 404 for an answered or cancelled invitation, and 422 for an id that is not one', async () => {
    const { id, email } = await invitation();
    const cancel = await call(ctx.app, 'DELETE', `auth/invite/${skyline.id}`, {
      token: devAdmin,
      query: { email, organization_id: skyline.id },
    });
    expect(cancel.statusCode).toBe(200);
    const res = await resend(devAdmin, skyline.id, skyline.id, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is no pending invitation for this person.');
    expect((await resend(devAdmin, skyline.id, skyline.id, 0)).statusCode).toBe(422);
  });
});
