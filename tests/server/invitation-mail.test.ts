import { describe, expect, it } from 'vitest';
import { invitationMail } from '../../src/server/modules/invitations/invitation-mail.ts';

const invitation = {
  publicUrl: 'https://app.example.test',
  email: 'sara@example.test',
  organizationName: 'Skyline Builders',
  role: 'developer' as const,
  inviterName: 'Layla Haddad',
  hasAccount: false,
  token: 'secret-token',
  language: 'en' as const,
};

describe('the invitation mail', () => {
  it('writes its expiry as a person does, day-month-year and the time with its zone, not as an HTTP date', () => {
    const mail = invitationMail({ ...invitation, expiresAt: new Date('2026-12-03T00:05:00.000Z') });
    expect(mail.paragraphs).toContain('The invitation is valid until 3 Dec 2026, 00:05 UTC.');
    expect(mail.paragraphs.join('\n')).not.toContain('GMT');
  });

  it('names the day in UTC whatever zone the server runs in', () => {
    const mail = invitationMail({ ...invitation, expiresAt: new Date('2026-12-02T23:30:00.000Z') });
    expect(mail.paragraphs).toContain('The invitation is valid until 2 Dec 2026, 23:30 UTC.');
  });

  it('writes an Arabic one with the date in Arabic and Latin digits', () => {
    const mail = invitationMail({ ...invitation, language: 'ar', expiresAt: new Date('2026-12-03T00:05:00.000Z') });
    expect(mail.language).toBe('ar');
    expect(mail.subject).toBe('دعوة للانضمام إلى Skyline Builders');
    expect(mail.paragraphs[0]).toBe('Layla Haddad يدعوك للانضمام إلى Skyline Builders على منصة Realestate Platform بصفة مطوّر.');
    expect(mail.paragraphs).toContain('الدعوة صالحة حتى 3 ديسمبر 2026، 00:05 UTC.');
    expect(mail.action?.label).toBe('إنشاء حسابك والانضمام');
  });
});
