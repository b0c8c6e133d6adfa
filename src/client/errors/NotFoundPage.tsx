// Any unknown address, and a record out of reach (a 404: another tenant's record is one).
// Offers the way home: the role's home page when signed in, the login page otherwise.
import { WayHomeScreen } from './WayHomeScreen.tsx';

export function NotFoundPage() {
  return <WayHomeScreen messages="errors.not_found" />;
}
