import { describe, expect, it } from 'vitest';
import { currentWizardStep, stepValidator, wizardStepsFor } from '../../src/client/signup/signupSteps.ts';
import { brokerDataFields } from '../../src/shared/schemas/signup.ts';

describe('the signup wizard’s course', () => {
  it('goes through the broker step for brokers only', () => {
    expect(wizardStepsFor('developer')).toEqual(['company_data', 'bank_data', 'auth_signatory_data', 'done']);
    expect(wizardStepsFor('broker')).toEqual(['company_data', 'bank_data', 'auth_signatory_data', 'broker_data', 'done']);
  });

  it('shows the company step first, the next step of a signup under way, and the end once it is over', () => {
    expect(currentWizardStep(null)).toBe('company_data');
    expect(currentWizardStep({ kind: 'broker', step: 'bank_data', next_step: 'auth_signatory_data', completed: false })).toBe(
      'auth_signatory_data',
    );
    expect(currentWizardStep({ kind: 'developer', step: 'auth_signatory_data', next_step: null, completed: true })).toBe('done');
  });

  it('checks a step’s fields with the server’s schema and asks for its file', () => {
    const validate = stepValidator(brokerDataFields, 'broker_card');
    expect(validate({})).toEqual({ orn_number: 'The orn number field is required.', broker_card: 'signup.errors.file_required' });
    expect(validate({ orn_number: 'ORN-1', broker_card: new File(['x'], 'card.png') })).toEqual({});
  });
});
