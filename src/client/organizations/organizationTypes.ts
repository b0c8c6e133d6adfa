// The shapes of docs/api.md "Organizations, users, invitations, tokens, documents, contracts" as the
// organization screens read them (the server's response schemas, mirrored for the client).
import type { OrganizationKind, OrganizationStatus } from '../../shared/roles.ts';
import type { ORGANIZATION_DOCUMENT_TYPES } from '../../shared/schemas/documents.ts';

export interface Organization {
  id: number;
  uuid: string;
  kind: OrganizationKind;
  name: string;
  status: OrganizationStatus;
  trade_license_number: string | null;
  trade_license_expiry: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  currency: string;
  /** IANA zone of the office (docs/domain.md "Time zone"). */
  time_zone: string;
  signup_source: string | null;
  logo_url: string | null;
  created_at: string;
  updated_at: string;
  /** Only on the show answer. */
  counts?: OrganizationCounts;
  /** Only on the show answer: what the signup declared, null for callers who may not see it. */
  registration?: RegistrationDetails | null;
}

/** The signup's declarations (the super admin's review; the organization's own admin sees his own). */
export interface RegistrationDetails {
  signup_step: string | null;
  signup_completed_at: string | null;
  contact_full_name: string | null;
  contact_email: string | null;
  bank_name: string | null;
  bank_account_name: string | null;
  iban: string | null;
  swift: string | null;
  signatory_full_name: string | null;
  signatory_email: string | null;
  signatory_phone: string | null;
  signatory_nationality: string | null;
  broker_orn_number: string | null;
  has_signatory_id_document: boolean;
  has_broker_card: boolean;
  review_message: string | null;
  changes_step: string | null;
}

export interface OrganizationCounts {
  members: number;
  enabled_members: number;
  admins: number;
  sales_managers: number;
}

/** A member: `id` is the user's id. The API's shape, shared with the server. */
export type { Member } from '../../shared/account.ts';

export interface SalesManager {
  id: number;
  full_name: string;
  email: string;
  assigned_at: string;
}

export interface ApiToken {
  id: number;
  name: string;
  abilities: string[];
  last_used_at: string | null;
  expires_at: string | null;
  created_at: string;
}

/** The answer to creating a token: the only time its plain text is seen. */
export interface CreatedApiToken extends ApiToken {
  plain_text_token: string;
}

export type DocumentType = (typeof ORGANIZATION_DOCUMENT_TYPES)[number];

export interface OrganizationDocument {
  id: number;
  organization_id: number;
  type: DocumentType;
  name: string;
  /** The uploaded file's name. */
  filename: string;
  content_type: string;
  size: number;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContractTemplate {
  id: number;
  name: string;
  kind: 'developer' | 'broker';
  default_commission_percent: number;
  default_duration_months: number;
}

export type ContractStatus = 'draft' | 'active' | 'expired' | 'renewed';

export interface Contract {
  id: number;
  organization_id: number;
  number: string;
  template_id: number;
  template_name: string;
  start_date: string;
  end_date: string;
  commission_percent: number;
  status: ContractStatus;
  renewed_from_id: number | null;
  created_at: string;
}
