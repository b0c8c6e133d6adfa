// The API's messages in the caller's language (docs/api.md "Languages"): an Arabic user's 422s,
// 409s and 404s come back in Arabic (field messages, the summary and zod's own wording alike), a
// call without a user follows Accept-Language, and English answers are unchanged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { createUser, tokenFor } from './support/factories.ts';
import { withProbe } from './support/probeModule.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

describe('the API’s messages in Arabic', () => {
  let ctx: TestContext;
  let arabic: string;
  let english: string;
  beforeAll(async () => {
    ctx = await createTestContext({ modules: withProbe });
    const arabicUser = await createUser(ctx.db, { email: 'noura@example.test', full_name: 'Noura' });
    await ctx.db.update(users).set({ locale: 'ar' }).where(eq(users.id, arabicUser.id));
    arabic = await tokenFor(ctx.db, arabicUser.id);
    english = await tokenFor(ctx.db, (await createUser(ctx.db, { email: 'james@example.test', full_name: 'James' })).id);
  });
  afterAll(() => ctx.close());

  const profile = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(ctx.app, 'PATCH', 'auth/profile', { token, body, headers });

  it('answers an Arabic user’s 422 in Arabic, its field label translated', async () => {
    const res = await profile(arabic, { full_name: '', email: 'noura@example.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'حقل الاسم الكامل مطلوب.', errors: { full_name: ['حقل الاسم الكامل مطلوب.'] } });
  });

  it('keeps the English 422 for an English user, whatever the headers say', async () => {
    const res = await profile(english, { full_name: '', email: 'james@example.test' }, { 'accept-language': 'ar' });
    expect(res.json()).toEqual({
      message: 'The full name field is required.',
      errors: { full_name: ['The full name field is required.'] },
    });
  });

  it('words zod’s own messages with its Arabic locale and counts the more errors in Arabic', async () => {
    const res = await call(ctx.app, 'POST', 'probe/nested', { token: arabic, body: {} });
    expect(res.statusCode).toBe(422);
    const { message, errors } = res.json();
    expect(errors.name).toEqual(['مدخلات غير مقبولة: يفترض إدخال string، ولكن تم إدخال undefined']);
    expect(message).toBe(`${errors.name[0]} (وخطأ آخر)`);

    const inEnglish = await call(ctx.app, 'POST', 'probe/nested', { token: english, body: {} });
    expect(inEnglish.json().message).toBe('Invalid input: expected string, received undefined (and 1 more error)');
  });

  it('answers a 409 in Arabic and keeps its current record', async () => {
    const me = (await call(ctx.app, 'GET', 'auth/me', { token: arabic })).json().data;
    await profile(arabic, { full_name: 'Noura A', email: 'noura@example.test' });
    const res = await profile(arabic, { full_name: 'Noura B', email: 'noura@example.test', updated_at: me.updated_at });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('عدّل شخص آخر هذا السجل منذ أن فتحته. راجع النسخة الحالية ثم حاول مرة أخرى.');
    expect(res.json().data.full_name).toBe('Noura A');
  });

  it('answers a 404 in Arabic', async () => {
    const res = await call(ctx.app, 'DELETE', 'auth/devices/999999', { token: arabic });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'غير موجود.' });
    expect((await call(ctx.app, 'DELETE', 'auth/devices/999999', { token: english })).json()).toEqual({ message: 'Not found.' });
  });

  it('follows Accept-Language on sign-in: a wrong password in Arabic', async () => {
    const body = { email: 'noura@example.test', password: 'not the password', device_name: 'Test' };
    const res = await call(ctx.app, 'POST', 'auth/login', { body, headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'بيانات الدخول هذه غير مطابقة لسجلاتنا.',
      errors: { email: ['بيانات الدخول هذه غير مطابقة لسجلاتنا.'] },
    });

    const inEnglish = await call(ctx.app, 'POST', 'auth/login', { body, headers: { 'accept-language': 'en' } });
    expect(inEnglish.json().message).toBe('These credentials do not match our records.');
  });

  it('answers an unknown route in Arabic', async () => {
    const res = await call(ctx.app, 'GET', 'no/such/route', { headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'المسار GET /api/no/such/route غير موجود.' });
  });

  it('answers a call refused before it was signed in (401) in the Accept-Language', async () => {
    const res = await call(ctx.app, 'GET', 'auth/me', { token: 'not-a-token', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'يجب تسجيل الدخول.' });
  });
});
