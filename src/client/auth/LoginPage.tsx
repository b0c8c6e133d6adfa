// The login route `/`: credentials first; when the server asks for a 2FA code, the same page
// asks for it (SPEC.md section 4). Register and forgot-password links arrive with those screens.
import { useState } from 'react';
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
    </AuthPageShell>
  );
}
