// The platform's contacts and messenger vocabulary (docs/domain.md "Contacts and messenger"), shared
// by the server's rules and the client's screens: statuses, providers, sorts, the fields a CSV
// import can fill, the `{{variable}}` syntax of message templates with the renderer the client's
// preview and the server's sender both use, and the shapes the calls answer with.
// No Node or DOM APIs here.
import { PHONE_EMAIL_ALIASES } from './crm.ts';
import type { ImportColumns } from './csv.ts';
import type { ImportRecordOutcome } from './imports.ts';

export const COMPANY_STATUSES = ['new', 'contacted', 'interested', 'not_interested', 'converted'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const BROKER_STATUSES = ['new', 'contacted', 'interested', 'not_interested'] as const;
export type BrokerStatus = (typeof BROKER_STATUSES)[number];

/** `log` records a message as sent without it leaving the machine; `whatsapp_cloud` speaks the WhatsApp Cloud API. */
export const MESSAGE_PROVIDERS = ['whatsapp_cloud', 'log'] as const;
export type MessageProvider = (typeof MESSAGE_PROVIDERS)[number];

/**
 * A message log's life: `queued` until the worker claims it, `sending` while the provider is
 * called, then `sent` (or `delivered` once the provider reports it) or `failed` with the reason.
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * What became of a message, as a person reads it: the status, except that a `log` message that
 * reached `sent` or `delivered` never left the machine: it is `logged` ("logged only, not sent").
 * The logs screen shows and filters by it (docs/api.md "Contacts and messenger").
 */
export const MESSAGE_OUTCOMES = ['queued', 'sending', 'sent', 'delivered', 'logged', 'failed'] as const;
export type MessageOutcome = (typeof MESSAGE_OUTCOMES)[number];

export function messageOutcome(log: { provider: MessageProvider; status: MessageStatus }): MessageOutcome {
  if (log.provider === 'log' && (log.status === 'sent' || log.status === 'delivered')) return 'logged';
  return log.status;
}

/** Only an active template can be sent. */
export const TEMPLATE_STATUSES = ['active', 'inactive'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/**
 * What a template is for: messages sent to contact companies, or the payment reminders sent to
 * buyers of a sale (docs/api.md "Payment reminders"). Each is only ever used for its purpose.
 */
export const TEMPLATE_PURPOSES = ['companies', 'payment_reminder'] as const;
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number];

export const COMPANY_SORTS = [
  'name',
  'trade_license_number',
  'country',
  'city',
  'status',
  'last_contacted_at',
  'created_at',
  'updated_at',
  'id',
] as const;
export const BROKER_SORTS = ['full_name', 'orn', 'company_name', 'status', 'last_contacted_at', 'created_at', 'updated_at', 'id'] as const;
export const TEMPLATE_SORTS = ['name', 'language', 'status', 'purpose', 'created_at', 'updated_at', 'id'] as const;
export const MESSAGE_LOG_SORTS = ['created_at', 'sent_at', 'status', 'recipient_name', 'id'] as const;

/** Imports (POST contacts/companies/import, contacts/brokers/import): the fields a CSV column can fill. */
export const COMPANY_IMPORT_FIELDS = ['name', 'trade_license_number', 'country', 'city', 'phone', 'email', 'website', 'status'] as const;
export type CompanyImportField = (typeof COMPANY_IMPORT_FIELDS)[number];
export const BROKER_IMPORT_FIELDS = ['full_name', 'phone', 'email', 'orn', 'company_name', 'status'] as const;
export type BrokerImportField = (typeof BROKER_IMPORT_FIELDS)[number];
/** How the imports' columns are matched to fields (shared/csv.ts): by name, or by a name spreadsheets commonly use. */
export const COMPANY_IMPORT_COLUMNS: ImportColumns<CompanyImportField> = {
  fields: COMPANY_IMPORT_FIELDS,
  aliases: {
    company: 'name',
    companyname: 'name',
    tradename: 'name',
    tradelicense: 'trade_license_number',
    tradelicence: 'trade_license_number',
    tradelicenceno: 'trade_license_number',
    tradelicenseno: 'trade_license_number',
    tradelicencenumber: 'trade_license_number',
    licensenumber: 'trade_license_number',
    licencenumber: 'trade_license_number',
    license: 'trade_license_number',
    licence: 'trade_license_number',
    tln: 'trade_license_number',
    emirate: 'city',
    ...PHONE_EMAIL_ALIASES,
    web: 'website',
    url: 'website',
    site: 'website',
  },
  required: ['name', 'trade_license_number'],
};
export const BROKER_IMPORT_COLUMNS: ImportColumns<BrokerImportField> = {
  fields: BROKER_IMPORT_FIELDS,
  aliases: {
    name: 'full_name',
    brokername: 'full_name',
    agentname: 'full_name',
    contactname: 'full_name',
    ornnumber: 'orn',
    ornno: 'orn',
    brokercard: 'orn',
    cardnumber: 'orn',
    brokercardnumber: 'orn',
    brn: 'orn',
    company: 'company_name',
    agency: 'company_name',
    brokerage: 'company_name',
    ...PHONE_EMAIL_ALIASES,
  },
  required: ['full_name'],
  oneOf: { fields: ['orn', 'phone'], reason: 'rows are matched on it' },
};
export const MAX_CONTACT_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_CONTACT_IMPORT_ROWS = 20_000;

/** Most companies one bulk call (status-bulk, send-messages) may name. */
export const MAX_BULK_CONTACTS = 1000;

/** Company fields a template variable of the same name is filled from when sending to companies. */
export const COMPANY_TEMPLATE_FIELDS = ['name', 'trade_license_number', 'country', 'city', 'phone', 'email', 'website'] as const;
export type CompanyTemplateField = (typeof COMPANY_TEMPLATE_FIELDS)[number];

/** `{{name}}` or `{{ name }}`: a letter or underscore, then letters, digits or underscores. */
export const TEMPLATE_VARIABLE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}\}/g;
export const MAX_TEMPLATE_BODY = 4096;

/** The distinct variables a body uses, in order of first use. */
export function templateVariables(body: string): string[] {
  const names = new Set<string>();
  for (const match of body.matchAll(TEMPLATE_VARIABLE)) names.add(match[1]!);
  return [...names];
}

/** The variables of `body` that `values` leaves empty (missing, null or only spaces). */
export function missingTemplateVariables(body: string, values: Readonly<Record<string, string | null | undefined>>): string[] {
  return templateVariables(body).filter((name) => !values[name]?.trim());
}

/** The body with each variable replaced by its value; a variable without a value stays as written. */
export function renderTemplate(body: string, values: Readonly<Record<string, string | null | undefined>>): string {
  return body.replace(TEMPLATE_VARIABLE, (token, name: string) => {
    const value = values[name];
    return value != null && value.trim() !== '' ? value : token;
  });
}

export interface UserRef {
  id: number;
  full_name: string;
}

export interface CompanyContact {
  id: number;
  name: string;
  trade_license_number: string | null;
  country: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  status: CompanyStatus;
  /** The organization the company was converted into (status `converted`). */
  organization_id: number | null;
  last_contacted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BrokerContact {
  id: number;
  full_name: string;
  phone: string | null;
  email: string | null;
  /** ORN / broker card number. */
  orn: string | null;
  company_name: string | null;
  status: BrokerStatus;
  last_contacted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The organization side of a match (GET contacts/companies/matches). */
export interface MatchedOrganization {
  id: number;
  name: string;
  kind: 'platform' | 'developer' | 'broker';
  status: string;
  trade_license_number: string | null;
  email: string | null;
  phone: string | null;
  created_at: string;
}

export const MATCH_REASONS = ['trade_license', 'name'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** A company and an organization it matches, side by side; `matched_on` says why. */
export interface CompanyMatch {
  company: CompanyContact;
  organization: MatchedOrganization;
  matched_on: MatchReason[];
}

export interface MessageTemplate {
  id: number;
  provider: MessageProvider;
  name: string;
  language: string;
  body: string;
  status: TemplateStatus;
  purpose: TemplatePurpose;
  /** templateVariables(body). */
  variables: string[];
  created_at: string;
  updated_at: string;
}

export interface MessageLog {
  id: number;
  provider: MessageProvider;
  template_id: number | null;
  template: { id: number; name: string } | null;
  company_id: number | null;
  recipient_name: string;
  recipient_phone: string;
  /** The body as rendered for this recipient. */
  body: string;
  status: MessageStatus;
  provider_message_id: string | null;
  error: string | null;
  attempts: number;
  sender: UserRef | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** GET messenger/logs/{id} adds what the provider answered (null for `log` and before sending). */
export interface MessageLogDetail extends MessageLog {
  variables: Record<string, string>;
  provider_response: unknown;
}

export interface ContactImportRejection {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  errors: Record<string, string[]>;
}

/**
 * The answer of both imports, previewed (a dry run, nothing written) or applied: the counts are of
 * records, each named in `records` with what happens to it (docs/api.md "CSV imports").
 */
export interface ContactImportReport {
  preview: boolean;
  created: number;
  updated: number;
  skipped: number;
  rejected: ContactImportRejection[];
  records: ImportRecordOutcome[];
}

/** The answer of POST contacts/companies/send-messages (202): how many were queued, and the companies refused. */
export interface SendMessagesResult {
  queued: number;
  log_ids: number[];
  rejected: { id: number; name: string; errors: Record<string, string[]> }[];
}
