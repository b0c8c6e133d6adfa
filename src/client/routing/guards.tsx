// Route guards of docs/product.md section 2 for the pages routed here (react-admin's resource pages check
// authProvider.checkAuth themselves). Each reads the stored session, the same facts checkAuth reads.
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Action } from '../../shared/permissions.ts';
import { NoAccessPage } from '../errors/NoAccessPage.tsx';
import { canAccessWith } from '../providers/resourceAccess.ts';
import { isSignedIn, readSession } from '../providers/session.ts';
import { useSession } from '../providers/useSession.ts';
import { homePath } from './homePath.ts';
import { LOGIN_PATH } from './paths.ts';

/** Signed-in pages: a visitor goes to login; leaving the session (logout) leaves the page too. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  return isSignedIn(session) ? children : <Navigate to={LOGIN_PATH} replace />;
}

/**
 * Login-type pages: a signed-in user arriving here goes to his home page. Decided on arrival
 * only, so the login page itself chooses where a fresh sign-in goes (e.g. the 2FA notice).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [arrival] = useState(readSession);
  return isSignedIn(arrival) ? <Navigate to={homePath(arrival.accessType)} replace /> : children;
}

/** The no-organizations landing (docs/product.md section 5): only while the user has no access type. */
export function RequireNoAccessType({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to={LOGIN_PATH} replace />;
  if (session.accessType) return <Navigate to={homePath(session.accessType)} replace />;
  return children;
}

/**
 * The 2FA setup page: once 2FA is enabled there is nothing to set up, so the user goes to his
 * home page. Decided on arrival, so the page itself can show the recovery codes after confirming.
 */
export function RequireTwoFactorNotEnabled({ children }: { children: ReactNode }) {
  const [arrival] = useState(readSession);
  return arrival.twoFactorEnabled ? <Navigate to={homePath(arrival.accessType)} replace /> : children;
}

/**
 * Pages behind a matrix action: a visitor goes to login, a signed-in user whose role lacks the
 * action gets the no-access page (the screen exists, docs/product.md section 2), and the page (with its calls) is never mounted for him — which
 * react-admin's own check, made alongside the page's first query, does not ensure.
 */
export function RequireAction({ action, children }: { action: Action; children: ReactNode }) {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to={LOGIN_PATH} replace />;
  return canAccessWith(session.accessType, { action }, true) ? children : <NoAccessPage />;
}
