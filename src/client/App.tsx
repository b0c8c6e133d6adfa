// The react-admin application: providers, theme, shell, and the routes this client owns.
// Product screens are the resources of resources.ts (and the deal routes); an address of none of
// them shows the not-found page.
import { useEffect, useState, type ComponentType } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  memoryStore,
  Resource,
  Translate,
} from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { useForcedLogoutOnAccessDenied } from './auth/useForcedLogoutOnAccessDenied.ts';
import { useRefreshSessionOnLoad } from './auth/useRefreshSessionOnLoad.ts';
import { NotFoundPage } from './errors/NotFoundPage.tsx';
import { createI18nProvider } from './i18n/i18nProvider.ts';
import { currentLanguage, useLanguage } from './i18n/language.ts';
import { loadedLanguage } from './i18n/languageResources.ts';
import { LanguageSync } from './i18n/LanguageSync.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { AppNotification } from './layout/AppNotification.tsx';
import { appThemes } from './layout/theme.ts';
import { useThemePreference } from './layout/themePreference.ts';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { keepAccessAnswersPrimed, primeAccessAnswers } from './providers/accessAnswers.ts';
import { createQueryClient } from './providers/queryClient.ts';
import { GuestOnly, RequireNoAccessType, RequireSignedIn, RequireTwoFactorNotEnabled } from './routing/guards.tsx';
import { lazyPage } from './routing/lazyPage.tsx';
import {
  accountSettingsPath,
  FORGOT_PASSWORD_PATH,
  FORGOT_PASSWORD_SUCCESS_PATH,
  GUEST_ONLY_PATHS,
  INVITATION_LINK_PATH,
  LOGIN_PATH,
  NO_ORGANIZATIONS_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  RESET_PASSWORD_SUCCESS_PATH,
  SIGNUP_PATH,
  TWO_FACTOR_NOTICE_PATH,
  TWO_FACTOR_SETUP_PATH,
  VERIFY_EMAIL_PATH,
} from './routing/paths.ts';
import { RESOURCES } from './resources.ts';
import { useScrollToTopOnNavigation } from './routing/useScrollToTopOnNavigation.ts';
import { dealRoutes } from './crm/deals/routes.tsx';
import { dashboardRoutes } from './dashboards/routes.tsx';
import { reportRoutes } from './reports/routes.tsx';

// Every screen loads on first visit, the login page included: its form and validation (zod)
// would take the first download over its 300 kB gzip budget (scripts/check-bundle.ts).
const LoginPage = lazyPage(() => import('./auth/LoginPage.tsx'), 'LoginPage');
const AccountSettingsPage = lazyPage(() => import('./account/AccountSettingsPage.tsx'), 'AccountSettingsPage');
const ForgotPasswordPage = lazyPage(() => import('./auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const ForgotPasswordSuccessPage = lazyPage(() => import('./auth/AuthMessagePage.tsx'), 'ForgotPasswordSuccessPage');
const NoOrganizationsPage = lazyPage(() => import('./auth/NoOrganizationsPage.tsx'), 'NoOrganizationsPage');
const PublicProjectPage = lazyPage(() => import('./embed/PublicProjectPage.tsx'), 'PublicProjectPage');
const RegisterPage = lazyPage(() => import('./auth/RegisterPage.tsx'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('./auth/ResetPasswordPage.tsx'), 'ResetPasswordPage');
const ResetPasswordSuccessPage = lazyPage(() => import('./auth/AuthMessagePage.tsx'), 'ResetPasswordSuccessPage');
const SignupPage = lazyPage(() => import('./signup/SignupPage.tsx'), 'SignupPage');
const TwoFactorNoticePage = lazyPage(() => import('./auth/TwoFactorNoticePage.tsx'), 'TwoFactorNoticePage');
const TwoFactorSetupPage = lazyPage(() => import('./auth/twoFactor/TwoFactorSetupPage.tsx'), 'TwoFactorSetupPage');
const InvitationLinkPage = lazyPage(() => import('./invitations/InvitationLinkPage.tsx'), 'InvitationLinkPage');
const VerifyEmailPage = lazyPage(() => import('./auth/VerifyEmailPage.tsx'), 'VerifyEmailPage');

/** The page of each login-type address. */
const GUEST_PAGES: Record<(typeof GUEST_ONLY_PATHS)[number], ComponentType> = {
  [LOGIN_PATH]: LoginPage,
  [REGISTER_PATH]: RegisterPage,
  [FORGOT_PASSWORD_PATH]: ForgotPasswordPage,
  [FORGOT_PASSWORD_SUCCESS_PATH]: ForgotPasswordSuccessPage,
  [RESET_PASSWORD_PATH]: ResetPasswordPage,
  [RESET_PASSWORD_SUCCESS_PATH]: ResetPasswordSuccessPage,
  [SIGNUP_PATH]: SignupPage,
};

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    primeAccessAnswers(client); // before the first render asks (providers/accessAnswers.ts)
    return client;
  });
  useEffect(() => keepAccessAnswersPrimed(queryClient), [queryClient]);
  const themePreference = useThemePreference();
  // The language the page loaded in (boot.ts has its messages ready): the first render is in it.
  const [i18nProvider] = useState(() => createI18nProvider(currentLanguage()));
  const language = useLanguage();
  const themes = appThemes(language);
  const { styleCache } = loadedLanguage(language);
  // react-admin's UI preferences stay in memory: browser storage holds docs/product.md section 3's
  // session, theme and language and nothing else (list state survives reloads in the URL).
  const [store] = useState(() => memoryStore());
  useForcedLogoutOnAccessDenied(authProvider, queryClient, store);
  useRefreshSessionOnLoad(queryClient);
  useScrollToTopOnNavigation();

  const app = (
    // react-admin's <Admin> spelled out with the same pages, minus its default login page: <Admin>
    // would bundle that unused form into the first download even with loginPage={false}.
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      lightTheme={themes.light}
      darkTheme={themes.dark}
      // Unset, react-admin follows the system's prefers-color-scheme.
      defaultTheme={themePreference === 'system' ? undefined : themePreference}
    >
      <CssBaseline enableColorScheme>
        <LanguageSync />
        <CoreAdminUI
          disableTelemetry
          title={<Translate i18nKey="app.title" />}
          layout={AppLayout}
          loginPage={false}
          catchAll={NotFoundPage}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
        >
          <CustomRoutes noLayout>
            {GUEST_ONLY_PATHS.map((path) => {
              const Page = GUEST_PAGES[path];
              return (
                <Route
                  key={path}
                  path={path}
                  element={
                    <GuestOnly>
                      <Page />
                    </GuestOnly>
                  }
                />
              );
            })}
            <Route
              path={TWO_FACTOR_NOTICE_PATH}
              element={
                <RequireSignedIn>
                  <TwoFactorNoticePage />
                </RequireSignedIn>
              }
            />
            <Route
              path={TWO_FACTOR_SETUP_PATH}
              element={
                <RequireSignedIn>
                  <RequireTwoFactorNotEnabled>
                    <TwoFactorSetupPage />
                  </RequireTwoFactorNotEnabled>
                </RequireSignedIn>
              }
            />
            <Route
              path={NO_ORGANIZATIONS_PATH}
              element={
                <RequireNoAccessType>
                  <NoOrganizationsPage />
                </RequireNoAccessType>
              }
            />
            {/* The links of mails: their secret is the credential, signed in or not. */}
            <Route path={INVITATION_LINK_PATH} element={<InvitationLinkPage />} />
            <Route path={VERIFY_EMAIL_PATH} element={<VerifyEmailPage />} />
            {/* A project's public page, shown in other sites' iframes: no sign-in, no app layout. */}
            <Route path="/embed/projects/:token" element={<PublicProjectPage />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route
              path="/auth/account-settings"
              element={
                <RequireSignedIn>
                  <Navigate to={accountSettingsPath()} replace />
                </RequireSignedIn>
              }
            />
            <Route
              path="/auth/account-settings/:tab"
              element={
                <RequireSignedIn>
                  <AccountSettingsPage />
                </RequireSignedIn>
              }
            />
          </CustomRoutes>
          <CustomRoutes>{dealRoutes}</CustomRoutes>
          <CustomRoutes>{dashboardRoutes}</CustomRoutes>
          <CustomRoutes>{reportRoutes}</CustomRoutes>
          {Object.entries(RESOURCES).map(([name, pages]) => (
            <Resource key={name} name={name} {...pages} />
          ))}
        </CoreAdminUI>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
  // Right to left, every style goes through the RTL cache (i18n/rtlStyleCache.ts); left to right,
  // through the app's own (i18n/ltrStyleCache.ts).
  return <CacheProvider value={styleCache}>{app}</CacheProvider>;
}
