// The login route `/`: credentials first; when the server asks for a 2FA code, the same page
// asks for it (docs/product.md section 4). Links lead to password reset and to registration.
import { Stack } from '@mui/material';
import { useState } from 'react';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from '../routing/paths.ts';
import { AuthPageLink } from './AuthPageLink.tsx';
import { AuthPageShell } from './AuthPageShell.tsx';
import { CredentialsForm } from './CredentialsForm.tsx';
import { TwoFactorChallengeForm } from './TwoFactorChallengeForm.tsx';

export function LoginPage() {
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  if (challengeToken) {
    return (
      <AuthPageShell titleKey="auth.two_factor_challenge.title">
        <TwoFactorChallengeForm challengeToken={challengeToken} onBack={() => setChallengeToken(null)} />
      </AuthPageShell>
    );
  }
  return (
    <AuthPageShell titleKey="auth.login.title">
      <CredentialsForm onChallenge={setChallengeToken} />
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between' }}>
        <AuthPageLink to={FORGOT_PASSWORD_PATH} labelKey="auth.login.forgot_password" />
        <AuthPageLink to={REGISTER_PATH} labelKey="auth.login.register" />
      </Stack>
    </AuthPageShell>
  );
}
