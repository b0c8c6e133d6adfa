// Request bodies of the organization signup wizard (docs/api.md "Organization signup"). The server
// validates the text fields with these (adding its file fields, checked by content); the
// wizard's forms reuse them, so both sides give the same messages. Multipart fields arrive as
// strings, so nothing here expects a number or a boolean.
import { z } from 'zod';
import { SIGNUP_KINDS, SIGNUP_SOURCES, SIGNUP_STEPS } from '../signup.ts';
import { dateField, isCalendarDate } from './dates.ts';
import { countryCodeField } from './fields.ts';

const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} field must not be greater than ${max} characters.`);

const emailOf = (label: string) => requiredText(label, 254).pipe(z.email(`The ${label} must be a valid email address.`));

const phoneOf = (label: string) =>
  requiredText(label, 40).regex(
    /^\+?[0-9][0-9 ()-]{5,38}$/,
    `The ${label} must be a valid phone number (digits, spaces, +, -, parentheses).`,
  );

const countryCodeOf = (label: string) => requiredText(label, 2).pipe(countryCodeField(label));

/** How a UUID looks; anything else is never looked up (the database would refuse to compare it). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A signup being resumed: forms send an empty string when there is none. */
const resumedUuid = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined))
  .refine((value) => value === undefined || UUID_PATTERN.test(value), 'The uuid must be a valid UUID.');

/** Letter case and spaces do not make a different licence: `cn 12 34` is `CN1234`. */
export function normalizeTradeLicenseNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const tradeLicenseNumberField = requiredText('trade license number', 64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'The trade license number may only contain letters, digits, spaces, dots, slashes and dashes.')
  .transform(normalizeTradeLicenseNumber);

/** Today's date as YYYY-MM-DD (UTC), the form dates are compared in. */
export function todayIsoDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const futureDate = (label: string) =>
  dateField(label).refine((value) => !isCalendarDate(value) || value > todayIsoDate(), `The ${label} must be a date in the future.`);

export const checkTradeLicenseBody = z.object({
  trade_license_number: tradeLicenseNumberField,
  /** The signup asking, when it resumes: its own licence is available to it. */
  uuid: resumedUuid,
});
export type CheckTradeLicenseBody = z.infer<typeof checkTradeLicenseBody>;

export const companyDataBody = z.object({
  source: z.enum(SIGNUP_SOURCES, { error: 'The selected source is invalid.' }),
  kind: z.enum(SIGNUP_KINDS, { error: 'The kind must be one of: developer, broker.' }),
  company_name: requiredText('company name'),
  trade_license_number: tradeLicenseNumberField,
  trade_license_expiry: futureDate('trade license expiry'),
  country: countryCodeOf('country'),
  city: requiredText('city', 120),
  address: requiredText('address', 500),
  phone: phoneOf('phone'),
  email: emailOf('email'),
  contact_full_name: requiredText('contact full name'),
  contact_email: emailOf('contact email'),
  /** Sent when a resumed signup corrects its company data (its last step). */
  uuid: resumedUuid,
});
export type CompanyDataBody = z.infer<typeof companyDataBody>;

/** ISO 13616: the country code and check digits moved to the end, letters as 10–35, mod 97 is 1. */
export function hasValidIbanChecksum(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export const IBAN_FORMAT = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

/** An IBAN as typed (spaces, lower case) becomes its electronic form, then is checked. */
const ibanField = requiredText('iban', 50)
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .refine((value) => IBAN_FORMAT.test(value), {
    message: 'The IBAN must be a country code, two check digits and up to 30 letters or digits.',
    abort: true,
  })
  .refine((value) => hasValidIbanChecksum(value), 'The IBAN is not valid: its check digits do not match. Please check it for typos.');

const swiftField = requiredText('swift', 20)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine(
    (value) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value),
    'The SWIFT code must be 8 or 11 letters and digits (e.g. EBILAEAD).',
  );

/** The bank step's text fields; the server adds the file `bank_confirmation_letter`. */
export const bankDataFields = z.object({
  bank_name: requiredText('bank name'),
  account_name: requiredText('account name'),
  iban: ibanField,
  swift: swiftField,
});
export type BankDataFields = z.infer<typeof bankDataFields>;

/** The authorised signatory's text fields; the server adds the file `id_document`. */
export const signatoryDataFields = z.object({
  full_name: requiredText('full name'),
  email: emailOf('email'),
  phone: phoneOf('phone'),
  nationality: countryCodeOf('nationality'),
});
export type SignatoryDataFields = z.infer<typeof signatoryDataFields>;

/** A broker's registration with the regulator (RERA ORN); the server adds the file `broker_card`. */
export const brokerDataFields = z.object({
  orn_number: requiredText('orn number', 32).regex(/^[A-Za-z0-9-]+$/, 'The ORN number may only contain letters, digits and dashes.'),
});
export type BrokerDataFields = z.infer<typeof brokerDataFields>;

/** The file fields of each step, named as the API names them. */
export const SIGNUP_FILE_FIELDS = {
  bank_data: 'bank_confirmation_letter',
  auth_signatory_data: 'id_document',
  broker_data: 'broker_card',
} as const;

/** A super admin's rejection of a signup: the reason is mailed to the applicant. */
export const rejectSignupBody = z.object({
  reason: requiredText('reason', 2000),
});
export type RejectSignupBody = z.infer<typeof rejectSignupBody>;

/**
 * A super admin's request for changes: the step the applicant is sent back to (one of the
 * signup kind's steps, checked by the server) and what to change, both mailed to the applicant.
 */
export const requestSignupChangesBody = z.object({
  step: z.enum(SIGNUP_STEPS, { error: `The step must be one of: ${SIGNUP_STEPS.join(', ')}.` }),
  message: requiredText('message', 2000),
});
export type RequestSignupChangesBody = z.infer<typeof requestSignupChangesBody>;
