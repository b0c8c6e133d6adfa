// The side menu: the navigation table, each entry shown only when canAccess allows it for the
// current access type (and the entry's roles, when it names some). Switching organization
// resets the query cache, so the answers are asked again for the new role.
import { Menu, useCanAccess } from 'react-admin';
import { useSession } from '../providers/useSession.ts';
import { NAVIGATION, navigationPath, type NavigationEntry } from './navigation.ts';

function NavigationMenuItem({ entry }: { entry: NavigationEntry }) {
  const session = useSession();
  const { canAccess } = useCanAccess(entry.access);
  const path = navigationPath(entry, session.organizationId);
  if (!canAccess || path === null) return null;
  if (entry.roles && !(session.accessType && entry.roles.includes(session.accessType))) return null;
  const Icon = entry.icon;
  return <Menu.Item to={path} primaryText={entry.labelKey} leftIcon={<Icon />} />;
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
