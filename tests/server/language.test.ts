// The user's language (docs/api.md "Languages"): kept on the profile (users.locale, `language` in
// the API, whose `locale` payload field SPEC.md fixes to en), answered at sign-in and by
// auth/me, changed through PATCH auth/profile; and the language the server answers in, the
// profile's for a signed-in call, Accept-Language's otherwise.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { API_MODULES } from '../../src/server/modules/index.ts';
import { createUser, organizationToken, createOrganization, TEST_PASSWORD, tokenFor } from './support/factories.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

/** Two probes answering request.language: one public, one for a signed-in user. */
async function languageProbe(api: FastifyInstance) {
  api.get('/probe/language', { config: { action: 'public' } }, async (request) => ({ language: request.language }));
  api.get('/probe/my-language', { config: { action: 'account' } }, async (request) => ({ language: request.language }));
}

describe('the user’s language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ modules: [...API_MODULES, languageProbe] });
  });
  afterAll(() => ctx.close());

  const storedLocale = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.locale;

  it('is English for a new account, and is changed and answered through the profile', async () => {
    const user = await createUser(ctx.db, { email: 'salma@example.test', full_name: 'Salma' });
    const token = await tokenFor(ctx.db, user.id);
    const me = await call(ctx.app, 'GET', 'auth/me', { token });
    expect(me.json().data.language).toBe('en');

    const changed = await call(ctx.app, 'PATCH', 'auth/profile', {
      token,
      // The payload's locale field stays en, as the client sends it on every call (SPEC.md sections 7 and 9).
      body: { full_name: 'Salma', email: 'salma@example.test', language: 'ar', locale: 'en', updated_at: me.json().data.updated_at },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.language).toBe('ar');
    expect(await storedLocale(user.id)).toBe('ar');
    expect((await call(ctx.app, 'GET', 'auth/me', { token })).json().data.language).toBe('ar');

    // Absent, it stays as it is.
    const kept = await call(ctx.app, 'PATCH', 'auth/profile', { token, body: { full_name: 'Salma S', email: 'salma@example.test' } });
    expect(kept.json().data).toMatchObject({ full_name: 'Salma S', language: 'ar' });
  });

  it('follows the versions rule: a change based on an older profile is a 409 that changes nothing', async () => {
    const user = await createUser(ctx.db, { email: 'stale@example.test', full_name: 'Stale' });
    const token = await tokenFor(ctx.db, user.id);
    const stale = (await call(ctx.app, 'GET', 'auth/me', { token })).json().data.updated_at;
    await call(ctx.app, 'PATCH', 'auth/profile', { token, body: { full_name: 'Newer', email: 'stale@example.test' } });
    const res = await call(ctx.app, 'PATCH', 'auth/profile', {
      token,
      body: { full_name: 'Newer', email: 'stale@example.test', language: 'ar', updated_at: stale },
    });
    expect(res.statusCode).toBe(409);
    expect(await storedLocale(user.id)).toBe('en');
  });

  it('refuses an unknown language with a 422 on language, changing nothing', async () => {
    const user = await createUser(ctx.db, { email: 'fr@example.test', full_name: 'Unchanged' });
    const token = await tokenFor(ctx.db, user.id);
    const res = await call(ctx.app, 'PATCH', 'auth/profile', {
      token,
      body: { full_name: 'Changed', email: 'fr@example.test', language: 'fr' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ language: ['The language must be one of: en, ar.'] });
    expect((await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]).toMatchObject({ full_name: 'Unchanged', locale: 'en' });
  });

  it('comes back in the sign-in answer, so the client starts in it', async () => {
    const user = await createUser(ctx.db, { email: 'arabic@example.test' });
    await ctx.db.update(users).set({ locale: 'ar' }).where(eq(users.id, user.id));
    const res = await call(ctx.app, 'POST', 'auth/login', {
      body: { email: 'arabic@example.test', password: TEST_PASSWORD, device_name: 'Test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('ar');
  });

  it('starts a registered account in the language it registered in (Accept-Language)', async () => {
    const res = await call(ctx.app, 'POST', 'auth/register', {
      headers: { 'accept-language': 'ar-AE' },
      body: {
        full_name: 'Huda',
        email: 'huda@example.test',
        password: 'copper-lighthouse-8812',
        password_confirmation: 'copper-lighthouse-8812',
        device_name: 'Test',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('ar');
    expect(await storedLocale(res.json().user_id)).toBe('ar');
  });

  describe('the language of the answers', () => {
    const languageOf = async (url: string, headers: Record<string, string>, token?: string) =>
      (await call(ctx.app, 'GET', url, { headers, token })).json().language;

    it('is the Accept-Language header’s on a call without a user, English when it names neither language', async () => {
      expect(await languageOf('probe/language', { 'accept-language': 'ar' })).toBe('ar');
      expect(await languageOf('probe/language', { 'accept-language': 'fr-FR,ar-AE;q=0.8,en;q=0.5' })).toBe('ar');
      expect(await languageOf('probe/language', { 'accept-language': 'en-GB,ar;q=0.9' })).toBe('en');
      expect(await languageOf('probe/language', { 'accept-language': 'fr, de;q=0.5' })).toBe('en');
      expect(await languageOf('probe/language', {})).toBe('en');
    });

    it('is the signed-in user’s profile language, whatever Accept-Language says', async () => {
      const arabic = await createUser(ctx.db, { email: 'profile-ar@example.test' });
      await ctx.db.update(users).set({ locale: 'ar' }).where(eq(users.id, arabic.id));
      const english = await createUser(ctx.db, { email: 'profile-en@example.test' });
      expect(await languageOf('probe/my-language', { 'accept-language': 'en' }, await tokenFor(ctx.db, arabic.id))).toBe('ar');
      expect(await languageOf('probe/my-language', { 'accept-language': 'ar' }, await tokenFor(ctx.db, english.id))).toBe('en');
    });

    it('is Accept-Language’s for an organization API token, which has no profile', async () => {
      const org = await createOrganization(ctx.db, { kind: 'developer' });
      const token = await organizationToken(ctx.db, org.id);
      // The account probe refuses organization tokens; a public call carrying one still has no user.
      expect(await languageOf('probe/language', { 'accept-language': 'ar' }, token)).toBe('ar');
    });
  });
});
