// The side menu: the navigation table, each entry shown only when canAccess allows it for the
// current access type (and the entry's roles, when it names some). Switching organization
// resets the query cache, so the answers are asked again for the new role.
import { Badge } from '@mui/material';
import type { ReactElement } from 'react';
import { Menu, useCanAccess, useTranslate } from 'react-admin';
import { useUnseenCount } from '../crm/crmApi.ts';
import { useSession } from '../providers/useSession.ts';
import { NAVIGATION, navigationPath, type NavigationEntry } from './navigation.ts';

function NavigationMenuItem({ entry }: { entry: NavigationEntry }) {
  const session = useSession();
  const { canAccess } = useCanAccess(entry.access);
  const path = navigationPath(entry, session.organizationId);
  if (!canAccess || path === null) return null;
  if (entry.roles && !(session.accessType && entry.roles.includes(session.accessType))) return null;
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
    <Badge badgeContent={count} color="error" max={999} aria-hidden title={translate('crm.leads.unseen_badge', { smart_count: count })} data-testid="unseen-leads-badge">
      {icon}
    </Badge>
  );
}

export function NavigationMenu() {
  return (
    <Menu>
      {NAVIGATION.map((entry) => (
        <NavigationMenuItem key={entry.labelKey} entry={entry} />
      ))}
    </Menu>
  );
}
