// Paths the client routes itself (SPEC.md section 2). Screens of later issues add theirs.
export const LOGIN_PATH = '/';
export const TWO_FACTOR_NOTICE_PATH = '/auth/two-factor/notice';
export const TWO_FACTOR_SETUP_PATH = '/auth/two-factor/authenticator-app';
export const NO_ORGANIZATIONS_PATH = '/auth/no-organizations';

/** Login-type pages: only for visitors; a signed-in user is sent to his home page. */
export const GUEST_ONLY_PATHS = [
  LOGIN_PATH,
  '/register',
  '/auth/forgot-password',
  '/auth/forgot-password/success',
  '/auth/reset-password',
  '/auth/reset-password/success',
  '/signup/:source',
] as const;
