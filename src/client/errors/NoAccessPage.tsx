// A screen of docs/product.md section 2 that the signed-in role may not open: it exists, so the
// page says the role has no access to it (rather than "not found"), with the way home.
import { WayHomeScreen } from './WayHomeScreen.tsx';

export function NoAccessPage() {
  return <WayHomeScreen messages="errors.no_access" />;
}
