import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, organizations, users } from '../../src/server/db/schema.ts';
import { hashToken } from '../../src/server/modules/auth/tokens.service.ts';
import { addMember, createOrganization, createUser, TEST_PASSWORD, tokenFor } from './support/factories.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

const DEVICE = 'Realestate Platform Web';

describe('sign-in: POST auth/login, GET auth/me, POST auth/logout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const login = (email: string, password = TEST_PASSWORD) =>
    call(ctx.app, 'POST', 'auth/login', { body: { email, password, device_name: DEVICE } });

  it('signs a member in with the answer docs/api.md describes', async () => {
    const org = await createOrganization(ctx.db, { kind: 'developer', name: 'Skyline Test' });
    const user = await createUser(ctx.db, { email: 'layla@example.test', full_name: 'Layla R' });
    await addMember(ctx.db, user.id, org.id, 'developer_admin');

    const res = await login('layla@example.test');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      two_factor_auth: false,
      token: expect.any(String),
      full_name: 'Layla R',
      user_id: user.id,
      organizations: [
        {
          id: org.id,
          name: 'Skyline Test',
          kind: 'developer',
          logo_url: null,
          time_zone: 'Asia/Dubai',
          country: null,
          pivot_role: 'developer_admin',
          pivot_enabled: true,
        },
      ],
      has_enabled_two_factor_auth: false,
      language: 'en',
    });
    // Stored only as a hash, with the device name and an expiry.
    const [stored] = await ctx.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(body.token)));
    expect(stored).toMatchObject({ user_id: user.id, name: DEVICE });
    expect(stored!.expires_at!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(JSON.stringify(await ctx.db.select().from(accessTokens))).not.toContain(body.token);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.last_login_at).not.toBeNull();
  });

  it('compares the email case-insensitively', async () => {
    await createUser(ctx.db, { email: 'Mixed.Case@Example.test' });
    expect((await login('mixed.case@EXAMPLE.test')).statusCode).toBe(200);
  });

  it('answers 422 on email for a wrong password or an unknown email, the same way', async () => {
    await createUser(ctx.db, { email: 'known@example.test' });
    const wrong = await login('known@example.test', 'not the password');
    const unknown = await login('nobody@example.test');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('answers 422 naming each missing or mistyped field', async () => {
    const res = await call(ctx.app, 'POST', 'auth/login', { body: { email: 42 } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['device_name', 'email', 'password']);
  });

  it('answers 400 to malformed JSON and changes nothing', async () => {
    const before = await ctx.db.select().from(accessTokens);
    const res = await call(ctx.app, 'POST', 'auth/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect(await ctx.db.select().from(accessTokens)).toHaveLength(before.length);
  });

  it('answers 413 to a body over the limit', async () => {
    const res = await call(ctx.app, 'POST', 'auth/login', {
      body: { email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024), device_name: DEVICE },
    });
    expect(res.statusCode).toBe(413);
  });

  it('lists disabled memberships as not enabled and leaves out inactive organizations', async () => {
    const active = await createOrganization(ctx.db, { kind: 'broker', name: 'Enabled Co' });
    const disabled = await createOrganization(ctx.db, { kind: 'broker', name: 'Disabled Co' });
    const pending = await createOrganization(ctx.db, { kind: 'broker', name: 'Pending Co', status: 'pending' });
    const user = await createUser(ctx.db, { email: 'two-orgs@example.test' });
    await addMember(ctx.db, user.id, disabled.id, 'broker', false);
    await addMember(ctx.db, user.id, active.id, 'broker_admin');
    await addMember(ctx.db, user.id, pending.id, 'broker_admin');
    const res = await login('two-orgs@example.test');
    expect(res.json().organizations.map((o: { name: string; pivot_enabled: boolean }) => [o.name, o.pivot_enabled])).toEqual([
      ['Disabled Co', false],
      ['Enabled Co', true],
    ]);
  });

  it('signs in a user without any membership, with no organizations', async () => {
    await createUser(ctx.db, { email: 'lonely@example.test' });
    const res = await login('lonely@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().organizations).toEqual([]);
  });

  it('reports the two-factor state of the user', async () => {
    await createUser(ctx.db, { email: 'no2fa@example.test' });
    expect((await login('no2fa@example.test')).json().has_enabled_two_factor_auth).toBe(false);
  });

  it('answers auth/me with the profile, organizations and 2FA state, and never a hash', async () => {
    const org = await createOrganization(ctx.db, { kind: 'broker', name: 'Me Co' });
    // The organization's country: the client shows phones nationally for it (docs/api.md "Phones").
    await ctx.db.update(organizations).set({ country: 'SA' }).where(eq(organizations.id, org.id));
    const user = await createUser(ctx.db, { email: 'me@example.test', full_name: 'Me Myself' });
    await addMember(ctx.db, user.id, org.id, 'broker');
    const token = await tokenFor(ctx.db, user.id);
    const res = await call(ctx.app, 'GET', 'auth/me', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      full_name: 'Me Myself',
      email: 'me@example.test',
      phone: null,
      has_enabled_two_factor_auth: false,
      organizations: [{ id: org.id, country: 'SA', pivot_role: 'broker', pivot_enabled: true }],
    });
    expect(res.body).not.toMatch(/password|hash|secret/i);
  });

  it('answers 401 to auth/me without a token, with a bad token, and with an expired one', async () => {
    const user = await createUser(ctx.db);
    const expired = await tokenFor(ctx.db, user.id);
    await ctx.db
      .update(accessTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.token_hash, hashToken(expired)));
    for (const token of [undefined, 'not-a-token', expired]) {
      const res = await call(ctx.app, 'GET', 'auth/me', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('revokes the calling token on logout, and only that one', async () => {
    const user = await createUser(ctx.db);
    const first = await tokenFor(ctx.db, user.id);
    const second = await tokenFor(ctx.db, user.id);
    const res = await call(ctx.app, 'POST', 'auth/logout', { token: first });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out.' });
    expect((await call(ctx.app, 'GET', 'auth/me', { token: first })).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', 'auth/me', { token: second })).statusCode).toBe(200);
  });

  it('records last use at most once a minute per token', async () => {
    const user = await createUser(ctx.db);
    const token = await tokenFor(ctx.db, user.id);
    await call(ctx.app, 'GET', 'auth/me', { token });
    const [first] = await ctx.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(token)));
    expect(first!.last_used_at).not.toBeNull();
    await call(ctx.app, 'GET', 'auth/me', { token });
    const [second] = await ctx.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(token)));
    expect(second!.last_used_at!.getTime()).toBe(first!.last_used_at!.getTime());
  });

  it('ignores organization_id on own-account routes', async () => {
    const user = await createUser(ctx.db);
    const token = await tokenFor(ctx.db, user.id);
    const stranger = await createOrganization(ctx.db, { kind: 'broker' });
    expect((await call(ctx.app, 'GET', 'auth/me', { token, query: { organization_id: stranger.id } })).statusCode).toBe(200);
  });

  it('does not list a membership of a suspended organization', async () => {
    const org = await createOrganization(ctx.db, { kind: 'developer' });
    const user = await createUser(ctx.db, { email: 'suspended@example.test' });
    await addMember(ctx.db, user.id, org.id, 'developer');
    await ctx.db.update(organizations).set({ status: 'suspended' }).where(eq(organizations.id, org.id));
    expect((await login('suspended@example.test')).json().organizations).toEqual([]);
  });
});
