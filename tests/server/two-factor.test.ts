// 2FA end to end through the API: enabling and confirming it (with the password; the other
// devices signed out), the sign-in challenge, recovery codes (shown and replaced only with the
// password), and disabling it with the password in the body, never in the URL.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, twoFactorChallenges, users } from '../../src/server/db/schema.ts';
import { hashToken } from '../../src/server/modules/auth/tokens.service.ts';
import { generateRecoveryCodes, RECOVERY_CODE_ALPHABET, sealRecoveryCodes } from '../../src/server/modules/auth/two-factor.credentials.ts';
import { createEncrypter } from '../../src/server/services/encryption.ts';
import {
  authenticatorFor,
  createAccountTestContext,
  resetClock,
  setClock,
  TEST_APP_KEY,
  type AccountTestContext,
} from './support/accounts.ts';
import { createUser, TEST_PASSWORD, tokenFor } from './support/factories.ts';
import { call } from './support/testApp.ts';

const DEVICE = 'Realestate Platform Web';
const INVALID_CODE = 'The provided two factor authentication code was invalid.';
const EXPIRED = 'This sign-in attempt has expired. Please sign in again.';
const WRONG_PASSWORD = 'The password is incorrect.';
const PASSWORD_REQUIRED = 'The password field is required.';
/** Ten seconds into a 30-second step, so ±1 step stays unambiguous. */
const T = new Date('2030-03-04T05:06:10Z');
const steps = (n: number) => new Date(T.getTime() + n * 30_000);

describe('two-factor authentication (auth/2fa/*, and the login challenge)', () => {
  let ctx: AccountTestContext;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
  });
  afterAll(() => ctx.close());
  afterEach(resetClock);

  const login = (email: string) => call(ctx.app, 'POST', 'auth/login', { body: { email, password: TEST_PASSWORD, device_name: DEVICE } });
  const challenge = (body: Record<string, unknown>) => call(ctx.app, 'POST', 'auth/2fa/two-factor-challenge', { body });
  const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
  const tokenIdsOf = async (userId: number) =>
    (await ctx.db.select({ id: accessTokens.id }).from(accessTokens).where(eq(accessTokens.user_id, userId))).map((row) => row.id).sort();
  const tokenId = async (plain: string) =>
    (
      await ctx.db
        .select({ id: accessTokens.id })
        .from(accessTokens)
        .where(eq(accessTokens.token_hash, hashToken(plain)))
    )[0]?.id;
  const confirm = (token: string, body: Record<string, unknown>) =>
    call(ctx.app, 'POST', 'auth/2fa/confirmed-two-factor-authentication', { token, body });
  const showCodes = (token: string, body?: Record<string, unknown>) =>
    call(ctx.app, 'POST', 'auth/2fa/two-factor-recovery-codes/show', { token, body });

  /** Enables and confirms 2FA the way the setup page does; returns what the user then holds. */
  async function userWithTwoFactor(email: string) {
    const user = await createUser(ctx.db, { email });
    const token = await tokenFor(ctx.db, user.id);
    expect((await call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', { token })).statusCode).toBe(200);
    const qr = (await call(ctx.app, 'GET', 'auth/2fa/two-factor-qr-code', { token })).json();
    const authenticator = authenticatorFor(qr.url);
    const confirmed = await confirm(token, { code: authenticator.codeAt(new Date()), password: TEST_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    const recoveryCodes: string[] = confirmed.json().data;
    return { user, token, authenticator, recoveryCodes };
  }

  it('enables 2FA: an unconfirmed secret, its QR code, then confirmation with a code from the app', async () => {
    const user = await createUser(ctx.db, { email: 'setup@example.test' });
    const token = await tokenFor(ctx.db, user.id);

    const started = await call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', { token });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ message: expect.any(String) });
    expect((await userRow(user.id)).two_factor_confirmed_at).toBeNull();

    const qr = await call(ctx.app, 'GET', 'auth/2fa/two-factor-qr-code', { token });
    expect(qr.statusCode).toBe(200);
    const { svg, url, secret } = qr.json();
    expect(Object.keys(qr.json()).sort()).toEqual(['secret', 'svg', 'url']);
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(url).toBe(
      `otpauth://totp/Realestate%20Platform:setup%40example.test?issuer=Realestate%20Platform&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );

    // Not on until confirmed: sign-in still gives a token directly.
    expect((await call(ctx.app, 'GET', 'auth/me', { token })).json().data.has_enabled_two_factor_auth).toBe(false);
    expect((await login('setup@example.test')).json().two_factor_auth).toBe(false);

    const wrong = await confirm(token, { code: '000000', password: TEST_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: INVALID_CODE, errors: { code: [INVALID_CODE] } });
    expect((await userRow(user.id)).two_factor_confirmed_at).toBeNull();

    // The answer carries the recovery codes: shown once here, then only with the password.
    const code = authenticatorFor(url).codeAt(new Date());
    const confirmed = await confirm(token, { code, password: TEST_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: expect.any(String), data: expect.any(Array) });
    expect(confirmed.json().data).toHaveLength(8);
    expect((await call(ctx.app, 'GET', 'auth/me', { token })).json().data.has_enabled_two_factor_auth).toBe(true);

    // The key is shown during setup only.
    expect((await call(ctx.app, 'GET', 'auth/2fa/two-factor-qr-code', { token })).statusCode).toBe(409);
    expect((await call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', { token })).statusCode).toBe(409);
  });

  it('asks for the password to confirm: a missing or wrong one confirms nothing and signs nobody out', async () => {
    const user = await createUser(ctx.db);
    const token = await tokenFor(ctx.db, user.id);
    const otherDevice = await tokenFor(ctx.db, user.id);
    await call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', { token });
    const code = authenticatorFor((await call(ctx.app, 'GET', 'auth/2fa/two-factor-qr-code', { token })).json().url).codeAt(new Date());

    const missing = await confirm(token, { code });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: [PASSWORD_REQUIRED] });
    const wrong = await confirm(token, { code, password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: WRONG_PASSWORD, errors: { password: [WRONG_PASSWORD] } });

    expect((await userRow(user.id)).two_factor_confirmed_at).toBeNull();
    expect((await call(ctx.app, 'GET', 'auth/me', { token: otherDevice })).statusCode).toBe(200);
  });

  it('confirming signs out every other device of the user and ends his pending challenges, keeping the caller and other users', async () => {
    const user = await createUser(ctx.db, { email: 'sessions@example.test' });
    const caller = await tokenFor(ctx.db, user.id);
    const otherDevices = [await tokenFor(ctx.db, user.id), await tokenFor(ctx.db, user.id)];
    const someoneElse = await createUser(ctx.db);
    const someoneElsesToken = await tokenFor(ctx.db, someoneElse.id);
    // A challenge left from a sign-in made before (with the password alone), and another user's.
    const pending = { token_hash: hashToken('pending-challenge'), device_name: DEVICE, expires_at: new Date(Date.now() + 300_000) };
    await ctx.db.insert(twoFactorChallenges).values([
      { ...pending, user_id: user.id },
      { ...pending, user_id: someoneElse.id, token_hash: hashToken('someone-elses-challenge') },
    ]);

    await call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', { token: caller });
    const code = authenticatorFor((await call(ctx.app, 'GET', 'auth/2fa/two-factor-qr-code', { token: caller })).json().url).codeAt(
      new Date(),
    );
    expect((await confirm(caller, { code, password: TEST_PASSWORD })).statusCode).toBe(200);

    expect(await tokenIdsOf(user.id)).toEqual([await tokenId(caller)]);
    for (const token of otherDevices) expect((await call(ctx.app, 'GET', 'auth/me', { token })).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', 'auth/me', { token: caller })).statusCode).toBe(200);
    expect(await ctx.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.user_id, user.id))).toEqual([]);
    expect((await call(ctx.app, 'GET', 'auth/me', { token: someoneElsesToken })).statusCode).toBe(200);
    expect(await ctx.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.user_id, someoneElse.id))).toHaveLength(1);
  });

  it('spends the code that confirmed: it cannot also answer a sign-in', async () => {
    const { authenticator } = await userWithTwoFactor('spent@example.test');
    const started = await login('spent@example.test');
    const replay = await challenge({ challenge_token: started.json().challenge_token, code: authenticator.codeAt(new Date()) });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ code: [INVALID_CODE] });
  });

  it('shows the recovery codes again only to whoever gives the password, in the body', async () => {
    const { user, token, recoveryCodes } = await userWithTwoFactor('show@example.test');
    const missing = await showCodes(token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: [PASSWORD_REQUIRED] });
    const wrong = await showCodes(token, { password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: WRONG_PASSWORD, errors: { password: [WRONG_PASSWORD] } });
    expect(wrong.body).not.toContain(recoveryCodes[0]);

    const shown = await showCodes(token, { password: TEST_PASSWORD });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ data: recoveryCodes });
    expect(shown.headers['cache-control']).toBe('no-store');

    // The old GET that answered them to any holder of the token is gone.
    const get = await call(ctx.app, 'GET', 'auth/2fa/two-factor-recovery-codes', { token });
    expect([404, 405]).toContain(get.statusCode);
    expect(get.body).not.toContain(recoveryCodes[0]);
    expect((await userRow(user.id)).two_factor_confirmed_at).not.toBeNull();
  });

  it('replaces the recovery codes only with the password; a wrong one keeps the old codes', async () => {
    const { user, token, recoveryCodes } = await userWithTwoFactor('replace@example.test');
    const sealedBefore = (await userRow(user.id)).two_factor_recovery_codes;
    for (const body of [undefined, { password: 'not my password' }]) {
      const res = await call(ctx.app, 'POST', 'auth/2fa/two-factor-recovery-codes', { token, body });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['password']);
    }
    expect((await userRow(user.id)).two_factor_recovery_codes).toBe(sealedBefore);
    expect((await showCodes(token, { password: TEST_PASSWORD })).json().data).toEqual(recoveryCodes);
  });

  it('stores the secret and the recovery codes encrypted with the application key', async () => {
    const { user, authenticator, recoveryCodes } = await userWithTwoFactor('encrypted@example.test');
    const row = await userRow(user.id);
    const stored = `${row.two_factor_secret} ${row.two_factor_recovery_codes}`;
    expect(stored).not.toContain(authenticator.totp.secret.base32);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    const encrypter = createEncrypter(Buffer.from(TEST_APP_KEY, 'base64'));
    expect(encrypter.decrypt(row.two_factor_secret!)).toBe(authenticator.totp.secret.base32);
    expect(JSON.parse(encrypter.decrypt(row.two_factor_recovery_codes!))).toEqual(recoveryCodes);
    expect(recoveryCodes).toHaveLength(8);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-km-np-z2-9]{10}-[a-km-np-z2-9]{10}$/);
  });

  it('replaces the unconfirmed secret when enabling is started again', async () => {
    const user = await createUser(ctx.db);
    const token = await tokenFor(ctx.db, user.id);
    await call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', { token });
    const first = (await call(ctx.app, 'GET', 'auth/2fa/two-factor-qr-code', { token })).json().secret;
    await call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', { token });
    const second = (await call(ctx.app, 'GET', 'auth/2fa/two-factor-qr-code', { token })).json().secret;
    expect(second).not.toBe(first);
    const staleCode = authenticatorFor(`otpauth://totp/x?secret=${first}`).codeAt(new Date());
    expect((await confirm(token, { code: staleCode, password: TEST_PASSWORD })).statusCode).toBe(422);
  });

  it('answers 409 to the QR code, confirmation and recovery codes when 2FA is not being enabled', async () => {
    const user = await createUser(ctx.db);
    const token = await tokenFor(ctx.db, user.id);
    for (const [method, path, body] of [
      ['GET', 'auth/2fa/two-factor-qr-code', undefined],
      ['POST', 'auth/2fa/confirmed-two-factor-authentication', { code: '123456', password: TEST_PASSWORD }],
      ['POST', 'auth/2fa/two-factor-recovery-codes/show', { password: TEST_PASSWORD }],
      ['POST', 'auth/2fa/two-factor-recovery-codes', { password: TEST_PASSWORD }],
    ] as const) {
      const res = await call(ctx.app, method, path, { token, body });
      expect(res.statusCode, path).toBe(409);
      expect(res.json().message).toMatch(/not (being )?enabled/);
    }
    expect((await userRow(user.id)).two_factor_secret).toBeNull();
  });

  it('answers a user with confirmed 2FA with a challenge and no token; the challenge is stored hashed', async () => {
    const { user } = await userWithTwoFactor('challenged@example.test');
    const tokensBefore = await ctx.db.select().from(accessTokens).where(eq(accessTokens.user_id, user.id));
    const res = await login('challenged@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ two_factor_auth: true, challenge_token: expect.any(String) });
    expect(await ctx.db.select().from(accessTokens).where(eq(accessTokens.user_id, user.id))).toHaveLength(tokensBefore.length);
    const stored = await ctx.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.user_id, user.id));
    expect(JSON.stringify(stored)).not.toContain(res.json().challenge_token);
  });

  it('completes the sign-in with a code once; the same code is refused the second time', async () => {
    const { user, authenticator } = await userWithTwoFactor('once@example.test');
    setClock(T);
    const first = await login('once@example.test');
    const answer = await challenge({ challenge_token: first.json().challenge_token, code: authenticator.codeAt(T), device_name: DEVICE });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      two_factor_auth: false,
      token: expect.any(String),
      full_name: 'Test User',
      user_id: user.id,
      organizations: [],
      has_enabled_two_factor_auth: true,
      language: 'en',
    });
    expect((await call(ctx.app, 'GET', 'auth/me', { token: answer.json().token })).statusCode).toBe(200);

    const second = await login('once@example.test');
    const replay = await challenge({ challenge_token: second.json().challenge_token, code: authenticator.codeAt(T), device_name: DEVICE });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({ message: INVALID_CODE, errors: { code: [INVALID_CODE] } });
  });

  it('accepts the codes of the previous and next time step, and refuses those two steps away', async () => {
    const { authenticator } = await userWithTwoFactor('drift@example.test');
    setClock(T);
    const attempt = async (at: Date) => {
      const started = await login('drift@example.test');
      return (await challenge({ challenge_token: started.json().challenge_token, code: authenticator.codeAt(at) })).statusCode;
    };
    // In time order: each accepted step is later than the one before, so none is a replay.
    expect(await attempt(steps(-2))).toBe(422);
    expect(await attempt(steps(-1))).toBe(200);
    expect(await attempt(steps(0))).toBe(200);
    expect(await attempt(steps(1))).toBe(200);
    expect(await attempt(steps(2))).toBe(422);
    // An older step than one already used is refused even inside the window.
    expect(await attempt(steps(-1))).toBe(422);
  });

  it('takes the device name given at sign-in when the answer names none', async () => {
    const { user, authenticator } = await userWithTwoFactor('device@example.test');
    setClock(steps(10));
    const started = await login('device@example.test');
    const answer = await challenge({ challenge_token: started.json().challenge_token, code: authenticator.codeAt(steps(10)) });
    expect(answer.statusCode).toBe(200);
    const names = (await ctx.db.select().from(accessTokens).where(eq(accessTokens.user_id, user.id))).map((row) => row.name);
    expect(names).toContain(DEVICE);
  });

  it('lets a recovery code sign in once and replaces it with a new one', async () => {
    const { token, recoveryCodes } = await userWithTwoFactor('recovery@example.test');
    const [used] = recoveryCodes;
    const first = await login('recovery@example.test');
    const answer = await challenge({ challenge_token: first.json().challenge_token, recovery_code: used, device_name: DEVICE });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().token).toEqual(expect.any(String));

    const after: string[] = (await showCodes(token, { password: TEST_PASSWORD })).json().data;
    expect(after).toHaveLength(8);
    expect(after).not.toContain(used);
    expect(after.filter((code) => recoveryCodes.includes(code))).toEqual(recoveryCodes.slice(1));

    const second = await login('recovery@example.test');
    const again = await challenge({ challenge_token: second.json().challenge_token, recovery_code: used, device_name: DEVICE });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ recovery_code: ['The provided two factor recovery code was invalid.'] });
  });

  it('generates recovery codes without look-alikes (no i, l, o, 0 or 1, one case), across many samples', () => {
    expect(RECOVERY_CODE_ALPHABET).toBe('abcdefghjkmnpqrstuvwxyz23456789');
    const seen = new Set<string>();
    for (let sample = 0; sample < 1000; sample += 1) {
      const codes = generateRecoveryCodes();
      expect(codes).toHaveLength(8);
      for (const code of codes) {
        expect(code).toMatch(/^[a-km-np-z2-9]{10}-[a-km-np-z2-9]{10}$/);
        for (const symbol of code.replace('-', '')) seen.add(symbol);
      }
    }
    // 160,000 symbols drawn: every one of the 31 turns up, and nothing else.
    expect([...seen].sort().join('')).toBe([...RECOVERY_CODE_ALPHABET].sort().join(''));
  });

  it('takes a current recovery code in any case, and a code of the old alphabet exactly as it was given', async () => {
    const { user, recoveryCodes } = await userWithTwoFactor('old-codes@example.test');
    const signInWith = async (recovery_code: string) =>
      challenge({ challenge_token: (await login('old-codes@example.test')).json().challenge_token, recovery_code, device_name: DEVICE });
    expect((await signInWith(` ${recoveryCodes[0]!.toUpperCase()} `)).statusCode).toBe(200);

    // A user who has not regenerated since keeps Fortify's mixed-case codes, l, 1, O and 0 included.
    const oldCodes = ['Xk3lO0aB1c-9fQIl0oZZ2', 'AbCdEfGhIj-KlMnOpQrSt'];
    const encrypter = createEncrypter(Buffer.from(TEST_APP_KEY, 'base64'));
    await ctx.db
      .update(users)
      .set({ two_factor_recovery_codes: sealRecoveryCodes(encrypter, [...oldCodes, ...recoveryCodes.slice(2)]) })
      .where(eq(users.id, user.id));
    expect((await signInWith(oldCodes[0]!)).statusCode).toBe(200);
    // An old code's case is part of it: another case is another code.
    const wrongCase = await signInWith(oldCodes[1]!.toLowerCase());
    expect(wrongCase.statusCode).toBe(422);
    expect(wrongCase.json().errors).toEqual({ recovery_code: ['The provided two factor recovery code was invalid.'] });
    expect((await signInWith(oldCodes[1]!)).statusCode).toBe(200);
    // Each spent old code was replaced by a code of the new alphabet.
    const held: string[] = JSON.parse(encrypter.decrypt((await userRow(user.id)).two_factor_recovery_codes!));
    expect(held.filter((code) => oldCodes.includes(code))).toEqual([]);
    for (const code of held) expect(code).toMatch(/^[a-km-np-z2-9]{10}-[a-km-np-z2-9]{10}$/);
  });

  it('regenerates the recovery codes: the new ones work, the old ones no longer do', async () => {
    const { token, recoveryCodes } = await userWithTwoFactor('regenerate@example.test');
    const res = await call(ctx.app, 'POST', 'auth/2fa/two-factor-recovery-codes', { token, body: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().data;
    expect(fresh).toHaveLength(8);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    expect((await showCodes(token, { password: TEST_PASSWORD })).json().data).toEqual(fresh);

    const old = await challenge({
      challenge_token: (await login('regenerate@example.test')).json().challenge_token,
      recovery_code: recoveryCodes[0],
    });
    expect(old.statusCode).toBe(422);
    const ok = await challenge({
      challenge_token: (await login('regenerate@example.test')).json().challenge_token,
      recovery_code: fresh[0],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('lets a challenge expire after five minutes', async () => {
    const { authenticator } = await userWithTwoFactor('expiry@example.test');
    setClock(steps(20));
    const inTime = (await login('expiry@example.test')).json().challenge_token;
    const late = (await login('expiry@example.test')).json().challenge_token;

    const justInTime = new Date(steps(20).getTime() + 4 * 60_000 + 50_000);
    setClock(justInTime);
    expect((await challenge({ challenge_token: inTime, code: authenticator.codeAt(justInTime) })).statusCode).toBe(200);

    const afterFive = new Date(steps(20).getTime() + 5 * 60_000 + 1_000);
    setClock(afterFive);
    const res = await challenge({ challenge_token: late, code: authenticator.codeAt(new Date(afterFive.getTime() + 30_000)) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: EXPIRED, errors: { challenge_token: [EXPIRED] } });
  });

  it('accepts a challenge only once', async () => {
    const { authenticator } = await userWithTwoFactor('single@example.test');
    setClock(steps(40));
    const token = (await login('single@example.test')).json().challenge_token;
    expect((await challenge({ challenge_token: token, code: authenticator.codeAt(steps(40)) })).statusCode).toBe(200);
    const again = await challenge({ challenge_token: token, code: authenticator.codeAt(steps(41)) });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ challenge_token: [EXPIRED] });
  });

  it('refuses the sixth wrong answer to one challenge within a minute with 429, even a right one', async () => {
    const { authenticator } = await userWithTwoFactor('guessing@example.test');
    setClock(steps(60));
    const token = (await login('guessing@example.test')).json().challenge_token;
    for (let i = 0; i < 5; i++) expect((await challenge({ challenge_token: token, code: '000000' })).statusCode).toBe(422);
    const sixth = await challenge({ challenge_token: token, code: authenticator.codeAt(steps(60)) });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('60');
    // Another challenge of the same user is counted apart.
    const other = (await login('guessing@example.test')).json().challenge_token;
    expect((await challenge({ challenge_token: other, code: authenticator.codeAt(steps(60)) })).statusCode).toBe(200);
  });

  it('counts wrong answers per user across challenges: past five each waits longer, new challenges reset nothing, the right code clears it', async () => {
    const { authenticator } = await userWithTwoFactor('persistent@example.test');
    const open = async () => (await login('persistent@example.test')).json().challenge_token as string;
    const answer = async (code = '000000') => challenge({ challenge_token: await open(), code });
    const t0 = steps(80);
    const at = (seconds: number) => setClock(new Date(t0.getTime() + seconds * 1000));
    at(0);
    // Five wrong answers over three challenges, then a sixth takes the first slot: the next is 30 s on.
    const [first, second, third] = [await open(), await open(), await open()];
    for (const token of [first, first, second, second, third, third])
      expect((await challenge({ challenge_token: token, code: '000000' })).statusCode).toBe(422);
    const seventh = await answer();
    expect(seventh.statusCode).toBe(429);
    expect(seventh.headers['retry-after']).toBe('30');

    // Each answer of the day doubles the wait (refused ones too), even the right code's.
    at(30);
    expect((await answer()).statusCode).toBe(422);
    const right = await answer(authenticator.codeAt(steps(81)));
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBe('120');

    at(150);
    const signedIn = await answer(authenticator.codeAt(new Date(t0.getTime() + 150_000)));
    expect(signedIn.statusCode).toBe(200);
    // The right code cleared the count: five wrong answers pass again before any wait.
    for (let i = 0; i < 6; i++) expect((await answer()).statusCode, `answer ${i + 1}`).toBe(422);
    expect((await answer()).statusCode).toBe(429);
  });

  it('lets 6 of 20 concurrent wrong answers over four challenges reach the code check', async () => {
    await userWithTwoFactor('concurrent-codes@example.test');
    setClock(steps(120));
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push((await login('concurrent-codes@example.test')).json().challenge_token as string);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => challenge({ challenge_token: tokens[i % 4], code: '000000' })));
    const checked = answers.filter((res) => res.statusCode === 422);
    expect(checked).toHaveLength(6);
    for (const res of checked) expect(res.json().errors).toEqual({ code: [INVALID_CODE] });
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(14);
  });

  it('answers 422 naming the field for an unknown challenge or a missing code', async () => {
    const unknown = await challenge({ challenge_token: 'not-a-challenge', code: '123456' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ challenge_token: [EXPIRED] });
    const missing = await challenge({ challenge_token: 'whatever' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['code']);
  });

  it('disables 2FA with the password (POST with _method=DELETE); a wrong password changes nothing', async () => {
    const { user, token } = await userWithTwoFactor('disable@example.test');
    const wrong = await call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', {
      token,
      body: { _method: 'DELETE', password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } });
    expect((await userRow(user.id)).two_factor_confirmed_at).not.toBeNull();

    const missing = await call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', { token, body: { _method: 'DELETE' } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['password']);

    const res = await call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', {
      token,
      body: { _method: 'DELETE', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ two_factor_secret: null, two_factor_recovery_codes: null, two_factor_confirmed_at: null });
    expect((await login('disable@example.test')).json()).toMatchObject({ two_factor_auth: false, has_enabled_two_factor_auth: false });
  });

  it('disables 2FA with a DELETE whose JSON body holds the password', async () => {
    const { user, token } = await userWithTwoFactor('delete-body@example.test');
    const empty = await call(ctx.app, 'DELETE', 'auth/2fa/two-factor-authentication', { token });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ password: [PASSWORD_REQUIRED] });
    const res = await call(ctx.app, 'DELETE', 'auth/2fa/two-factor-authentication', { token, body: { password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect((await userRow(user.id)).two_factor_confirmed_at).toBeNull();
  });

  it('refuses a password sent in the URL with a 422 saying to send it in the body, and keeps 2FA on', async () => {
    const { user, token } = await userWithTwoFactor('password-in-url@example.test');
    const message = 'The password must be sent in the request body, never in the URL.';
    const attempts = [
      call(ctx.app, 'DELETE', 'auth/2fa/two-factor-authentication', { token, query: { password: TEST_PASSWORD } }),
      call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', { token, query: { _method: 'DELETE', password: TEST_PASSWORD } }),
      // Also beside a body that holds it: the URL has already leaked it, so the call is refused.
      call(ctx.app, 'POST', 'auth/2fa/two-factor-authentication', {
        token,
        query: { password: TEST_PASSWORD },
        body: { _method: 'DELETE', password: TEST_PASSWORD },
      }),
      call(ctx.app, 'DELETE', `auth/2fa/two-factor-authentication?Pass%77ord=${encodeURIComponent(TEST_PASSWORD)}`, { token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, errors: { password: [message] } });
    }
    expect((await userRow(user.id)).two_factor_confirmed_at).not.toBeNull();
    for (const path of [
      'auth/2fa/confirmed-two-factor-authentication',
      'auth/2fa/two-factor-recovery-codes/show',
      'auth/2fa/two-factor-recovery-codes',
    ]) {
      const res = await call(ctx.app, 'POST', path, {
        token,
        query: { password: TEST_PASSWORD },
        body: { password: TEST_PASSWORD, code: '000000' },
      });
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errors, path).toEqual({ password: [message] });
    }
  });

  it('keeps 2FA management behind a token', async () => {
    for (const [method, path] of [
      ['POST', 'auth/2fa/two-factor-authentication'],
      ['DELETE', 'auth/2fa/two-factor-authentication'],
      ['GET', 'auth/2fa/two-factor-qr-code'],
      ['POST', 'auth/2fa/confirmed-two-factor-authentication'],
      ['POST', 'auth/2fa/two-factor-recovery-codes/show'],
      ['POST', 'auth/2fa/two-factor-recovery-codes'],
    ] as const) {
      expect((await call(ctx.app, method, path)).statusCode, path).toBe(401);
    }
  });
});
