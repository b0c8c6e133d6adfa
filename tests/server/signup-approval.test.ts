import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, memberships, notifications, organizations } from '../../src/server/db/schema.ts';
import { createAccountTestContext, linkIn, mailsTo, type AccountTestContext } from './support/accounts.ts';
import { addMember, createOrganization, createUser } from './support/factories.ts';
import { contactSignups, signupClient, signupRow, signatoryFields, type SignupClient } from './support/signup.ts';
import { call } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('signup completion and approval', () => {
  let ctx: AccountTestContext;
  let w: World;
  let client: SignupClient;
  let nextSignup: ReturnType<typeof contactSignups>;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
    w = await buildWorld(ctx.db);
    client = signupClient(ctx.app);
    nextSignup = contactSignups(ctx.db, client, 'Signup');
  });
  afterAll(() => ctx.close());

  /** A finished (or unfinished) signup whose contact has an address of its own. */
  const signup = (kind: 'developer' | 'broker', finished = true) => nextSignup(kind, finished);
  const setStatus = (organizationId: number, status: string) =>
    call(ctx.app, 'PATCH', `auth/organizations/${organizationId}`, as(w.actors.super_admin, { body: { status } }));
  const invitationsOf = (organizationId: number) =>
    ctx.db.select().from(invitations).where(eq(invitations.organization_id, organizationId));

  describe('when a signup ends', () => {
    it('notifies every enabled super admin in the app and by mail, and nobody else', async () => {
      const disabled = await createUser(ctx.db, { email: 'disabled.super@world.test' });
      await addMember(ctx.db, disabled.id, w.platformId, 'super_admin', false);
      const uuid = await client.signupThrough('developer', 'bank_data', { company_name: 'Notified Developments' });
      const { id } = await signupRow(ctx.db, uuid);
      expect(
        (await ctx.db.select().from(notifications).where(eq(notifications.type, 'organization_signup_completed'))).filter(
          (n) => n.data.organization_id === id,
        ),
      ).toEqual([]);

      expect((await client.form(`signup/${uuid}/auth-signatory-data`, signatoryFields())).statusCode).toBe(200);

      const sent = (await ctx.db.select().from(notifications).where(eq(notifications.type, 'organization_signup_completed'))).filter(
        (n) => n.data.organization_id === id,
      );
      expect(sent.map((n) => n.user_id)).toEqual([w.actors.super_admin.userId]);
      expect(sent[0]).toMatchObject({
        title: 'Notified Developments waits for approval',
        data: { organization_id: id, organization_name: 'Notified Developments', kind: 'developer' },
      });
      const listed = await call(ctx.app, 'GET', 'notifications', { token: w.actors.super_admin.token });
      expect(listed.json().data.map((n: { title: string }) => n.title)).toContain('Notified Developments waits for approval');

      const [mail] = await mailsTo(ctx.dataDir, 'super.admin@world.test');
      expect(mail!.parsed.subject).toBe('Notified Developments waits for approval');
      expect(linkIn(mail!).toString()).toBe(`https://app.example.test/auth/organizations/${id}`);
      expect(await mailsTo(ctx.dataDir, 'disabled.super@world.test', 1)).toEqual([]);
      expect(await mailsTo(ctx.dataDir, 'sales.manager@world.test', 1)).toEqual([]);
    });
  });

  describe('PATCH auth/organizations/{id} by a super admin', () => {
    it('refuses to approve a signup that has not ended (409) and leaves it pending', async () => {
      const { id, contact } = await signup('broker', false);
      const res = await setStatus(id, 'active');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This organization has not finished its signup yet; it can be approved once every step is done.',
      });
      expect((await ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0]!.status).toBe('pending');
      expect(await invitationsOf(id)).toEqual([]);
      expect(await mailsTo(ctx.dataDir, contact, 1)).toEqual([]);
      // Refused from suspended as well: any activation waits for the end of the signup.
      expect((await setStatus(id, 'suspended')).statusCode).toBe(200);
      expect((await setStatus(id, 'active')).statusCode).toBe(409);
    });

    it('invites the contact of an approved broker as its broker admin, by mail, exactly once', async () => {
      const { id, contact } = await signup('broker');
      const res = await setStatus(id, 'active');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('active');

      const sent = await invitationsOf(id);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ email: contact, role: 'broker_admin', status: 'pending', invited_by: w.actors.super_admin.userId });
      const [mail] = await mailsTo(ctx.dataDir, contact);
      expect(mail!.parsed.subject).toMatch(/^You are invited to join Signup \d+$/);
      expect(mail!.parsed.text).toContain('as broker admin');
      const link = linkIn(mail!);
      expect(`${link.origin}${link.pathname}`).toBe('https://app.example.test/auth/invitation');
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

      // Suspending and reactivating (or saving it active again) invites nobody again.
      expect((await setStatus(id, 'suspended')).statusCode).toBe(200);
      expect((await setStatus(id, 'active')).statusCode).toBe(200);
      expect((await setStatus(id, 'active')).statusCode).toBe(200);
      expect(await invitationsOf(id)).toHaveLength(1);
      expect(await mailsTo(ctx.dataDir, contact, 2)).toHaveLength(1);
    });

    it('invites once when two super admins approve at the same moment', async () => {
      const { id, contact } = await signup('broker');
      const answers = await Promise.all([setStatus(id, 'active'), setStatus(id, 'active')]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(await invitationsOf(id)).toHaveLength(1);
      expect(await mailsTo(ctx.dataDir, contact, 2)).toHaveLength(1);
    });

    it('invites a developer’s contact as developer admin; once he registers through the link and accepts, he runs the organization', async () => {
      const { id, contact } = await signup('developer');
      expect((await setStatus(id, 'active')).statusCode).toBe(200);
      expect((await invitationsOf(id))[0]).toMatchObject({ email: contact, role: 'developer_admin' });
      const invitationToken = linkIn((await mailsTo(ctx.dataDir, contact))[0]!).searchParams.get('token')!;

      const password = 'amber-lantern-harbour-42';
      const registered = await call(ctx.app, 'POST', 'auth/register', {
        body: { full_name: 'The Contact', email: contact, password, password_confirmation: password, invitation_token: invitationToken },
      });
      expect(registered.statusCode).toBe(200);
      const token = registered.json().token;
      const accepted = await call(ctx.app, 'POST', 'auth/invitation-link/answer', {
        token,
        body: { token: invitationToken, accept: true },
      });
      expect(accepted.statusCode).toBe(200);
      const [membership] = await ctx.db.select().from(memberships).where(eq(memberships.organization_id, id));
      expect(membership).toMatchObject({ user_id: registered.json().user_id, role: 'developer_admin', enabled: true });
    });

    it('notifies a contact who already has an account in the app as well', async () => {
      const existing = await createUser(ctx.db, { email: 'known.contact@signup.example.test', full_name: 'Known Contact' });
      const uuid = await client.signupThrough('broker', 'broker_data', { contact_email: 'Known.Contact@signup.example.test' });
      const { id } = await signupRow(ctx.db, uuid);
      expect((await setStatus(id, 'active')).statusCode).toBe(200);
      const [invitation] = await invitationsOf(id);
      expect(invitation).toMatchObject({ email: 'Known.Contact@signup.example.test', role: 'broker_admin' });
      const inApp = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, existing.id), eq(notifications.type, 'invitation')));
      expect(inApp).toHaveLength(1);
    });

    it('does not invite anyone when the approval fails, nor for organizations staff created', async () => {
      const staffMade = await createOrganization(ctx.db, { kind: 'broker', status: 'pending' });
      expect((await setStatus(staffMade.id, 'active')).statusCode).toBe(200);
      expect(await invitationsOf(staffMade.id)).toEqual([]);

      // A licence taken meanwhile makes the whole update fail: no status change, no invitation.
      const { id, contact } = await signup('broker');
      await ctx.db.update(organizations).set({ trade_license_number: 'TAKEN-BY-STAFF' }).where(eq(organizations.id, staffMade.id));
      const res = await call(
        ctx.app,
        'PATCH',
        `auth/organizations/${id}`,
        as(w.actors.super_admin, { body: { status: 'active', trade_license_number: 'TAKEN-BY-STAFF' } }),
      );
      expect(res.statusCode).toBe(422);
      expect((await ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0]!.status).toBe('pending');
      expect(await invitationsOf(id)).toEqual([]);
      expect(await mailsTo(ctx.dataDir, contact, 1)).toEqual([]);
    });

    it('lets only the super admin approve: an organization’s admin changing its status has no effect', async () => {
      const { id } = await signup('broker');
      const res = await call(
        ctx.app,
        'PATCH',
        `auth/organizations/${id}`,
        as(w.actors.super_admin_sales_manager, { body: { status: 'active' } }),
      );
      expect(res.statusCode).toBe(403);
      expect((await ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0]!.status).toBe('pending');
      expect(await invitationsOf(id)).toEqual([]);
    });
  });
});
