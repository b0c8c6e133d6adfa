// `/auth/forgot-password`: asks for a reset link by email. The server answers the same whether or
// not the account exists, so the page always moves on to the same success message.
import { SendIcon } from '../layout/directionalIcons.tsx';
import { Box, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { forgotPasswordBody, type ForgotPasswordBody } from '../../shared/schemas/auth.ts';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { zodFormValidator } from '../forms/zodFormValidator.ts';
import { apiRequest } from '../providers/httpClient.ts';
import { FORGOT_PASSWORD_SUCCESS_PATH, LOGIN_PATH } from '../routing/paths.ts';
import { AuthPageLink } from './AuthPageLink.tsx';
import { AuthPageShell } from './AuthPageShell.tsx';

const validateEmail = zodFormValidator(forgotPasswordBody);

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const submit = useFormSubmission(async (values: Partial<ForgotPasswordBody>) => {
    await apiRequest({
      method: 'POST',
      path: 'auth/forgot-password',
      data: { email: values.email ?? '' },
      authenticated: false,
      reportAccessDenied: false,
    });
    navigate(FORGOT_PASSWORD_SUCCESS_PATH, { replace: true });
  });

  return (
    <AuthPageShell titleKey="auth.forgot_password.title">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('auth.forgot_password.instructions')}
      </Typography>
      <Form onSubmit={submit} validate={validateEmail} noValidate>
        <TextInput source="email" type="email" label="auth.forgot_password.email" autoComplete="email" autoFocus helperText={false} />
        <SaveButton label="auth.forgot_password.submit" icon={<SendIcon />} fullWidth sx={{ mt: 2 }} />
      </Form>
      <Box sx={{ mt: 2 }}>
        <AuthPageLink to={LOGIN_PATH} labelKey="auth.back_to_sign_in" />
      </Box>
    </AuthPageShell>
  );
}
