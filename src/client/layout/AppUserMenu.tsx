// react-admin's user menu with the way to account settings above its logout.
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { accountSettingsPath } from '../routing/paths.ts';

function AccountSettingsMenuItem(props: Omit<MenuItemProps<typeof Link>, 'to' | 'component'>) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} component={Link} to={accountSettingsPath()} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <ManageAccountsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('account.settings.title')}</ListItemText>
    </MenuItem>
  );
}

export function AppUserMenu() {
  return (
    <UserMenu>
      <AccountSettingsMenuItem />
      <Logout />
    </UserMenu>
  );
}
