// How a signup is presented to the wizard: where it stands and what was entered, so it can be
// resumed. The uuid is the only credential a signup has, so the answer holds no storage key and
// no bank detail beyond a masked IBAN: a leaked link must not leak an account.
import { z } from 'zod';
import { ORGANIZATION_STATUSES } from '../../../shared/roles.ts';
import { nextSignupStep, SIGNUP_KINDS, SIGNUP_STEPS, type SignupKind, type SignupStep } from '../../../shared/signup.ts';
import { companyFactsShape, toCompanyFacts } from '../organizations/organizations.resources.ts';
import type { SignupRow } from './signup.queries.ts';

const stepSchema = z.enum(SIGNUP_STEPS);

export const signupProgressSchema = z.object({
  uuid: z.string(),
  step: stepSchema,
  next_step: stepSchema.nullable(),
  completed: z.boolean(),
});
export type SignupProgress = z.infer<typeof signupProgressSchema>;

export const signupStepResponseSchema = z.object({ data: signupProgressSchema, message: z.string() });

export const signupStateSchema = signupProgressSchema.extend({
  kind: z.enum(SIGNUP_KINDS),
  source: z.string(),
  company_name: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  completed_at: z.string().nullable(),
  /** While the review asks for changes: its message, and the step it reopened at (null once that step is sent again). */
  changes_requested: z.object({ message: z.string(), step: stepSchema.nullable() }).nullable(),
  company_data: z.object({
    company_name: z.string(),
    ...companyFactsShape,
    contact_full_name: z.string().nullable(),
    contact_email: z.string().nullable(),
  }),
  bank_data: z.object({ iban_masked: z.string().nullable(), has_bank_confirmation_letter: z.boolean() }).nullable(),
  auth_signatory_data: z
    .object({
      full_name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      nationality: z.string().nullable(),
      has_id_document: z.boolean(),
    })
    .nullable(),
  broker_data: z.object({ orn_number: z.string().nullable(), has_broker_card: z.boolean() }).nullable(),
});
export type SignupState = z.infer<typeof signupStateSchema>;

/** `AE07 **** 3456`: enough to recognise one's account, not enough to use it. */
export function maskIban(iban: string | null): string | null {
  if (!iban) return null;
  return `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
}

/** The last step done; a signup row always has one (company data created it). */
export function stepOf(row: SignupRow): SignupStep {
  return (row.signup_step ?? 'company_data') as SignupStep;
}

export function kindOf(row: SignupRow): SignupKind {
  return row.kind as SignupKind;
}

export function toSignupProgress(row: SignupRow): SignupProgress {
  const step = stepOf(row);
  const completed = row.signup_completed_at !== null;
  return { uuid: row.uuid, step, next_step: completed ? null : nextSignupStep(kindOf(row), step), completed };
}

export function toSignupState(row: SignupRow, hasBankLetter: boolean): SignupState {
  const done = (step: SignupStep) => SIGNUP_STEPS.indexOf(stepOf(row)) >= SIGNUP_STEPS.indexOf(step);
  return {
    ...toSignupProgress(row),
    kind: kindOf(row),
    source: row.signup_source ?? '',
    company_name: row.name,
    status: row.status,
    completed_at: row.signup_completed_at?.toISOString() ?? null,
    changes_requested:
      row.status === 'changes_requested'
        ? { message: row.signup_review_message ?? '', step: (row.signup_changes_step as SignupStep | null) ?? null }
        : null,
    company_data: {
      company_name: row.name,
      ...toCompanyFacts(row),
      contact_full_name: row.contact_full_name,
      contact_email: row.contact_email,
    },
    bank_data: done('bank_data') ? { iban_masked: maskIban(row.iban), has_bank_confirmation_letter: hasBankLetter } : null,
    auth_signatory_data: done('auth_signatory_data')
      ? {
          full_name: row.signatory_full_name,
          email: row.signatory_email,
          phone: row.signatory_phone,
          nationality: row.signatory_nationality,
          has_id_document: row.signatory_id_document_path !== null,
        }
      : null,
    broker_data: done('broker_data') ? { orn_number: row.broker_orn_number, has_broker_card: row.broker_card_path !== null } : null,
  };
}
