// The app bar: page title, organization switcher, refresh, and the user menu (account settings,
// logout).
import { AppBar, RefreshIconButton } from 'react-admin';
import { NotificationsBell } from '../crm/notifications/NotificationsBell.tsx';
import { AppUserMenu } from './AppUserMenu.tsx';
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx';

const toolbar = (
  <>
    <OrganizationSwitcher />
    <NotificationsBell />
    <RefreshIconButton />
  </>
);

export function AppTopBar() {
  return <AppBar color="primary" toolbar={toolbar} userMenu={<AppUserMenu />} />;
}
