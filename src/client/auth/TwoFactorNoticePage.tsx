// Shown after signing in to an account without 2FA: explains it and offers to set it up now
// or later (later = the role's home page).
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../providers/useSession.ts';
import { homePath } from '../routing/homePath.ts';
import { TWO_FACTOR_SETUP_PATH } from '../routing/paths.ts';
import { AuthPageShell } from './AuthPageShell.tsx';

export function TwoFactorNoticePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { accessType } = useSession();
  return (
    <AuthPageShell titleKey="auth.two_factor_notice.title">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('auth.two_factor_notice.message')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={() => navigate(homePath(accessType))}>
          {translate('auth.two_factor_notice.remind_me_later')}
        </Button>
        <Button variant="contained" onClick={() => navigate(TWO_FACTOR_SETUP_PATH)}>
          {translate('auth.two_factor_notice.set_up_now')}
        </Button>
      </Stack>
    </AuthPageShell>
  );
}
