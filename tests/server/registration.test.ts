import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../src/server/db/schema.ts';
import { createAccountTestContext, type AccountTestContext } from './support/accounts.ts';
import { createUser } from './support/factories.ts';
import { call } from './support/testApp.ts';

const PASSWORD = 'tidal-orchard-1987';

describe('registration: POST auth/register, and the password rules', () => {
  let ctx: AccountTestContext;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
  });
  afterAll(() => ctx.close());

  // Each registration comes from its own address, so the per-address limit stays out of the way.
  let address = 0;
  const register = (body: Record<string, unknown>, ip = `198.51.100.${++address}`) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: ip });
  const usersNamed = async (email: string) =>
    (
      await ctx.db
        .select({ n: count() })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    )[0]!.n;

  it('creates a user without organization and answers like a successful sign-in', async () => {
    const res = await register({
      full_name: 'Amal Youssef',
      email: 'amal@example.test',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      two_factor_auth: false,
      token: expect.any(String),
      full_name: 'Amal Youssef',
      user_id: expect.any(Number),
      organizations: [],
      has_enabled_two_factor_auth: false,
      language: 'en',
    });
    const me = await call(ctx.app, 'GET', 'auth/me', { token: body.token });
    expect(me.json().data).toMatchObject({ id: body.user_id, email: 'amal@example.test', full_name: 'Amal Youssef', organizations: [] });
    const [token] = await ctx.db.select().from(accessTokens).where(eq(accessTokens.user_id, body.user_id));
    expect(token!.name).toBe('Realestate Platform Web');
    // The new password signs in.
    const login = await call(ctx.app, 'POST', 'auth/login', {
      body: { email: 'amal@example.test', password: PASSWORD, device_name: 'test' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an email already registered in another letter case, and creates nothing', async () => {
    await createUser(ctx.db, { email: 'Taken.Person@Example.test' });
    const res = await register({
      full_name: 'Copy',
      email: 'taken.person@EXAMPLE.TEST',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } });
    expect(await usersNamed('taken.person@example.test')).toBe(1);
  });

  it('names every missing field', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'full_name', 'password', 'password_confirmation']);
  });

  it.each([
    ['shorter than 8 characters', 'short1!', 'The password field must be at least 8 characters.'],
    ['longer than 128 characters', 'x'.repeat(129), 'The password field must not be greater than 128 characters.'],
    ['the email itself', 'Rules.Check@example.test', 'The password must be different from your email address.'],
    ['among the most common passwords', 'password1', 'This password is too common. Choose a less common one.'],
    ['a common password in other letter case', 'Qwertyuiop', 'This password is too common. Choose a less common one.'],
  ])('refuses a password %s with a 422 on password, and creates nothing', async (_case, password, message) => {
    const res = await register({ full_name: 'Rules', email: 'rules.check@example.test', password, password_confirmation: password });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [message] });
    expect(await usersNamed('rules.check@example.test')).toBe(0);
  });

  it('refuses a confirmation that does not match, on password as Laravel does', async () => {
    const res = await register({
      full_name: 'Rules',
      email: 'mismatch@example.test',
      password: PASSWORD,
      password_confirmation: `${PASSWORD}x`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The password field confirmation does not match.',
      errors: { password: ['The password field confirmation does not match.'] },
    });
    expect(await usersNamed('mismatch@example.test')).toBe(0);
  });

  it('allows 10 registrations an hour from one address, then answers 429 with Retry-After', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const res = await register(
        { full_name: `Person ${i}`, email: `burst${i}@example.test`, password: PASSWORD, password_confirmation: PASSWORD },
        ip,
      );
      expect(res.statusCode, `registration ${i + 1}`).toBe(200);
    }
    const eleventh = await register(
      { full_name: 'Eleven', email: 'burst10@example.test', password: PASSWORD, password_confirmation: PASSWORD },
      ip,
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await usersNamed('burst10@example.test')).toBe(0);
    // Another address is not affected.
    expect(
      (await register({ full_name: 'Other', email: 'other-ip@example.test', password: PASSWORD, password_confirmation: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});
