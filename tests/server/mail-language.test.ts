// Every mail in its recipient's language (docs/api.md "Mails"): an account reads its stored
// language, whatever the headers of the call that sent the mail; an invitee without an account
// reads the inviter's; a signup applicant the language they signed up in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/shared/languages.ts';
import { organizations, users } from '../../src/server/db/schema.ts';
import { createAccountTestContext, mailsTo, type AccountTestContext, type WrittenMail } from './support/accounts.ts';
import { addMember, createOrganization, createUser, TEST_PASSWORD, tokenFor } from './support/factories.ts';
import { contactSignups, signupClient } from './support/signup.ts';
import { call } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

/** The one mail to `to`, checked to be laid out in `language`. */
async function onlyMailTo(ctx: AccountTestContext, to: string, language: Language): Promise<WrittenMail> {
  const mails = await mailsTo(ctx.dataDir, to);
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  expect(mail.parsed.html).toContain(`<html dir="${direction}" lang="${language}">`);
  expect(mail.parsed.headers.get('content-language')).toBe(language);
  return mail;
}

describe('mails in the recipient’s language', () => {
  let ctx: AccountTestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const speak = (userId: number, language: Language) => ctx.db.update(users).set({ locale: language }).where(eq(users.id, userId));
  const userIn = async (language: Language, fields: { email: string; full_name: string; verified?: boolean }) => {
    const user = await createUser(ctx.db, fields);
    await speak(user.id, language);
    return user;
  };

  describe('password reset', () => {
    const forgot = (email: string, acceptLanguage: string) =>
      call(ctx.app, 'POST', 'auth/forgot-password', { body: { email }, headers: { 'accept-language': acceptLanguage } });

    it('is in the account’s language, not the Accept-Language of whoever asks', async () => {
      await userIn('ar', { email: 'reset-ar@example.test', full_name: 'Hamad Al Mansouri' });
      expect((await forgot('reset-ar@example.test', 'en')).statusCode).toBe(200);
      const mail = await onlyMailTo(ctx, 'reset-ar@example.test', 'ar');
      expect(mail.parsed.subject).toBe('إعادة تعيين كلمة المرور');
      expect(mail.parsed.text).toContain('مرحبًا Hamad Al Mansouri،');
      expect(mail.parsed.text).toMatch(/إعادة تعيين كلمة المرور: https:\/\/app\.example\.test\/auth\/reset-password\?token=/);
      expect(mail.parsed.html).toContain("font-family: 'Geeza Pro'");
    });

    it('is in English for an English account asked for in Arabic', async () => {
      await userIn('en', { email: 'reset-en@example.test', full_name: 'Jane Reset' });
      expect((await forgot('reset-en@example.test', 'ar')).statusCode).toBe(200);
      const mail = await onlyMailTo(ctx, 'reset-en@example.test', 'en');
      expect(mail.parsed.subject).toBe('Reset your password');
      expect(mail.parsed.text).toContain('Hello Jane Reset,');
    });
  });

  describe('email verification', () => {
    it('reaches an account registered in Arabic in Arabic', async () => {
      const res = await call(ctx.app, 'POST', 'auth/register', {
        headers: { 'accept-language': 'ar' },
        body: {
          full_name: 'Mariam Saeed',
          email: 'register-ar@example.test',
          password: 'Dune-Falcon-2031',
          password_confirmation: 'Dune-Falcon-2031',
        },
      });
      expect(res.statusCode).toBe(200);
      const mail = await onlyMailTo(ctx, 'register-ar@example.test', 'ar');
      expect(mail.parsed.subject).toBe('تأكيد عنوان بريدك الإلكتروني');
      expect(mail.parsed.text).toContain('لا يمكن لحسابك الانضمام إلى أي مؤسسة قبل ذلك.');
    });

    it('is resent in the account’s language', async () => {
      const arabic = await userIn('ar', { email: 'resend-ar@example.test', full_name: 'Noura', verified: false });
      const english = await userIn('en', { email: 'resend-en@example.test', full_name: 'Nora', verified: false });
      for (const user of [arabic, english]) {
        const res = await call(ctx.app, 'POST', 'auth/email/verification-notification', {
          token: await tokenFor(ctx.db, user.id),
          headers: { 'accept-language': user === arabic ? 'en' : 'ar' },
        });
        expect(res.statusCode).toBe(200);
      }
      expect((await onlyMailTo(ctx, 'resend-ar@example.test', 'ar')).parsed.subject).toBe('تأكيد عنوان بريدك الإلكتروني');
      expect((await onlyMailTo(ctx, 'resend-en@example.test', 'en')).parsed.subject).toBe('Confirm your email address');
    });

    it('reaches a member an Arabic admin creates in Arabic, and the new account starts in Arabic', async () => {
      await speak(w.actors.developer_admin.userId, 'ar');
      try {
        const res = await call(
          ctx.app,
          'POST',
          `auth/users/${w.developerId}`,
          as(w.actors.developer_admin, {
            body: {
              full_name: 'Salem Obaid',
              email: 'member-ar@example.test',
              role: 'developer',
              password: 'Skyline-Tower-2031',
              password_confirmation: 'Skyline-Tower-2031',
            },
          }),
        );
        expect(res.statusCode).toBe(201);
        expect((await onlyMailTo(ctx, 'member-ar@example.test', 'ar')).parsed.subject).toBe('تأكيد عنوان بريدك الإلكتروني');
        const [created] = await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.email, 'member-ar@example.test'));
        expect(created!.locale).toBe('ar');
      } finally {
        await speak(w.actors.developer_admin.userId, 'en');
      }
    });
  });

  describe('email change', () => {
    const changeEmail = async (userId: number, email: string, extra: Record<string, unknown> = {}) =>
      call(ctx.app, 'PATCH', 'auth/profile', {
        token: await tokenFor(ctx.db, userId),
        body: { full_name: 'Changing', email, current_password: TEST_PASSWORD, ...extra },
      });

    it('mails the new address its link and the old one its notice in the user’s language', async () => {
      const user = await userIn('ar', { email: 'old-ar@example.test', full_name: 'Khalid' });
      expect((await changeEmail(user.id, 'new-ar@example.test')).statusCode).toBe(200);
      const link = await onlyMailTo(ctx, 'new-ar@example.test', 'ar');
      expect(link.parsed.subject).toBe('تأكيد عنوان بريدك الإلكتروني الجديد');
      expect(link.parsed.text).toContain('بدلًا من old-ar@example.test');
      const notice = await onlyMailTo(ctx, 'old-ar@example.test', 'ar');
      expect(notice.parsed.subject).toBe('طلب تغيير عنوان بريدك الإلكتروني');
      expect(notice.parsed.text).toContain('new-ar@example.test');
    });

    it('follows a language chosen in the same save, and stays English otherwise', async () => {
      const switching = await userIn('en', { email: 'old-switch@example.test', full_name: 'Switcher' });
      expect((await changeEmail(switching.id, 'new-switch@example.test', { language: 'ar' })).statusCode).toBe(200);
      await onlyMailTo(ctx, 'new-switch@example.test', 'ar');
      await onlyMailTo(ctx, 'old-switch@example.test', 'ar');

      const english = await userIn('en', { email: 'old-en@example.test', full_name: 'Keeper' });
      expect((await changeEmail(english.id, 'new-en@example.test')).statusCode).toBe(200);
      expect((await onlyMailTo(ctx, 'new-en@example.test', 'en')).parsed.subject).toBe('Confirm your new email address');
      expect((await onlyMailTo(ctx, 'old-en@example.test', 'en')).parsed.subject).toBe('A change of your email address was requested');
    });
  });

  describe('invitation', () => {
    const invite = (email: string) =>
      call(ctx.app, 'POST', `auth/invite/${w.brokerId}`, {
        ...as(w.actors.broker_admin, { body: { email, role: 'broker' } }),
        headers: { 'accept-language': 'en' },
      });

    it('reaches a new address in the language of the admin who invites, whatever his headers', async () => {
      await speak(w.actors.broker_admin.userId, 'ar');
      try {
        expect((await invite('invitee-ar@example.test')).statusCode).toBe(201);
        const mail = await onlyMailTo(ctx, 'invitee-ar@example.test', 'ar');
        expect(mail.parsed.subject).toBe('دعوة للانضمام إلى Marina Test');
        expect(mail.parsed.text).toContain('Broker Admin يدعوك للانضمام إلى Marina Test على منصة Realestate Platform بصفة وسيط.');
        expect(mail.parsed.text).toMatch(/الدعوة صالحة حتى \d{1,2} \S+ \d{4}، \d{2}:\d{2} UTC\./);
        expect(mail.parsed.text).toContain('إنشاء حسابك والانضمام: https://app.example.test/auth/invitation?token=');
      } finally {
        await speak(w.actors.broker_admin.userId, 'en');
      }
    });

    it('reaches an existing account in its own language, not the inviter’s', async () => {
      await userIn('ar', { email: 'invitee-account-ar@example.test', full_name: 'Fatima' });
      expect((await invite('invitee-account-ar@example.test')).statusCode).toBe(201);
      const mail = await onlyMailTo(ctx, 'invitee-account-ar@example.test', 'ar');
      expect(mail.parsed.subject).toBe('دعوة للانضمام إلى Marina Test');
      expect(mail.parsed.text).toContain('افتح الرابط وسجّل الدخول، ثم اقبل الدعوة أو ارفضها.');

      expect((await invite('invitee-en@example.test')).statusCode).toBe(201);
      expect((await onlyMailTo(ctx, 'invitee-en@example.test', 'en')).parsed.subject).toBe('You are invited to join Marina Test');
    });
  });

  describe('signup', () => {
    const arabicSignup = () => contactSignups(ctx.db, signupClient(ctx.app, { 'accept-language': 'ar' }), 'Arabic');
    const englishSignup = () => contactSignups(ctx.db, signupClient(ctx.app, { 'accept-language': 'en' }), 'English');
    let arabic: ReturnType<typeof arabicSignup>;
    let english: ReturnType<typeof englishSignup>;
    beforeAll(() => {
      arabic = arabicSignup();
      english = englishSignup();
    });

    it('keeps the applicant’s language and tells each super admin in his own', async () => {
      const admin = await createUser(ctx.db, { email: 'approver-ar@example.test', full_name: 'Approver' });
      const platform = await createOrganization(ctx.db, { kind: 'platform', name: 'Second Platform' });
      await addMember(ctx.db, admin.id, platform.id, 'super_admin');
      await speak(admin.id, 'ar');
      const { id, name } = await arabic('developer');
      const [row] = await ctx.db.select({ language: organizations.signup_language }).from(organizations).where(eq(organizations.id, id));
      expect(row!.language).toBe('ar');

      const mail = await onlyMailTo(ctx, 'approver-ar@example.test', 'ar');
      expect(mail.parsed.subject).toBe(`طلب تسجيل ${name} بانتظار الموافقة`);
      expect(mail.parsed.text).toContain('وهي شركة تطوير عقاري');
      expect(mail.parsed.text).toContain('مراجعة المؤسسة: https://app.example.test/auth/organizations/');
      // The world's super admin reads English.
      const [inEnglish] = (await mailsTo(ctx.dataDir, 'super.admin@world.test')).filter((m) => m.parsed.subject?.startsWith(name));
      expect(inEnglish!.parsed.subject).toBe(`${name} waits for approval`);
      expect(inEnglish!.parsed.html).toContain('<html dir="ltr" lang="en">');
    });

    it('rejects and asks for changes in the applicant’s language, not the reviewing super admin’s', async () => {
      await speak(w.actors.super_admin.userId, 'en');
      const rejected = await arabic('broker');
      const rejecting = await call(
        ctx.app,
        'POST',
        `auth/organizations/${rejected.id}/signup/reject`,
        as(w.actors.super_admin, { body: { reason: 'الرخصة التجارية منتهية.' } }),
      );
      expect(rejecting.statusCode).toBe(200);
      const rejection = await onlyMailTo(ctx, rejected.contact, 'ar');
      expect(rejection.parsed.subject).toBe(`لم تتم الموافقة على طلب تسجيل ${rejected.name}`);
      expect(rejection.parsed.text).toContain('السبب: الرخصة التجارية منتهية.');

      const sentBack = await arabic('broker');
      const asking = await call(
        ctx.app,
        'POST',
        `auth/organizations/${sentBack.id}/signup/request-changes`,
        as(w.actors.super_admin, { body: { step: 'bank_data', message: 'يُرجى إرفاق خطاب البنك مختومًا.' } }),
      );
      expect(asking.statusCode).toBe(200);
      const changes = await onlyMailTo(ctx, sentBack.contact, 'ar');
      expect(changes.parsed.subject).toBe(`يُرجى تحديث طلب تسجيل ${sentBack.name}`);
      expect(changes.parsed.text).toContain('نحتاج إلى تعديل في البيانات البنكية قبل الموافقة عليه:');
      expect(changes.parsed.text).toContain('تحديث طلب التسجيل: https://app.example.test/signup/');

      await speak(w.actors.super_admin.userId, 'ar');
      try {
        const englishApplicant = await english('developer');
        const res = await call(
          ctx.app,
          'POST',
          `auth/organizations/${englishApplicant.id}/signup/reject`,
          as(w.actors.super_admin, { body: { reason: 'Duplicate company.' } }),
        );
        expect(res.statusCode).toBe(200);
        const mail = await onlyMailTo(ctx, englishApplicant.contact, 'en');
        expect(mail.parsed.subject).toBe(`Your signup of ${englishApplicant.name} was not approved`);
      } finally {
        await speak(w.actors.super_admin.userId, 'en');
      }
    });

    it('invites an approved applicant in the language they signed up in', async () => {
      const approved = await arabic('developer');
      const res = await call(
        ctx.app,
        'PATCH',
        `auth/organizations/${approved.id}`,
        as(w.actors.super_admin, { body: { status: 'active' } }),
      );
      expect(res.statusCode).toBe(200);
      const mail = await onlyMailTo(ctx, approved.contact, 'ar');
      expect(mail.parsed.subject).toBe(`دعوة للانضمام إلى ${approved.name}`);
      expect(mail.parsed.text).toContain('بصفة مسؤول شركة التطوير.');
    });
  });
});
