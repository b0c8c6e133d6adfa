// The registration section of the overview: whether there is anything to show, whether the
// super admin approves from it, and the download of the signup's files (organizations.edit).
import { apiDownload, type DownloadedFile } from '../../providers/httpClient.ts';
import type { Organization, RegistrationDetails } from '../organizationTypes.ts';

export type RegistrationFile = 'signatory_id_document' | 'broker_card';

const DECLARED_FIELDS = [
  'contact_full_name',
  'contact_email',
  'bank_name',
  'bank_account_name',
  'iban',
  'swift',
  'signatory_full_name',
  'signatory_email',
  'signatory_phone',
  'signatory_nationality',
  'broker_orn_number',
] as const satisfies readonly (keyof RegistrationDetails)[];

/** The registration to show: null when the caller may not see it or the signup declared nothing. */
export function shownRegistration(organization: Organization): RegistrationDetails | null {
  const registration = organization.registration;
  if (!registration) return null;
  const declared = Boolean(registration.signup_step) || DECLARED_FIELDS.some((field) => Boolean(registration[field]));
  return declared ? registration : null;
}

/** A pending organization whose signup is complete is approved from its registration section. */
export function approvesInRegistration(organization: Organization): boolean {
  return organization.status === 'pending' && Boolean(shownRegistration(organization)?.signup_completed_at);
}

export function downloadRegistrationFile(organizationId: number, file: RegistrationFile): Promise<DownloadedFile> {
  return apiDownload({ path: ['auth/organizations', organizationId, 'registration-files', file] });
}
