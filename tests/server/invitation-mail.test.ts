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
});
