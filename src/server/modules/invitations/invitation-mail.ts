// The mail that tells someone about an invitation. Its link carries the invitation's secret: the
// page it opens shows the invitation, and lets whoever follows it sign in or register and answer.
import { formatDateTime } from '../../../shared/date-format.ts';
import type { Role } from '../../../shared/roles.ts';
import type { MailMessage } from '../../services/mail.ts';

export const ROLE_NAMES: Record<Role, string> = {
  super_admin: 'super admin',
  super_admin_sales_manager: 'sales manager',
  developer_admin: 'developer admin',
  developer: 'developer',
  broker_admin: 'broker admin',
  broker: 'broker',
};

/**
 * The expiry as a person writes it, "3 Dec 2026, 00:05 UTC": the reader may be in any zone, so the
 * time names its own (UTC, as the platform keeps no zone per person).
 */
export function expiryText(expiresAt: Date): string {
  return formatDateTime(expiresAt, { timeZone: 'UTC', showTimeZone: true }) ?? expiresAt.toISOString();
}

export function invitationMail(options: {
  publicUrl: string;
  email: string;
  organizationName: string;
  role: Role;
  inviterName: string | null;
  hasAccount: boolean;
  expiresAt: Date;
  /** The invitation's secret, for the link only. */
  token: string;
}): MailMessage {
  const link = new URL('/auth/invitation', `${options.publicUrl}/`);
  link.searchParams.set('token', options.token);
  const who = options.inviterName ?? `An administrator of ${options.organizationName}`;
  return {
    to: options.email,
    subject: `You are invited to join ${options.organizationName}`,
    paragraphs: [
      `${who} invited you to join ${options.organizationName} on Realestate Platform as ${ROLE_NAMES[options.role]}.`,
      options.hasAccount
        ? 'Follow the link, sign in, and accept or decline.'
        : `Follow the link to create your account with this email address (${options.email}) and join.`,
      `The invitation is valid until ${expiryText(options.expiresAt)}.`,
    ],
    action: { label: options.hasAccount ? 'Open the invitation' : 'Create your account and join', url: link.toString() },
  };
}
