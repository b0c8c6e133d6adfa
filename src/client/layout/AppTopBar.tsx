// The app bar: page title, organization switcher, refresh, and react-admin's user menu (logout).
import { AppBar, RefreshIconButton } from 'react-admin';
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx';

const toolbar = (
  <>
    <OrganizationSwitcher />
    <RefreshIconButton />
  </>
);

export function AppTopBar() {
  return <AppBar color="primary" toolbar={toolbar} />;
}
