// Landing of a signed-in user with no enabled organization (no access type): his pending
// invitations, to accept (he then lands on the organization's home page) or decline; a way to
// his account settings (2FA, password) and out.
import { LogoutIcon } from '../layout/directionalIcons.tsx';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Button, Stack, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PendingInvitations } from '../invitations/PendingInvitations.tsx';
import { accountSettingsPath } from '../routing/paths.ts';
import { AuthPageShell } from './AuthPageShell.tsx';

export function NoOrganizationsPage() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <AuthPageShell titleKey="auth.no_organizations.title">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('auth.no_organizations.message')}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('invitations.title')}
      </Typography>
      <PendingInvitations />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button color="inherit" startIcon={<ManageAccountsIcon />} component={Link} to={accountSettingsPath()}>
          {translate('account.settings.title')}
        </Button>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => void logout()}>
          {translate('auth.no_organizations.sign_out')}
        </Button>
      </Stack>
    </AuthPageShell>
  );
}
