// The organization signup wizard's constants (docs/product.md sections 5 and 9, docs/api.md "Organization
// signup"): who may send organizations to it, and the order of its steps for each kind.
// Both runtimes import this; it must stay free of Node and DOM APIs.

/** Where a signup may come from: `/signup/:source` shows the wizard only for these. */
export const SIGNUP_SOURCES = ['skylinebuilders'] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

export function isSignupSource(value: unknown): value is SignupSource {
  return typeof value === 'string' && (SIGNUP_SOURCES as readonly string[]).includes(value);
}

/** Organizations that sign themselves up (the platform's own is created by staff). */
export const SIGNUP_KINDS = ['developer', 'broker'] as const;
export type SignupKind = (typeof SIGNUP_KINDS)[number];

export const SIGNUP_STEPS = ['company_data', 'bank_data', 'auth_signatory_data', 'broker_data'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** The steps of each kind, in order; the last one ends the signup. */
export const SIGNUP_STEPS_BY_KIND: Record<SignupKind, readonly SignupStep[]> = {
  developer: ['company_data', 'bank_data', 'auth_signatory_data'],
  broker: ['company_data', 'bank_data', 'auth_signatory_data', 'broker_data'],
};

/** The step after `step` for an organization of `kind`; null once the signup is over. */
export function nextSignupStep(kind: SignupKind, step: SignupStep): SignupStep | null {
  const steps = SIGNUP_STEPS_BY_KIND[kind];
  const index = steps.indexOf(step);
  return index >= 0 && index < steps.length - 1 ? steps[index + 1]! : null;
}

/** Human names of the steps, for messages. */
export const SIGNUP_STEP_NAMES: Record<SignupStep, string> = {
  company_data: 'company data',
  bank_data: 'bank data',
  auth_signatory_data: 'authorised signatory',
  broker_data: 'broker data',
};

/**
 * An IBAN as people read and copy it, in groups of four: "AE07 0331 2345 6789 0123 456". It is
 * stored in its electronic form (no spaces); only the screen groups it.
 */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Where a signup that is not yet decided stands: still being filled in (pending, not completed),
 * completed and waiting for a super admin's review, or sent back with changes requested.
 */
export const SIGNUP_STAGES = ['in_progress', 'awaiting_review', 'changes_requested'] as const;
export type SignupStage = (typeof SIGNUP_STAGES)[number];
