// The mail that tells someone about an invitation: to the account settings' invitations when
// the email has an account, to registration (email filled in) when it has none.
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

export function invitationMail(options: {
  publicUrl: string;
  email: string;
  organizationName: string;
  role: Role;
  inviterName: string | null;
  hasAccount: boolean;
  expiresAt: Date;
}): MailMessage {
  const link = options.hasAccount ? new URL('/auth/account-settings/invites', `${options.publicUrl}/`) : new URL('/register', `${options.publicUrl}/`);
  if (!options.hasAccount) link.searchParams.set('email', options.email);
  const who = options.inviterName ?? `An administrator of ${options.organizationName}`;
  return {
    to: options.email,
    subject: `You are invited to join ${options.organizationName}`,
    paragraphs: [
      `${who} invited you to join ${options.organizationName} on Realestate Platform as ${ROLE_NAMES[options.role]}.`,
      options.hasAccount
        ? 'Sign in and open your invitations to accept or decline.'
        : `Create your account with this email address (${options.email}); the invitation will be waiting for you.`,
      `The invitation is valid until ${options.expiresAt.toUTCString()}.`,
    ],
    action: options.hasAccount ? { label: 'See your invitations', url: link.toString() } : { label: 'Create your account', url: link.toString() },
  };
}
