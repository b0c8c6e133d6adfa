import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, passwordResetTokens, users } from '../../src/server/db/schema.ts';
import { scryptDerivations } from '../../src/server/modules/auth/passwords.ts';
import { twoFactorUserBackoff } from '../../src/server/modules/auth/throttles.ts';
import { consumeWithBackoff } from '../../src/server/services/throttle.ts';
import {
  createAccountTestContext,
  linkIn,
  mailsTo,
  recipients,
  resetClock,
  setClock,
  writtenMails,
  type AccountTestContext,
} from './support/accounts.ts';
import { createUser, TEST_PASSWORD, tokenFor } from './support/factories.ts';
import { call } from './support/testApp.ts';

const NEW_PASSWORD = 'lantern-meadow-5521';
const SENT = 'If an account exists for this email, we have sent a link to reset its password.';
const INVALID = 'This password reset link is invalid or has expired.';

describe('password reset: POST auth/forgot-password and auth/reset-password', () => {
  let ctx: AccountTestContext;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
  });
  afterAll(() => ctx.close());
  afterEach(resetClock);

  const forgot = (email: string) => call(ctx.app, 'POST', 'auth/forgot-password', { body: { email } });
  const reset = (body: Record<string, unknown>) => call(ctx.app, 'POST', 'auth/reset-password', { body });
  const login = (email: string, password: string) =>
    call(ctx.app, 'POST', 'auth/login', { body: { email, password, device_name: 'test' } });
  /** The same calls from a given address. */
  const from = (ip: string) => ({
    forgot: (email: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip }),
    reset: (body: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: body, remoteAddress: ip }),
    login: (email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, device_name: 'test' }, remoteAddress: ip }),
  });
  const tally = (codes: number[]) =>
    Object.fromEntries([...new Set(codes)].sort().map((code) => [code, codes.filter((c) => c === code).length]));

  /** Asks for a link and reads token and email from the mail written to DATA_DIR/mail. */
  async function resetLinkFor(email: string) {
    const before = (await mailsTo(ctx.dataDir, email, 0)).length;
    expect((await forgot(email)).statusCode).toBe(200);
    const mails = await mailsTo(ctx.dataDir, email, before + 1);
    const link = linkIn(mails.at(-1)!);
    return { link, token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
  }

  it('mails a link to the reset page; the new password then works and every token is revoked', async () => {
    const user = await createUser(ctx.db, { email: 'forgetful@example.test', full_name: 'Forgetful Fahad' });
    const phone = await tokenFor(ctx.db, user.id);
    const laptop = await tokenFor(ctx.db, user.id);

    const res = await forgot('Forgetful@Example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });

    const [mail] = await mailsTo(ctx.dataDir, 'forgetful@example.test');
    expect(mail!.parsed.subject).toBe('Reset your password');
    expect(mail!.parsed.text).toContain('Hello Forgetful Fahad,');
    expect(mail!.parsed.html).toContain('<a href="https://app.example.test/auth/reset-password?token=');
    const link = linkIn(mail!);
    expect(`${link.origin}${link.pathname}`).toBe('https://app.example.test/auth/reset-password');
    expect(link.searchParams.get('email')).toBe('forgetful@example.test');
    const token = link.searchParams.get('token')!;
    // Stored only as a hash.
    expect(JSON.stringify(await ctx.db.select().from(passwordResetTokens))).not.toContain(token);

    const done = await reset({ token, email: 'forgetful@example.test', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: expect.any(String) });

    for (const old of [phone, laptop]) expect((await call(ctx.app, 'GET', 'auth/me', { token: old })).statusCode).toBe(401);
    expect((await login('forgetful@example.test', TEST_PASSWORD)).statusCode).toBe(422);
    expect((await login('forgetful@example.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    await createUser(ctx.db, { email: 'known-after@example.test' });
    const before = (await writtenMails(ctx.dataDir)).length;
    const res = await forgot('nobody-here@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    // Mail goes out after the answer, so "nothing was mailed" needs a moment that surely passed:
    // a known email asked right after, whose mail must arrive (the control). Once it is written,
    // the unknown email's mail, queued earlier on the same path, would have been too.
    expect((await forgot('known-after@example.test')).json()).toEqual({ message: SENT });
    expect(await mailsTo(ctx.dataDir, 'known-after@example.test', 1)).toHaveLength(1);
    expect((await writtenMails(ctx.dataDir)).map((mail) => recipients(mail.parsed)).slice(before)).toEqual([['known-after@example.test']]);
  });

  it('lets a link work once', async () => {
    await createUser(ctx.db, { email: 'once-reset@example.test' });
    const { token, email } = await resetLinkFor('once-reset@example.test');
    expect((await reset({ token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset({ token, email, password: 'another-river-4410', password_confirmation: 'another-river-4410' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: INVALID, errors: { email: [INVALID] } });
    expect((await login('once-reset@example.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a link expire after 60 minutes, changing nothing', async () => {
    const user = await createUser(ctx.db, { email: 'slow-reset@example.test' });
    const start = new Date('2031-05-01T10:00:00Z');
    setClock(start);
    const { token, email } = await resetLinkFor('slow-reset@example.test');
    const hashBefore = (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.password_hash;

    setClock(new Date(start.getTime() + 60 * 60_000 + 1000));
    const late = await reset({ token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ email: [INVALID] });
    expect((await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.password_hash).toBe(hashBefore);
  });

  it('refuses a wrong token, or a token sent with another email, changing nothing', async () => {
    const user = await createUser(ctx.db, { email: 'target@example.test' });
    await createUser(ctx.db, { email: 'bystander@example.test' });
    const keep = await tokenFor(ctx.db, user.id);
    const { token } = await resetLinkFor('target@example.test');
    for (const body of [
      { token: 'made-up-token', email: 'target@example.test' },
      { token, email: 'bystander@example.test' },
      { token, email: 'unknown@example.test' },
    ]) {
      const res = await reset({ ...body, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: [INVALID] });
    }
    expect((await call(ctx.app, 'GET', 'auth/me', { token: keep })).statusCode).toBe(200);
    expect((await login('target@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    await createUser(ctx.db, { email: 'rules-reset@example.test' });
    const { token, email } = await resetLinkFor('rules-reset@example.test');
    for (const [password, confirmation] of [
      ['short', 'short'],
      ['rules-reset@example.test', 'rules-reset@example.test'],
      ['iloveyou', 'iloveyou'],
      [NEW_PASSWORD, 'something else'],
    ]) {
      const res = await reset({ token, email, password, password_confirmation: confirmation });
      expect(res.statusCode, password).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['password']);
    }
    // The token survived the refused attempts.
    expect((await reset({ token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('keeps one live link per user: asking again replaces the earlier one', async () => {
    const start = new Date('2031-06-01T10:00:00Z');
    const user = await createUser(ctx.db, { email: 'twice@example.test' });
    setClock(start);
    const first = await resetLinkFor('twice@example.test');
    setClock(new Date(start.getTime() + 61_000));
    const second = await resetLinkFor('twice@example.test');
    expect(second.token).not.toBe(first.token);
    const [{ n }] = (await ctx.db.select({ n: count() }).from(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id))) as [
      { n: number },
    ];
    expect(n).toBe(1);
    expect((await reset({ ...first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(422);
    expect((await reset({ ...second, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('does not disable 2FA: the next sign-in still asks for the second factor', async () => {
    const user = await createUser(ctx.db, { email: 'guarded@example.test', two_factor_confirmed: true });
    await ctx.db.update(users).set({ two_factor_secret: 'v1:placeholder' }).where(eq(users.id, user.id));
    const { token, email } = await resetLinkFor('guarded@example.test');
    expect((await reset({ token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    const res = await login('guarded@example.test', NEW_PASSWORD);
    expect(res.json()).toEqual({ two_factor_auth: true, challenge_token: expect.any(String) });
    expect(await ctx.db.select().from(accessTokens).where(eq(accessTokens.user_id, user.id))).toHaveLength(0);
  });

  it('sends at most one link a minute per email (any letter case), whether or not it has an account', async () => {
    const start = new Date('2031-07-01T10:00:00Z');
    setClock(start);
    await createUser(ctx.db, { email: 'hammer@example.test' });
    expect((await forgot('hammer@example.test')).statusCode).toBe(200);
    const second = await forgot('HAMMER@example.test');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(60);
    expect((await forgot('ghost@example.test')).statusCode).toBe(200);
    expect((await forgot('ghost@example.test')).statusCode).toBe(429);
    expect(await mailsTo(ctx.dataDir, 'hammer@example.test')).toHaveLength(1);

    setClock(new Date(start.getTime() + 61_000));
    expect((await forgot('hammer@example.test')).statusCode).toBe(200);
  });

  it('checks the token before hashing the new password: a wrong token costs no hash, for a known email or an unknown one', async () => {
    await createUser(ctx.db, { email: 'oracle@example.test' });
    const live = await resetLinkFor('oracle@example.test');
    for (const email of ['oracle@example.test', 'nobody-oracle@example.test']) {
      const before = scryptDerivations();
      const res = await reset({ token: 'made-up-token', email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(scryptDerivations() - before, email).toBe(0);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: INVALID, errors: { email: [INVALID] } });
    }
    // The right token pays for the one hash of the new password.
    const before = scryptDerivations();
    expect((await reset({ ...live, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    expect(scryptDerivations() - before).toBe(1);
  });

  it('allows 10 reset attempts an hour per email and 20 per 15 minutes per address, counted before the token is checked', async () => {
    setClock(new Date('2031-08-01T10:00:00Z'));
    const attempt = (email: string) => ({ token: 'made-up-token', email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    // One email from many addresses: the 11th is refused.
    const perEmail = await Promise.all(
      Array.from({ length: 15 }, (_, i) => from(`198.51.100.${i + 1}`).reset(attempt('reset-burst@example.test'))),
    );
    expect(tally(perEmail.map((res) => res.statusCode))).toEqual({ 422: 10, 429: 5 });
    expect(perEmail.find((res) => res.statusCode === 429)!.headers['retry-after']).toBe('3600');
    // One address, many emails: the 21st is refused.
    const perAddress = await Promise.all(
      Array.from({ length: 25 }, (_, i) => from('203.0.113.80').reset(attempt(`reset-spray-${i}@example.test`))),
    );
    expect(tally(perAddress.map((res) => res.statusCode))).toEqual({ 422: 20, 429: 5 });
    expect(perAddress.find((res) => res.statusCode === 429)!.headers['retry-after']).toBe('900');
  });

  it('sends reset links to at most 20 emails an hour from one address (mail bombing)', async () => {
    setClock(new Date('2031-09-01T10:00:00Z'));
    await Promise.all(Array.from({ length: 25 }, (_, i) => createUser(ctx.db, { email: `inbox-${i}@example.test` })));
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => from('203.0.113.90').forgot(`inbox-${i}@example.test`)));
    expect(tally(answers.map((res) => res.statusCode))).toEqual({ 200: 20, 429: 5 });
    const emails = answers.map((_, i) => `inbox-${i}@example.test`);
    const refused = emails.filter((_, i) => answers[i]!.statusCode === 429);
    for (const email of emails.filter((_, i) => answers[i]!.statusCode === 200)) expect(await mailsTo(ctx.dataDir, email)).toHaveLength(1);
    for (const email of refused) expect(await mailsTo(ctx.dataDir, email, 0)).toHaveLength(0);
    // What the address was refused was not counted against the emails: another address may ask.
    expect((await from('203.0.113.91').forgot(refused[0]!)).statusCode).toBe(200);
  });

  it('lets the owner sign in at once from the address of a completed reset, whatever the sign-in locks', async () => {
    const start = new Date('2031-10-01T10:00:00Z');
    setClock(start);
    const owner = await createUser(ctx.db, { email: 'recovering@example.test' });
    const home = from('192.0.2.30');
    // A stranger has locked this address out and slowed the email everywhere.
    for (let i = 0; i < 5; i++) expect((await home.login(owner.email, 'wrong')).statusCode).toBe(422);
    for (let i = 0; i < 12; i++) await from(`198.18.50.${i}`).login(owner.email, 'wrong');
    expect((await home.login(owner.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await from('192.0.2.31').login(owner.email, TEST_PASSWORD)).statusCode).toBe(429);

    const before = (await mailsTo(ctx.dataDir, owner.email, 0)).length;
    expect((await home.forgot(owner.email)).statusCode).toBe(200);
    const link = linkIn((await mailsTo(ctx.dataDir, owner.email, before + 1)).at(-1)!);
    const done = await home.reset({
      token: link.searchParams.get('token'),
      email: owner.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect((await home.login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Elsewhere the email's backoff still holds.
    expect((await from('192.0.2.31').login(owner.email, NEW_PASSWORD)).statusCode).toBe(429);
  });

  it('clears the count of wrong 2FA answers: whoever guessed them no longer has the password', async () => {
    const start = new Date('2031-11-01T10:00:00Z');
    setClock(start);
    const user = await createUser(ctx.db, { email: 'second-factor@example.test' });
    const backoff = twoFactorUserBackoff(user.id);
    for (let i = 0; i < 6; i++) await consumeWithBackoff(ctx.db, backoff, start);
    await expect(consumeWithBackoff(ctx.db, backoff, start)).rejects.toMatchObject({ statusCode: 429 });
    const { token, email } = await resetLinkFor('second-factor@example.test');
    expect((await reset({ token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) await expect(consumeWithBackoff(ctx.db, backoff, start)).resolves.toBeUndefined();
  });
});
