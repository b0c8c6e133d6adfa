// The app bar: page title, organization switcher, refresh, and the user menu (account settings,
// logout).
import { AppBar, RefreshIconButton } from 'react-admin';
import { AppUserMenu } from './AppUserMenu.tsx';
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx';

const toolbar = (
  <>
    <OrganizationSwitcher />
    <RefreshIconButton />
  </>
);

export function AppTopBar() {
  return <AppBar color="primary" toolbar={toolbar} userMenu={<AppUserMenu />} />;
}
