import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../src/server/db/schema.ts';
import { scryptDerivations } from '../../src/server/modules/auth/passwords.ts';
import { hashToken } from '../../src/server/modules/auth/tokens.service.ts';
import { createAccountTestContext, type AccountTestContext } from './support/accounts.ts';
import { addMember, createOrganization, createUser, organizationToken, TEST_PASSWORD, tokenFor } from './support/factories.ts';
import { call } from './support/testApp.ts';

const NEW_PASSWORD = 'copper-lighthouse-8812';

describe('own account: PATCH auth/profile, PATCH auth/change-password, auth/devices', () => {
  let ctx: AccountTestContext;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
  });
  afterAll(() => ctx.close());

  const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  describe('profile', () => {
    it('updates full name and phone, and the email’s letter case, at once, and answers with the profile', async () => {
      const org = await createOrganization(ctx.db, { kind: 'broker', name: 'Profile Co' });
      const user = await createUser(ctx.db, { email: 'rana@example.test' });
      await addMember(ctx.db, user.id, org.id, 'broker');
      const token = await tokenFor(ctx.db, user.id);
      const res = await call(ctx.app, 'PATCH', 'auth/profile', {
        token,
        body: { full_name: '  Rana Saleh ', email: 'Rana@Example.test', phone: '+971 50 123 4567' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Your profile was saved.',
        data: {
          id: user.id,
          full_name: 'Rana Saleh',
          email: 'Rana@Example.test',
          phone: '+971 50 123 4567',
          has_enabled_two_factor_auth: false,
          email_verified: true,
          pending_email: null,
          language: 'en',
          last_login_at: null,
          organizations: [expect.objectContaining({ id: org.id, name: 'Profile Co', pivot_role: 'broker' })],
          updated_at: expect.any(String),
        },
      });
      const cleared = await call(ctx.app, 'PATCH', 'auth/profile', {
        token,
        body: { full_name: 'Rana Saleh', email: 'rana@example.test', phone: '' },
      });
      expect(cleared.json().data).toMatchObject({ email: 'rana@example.test', phone: null });
    });

    it("refuses another account's email in any letter case, changing nothing", async () => {
      await createUser(ctx.db, { email: 'owner@example.test' });
      const user = await createUser(ctx.db, { email: 'mine@example.test', full_name: 'Unchanged' });
      const token = await tokenFor(ctx.db, user.id);
      const res = await call(ctx.app, 'PATCH', 'auth/profile', {
        token,
        body: { full_name: 'Changed', email: 'OWNER@example.test', current_password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      });
      expect(await userRow(user.id)).toMatchObject({ full_name: 'Unchanged', email: 'mine@example.test' });
    });

    it('names each bad field', async () => {
      const user = await createUser(ctx.db);
      const token = await tokenFor(ctx.db, user.id);
      const res = await call(ctx.app, 'PATCH', 'auth/profile', { token, body: { full_name: '', email: 'not-an-email', phone: 'call me' } });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'full_name', 'phone']);
    });

    it('is refused to an organization API token', async () => {
      const org = await createOrganization(ctx.db, { kind: 'developer' });
      const token = await organizationToken(ctx.db, org.id);
      expect((await call(ctx.app, 'PATCH', 'auth/profile', { token, body: { full_name: 'X', email: 'x@example.test' } })).statusCode).toBe(
        403,
      );
    });
  });

  describe('change password', () => {
    it('changes the password, keeps this device signed in and signs the others out', async () => {
      const user = await createUser(ctx.db, { email: 'changer@example.test' });
      const current = await tokenFor(ctx.db, user.id);
      const other = await tokenFor(ctx.db, user.id);
      const bystander = await tokenFor(ctx.db, (await createUser(ctx.db)).id);
      const res = await call(ctx.app, 'PATCH', 'auth/change-password', {
        token: current,
        body: { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect((await call(ctx.app, 'GET', 'auth/me', { token: current })).statusCode).toBe(200);
      expect((await call(ctx.app, 'GET', 'auth/me', { token: other })).statusCode).toBe(401);
      expect((await call(ctx.app, 'GET', 'auth/me', { token: bystander })).statusCode).toBe(200);
      const login = await call(ctx.app, 'POST', 'auth/login', {
        body: { email: 'changer@example.test', password: NEW_PASSWORD, device_name: 'test' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('refuses a wrong current password, changing nothing and signing nobody out', async () => {
      const user = await createUser(ctx.db, { email: 'careful@example.test' });
      const current = await tokenFor(ctx.db, user.id);
      const other = await tokenFor(ctx.db, user.id);
      const before = (await userRow(user.id)).password_hash;
      const res = await call(ctx.app, 'PATCH', 'auth/change-password', {
        token: current,
        body: { current_password: 'guess', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: ['The password is incorrect.'] });
      expect((await userRow(user.id)).password_hash).toBe(before);
      expect((await call(ctx.app, 'GET', 'auth/me', { token: other })).statusCode).toBe(200);
    });

    it('checks the password asked again at most 10 times a quarter hour per user, even under a concurrent burst', async () => {
      const user = await createUser(ctx.db, { email: 'stolen.session@example.test' });
      const stolen = await tokenFor(ctx.db, user.id);
      const guess = (current_password: string) =>
        call(ctx.app, 'PATCH', 'auth/change-password', {
          token: stolen,
          body: { current_password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        });
      const before = scryptDerivations();
      const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => guess(`guess-${i}`)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([...Array(10).fill(422), ...Array(5).fill(429)]);
      expect(scryptDerivations() - before).toBe(10);
      // The other routes that ask for it share the count: email change, 2FA.
      const email = await call(ctx.app, 'PATCH', 'auth/profile', {
        token: stolen,
        body: { full_name: 'Thief', email: 'thief@example.test', current_password: TEST_PASSWORD },
      });
      expect(email.statusCode).toBe(429);
      expect((await userRow(user.id)).email).toBe('stolen.session@example.test');
    });

    it.each([
      ['too short', 'abc', 'abc', 'The password field must be at least 8 characters.'],
      [
        'the email in other letter case',
        'RULES@example.test',
        'RULES@example.test',
        'The password must be different from your email address.',
      ],
      ['common', 'football', 'football', 'This password is too common. Choose a less common one.'],
      ['unconfirmed', NEW_PASSWORD, 'different-one-123', 'The password field confirmation does not match.'],
    ])('refuses a new password that is %s, changing nothing', async (_case, password, confirmation, message) => {
      const user = await createUser(ctx.db);
      await ctx.db.update(users).set({ email: 'rules@example.test' }).where(eq(users.id, user.id));
      const token = await tokenFor(ctx.db, user.id);
      const before = (await userRow(user.id)).password_hash;
      const res = await call(ctx.app, 'PATCH', 'auth/change-password', {
        token,
        body: { current_password: TEST_PASSWORD, password, password_confirmation: confirmation },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: [message] });
      expect((await userRow(user.id)).password_hash).toBe(before);
      await ctx.db.delete(users).where(eq(users.id, user.id));
    });
  });

  describe('devices', () => {
    it("lists the user's own sign-in tokens with the current one flagged, and no secret", async () => {
      const user = await createUser(ctx.db);
      const org = await createOrganization(ctx.db, { kind: 'developer' });
      await organizationToken(ctx.db, org.id);
      const other = await createUser(ctx.db);
      await tokenFor(ctx.db, other.id);
      const phone = await tokenFor(ctx.db, user.id);
      const laptop = await tokenFor(ctx.db, user.id);
      await call(ctx.app, 'GET', 'auth/me', { token: phone });

      const res = await call(ctx.app, 'GET', 'auth/devices', { token: laptop });
      expect(res.statusCode).toBe(200);
      const devices = res.json().data;
      expect(devices).toHaveLength(2);
      const [laptopRow] = await ctx.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.token_hash, hashToken(laptop)));
      const [phoneRow] = await ctx.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.token_hash, hashToken(phone)));
      expect(devices).toEqual(
        expect.arrayContaining([
          {
            id: laptopRow!.id,
            device_name: 'test device',
            last_used_at: expect.any(String),
            created_at: expect.any(String),
            expires_at: expect.any(String),
            current: true,
          },
          {
            id: phoneRow!.id,
            device_name: 'test device',
            last_used_at: expect.any(String),
            created_at: expect.any(String),
            expires_at: expect.any(String),
            current: false,
          },
        ]),
      );
      expect(res.body).not.toMatch(/hash|token/i);
    });

    it('signs one device out', async () => {
      const user = await createUser(ctx.db);
      const phone = await tokenFor(ctx.db, user.id);
      const laptop = await tokenFor(ctx.db, user.id);
      const [phoneRow] = await ctx.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.token_hash, hashToken(phone)));
      const res = await call(ctx.app, 'DELETE', `auth/devices/${phoneRow!.id}`, { token: laptop });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'The device was signed out.' });
      expect((await call(ctx.app, 'GET', 'auth/me', { token: phone })).statusCode).toBe(401);
      expect((await call(ctx.app, 'GET', 'auth/me', { token: laptop })).statusCode).toBe(200);
    });

    it("answers 404 for another user's token (or an organization's), revoking nothing", async () => {
      const user = await createUser(ctx.db);
      const token = await tokenFor(ctx.db, user.id);
      const victim = await tokenFor(ctx.db, (await createUser(ctx.db)).id);
      const org = await createOrganization(ctx.db, { kind: 'broker' });
      const orgToken = await organizationToken(ctx.db, org.id);
      for (const foreign of [victim, orgToken]) {
        const [row] = await ctx.db
          .select()
          .from(accessTokens)
          .where(eq(accessTokens.token_hash, hashToken(foreign)));
        const res = await call(ctx.app, 'DELETE', `auth/devices/${row!.id}`, { token });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found.' });
      }
      expect((await call(ctx.app, 'GET', 'auth/me', { token: victim })).statusCode).toBe(200);
      expect((await call(ctx.app, 'DELETE', 'auth/devices/abc', { token })).statusCode).toBe(422);
      expect((await call(ctx.app, 'DELETE', 'auth/devices/99999999999', { token })).statusCode).toBe(422);
    });
  });
});
