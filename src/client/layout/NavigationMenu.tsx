// The side menu: the navigation table, each entry shown only when the current access type has
// the entry's matrix action. useCan reads the session live, so switching organization redraws
// the menu for the new role at once.
import { Badge } from '@mui/material';
import type { ReactElement } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { useUnseenCount } from '../crm/crmApi.ts';
import { useCan } from '../providers/useCan.ts';
import { useSession } from '../providers/useSession.ts';
import { NAVIGATION, navigationPath, showsEntry, type NavigationEntry } from './navigation.ts';

function NavigationMenuItem({ entry }: { entry: NavigationEntry }) {
  const session = useSession();
  const can = useCan();
  const path = navigationPath(entry, session.organizationId);
  if (!showsEntry(entry, can) || path === null) return null;
  const Icon = entry.icon;
  const icon = entry.badge === 'unseen_leads' ? <UnseenLeadsBadge icon={<Icon />} /> : <Icon />;
  return <Menu.Item to={path} primaryText={entry.labelKey} leftIcon={icon} />;
}

/** The unseen-leads count on the Leads entry, polled (and refetched after lead mutations). */
function UnseenLeadsBadge({ icon }: { icon: ReactElement }) {
  const translate = useTranslate();
  const count = useUnseenCount() ?? 0;
  // Hidden from the accessible name, so the entry stays "Leads"; the title tells the count.
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={999}
      aria-hidden
      title={translate('crm.leads.unseen_badge', { smart_count: count })}
      data-testid="unseen-leads-badge"
    >
      {icon}
    </Badge>
  );
}

export function NavigationMenu() {
  return (
    <Menu>
      {NAVIGATION.map((entry) => (
        <NavigationMenuItem key={entry.path} entry={entry} />
      ))}
    </Menu>
  );
}
