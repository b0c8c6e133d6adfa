import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invitations, memberships, notifications } from '../../src/server/db/schema.ts';
import { hashToken } from '../../src/server/modules/auth/tokens.service.ts';
import { createAccountTestContext, linkIn, mailsTo, resetClock, setClock, type AccountTestContext } from './support/accounts.ts';
import { addMember, createOrganization, createUser, memberWithToken, tokenFor } from './support/factories.ts';
import { call } from './support/testApp.ts';

type Org = Awaited<ReturnType<typeof createOrganization>>;

describe('invitations: auth/invite/{orgId} (admins) and auth/invites (invitee)', () => {
  let ctx: AccountTestContext;
  let platform: Org;
  let skyline: Org;
  /** A second organization Layla administers: its members are people she may see and invite by name. */
  let skylineTwo: Org;
  let marina: Org;
  let superAdmin: string;
  let salesManager: string;
  let devAdmin: string;
  let developer: string;
  let brokerAdmin: string;

  beforeAll(async () => {
    ctx = await createAccountTestContext();
    platform = await createOrganization(ctx.db, { kind: 'platform', name: 'Platform' });
    skyline = await createOrganization(ctx.db, { kind: 'developer', name: 'Skyline Test' });
    skylineTwo = await createOrganization(ctx.db, { kind: 'developer', name: 'Skyline Two' });
    marina = await createOrganization(ctx.db, { kind: 'broker', name: 'Marina Test' });
    superAdmin = (await memberWithToken(ctx.db, platform.id, 'super_admin')).token;
    salesManager = (await memberWithToken(ctx.db, platform.id, 'super_admin_sales_manager')).token;
    const admin = await createUser(ctx.db, { full_name: 'Layla Admin' });
    await addMember(ctx.db, admin.id, skyline.id, 'developer_admin');
    await addMember(ctx.db, admin.id, skylineTwo.id, 'developer_admin');
    devAdmin = await tokenFor(ctx.db, admin.id);
    developer = (await memberWithToken(ctx.db, skyline.id, 'developer')).token;
    brokerAdmin = (await memberWithToken(ctx.db, marina.id, 'broker_admin')).token;
  });
  afterAll(() => ctx.close());
  afterEach(resetClock);

  const invite = (token: string, actingIn: number, orgId: number, body: Record<string, unknown>) =>
    call(ctx.app, 'POST', `auth/invite/${orgId}`, { token, body: { ...body, organization_id: actingIn } });
  const pendingFor = (organizationId: number, email: string) =>
    ctx.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.organization_id, organizationId), eq(invitations.email, email), eq(invitations.status, 'pending')));
  /** A user Layla may see: a member of Skyline Two, which she administers. */
  const colleague = async (fields: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(ctx.db, fields);
    await addMember(ctx.db, user.id, skylineTwo.id, 'developer');
    return user;
  };
  const membershipOf = async (userId: number, organizationId: number) =>
    (
      await ctx.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.user_id, userId), eq(memberships.organization_id, organizationId)))
    )[0];

  describe('sending', () => {
    it('lets a developer admin invite an email without account into his organization, mailing a secret link', async () => {
      // Near the real time: the callers' tokens were issued by the real clock.
      const start = new Date(Math.floor(Date.now() / 1000) * 1000);
      setClock(start);
      const res = await invite(devAdmin, skyline.id, skyline.id, { email: 'newcomer@example.test', role: 'developer' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: 'The invitation was sent to newcomer@example.test.',
        data: {
          id: expect.any(Number),
          email: 'newcomer@example.test',
          role: 'developer',
          user_id: null,
          full_name: null,
          invited_by_name: 'Layla Admin',
          expires_at: new Date(start.getTime() + 7 * 86_400_000).toISOString(),
          created_at: start.toISOString(),
        },
      });
      expect(res.body).not.toMatch(/token|hash/i);
      const [mail] = await mailsTo(ctx.dataDir, 'newcomer@example.test');
      expect(mail!.parsed.subject).toBe('You are invited to join Skyline Test');
      expect(mail!.parsed.text).toContain('Layla Admin invited you to join Skyline Test on Realestate Platform as developer.');
      const link = linkIn(mail!);
      expect(`${link.origin}${link.pathname}`).toBe('https://app.example.test/auth/invitation');
      const [row] = await pendingFor(skyline.id, 'newcomer@example.test');
      expect(row!.token_hash).toBe(hashToken(link.searchParams.get('token')!));
    });

    it('invites someone with an account the admin may not see: the answer names no account, the invitee is notified', async () => {
      const invitee = await createUser(ctx.db, { email: 'Has.Account@example.test', full_name: 'Hana Account' });
      const res = await invite(devAdmin, skyline.id, skyline.id, { email: 'has.account@EXAMPLE.test', role: 'developer_admin' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ email: 'has.account@EXAMPLE.test', user_id: null, full_name: null, role: 'developer_admin' });
      const [mail] = await mailsTo(ctx.dataDir, 'has.account@EXAMPLE.test');
      const link = linkIn(mail!);
      expect(`${link.origin}${link.pathname}`).toBe('https://app.example.test/auth/invitation');
      const [note] = await ctx.db.select().from(notifications).where(eq(notifications.user_id, invitee.id));
      expect(note).toMatchObject({ type: 'invitation', title: 'Invitation to join Skyline Test', read_at: null });
      expect(note!.data).toEqual({
        invitation_id: res.json().data.id,
        organization_id: skyline.id,
        organization_name: 'Skyline Test',
        role: 'developer_admin',
      });
    });

    it('refreshes a pending invitation sent again instead of adding another', async () => {
      const start = new Date();
      setClock(start);
      const first = await invite(devAdmin, skyline.id, skyline.id, { email: 'twice@example.test', role: 'developer' });
      setClock(new Date(start.getTime() + 3 * 86_400_000));
      const second = await invite(devAdmin, skyline.id, skyline.id, { email: 'TWICE@example.test', role: 'developer_admin' });
      expect(second.statusCode).toBe(201);
      expect(second.json().data.id).toBe(first.json().data.id);
      const rows = await pendingFor(skyline.id, 'twice@example.test');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ role: 'developer_admin', expires_at: new Date(start.getTime() + 10 * 86_400_000) });
    });

    it('refuses a role that does not belong to the kind of organization, creating nothing', async () => {
      const res = await invite(devAdmin, skyline.id, skyline.id, { email: 'wrong-role@example.test', role: 'broker' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The role must be one of: developer_admin, developer.',
        errors: { role: ['The role must be one of: developer_admin, developer.'] },
      });
      const unknown = await invite(devAdmin, skyline.id, skyline.id, { email: 'wrong-role@example.test', role: 'owner' });
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().errors)).toEqual(['role']);
      expect(await pendingFor(skyline.id, 'wrong-role@example.test')).toHaveLength(0);
    });

    it('refuses to invite a member of the organization (422 on email)', async () => {
      const member = await createUser(ctx.db, { email: 'already@example.test' });
      await addMember(ctx.db, member.id, skyline.id, 'developer', false);
      const res = await invite(devAdmin, skyline.id, skyline.id, { email: 'Already@example.test', role: 'developer' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['This person is already a member of the organization.'] });
      expect(await pendingFor(skyline.id, 'already@example.test')).toHaveLength(0);
    });

    it('refuses a developer, a sales manager, and an admin of another organization, changing nothing', async () => {
      const email = 'refused@example.test';
      const developerTry = await invite(developer, skyline.id, skyline.id, { email, role: 'developer' });
      expect(developerTry.statusCode).toBe(403);
      expect(developerTry.json()).toEqual({ message: 'This action is unauthorized.' });
      expect((await invite(salesManager, platform.id, skyline.id, { email, role: 'developer' })).statusCode).toBe(403);
      // A broker admin acting in his own organization cannot reach another one through the path
      // (it is not his to know about: 404)…
      const crossPath = await invite(brokerAdmin, marina.id, skyline.id, { email, role: 'developer' });
      expect(crossPath.statusCode).toBe(404);
      // …nor by claiming to act in it.
      expect((await invite(brokerAdmin, skyline.id, skyline.id, { email, role: 'developer' })).statusCode).toBe(403);
      expect(
        (await call(ctx.app, 'GET', `auth/invite/${skyline.id}`, { token: brokerAdmin, query: { organization_id: marina.id } })).statusCode,
      ).toBe(404);
      expect(await ctx.db.select().from(invitations).where(eq(invitations.email, email))).toHaveLength(0);
    });

    it('lets a super admin invite into any organization', async () => {
      const res = await invite(superAdmin, platform.id, marina.id, { email: 'by-super@example.test', role: 'broker_admin' });
      expect(res.statusCode).toBe(201);
      expect(await pendingFor(marina.id, 'by-super@example.test')).toHaveLength(1);
      const missing = await invite(superAdmin, platform.id, 999_999, { email: 'by-super@example.test', role: 'broker' });
      expect(missing.statusCode).toBe(404);
    });

    it('invites by id a user the admin may see, and refuses an unknown or unseen user (404) or a member', async () => {
      const user = await colleague({ email: 'by-id@example.test' });
      const res = await call(ctx.app, 'POST', `auth/invite/${skyline.id}/${user.id}`, {
        token: devAdmin,
        body: { role: 'developer', organization_id: skyline.id },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ email: 'by-id@example.test', user_id: user.id, role: 'developer' });
      const unknown = await call(ctx.app, 'POST', `auth/invite/${skyline.id}/999999`, {
        token: devAdmin,
        body: { role: 'developer', organization_id: skyline.id },
      });
      expect(unknown.statusCode).toBe(404);
      const stranger = await createUser(ctx.db, { email: 'by-id.stranger@example.test' });
      const unseen = await call(ctx.app, 'POST', `auth/invite/${skyline.id}/${stranger.id}`, {
        token: devAdmin,
        body: { role: 'developer', organization_id: skyline.id },
      });
      expect(unseen.statusCode).toBe(404);
      expect(unseen.json()).toEqual(unknown.json());
      expect(await pendingFor(skyline.id, 'by-id.stranger@example.test')).toHaveLength(0);
      const member = (await memberWithToken(ctx.db, skyline.id, 'developer')).user;
      const again = await call(ctx.app, 'POST', `auth/invite/${skyline.id}/${member.id}`, {
        token: devAdmin,
        body: { role: 'developer', organization_id: skyline.id },
      });
      expect(again.statusCode).toBe(422);
      expect(Object.keys(again.json().errors)).toEqual(['user_id']);
    });
  });

  describe('listing, searching and cancelling', () => {
    it('lists the live pending invitations of the organization only', async () => {
      await invite(devAdmin, skyline.id, skyline.id, { email: 'listed@example.test', role: 'developer' });
      await invite(brokerAdmin, marina.id, marina.id, { email: 'elsewhere@example.test', role: 'broker' });
      const res = await call(ctx.app, 'GET', `auth/invite/${skyline.id}`, {
        token: devAdmin,
        query: { organization_id: skyline.id, per_page: 100 },
      });
      expect(res.statusCode).toBe(200);
      const emails = res.json().data.map((row: { email: string }) => row.email);
      expect(emails).toContain('listed@example.test');
      expect(emails).not.toContain('elsewhere@example.test');
      expect(res.json().meta).toMatchObject({ page: 1, per_page: 100, total: emails.length });
      const searched = await call(ctx.app, 'GET', `auth/invite/${skyline.id}`, {
        token: devAdmin,
        query: { organization_id: skyline.id, search: 'listed' },
      });
      expect(searched.json().data.map((row: { email: string }) => row.email)).toEqual(['listed@example.test']);
    });

    it('searches people the admin may see who are not members, flagging those already invited', async () => {
      const outsider = await colleague({ email: 'zeynep.candidate@example.test', full_name: 'Zeynep Candidate' });
      const invited = await colleague({ email: 'zoe.candidate@example.test', full_name: 'Zoe Candidate' });
      const member = await colleague({ email: 'zara.candidate@example.test', full_name: 'Zara Candidate' });
      await createUser(ctx.db, { email: 'zelda.candidate@example.test', full_name: 'Zelda Candidate (of another organization)' });
      await addMember(ctx.db, member.id, skyline.id, 'developer');
      await invite(devAdmin, skyline.id, skyline.id, { email: invited.email, role: 'developer' });

      const res = await call(ctx.app, 'GET', `auth/invite/${skyline.id}/search`, {
        token: devAdmin,
        query: { organization_id: skyline.id, search: 'candidate' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          { id: outsider.id, full_name: 'Zeynep Candidate', email: 'zeynep.candidate@example.test', invited: false },
          { id: invited.id, full_name: 'Zoe Candidate', email: 'zoe.candidate@example.test', invited: true },
        ],
      });
      const short = await call(ctx.app, 'GET', `auth/invite/${skyline.id}/search`, {
        token: devAdmin,
        query: { organization_id: skyline.id, search: 'z' },
      });
      expect(short.json()).toEqual({ data: [] });
    });

    it('returns at most 20 people', async () => {
      for (let i = 0; i < 22; i++) await colleague({ email: `crowd${i}@example.test`, full_name: `Crowd ${i}` });
      const res = await call(ctx.app, 'GET', `auth/invite/${skyline.id}/search`, {
        token: devAdmin,
        query: { organization_id: skyline.id, search: 'crowd' },
      });
      expect(res.json().data).toHaveLength(20);
    });

    it("cancels a user's pending invitation; he no longer sees it", async () => {
      const user = await colleague({ email: 'cancel-me@example.test' });
      const inviteeToken = await tokenFor(ctx.db, user.id);
      await invite(devAdmin, skyline.id, skyline.id, { email: 'cancel-me@example.test', role: 'developer' });
      expect((await call(ctx.app, 'GET', 'auth/invites', { token: inviteeToken })).json().data).toHaveLength(1);

      const res = await call(ctx.app, 'DELETE', `auth/invite/${skyline.id}/${user.id}`, {
        token: devAdmin,
        query: { organization_id: skyline.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'The invitation was cancelled.' });
      const [row] = await ctx.db.select().from(invitations).where(eq(invitations.email, 'cancel-me@example.test'));
      expect(row!.status).toBe('cancelled');
      expect((await call(ctx.app, 'GET', 'auth/invites', { token: inviteeToken })).json().data).toEqual([]);
      expect(
        (await call(ctx.app, 'DELETE', `auth/invite/${skyline.id}/${user.id}`, { token: devAdmin, query: { organization_id: skyline.id } }))
          .statusCode,
      ).toBe(404);
    });

    it('cancels an invitation addressed to an email without an account', async () => {
      await invite(devAdmin, skyline.id, skyline.id, { email: 'No.Account@example.test', role: 'developer' });
      const res = await call(ctx.app, 'DELETE', `auth/invite/${skyline.id}`, {
        token: devAdmin,
        query: { organization_id: skyline.id, email: 'no.account@EXAMPLE.test' },
      });
      expect(res.statusCode).toBe(200);
      expect(await pendingFor(skyline.id, 'No.Account@example.test')).toHaveLength(0);
      const again = await call(ctx.app, 'DELETE', `auth/invite/${skyline.id}`, {
        token: devAdmin,
        query: { organization_id: skyline.id, email: 'no.account@example.test' },
      });
      expect(again.statusCode).toBe(404);
      const bad = await call(ctx.app, 'DELETE', `auth/invite/${skyline.id}`, {
        token: devAdmin,
        query: { organization_id: skyline.id, email: 'not-an-email' },
      });
      expect(bad.statusCode).toBe(422);
    });

    it('refuses to cancel another organization’s invitation by email, changing nothing', async () => {
      await invite(devAdmin, skyline.id, skyline.id, { email: 'kept.by.email@example.test', role: 'developer' });
      const res = await call(ctx.app, 'DELETE', `auth/invite/${skyline.id}`, {
        token: brokerAdmin,
        query: { organization_id: marina.id, email: 'kept.by.email@example.test' },
      });
      expect(res.statusCode).toBe(404);
      const developerTry = await call(ctx.app, 'DELETE', `auth/invite/${skyline.id}`, {
        token: developer,
        query: { organization_id: skyline.id, email: 'kept.by.email@example.test' },
      });
      expect(developerTry.statusCode).toBe(403);
      expect(await pendingFor(skyline.id, 'kept.by.email@example.test')).toHaveLength(1);
    });

    it("refuses to cancel another organization's invitation", async () => {
      const user = await colleague({ email: 'kept@example.test' });
      await invite(devAdmin, skyline.id, skyline.id, { email: 'kept@example.test', role: 'developer' });
      const res = await call(ctx.app, 'DELETE', `auth/invite/${skyline.id}/${user.id}`, {
        token: brokerAdmin,
        query: { organization_id: marina.id },
      });
      expect(res.statusCode).toBe(404);
      expect(await pendingFor(skyline.id, 'kept@example.test')).toHaveLength(1);
    });
  });

  describe('answering', () => {
    it("lists the user's pending invitations, matched by email in any letter case", async () => {
      const user = await createUser(ctx.db, { email: 'Invitee.Case@example.test' });
      const token = await tokenFor(ctx.db, user.id);
      await invite(brokerAdmin, marina.id, marina.id, { email: 'invitee.case@example.test', role: 'broker' });
      const res = await call(ctx.app, 'GET', 'auth/invites', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          {
            id: expect.any(Number),
            organization_id: marina.id,
            organization_name: 'Marina Test',
            organization_kind: 'broker',
            role: 'broker',
            invited_by_name: 'Test User',
            expires_at: expect.any(String),
            created_at: expect.any(String),
          },
        ],
      });
    });

    it('accepts: the membership with the invited role, in the answer’s organizations at once', async () => {
      const user = await createUser(ctx.db, { email: 'joiner@example.test' });
      const token = await tokenFor(ctx.db, user.id);
      await invite(devAdmin, skyline.id, skyline.id, { email: 'joiner@example.test', role: 'developer_admin' });

      const res = await call(ctx.app, 'POST', `auth/invites/${skyline.id}`, { token, body: { accept: true } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'You joined Skyline Test.',
        organizations: [
          {
            id: skyline.id,
            name: 'Skyline Test',
            kind: 'developer',
            logo_url: null,
            time_zone: 'Asia/Dubai',
            country: null,
            pivot_role: 'developer_admin',
            pivot_enabled: true,
          },
        ],
      });
      expect(await membershipOf(user.id, skyline.id)).toMatchObject({ role: 'developer_admin', enabled: true });
      const [row] = await ctx.db.select().from(invitations).where(eq(invitations.email, 'joiner@example.test'));
      expect(row).toMatchObject({ status: 'accepted', responded_at: expect.any(Date) });
      expect((await call(ctx.app, 'GET', 'auth/invites', { token })).json().data).toEqual([]);
      // The new membership works at once.
      expect((await call(ctx.app, 'GET', `auth/invite/${skyline.id}`, { token, query: { organization_id: skyline.id } })).statusCode).toBe(
        200,
      );
      // Answering again finds nothing.
      expect((await call(ctx.app, 'POST', `auth/invites/${skyline.id}`, { token, body: { accept: true } })).statusCode).toBe(404);
    });

    it('declines: no membership, the invitation closed', async () => {
      const user = await createUser(ctx.db, { email: 'decliner@example.test' });
      const token = await tokenFor(ctx.db, user.id);
      await invite(brokerAdmin, marina.id, marina.id, { email: 'decliner@example.test', role: 'broker' });
      const res = await call(ctx.app, 'POST', `auth/invites/${marina.id}`, { token, body: { accept: false } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'You declined the invitation to Marina Test.', organizations: [] });
      expect(await membershipOf(user.id, marina.id)).toBeUndefined();
      const [row] = await ctx.db.select().from(invitations).where(eq(invitations.email, 'decliner@example.test'));
      expect(row!.status).toBe('declined');
    });

    it('lets an invitation expire after seven days', async () => {
      const start = new Date();
      setClock(start);
      const user = await createUser(ctx.db, { email: 'too-late@example.test' });
      const token = await tokenFor(ctx.db, user.id);
      await invite(devAdmin, skyline.id, skyline.id, { email: 'too-late@example.test', role: 'developer' });

      setClock(new Date(start.getTime() + 7 * 86_400_000 - 1000));
      expect((await call(ctx.app, 'GET', 'auth/invites', { token })).json().data).toHaveLength(1);
      setClock(new Date(start.getTime() + 7 * 86_400_000 + 1000));
      expect((await call(ctx.app, 'GET', 'auth/invites', { token })).json().data).toEqual([]);
      const res = await call(ctx.app, 'POST', `auth/invites/${skyline.id}`, { token, body: { accept: true } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'This invitation is no longer valid.' });
      expect(await membershipOf(user.id, skyline.id)).toBeUndefined();
    });

    it('cannot answer an invitation addressed to someone else', async () => {
      const user = await createUser(ctx.db, { email: 'nosy@example.test' });
      const token = await tokenFor(ctx.db, user.id);
      await invite(devAdmin, skyline.id, skyline.id, { email: 'intended@example.test', role: 'developer' });
      expect((await call(ctx.app, 'POST', `auth/invites/${skyline.id}`, { token, body: { accept: true } })).statusCode).toBe(404);
      expect(await membershipOf(user.id, skyline.id)).toBeUndefined();
      expect(await pendingFor(skyline.id, 'intended@example.test')).toHaveLength(1);
    });

    it('names a missing or mistyped answer', async () => {
      const token = await tokenFor(ctx.db, (await createUser(ctx.db)).id);
      const res = await call(ctx.app, 'POST', `auth/invites/${skyline.id}`, { token, body: { accept: 'maybe' } });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['accept']);
    });
  });
});
