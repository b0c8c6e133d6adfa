// A finished signup waits for a super admin: each enabled member of the platform whose role
// approves signups (organizations.edit: status changes) gets an in-app notification (in the
// step's transaction) and a mail (queued once it is committed), in that admin's language.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { can } from '../../../shared/permissions.ts';
import { ROLES } from '../../../shared/roles.ts';
import type { Executor } from '../../db/client.ts';
import { memberships, notifications, organizations, users } from '../../db/schema.ts';
import type { Language } from '../../../shared/languages.ts';
import type { OrganizationKind } from '../../../shared/roles.ts';
import { composeMail, type Mailer, type MailMessage, type MailTexts } from '../../services/mail.ts';
import { notify } from '../account/notifications.service.ts';
import type { SignupRow } from './signup.queries.ts';

export const SIGNUP_COMPLETED_NOTIFICATION = 'organization_signup_completed';

export interface Recipient {
  email: string;
  fullName: string;
  language: Language;
}

/** The roles that approve a signup: whoever may change an organization's status. */
const APPROVER_ROLES = ROLES.filter((role) => can('organizations.edit', role));

async function platformApprovers(db: Executor): Promise<(Recipient & { id: number })[]> {
  return db
    .selectDistinct({ id: users.id, email: users.email, fullName: users.full_name, language: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(and(inArray(memberships.role, APPROVER_ROLES), eq(memberships.enabled, true), eq(organizations.kind, 'platform')))
    .orderBy(users.id);
}

const title = (row: SignupRow) => `${row.name} waits for approval`;

/** Notifies the super admins in the transaction; returns whom to mail after the commit. */
export async function notifySignupCompleted(db: Executor, row: SignupRow): Promise<Recipient[]> {
  const admins = await platformApprovers(db);
  for (const admin of admins) {
    await notify(db, {
      userId: admin.id,
      type: SIGNUP_COMPLETED_NOTIFICATION,
      title: title(row),
      body: `${row.name} (${row.kind}) finished its signup and waits for your approval.`,
      data: { organization_id: row.id, organization_name: row.name, kind: row.kind, signup_source: row.signup_source },
    });
  }
  return admins.map(({ email, fullName, language }) => ({ email, fullName, language }));
}

/**
 * Once a signup is handled (approved, rejected, sent back for changes) its "waits for approval"
 * notifications are read for every super admin: nothing is left waiting for them.
 */
export async function clearSignupCompletedNotifications(db: Executor, organizationId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ read_at: now })
    .where(
      and(
        eq(notifications.type, SIGNUP_COMPLETED_NOTIFICATION),
        isNull(notifications.read_at),
        sql`${notifications.data}->>'organization_id' = ${String(organizationId)}`,
      ),
    );
}

const KIND_NAMES_IN: Record<Language, Record<OrganizationKind, string>> = {
  en: { platform: 'platform', developer: 'developer', broker: 'broker' },
  ar: { platform: 'المنصة', developer: 'تطوير عقاري', broker: 'وساطة عقارية' },
};

interface CompletedMailInput {
  fullName: string;
  row: SignupRow;
}

const COMPLETED_MAIL: Record<Language, (input: CompletedMailInput) => MailTexts> = {
  en: ({ fullName, row }) => ({
    subject: title(row),
    paragraphs: [
      `Hello ${fullName},`,
      `${row.name}, a ${KIND_NAMES_IN.en[row.kind]} organization, finished its signup on Realestate Platform (source: ${row.signup_source}).`,
      `Review its company, bank and signatory data and approve it: its contact, ${row.contact_full_name} (${row.contact_email}), is then invited as its admin.`,
    ],
    action: 'Review the organization',
  }),
  ar: ({ fullName, row }) => ({
    subject: `طلب تسجيل ${row.name} بانتظار الموافقة`,
    paragraphs: [
      `مرحبًا ${fullName}،`,
      `أكملت ${row.name}، وهي شركة ${KIND_NAMES_IN.ar[row.kind]}، طلب تسجيلها على منصة Realestate Platform (المصدر: ${row.signup_source}).`,
      `راجع بيانات الشركة والبيانات البنكية وبيانات المفوّض بالتوقيع ثم وافق عليها، فتُرسَل دعوة إلى جهة الاتصال ${row.contact_full_name} (${row.contact_email}) لتكون مسؤول المؤسسة.`,
    ],
    action: 'مراجعة المؤسسة',
  }),
};

export function signupCompletedMail(publicUrl: string, row: SignupRow, recipient: Recipient): MailMessage {
  const url = new URL(`/auth/organizations/${row.id}`, `${publicUrl}/`).toString();
  return composeMail(recipient.email, recipient.language, COMPLETED_MAIL[recipient.language]({ fullName: recipient.fullName, row }), url);
}

export function mailSignupCompleted(mailer: Mailer, publicUrl: string, row: SignupRow, recipients: Recipient[]): void {
  for (const recipient of recipients) mailer.queue(signupCompletedMail(publicUrl, row, recipient));
}
