// Step one of signing in: email and password. Validated with the server's own schema; a 422
// (bad credentials come back on `email`) shows under its field, every failure as a notification.
import { LoginIcon } from '../layout/directionalIcons.tsx';
import { Form, SaveButton, TextInput } from 'react-admin';
import { loginBody } from '../../shared/schemas/auth.ts';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import { useSignIn } from './useSignIn.ts';

const validateCredentials = zodFormValidator(loginBody.pick({ email: true, password: true }));

interface Credentials {
  email: string;
  password: string;
}

export function CredentialsForm({ onChallenge }: { onChallenge: (challengeToken: string) => void }) {
  const signIn = useSignIn();
  const submit = useFormSubmission(async (values: Partial<Credentials>) => {
    const result = await signIn({ email: values.email ?? '', password: values.password ?? '' });
    if (result.redirectTo === false) onChallenge(result.challengeToken);
  });

  return (
    <Form onSubmit={submit} validate={validateCredentials} noValidate>
      <TextInput source="email" type="email" label="auth.login.email" autoComplete="username" autoFocus helperText={false} />
      <TextInput source="password" type="password" label="auth.login.password" autoComplete="current-password" helperText={false} />
      <SaveButton label="auth.login.submit" icon={<LoginIcon />} fullWidth sx={{ mt: 2 }} />
    </Form>
  );
}
