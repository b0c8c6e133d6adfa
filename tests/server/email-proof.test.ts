// Invitation takeover (issue 22, finding 1): an invitation is accepted only by someone who proves
// control of the invited address — a verified email, or the secret of the mailed link. These
// tests replay the reviewer's attack (register as, or change one's email to, the invitee's
// address) and the honest paths around it: registration, email change, verification links.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { newPglite } from '../../src/server/db/pglite.ts';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, memberships, notifications, users } from '../../src/server/db/schema.ts';
import { createAccountTestContext, linkIn, mailsTo, type AccountTestContext } from './support/accounts.ts';
import { addMember, createOrganization, createUser, TEST_PASSWORD, tokenFor } from './support/factories.ts';
import { call } from './support/testApp.ts';

const PASSWORD = 'amber-lantern-harbour-42';

describe('proof of the invited address', () => {
  let ctx: AccountTestContext;
  let skylineId: number;
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createAccountTestContext();
    const skyline = await createOrganization(ctx.db, { kind: 'developer', name: 'Skyline Proof' });
    skylineId = skyline.id;
    const admin = await createUser(ctx.db, { full_name: 'Layla Admin' });
    await addMember(ctx.db, admin.id, skyline.id, 'developer_admin');
    adminToken = await tokenFor(ctx.db, admin.id);
  });
  afterAll(() => ctx.close());

  const invite = async (email: string, role = 'developer_admin') => {
    const res = await call(ctx.app, 'POST', `auth/invite/${skylineId}`, {
      token: adminToken,
      body: { email, role, organization_id: skylineId },
    });
    expect(res.statusCode).toBe(201);
    const mails = await mailsTo(ctx.dataDir, email, 1);
    return linkIn(mails.at(-1)!).searchParams.get('token')!;
  };
  const register = (email: string, extra: Record<string, unknown> = {}) =>
    call(ctx.app, 'POST', 'auth/register', {
      body: { full_name: 'Someone', email, password: PASSWORD, password_confirmation: PASSWORD, ...extra },
    });
  const membersOf = async (userId: number) =>
    ctx.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.user_id, userId), eq(memberships.organization_id, skylineId)));
  const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
  /** The token of the newest verification mail to `email` (its other mails may be invitations). */
  const verificationToken = async (email: string) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const mail = (await mailsTo(ctx.dataDir, email, 1)).filter((m) => m.parsed.subject?.startsWith('Confirm')).at(-1);
      if (mail) return linkIn(mail).searchParams.get('token')!;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no verification mail to ${email}`);
  };

  describe('the takeover the review found', () => {
    it('refuses an invitation to whoever registers with the invited email without proving it', async () => {
      await invite('new.hire@company.example');
      const attacker = await register('new.hire@company.example');
      expect(attacker.statusCode).toBe(200);
      const { token, user_id: userId } = attacker.json();

      // The unverified account sees nothing of what was sent to the address…
      expect((await call(ctx.app, 'GET', 'auth/invites', { token })).json()).toEqual({ data: [] });
      // …and cannot take it from the list.
      const accepted = await call(ctx.app, 'POST', `auth/invites/${skylineId}`, { token, body: { accept: true } });
      expect(accepted.statusCode).toBe(403);
      expect(accepted.json().message).toMatch(/Confirm your email address/);
      expect(await membersOf(userId)).toEqual([]);
      const [pending] = await ctx.db.select().from(invitations).where(eq(invitations.email, 'new.hire@company.example'));
      expect(pending!.status).toBe('pending');
      // Nor was it told in the app.
      expect(await ctx.db.select().from(notifications).where(eq(notifications.user_id, userId))).toEqual([]);
    });

    it('keeps the old email until the new address’s link is followed, so a changed email accepts nothing', async () => {
      await invite('boss.hire@company.example');
      const attacker = await createUser(ctx.db, { email: 'mallory@example.test' });
      const token = await tokenFor(ctx.db, attacker.id);

      const noPassword = await call(ctx.app, 'PATCH', 'auth/profile', {
        token,
        body: { full_name: 'Mallory', email: 'boss.hire@company.example' },
      });
      expect(noPassword.statusCode).toBe(422);
      expect(Object.keys(noPassword.json().errors)).toEqual(['current_password']);
      const wrong = await call(ctx.app, 'PATCH', 'auth/profile', {
        token,
        body: { full_name: 'Mallory', email: 'boss.hire@company.example', current_password: 'guess' },
      });
      expect(wrong.json().errors).toEqual({ current_password: ['The password is incorrect.'] });

      const asked = await call(ctx.app, 'PATCH', 'auth/profile', {
        token,
        body: { full_name: 'Mallory', email: 'boss.hire@company.example', current_password: TEST_PASSWORD },
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({
        message: 'We sent a link to boss.hire@company.example: your email changes once you follow it.',
        data: { email: 'mallory@example.test', email_verified: true, pending_email: 'boss.hire@company.example' },
      });
      expect((await userRow(attacker.id)).email).toBe('mallory@example.test');
      expect((await call(ctx.app, 'GET', 'auth/invites', { token })).json().data).toEqual([]);
      expect((await call(ctx.app, 'POST', `auth/invites/${skylineId}`, { token, body: { accept: true } })).statusCode).toBe(404);
      expect(await membersOf(attacker.id)).toEqual([]);
      // The link went to the new address, and the old one was told.
      const [notice] = await mailsTo(ctx.dataDir, 'mallory@example.test');
      expect(notice!.parsed.text).toContain('asked to change its email to boss.hire@company.example');
    });
  });

  describe('accepting with proof', () => {
    it('lets the invitee register through the mailed link: verified at once, and accepts', async () => {
      const invitationToken = await invite('invitee.link@company.example');
      const shown = await call(ctx.app, 'POST', 'auth/invitation-link', { body: { token: invitationToken } });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({
        data: {
          email: 'invitee.link@company.example',
          organization_id: skylineId,
          organization_name: 'Skyline Proof',
          organization_kind: 'developer',
          role: 'developer_admin',
          invited_by_name: 'Layla Admin',
          expires_at: expect.any(String),
        },
      });

      const registered = await register('invitee.link@company.example', { invitation_token: invitationToken });
      const { token, user_id: userId } = registered.json();
      expect((await call(ctx.app, 'GET', 'auth/me', { token })).json().data).toMatchObject({ email_verified: true, pending_email: null });
      const accepted = await call(ctx.app, 'POST', 'auth/invitation-link/answer', {
        token,
        body: { token: invitationToken, accept: true },
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().organizations).toEqual([expect.objectContaining({ id: skylineId, pivot_role: 'developer_admin' })]);
      expect(await membersOf(userId)).toHaveLength(1);
      // The link is spent.
      expect((await call(ctx.app, 'POST', 'auth/invitation-link', { body: { token: invitationToken } })).statusCode).toBe(404);
    });

    it('verifies an unverified account whose own address the link was sent to, as it accepts', async () => {
      const invitationToken = await invite('late.reader@company.example', 'developer');
      const { token, user_id: userId } = (await register('late.reader@company.example')).json();
      expect((await userRow(userId)).email_verified_at).toBeNull();
      const accepted = await call(ctx.app, 'POST', 'auth/invitation-link/answer', {
        token,
        body: { token: invitationToken, accept: true },
      });
      expect(accepted.statusCode).toBe(200);
      expect((await userRow(userId)).email_verified_at).toBeInstanceOf(Date);
    });

    it('lets a verified account accept a link sent to another of its owner’s addresses; an unverified one may not', async () => {
      const forWork = await invite('work.address@company.example', 'developer');
      const personal = await createUser(ctx.db, { email: 'personal@example.test' });
      const accepted = await call(ctx.app, 'POST', 'auth/invitation-link/answer', {
        token: await tokenFor(ctx.db, personal.id),
        body: { token: forWork, accept: true },
      });
      expect(accepted.statusCode).toBe(200);
      expect(await membersOf(personal.id)).toHaveLength(1);

      const another = await invite('second.work@company.example', 'developer');
      const unverified = await createUser(ctx.db, { email: 'fresh@example.test', verified: false });
      const refused = await call(ctx.app, 'POST', 'auth/invitation-link/answer', {
        token: await tokenFor(ctx.db, unverified.id),
        body: { token: another, accept: true },
      });
      expect(refused.statusCode).toBe(403);
      expect(await membersOf(unverified.id)).toEqual([]);
    });

    it('accepts from the list once the address is verified by its mailed link', async () => {
      await invite('patient@company.example', 'developer');
      const { token, user_id: userId } = (await register('patient@company.example')).json();
      const verified = await call(ctx.app, 'POST', 'auth/verify-email', {
        body: { token: await verificationToken('patient@company.example') },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: 'Your email address is confirmed.' });
      expect((await call(ctx.app, 'GET', 'auth/invites', { token })).json().data).toHaveLength(1);
      expect((await call(ctx.app, 'POST', `auth/invites/${skylineId}`, { token, body: { accept: true } })).statusCode).toBe(200);
      expect(await membersOf(userId)).toHaveLength(1);
    });

    it('refuses an unknown, spent or malformed link with 404 or 422, changing nothing', async () => {
      expect((await call(ctx.app, 'POST', 'auth/invitation-link', { body: { token: 'x'.repeat(43) } })).statusCode).toBe(404);
      expect((await call(ctx.app, 'POST', 'auth/invitation-link', { body: {} })).statusCode).toBe(422);
      const someone = await tokenFor(ctx.db, (await createUser(ctx.db)).id);
      const unknown = await call(ctx.app, 'POST', 'auth/invitation-link/answer', {
        token: someone,
        body: { token: 'y'.repeat(43), accept: true },
      });
      expect(unknown.statusCode).toBe(404);
      expect(
        (await call(ctx.app, 'POST', 'auth/invitation-link/answer', { body: { token: 'y'.repeat(43), accept: true } })).statusCode,
      ).toBe(401);
    });
  });

  describe('verification links', () => {
    it('marks a registered email unverified and mails it a link that works once', async () => {
      const { token, user_id: userId } = (await register('sara.new@example.test')).json();
      expect((await call(ctx.app, 'GET', 'auth/me', { token })).json().data).toMatchObject({ email_verified: false, pending_email: null });
      const link = await verificationToken('sara.new@example.test');
      expect((await call(ctx.app, 'POST', 'auth/verify-email', { body: { token: link } })).statusCode).toBe(200);
      expect((await userRow(userId)).email_verified_at).toBeInstanceOf(Date);
      const again = await call(ctx.app, 'POST', 'auth/verify-email', { body: { token: link } });
      expect(again.statusCode).toBe(422);
      expect(Object.keys(again.json().errors)).toEqual(['token']);
    });

    it('changes the email when the new address’s link is followed, unless someone took the address meanwhile', async () => {
      const user = await createUser(ctx.db, { email: 'mover@example.test' });
      const token = await tokenFor(ctx.db, user.id);
      await call(ctx.app, 'PATCH', 'auth/profile', {
        token,
        body: { full_name: 'Mover', email: 'moved@example.test', current_password: TEST_PASSWORD },
      });
      const followed = await call(ctx.app, 'POST', 'auth/verify-email', { body: { token: await verificationToken('moved@example.test') } });
      expect(followed.json()).toEqual({ message: 'Your email address was changed.' });
      expect(await userRow(user.id)).toMatchObject({ email: 'moved@example.test', email_verified_at: expect.any(Date) });
      expect((await call(ctx.app, 'GET', 'auth/me', { token })).json().data.pending_email).toBeNull();

      await call(ctx.app, 'PATCH', 'auth/profile', {
        token,
        body: { full_name: 'Mover', email: 'contested@example.test', current_password: TEST_PASSWORD },
      });
      await createUser(ctx.db, { email: 'Contested@example.test' });
      const late = await call(ctx.app, 'POST', 'auth/verify-email', { body: { token: await verificationToken('contested@example.test') } });
      expect(late.statusCode).toBe(422);
      expect(late.json().errors).toEqual({ email: ['The email has already been taken.'] });
      expect((await userRow(user.id)).email).toBe('moved@example.test');
    });

    it('mails the link again on request, at most once a minute, and says so when there is nothing to verify', async () => {
      const { token } = (await register('resend@example.test')).json();
      const first = await call(ctx.app, 'POST', 'auth/email/verification-notification', { token });
      expect(first.statusCode).toBe(200);
      expect(await mailsTo(ctx.dataDir, 'resend@example.test', 2)).toHaveLength(2);
      expect((await call(ctx.app, 'POST', 'auth/email/verification-notification', { token })).statusCode).toBe(429);

      const verifiedToken = await tokenFor(ctx.db, (await createUser(ctx.db)).id);
      expect((await call(ctx.app, 'POST', 'auth/email/verification-notification', { token: verifiedToken })).statusCode).toBe(409);
      expect((await call(ctx.app, 'POST', 'auth/email/verification-notification', {})).statusCode).toBe(401);
    });
  });
});

describe('accounts from before verification', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rp-migrations-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('count as verified once the migration runs, so nothing that worked stops working', async () => {
    const source = path.resolve('src/server/db/migrations');
    await cp(source, dir, { recursive: true });
    const journal = JSON.parse(await readFile(path.join(source, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.findIndex((entry) => entry.tag === '0014_email_verification');
    expect(before).toBeGreaterThan(0);
    await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));

    const client = newPglite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: dir });
    await db.execute(sql`insert into users (full_name, email, password_hash) values ('Old Timer', 'old@example.test', 'x')`);
    await migrate(db, { migrationsFolder: source });
    const [row] = (
      await db.execute<{ email_verified_at: string | null }>(sql`select email_verified_at from users where email = 'old@example.test'`)
    ).rows;
    expect(row!.email_verified_at).not.toBeNull();
    await client.close();
  });
});
