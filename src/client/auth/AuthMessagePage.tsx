// A page outside the app shell that only says something and offers one way on: the success pages
// of the password reset.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../routing/paths.ts';
import { AuthPageLink } from './AuthPageLink.tsx';
import { AuthPageShell } from './AuthPageShell.tsx';

interface AuthMessagePageProps {
  titleKey: string;
  messageKey: string;
  link: { to: string; labelKey: string };
}

export function AuthMessagePage({ titleKey, messageKey, link }: AuthMessagePageProps) {
  const translate = useTranslate();
  return (
    <AuthPageShell titleKey={titleKey}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(messageKey)}
      </Typography>
      <Box>
        <AuthPageLink to={link.to} labelKey={link.labelKey} />
      </Box>
    </AuthPageShell>
  );
}

export function ForgotPasswordSuccessPage() {
  return (
    <AuthMessagePage
      titleKey="auth.forgot_password_success.title"
      messageKey="auth.forgot_password_success.message"
      link={{ to: LOGIN_PATH, labelKey: 'auth.back_to_sign_in' }}
    />
  );
}

export function ResetPasswordSuccessPage() {
  return (
    <AuthMessagePage
      titleKey="auth.reset_password_success.title"
      messageKey="auth.reset_password_success.message"
      link={{ to: LOGIN_PATH, labelKey: 'auth.reset_password_success.sign_in' }}
    />
  );
}
