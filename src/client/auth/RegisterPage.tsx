// `/register`: a new account without organization. Validated with the server's own schema; once
// created it is signed in like a login and lands on the no-organizations page (or back on the
// invitation it came from, `?next=`). Its email is confirmed by a mailed link — unless it came
// from an invitation's link (`?email=…&invitation=…`): the link's secret proves the address.
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box } from '@mui/material';
import { Form, SaveButton, TextInput } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { registerBody } from '../../shared/schemas/auth.ts';
import { NewPasswordInputs } from '../forms/NewPasswordInputs.tsx';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import type { RegisterParams } from '../providers/authProvider.ts';
import { LOGIN_PATH } from '../routing/paths.ts';
import { AuthPageLink } from './AuthPageLink.tsx';
import { AuthPageShell } from './AuthPageShell.tsx';
import { useRegister } from './useSignIn.ts';

const validateRegistration = zodFormValidator(registerBody);

export function RegisterPage() {
  const register = useRegister();
  const [searchParams] = useSearchParams();
  const invitedEmail = searchParams.get('email');
  const invitationToken = searchParams.get('invitation');
  const submit = useFormSubmission((values: Partial<RegisterParams>) =>
    register({
      full_name: values.full_name ?? '',
      email: values.email ?? '',
      password: values.password ?? '',
      password_confirmation: values.password_confirmation ?? '',
      ...(invitationToken ? { invitation_token: invitationToken } : {}),
    }),
  );

  return (
    <AuthPageShell titleKey="auth.register.title">
      <Form onSubmit={submit} validate={validateRegistration} defaultValues={invitedEmail ? { email: invitedEmail } : undefined} noValidate>
        <TextInput source="full_name" label="auth.register.full_name" autoComplete="name" autoFocus helperText={false} />
        <TextInput source="email" type="email" label="auth.register.email" autoComplete="email" helperText={false} />
        <NewPasswordInputs passwordLabel="auth.register.password" confirmationLabel="auth.register.password_confirmation" />
        <SaveButton label="auth.register.submit" icon={<PersonAddIcon />} fullWidth sx={{ mt: 2 }} />
      </Form>
      <Box sx={{ mt: 2 }}>
        <AuthPageLink to={LOGIN_PATH} labelKey="auth.register.sign_in_instead" />
      </Box>
    </AuthPageShell>
  );
}
