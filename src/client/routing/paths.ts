// Paths the client routes itself (docs/product.md section 2). Screens of later issues add theirs.
export const LOGIN_PATH = '/';
export const REGISTER_PATH = '/register';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const FORGOT_PASSWORD_SUCCESS_PATH = '/auth/forgot-password/success';
export const RESET_PASSWORD_PATH = '/auth/reset-password';
export const RESET_PASSWORD_SUCCESS_PATH = '/auth/reset-password/success';
export const SIGNUP_PATH = '/signup/:source';
export const TWO_FACTOR_NOTICE_PATH = '/auth/two-factor/notice';
export const TWO_FACTOR_SETUP_PATH = '/auth/two-factor/authenticator-app';
export const NO_ORGANIZATIONS_PATH = '/auth/no-organizations';
/** The link of an invitation mail (`?token=`): shown signed in or not. */
export const INVITATION_LINK_PATH = '/auth/invitation';
/** The link of a verification mail (`?token=`). */
export const VERIFY_EMAIL_PATH = '/auth/verify-email';

/** The tabs of account settings, each its own address (`/auth/account-settings/security`). */
export const ACCOUNT_SETTINGS_TABS = ['profile', 'security', 'invites'] as const;
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_TABS)[number];
export const accountSettingsPath = (tab: AccountSettingsTab = 'profile') => `/auth/account-settings/${tab}`;

/** The organization page's tabs, each its own address below `/auth/organizations/:id` (overview at the page itself). */
export const ORGANIZATION_TABS = [
  'overview',
  'members',
  'invitations',
  'sales-managers',
  'logo',
  'api-tokens',
  'documents',
  'contracts',
] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];
export const ORGANIZATIONS_PATH = '/auth/organizations';
export const organizationPath = (id: number | string, tab: OrganizationTab = 'overview') =>
  tab === 'overview' ? `${ORGANIZATIONS_PATH}/${id}` : `${ORGANIZATIONS_PATH}/${id}/${tab}`;

export const USERS_PATH = '/auth/users';
export const userPath = (id: number | string) => `${USERS_PATH}/${id}`;

/** The signup wizard of a source; `uuid` resumes a signup already started. */
export const signupPath = (source: string, uuid?: string) =>
  `/signup/${encodeURIComponent(source)}${uuid ? `?uuid=${encodeURIComponent(uuid)}` : ''}`;

/** Login-type pages: only for visitors; a signed-in user is sent to his home page. */
export const GUEST_ONLY_PATHS = [
  LOGIN_PATH,
  REGISTER_PATH,
  FORGOT_PASSWORD_PATH,
  FORGOT_PASSWORD_SUCCESS_PATH,
  RESET_PASSWORD_PATH,
  RESET_PASSWORD_SUCCESS_PATH,
  SIGNUP_PATH,
] as const;
