// Step two of signing in when the account has 2FA: a 6-digit code from the authenticator app,
// or one of the recovery codes, sent with the challenge token the login answer carried.
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { useSignIn } from './useSignIn.ts';

const SIX_DIGITS = /^\d{6}$/;

/** People type codes as "123 456" or "123-456"; the server ignores those separators too. */
const typedCode = (value: string | undefined) => (value ?? '').replace(/[\s-]+/g, '');

function validateAnswer(values: { code?: string; recovery_code?: string }, usingRecoveryCode: boolean) {
  if (usingRecoveryCode) {
    return values.recovery_code?.trim() ? {} : { recovery_code: 'auth.two_factor_challenge.recovery_code_required' };
  }
  return SIX_DIGITS.test(typedCode(values.code)) ? {} : { code: 'auth.two_factor_challenge.code_format' };
}

export function TwoFactorChallengeForm({ challengeToken, onBack }: { challengeToken: string; onBack: () => void }) {
  const translate = useTranslate();
  const signIn = useSignIn();
  const [usingRecoveryCode, setUsingRecoveryCode] = useState(false);

  const submit = useFormSubmission((values: { code?: string; recovery_code?: string }) =>
    signIn(
      usingRecoveryCode
        ? { challengeToken, recoveryCode: values.recovery_code?.trim() ?? '' }
        : { challengeToken, code: typedCode(values.code) },
    ),
  );

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(usingRecoveryCode ? 'auth.two_factor_challenge.recovery_instructions' : 'auth.two_factor_challenge.code_instructions')}
      </Typography>
      {/* Keyed on the mode so switching starts a fresh form with only the relevant field. */}
      <Form
        key={usingRecoveryCode ? 'recovery' : 'code'}
        onSubmit={submit}
        validate={(values) => validateAnswer(values, usingRecoveryCode)}
        noValidate
      >
        {usingRecoveryCode ? (
          <TextInput
            source="recovery_code"
            label="auth.two_factor_challenge.recovery_code"
            autoComplete="off"
            autoFocus
            helperText={false}
          />
        ) : (
          <TextInput
            source="code"
            label="auth.two_factor_challenge.code"
            autoComplete="one-time-code"
            autoFocus
            helperText={false}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
        <SaveButton label="auth.two_factor_challenge.submit" icon={<VerifiedUserIcon />} fullWidth sx={{ mt: 2 }} />
      </Form>
      <Stack sx={{ mt: 2 }} spacing={1}>
        <Button onClick={() => setUsingRecoveryCode((current) => !current)}>
          {translate(usingRecoveryCode ? 'auth.two_factor_challenge.use_code' : 'auth.two_factor_challenge.use_recovery_code')}
        </Button>
        <Button color="inherit" onClick={onBack}>
          {translate('auth.two_factor_challenge.back')}
        </Button>
      </Stack>
    </>
  );
}
