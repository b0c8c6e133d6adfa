// A screen of docs/product.md section 2 that the signed-in role may not open: it exists, so the
// page says the role has no access to it (rather than "not found"), with the way home.
import { WayHomeScreen } from './WayHomeScreen.tsx';

const MESSAGES = { title: 'errors.no_access.title', message: 'errors.no_access.message', backHome: 'errors.no_access.back_home' };

export function NoAccessPage() {
  return <WayHomeScreen messages={MESSAGES} />;
}
