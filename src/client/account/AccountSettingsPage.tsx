// Account settings (`/auth/account-settings/profile|security|invites`), inside the app shell:
// one tab per address, so each can be linked to and the browser's back button moves between them.
import { Box, Tab, Tabs } from '@mui/material';
import type { ComponentType } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { ACCOUNT_SETTINGS_TABS, accountSettingsPath, type AccountSettingsTab } from '../routing/paths.ts';
import { AppearanceSettings } from './AppearanceSettings.tsx';
import { InvitesSettings } from './InvitesSettings.tsx';
import { ProfileSettings } from './ProfileSettings.tsx';
import { SecuritySettings } from './SecuritySettings.tsx';

function ProfileTab() {
  return (
    <>
      <ProfileSettings />
      <AppearanceSettings />
    </>
  );
}

const TAB_CONTENT: Record<AccountSettingsTab, ComponentType> = {
  profile: ProfileTab,
  security: SecuritySettings,
  invites: InvitesSettings,
};

function isTab(value: string | undefined): value is AccountSettingsTab {
  return (ACCOUNT_SETTINGS_TABS as readonly string[]).includes(value ?? '');
}

export function AccountSettingsPage() {
  const translate = useTranslate();
  const { tab } = useParams();
  if (!isTab(tab)) return <NotFoundPage />;
  const Content = TAB_CONTENT[tab];

  return (
    <Box sx={{ maxWidth: 880, py: 2 }}>
      <Title title="account.settings.title" />
      <Tabs value={tab} aria-label={translate('account.settings.title')} sx={{ mb: 2 }} variant="scrollable">
        {ACCOUNT_SETTINGS_TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`account.settings.tabs.${name}`)} component={Link} to={accountSettingsPath(name)} />
        ))}
      </Tabs>
      <Content />
    </Box>
  );
}
