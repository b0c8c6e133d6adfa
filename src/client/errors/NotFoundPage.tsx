// Any unknown address, and a record out of reach (a 404: another tenant's record is one).
// Offers the way home: the role's home page when signed in, the login page otherwise.
import { WayHomeScreen } from './WayHomeScreen.tsx';

const MESSAGES = { title: 'errors.not_found.title', message: 'errors.not_found.message', backHome: 'errors.not_found.back_home' };

export function NotFoundPage() {
  return <WayHomeScreen messages={MESSAGES} />;
}
