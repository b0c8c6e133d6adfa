// The app bar: page title, the search box (Ctrl/⌘-K), organization switcher, language, refresh, and the user menu (account settings,
// logout). On a phone the title may take two lines in a smaller type rather than be cut to a few
// letters ("Priya N…" for a member's page).
import type { Theme } from '@mui/material';
import { AppBar, AppBarClasses, RefreshIconButton, TitlePortal } from 'react-admin';
import { NotificationsBell } from '../crm/notifications/NotificationsBell.tsx';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.tsx';
import { SearchButton } from '../search/SearchButton.tsx';
import { AppUserMenu } from './AppUserMenu.tsx';
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx';

const toolbar = (
  <>
    <SearchButton />
    <OrganizationSwitcher />
    <NotificationsBell />
    <LanguageSwitcher compact />
    <RefreshIconButton />
  </>
);

const titleSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    whiteSpace: 'normal',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    fontSize: '1rem',
    lineHeight: 1.25,
    overflowWrap: 'anywhere',
  },
});

export function AppTopBar() {
  return (
    <AppBar color="primary" toolbar={toolbar} userMenu={<AppUserMenu />}>
      <TitlePortal className={AppBarClasses.title} sx={titleSx} />
    </AppBar>
  );
}
