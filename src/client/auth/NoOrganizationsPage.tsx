// Landing of a signed-in user with no enabled organization (no access type). The list of his
// pending invitations arrives with the invitations issue.
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Stack, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { AuthPageShell } from './AuthPageShell.tsx';

export function NoOrganizationsPage() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <AuthPageShell titleKey="auth.no_organizations.title">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('auth.no_organizations.message')}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => void logout()}>
          {translate('auth.no_organizations.sign_out')}
        </Button>
      </Stack>
    </AuthPageShell>
  );
}
