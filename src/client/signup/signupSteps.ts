// The wizard's course: which steps a kind goes through (src/shared/signup.ts), which one to show
// for where a signup stands, and how a step's form is checked before it is sent (the server's
// schema for the text fields, plus its file).
import type { ZodType } from 'zod';
import { SIGNUP_STEPS_BY_KIND, type SignupKind, type SignupStep } from '../../shared/signup.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';

/** A step of the wizard, or the closing page once the signup is over. */
export type WizardStep = SignupStep | 'done';

/** Where a signup stands, as far as the wizard needs it. */
export interface SignupPosition {
  kind: SignupKind;
  step: SignupStep;
  next_step: SignupStep | null;
  completed: boolean;
}

export function wizardStepsFor(kind: SignupKind): WizardStep[] {
  return [...SIGNUP_STEPS_BY_KIND[kind], 'done'];
}

/** The step to show: nothing started → company data; over → done; otherwise the next one. */
export function currentWizardStep(position: SignupPosition | null): WizardStep {
  if (!position) return 'company_data';
  if (position.completed || position.next_step === null) return 'done';
  return position.next_step;
}

/** A step's validation: its fields by the shared schema, and its file (when it has one) present. */
export function stepValidator(schema: ZodType, fileField?: string) {
  const validateFields = zodFormValidator(schema);
  return (values: Record<string, unknown>): Record<string, string> => {
    const errors = validateFields(values);
    if (fileField && !(values[fileField] instanceof File)) errors[fileField] = 'signup.errors.file_required';
    return errors;
  };
}
