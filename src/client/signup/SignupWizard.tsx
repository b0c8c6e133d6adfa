// The signup wizard of an allowed source: a stepper over the kind's steps, each posting to the
// server and showing its 422 per field. The signup's uuid sits in the address (`?uuid=`), so the
// wizard resumes where GET signup/{uuid} says it stands, after a reload or from a saved link —
// also from the link a review's "changes requested" mail carries, with the reviewer's message and
// on the step concerned; a rejected signup (410) says so and goes no further.
import { Alert, Box, Button, Step, StepLabel, Stepper } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SignupKind, SignupSource } from '../../shared/signup.ts';
import { AuthPageShell } from '../auth/AuthPageShell.tsx';
import { isNotFound } from '../errors/isNotFound.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { BankDataStep } from './BankDataStep.tsx';
import { BrokerStep } from './BrokerStep.tsx';
import { CompanyDataStep } from './CompanyDataStep.tsx';
import { SignatoryStep } from './SignatoryStep.tsx';
import { fetchSignupState, signupQueryKeys, type SignupProgress } from './signupApi.ts';
import { SignupDone } from './SignupDone.tsx';
import { currentWizardStep, wizardStepsFor, type WizardStep } from './signupSteps.ts';

const WIZARD_WIDTH = 760;

/** GET signup/{uuid} answers 410 once a super admin rejected the signup. */
const isRejected = (error: unknown) => (error as { status?: number } | null)?.status === 410;

export function SignupWizard({ source }: { source: SignupSource }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const uuid = searchParams.get('uuid');
  const [chosenKind, setChosenKind] = useState<SignupKind>('developer');
  // The company data may be corrected while it is the last step done (the server allows it).
  const [correcting, setCorrecting] = useState(false);
  const state = useQuery({
    queryKey: signupQueryKeys.state(uuid ?? ''),
    queryFn: () => fetchSignupState(uuid!),
    enabled: uuid !== null,
    retry: false,
  });

  const saved = async (progress: SignupProgress) => {
    setCorrecting(false);
    await queryClient.invalidateQueries({ queryKey: signupQueryKeys.state(progress.uuid) });
    if (progress.uuid !== uuid) setSearchParams({ uuid: progress.uuid }, { replace: true });
  };

  if (uuid !== null && !state.data) {
    const unknown = isNotFound(state.error);
    return (
      <AuthPageShell titleKey="signup.title" maxWidth={WIZARD_WIDTH}>
        {isRejected(state.error) ? (
          <Alert severity="error">{translate('signup.rejected')}</Alert>
        ) : unknown ? (
          <>
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate('signup.unknown_link')}
            </Alert>
            <Button variant="contained" onClick={() => setSearchParams({}, { replace: true })}>
              {translate('signup.start_over')}
            </Button>
          </>
        ) : (
          <QueryFallback error={state.error} />
        )}
      </AuthPageShell>
    );
  }

  const position = state.data ?? null;
  const kind = position?.kind ?? chosenKind;
  const steps = wizardStepsFor(kind);
  // A review that asks for changes to the company data reopens that form, filled in.
  const reopensCompany = position?.changes_requested?.step === 'company_data';
  const step: WizardStep = (correcting || reopensCompany) && position ? 'company_data' : currentWizardStep(position);
  const canCorrectCompany = position !== null && !position.completed && position.step === 'company_data' && !correcting && !reopensCompany;

  return (
    <AuthPageShell titleKey="signup.title" maxWidth={WIZARD_WIDTH}>
      {position?.changes_requested && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('signup.changes_requested', { message: position.changes_requested.message })}
        </Alert>
      )}
      <Stepper activeStep={steps.indexOf(step)} alternativeLabel sx={{ my: 3 }}>
        {steps.map((name) => (
          <Step key={name} completed={steps.indexOf(name) < steps.indexOf(step) || step === 'done'}>
            <StepLabel>{translate(`signup.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 'company_data' && (
        <CompanyDataStep
          source={source}
          uuid={uuid}
          kind={kind}
          initial={correcting || reopensCompany ? position?.company_data : undefined}
          onKindChange={setChosenKind}
          onSaved={saved}
        />
      )}
      {step === 'bank_data' && uuid && <BankDataStep uuid={uuid} onSaved={saved} />}
      {step === 'auth_signatory_data' && uuid && <SignatoryStep uuid={uuid} last={kind === 'developer'} onSaved={saved} />}
      {step === 'broker_data' && uuid && <BrokerStep uuid={uuid} onSaved={saved} />}
      {step === 'done' && <SignupDone companyName={position?.company_name ?? ''} />}
      {canCorrectCompany && (
        <Box sx={{ mt: 2 }}>
          <Button onClick={() => setCorrecting(true)}>{translate('signup.back_to_company')}</Button>
        </Box>
      )}
    </AuthPageShell>
  );
}
