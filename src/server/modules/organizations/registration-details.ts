// What an organization declared when it signed up (contact, bank, authorised signatory, broker
// licence), organizations.registration.view in the matrix: the super admin reviews it before
// approving (organizations.edit: any organization), and the organization's own admin sees his
// own. Nobody else does — bank data is not for every member or sales manager. The signatory's
// ID document and the broker card are served only to the super admin (organizations.edit).
import { z } from 'zod';
import { can } from '../../../shared/permissions.ts';
import type { organizations } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { contentTypeOfKey } from '../../http/uploads.ts';

type OrganizationRow = typeof organizations.$inferSelect;

export const registrationDetailsSchema = z.object({
  signup_step: z.string().nullable(),
  signup_completed_at: z.string().nullable(),
  contact_full_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  iban: z.string().nullable(),
  swift: z.string().nullable(),
  signatory_full_name: z.string().nullable(),
  signatory_email: z.string().nullable(),
  signatory_phone: z.string().nullable(),
  signatory_nationality: z.string().nullable(),
  broker_orn_number: z.string().nullable(),
  has_signatory_id_document: z.boolean(),
  has_broker_card: z.boolean(),
  /** The review's word to the applicant: the rejection's reason or the changes asked (and their step). */
  review_message: z.string().nullable(),
  changes_step: z.string().nullable(),
});

export function maySeeRegistration(tenant: TenantContext, organizationId: number): boolean {
  if (!can('organizations.registration.view', tenant.role)) return false;
  if (can('organizations.edit', tenant.role)) return true;
  return !tenant.viaPlatformScope && tenant.organizationId === organizationId;
}

export function toRegistrationDetails(row: OrganizationRow): z.infer<typeof registrationDetailsSchema> {
  return {
    signup_step: row.signup_step,
    signup_completed_at: row.signup_completed_at?.toISOString() ?? null,
    contact_full_name: row.contact_full_name,
    contact_email: row.contact_email,
    bank_name: row.bank_name,
    bank_account_name: row.bank_account_name,
    iban: row.iban,
    swift: row.swift,
    signatory_full_name: row.signatory_full_name,
    signatory_email: row.signatory_email,
    signatory_phone: row.signatory_phone,
    signatory_nationality: row.signatory_nationality,
    broker_orn_number: row.broker_orn_number,
    has_signatory_id_document: row.signatory_id_document_path !== null,
    has_broker_card: row.broker_card_path !== null,
    review_message: row.signup_review_message,
    changes_step: row.signup_changes_step,
  };
}

export const REGISTRATION_FILES = ['signatory_id_document', 'broker_card'] as const;
export type RegistrationFile = (typeof REGISTRATION_FILES)[number];

export function registrationFile(row: OrganizationRow, file: RegistrationFile) {
  const key = file === 'broker_card' ? row.broker_card_path : row.signatory_id_document_path;
  if (!key) throw notFound('This organization has no such file.');
  const label = file === 'broker_card' ? 'broker card' : 'signatory ID';
  return { key, filename: `${row.name} ${label}.${key.split('.').pop()}`, contentType: contentTypeOfKey(key) };
}
