// `/auth/reset-password?token=…&email=…`, the link of the reset mail: a new password for the
// account the link names. The email is shown (read-only) so a refused link — expired, used, or
// of another address: a 422 on `email` — says so right there, with a way to ask for a new one.
import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Box } from '@mui/material';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordBody } from '../../shared/schemas/auth.ts';
import { NewPasswordInputs } from '../forms/NewPasswordInputs.tsx';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import { apiRequest } from '../providers/httpClient.ts';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, RESET_PASSWORD_SUCCESS_PATH } from '../routing/paths.ts';
import { AuthPageLink } from './AuthPageLink.tsx';
import { AuthPageShell } from './AuthPageShell.tsx';

interface NewPassword {
  password: string;
  password_confirmation: string;
}

export function ResetPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  const submit = useFormSubmission(async (values: Partial<NewPassword>) => {
    await apiRequest({
      method: 'POST',
      path: 'auth/reset-password',
      data: { token, email, password: values.password ?? '', password_confirmation: values.password_confirmation ?? '' },
      authenticated: false,
      reportAccessDenied: false,
    });
    navigate(RESET_PASSWORD_SUCCESS_PATH, { replace: true });
  });

  if (!token || !email) {
    return (
      <AuthPageShell titleKey="auth.reset_password.title">
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('auth.reset_password.incomplete_link')}
        </Alert>
        <AuthPageLink to={FORGOT_PASSWORD_PATH} labelKey="auth.reset_password.request_new_link" />
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell titleKey="auth.reset_password.title">
      <Form
        record={{ email }}
        onSubmit={submit}
        validate={(values) => zodFormValidator(resetPasswordBody)({ ...values, token, email })}
        noValidate
      >
        <TextInput source="email" type="email" label="auth.reset_password.email" autoComplete="username" readOnly helperText={false} />
        <NewPasswordInputs
          passwordLabel="auth.reset_password.password"
          confirmationLabel="auth.reset_password.password_confirmation"
          autoFocus
        />
        <SaveButton label="auth.reset_password.submit" icon={<LockResetIcon />} fullWidth sx={{ mt: 2 }} />
      </Form>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between' }}>
        <AuthPageLink to={FORGOT_PASSWORD_PATH} labelKey="auth.reset_password.request_new_link" />
        <AuthPageLink to={LOGIN_PATH} labelKey="auth.back_to_sign_in" />
      </Box>
    </AuthPageShell>
  );
}
