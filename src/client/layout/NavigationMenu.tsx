// The side menu: the navigation table, each entry shown only when canAccess lets the current
// access type list its resource. Switching organization resets the query cache, so the answers
// are asked again for the new role.
import { Menu, useCanAccess } from 'react-admin';
import { NAVIGATION, type NavigationEntry } from './navigation.ts';

function NavigationMenuItem({ entry }: { entry: NavigationEntry }) {
  const { canAccess } = useCanAccess({ resource: entry.resource, action: 'list' });
  if (!canAccess) return null;
  const Icon = entry.icon;
  return <Menu.Item to={entry.path} primaryText={entry.labelKey} leftIcon={<Icon />} />;
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
