// The react-admin application: providers, theme, shell, and the routes this client owns.
// Product screens are added as <Resource name="<path>"> by their own issues; until then their
// addresses show the not-found page.
import { useState } from 'react';
import { Admin, CustomRoutes, memoryStore, Translate } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage.tsx';
import { NoOrganizationsPage } from './auth/NoOrganizationsPage.tsx';
import { TwoFactorNoticePage } from './auth/TwoFactorNoticePage.tsx';
import { useForcedLogoutOnAccessDenied } from './auth/useForcedLogoutOnAccessDenied.ts';
import { useRefreshSessionOnLoad } from './auth/useRefreshSessionOnLoad.ts';
import { NotFoundPage } from './errors/NotFoundPage.tsx';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { AppNotification } from './layout/AppNotification.tsx';
import { appTheme } from './layout/theme.ts';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { createQueryClient } from './providers/queryClient.ts';
import { GuestOnly, RequireNoAccessType, RequireSignedIn } from './routing/guards.tsx';
import { GUEST_ONLY_PATHS, LOGIN_PATH, NO_ORGANIZATIONS_PATH, TWO_FACTOR_NOTICE_PATH } from './routing/paths.ts';
import { useScrollToTopOnNavigation } from './routing/useScrollToTopOnNavigation.ts';

/** Login-type addresses whose page comes with a later issue: the guard applies already. */
const GUEST_ONLY_PATHS_WITHOUT_PAGE = GUEST_ONLY_PATHS.filter((path) => path !== LOGIN_PATH);

export function App() {
  const [queryClient] = useState(createQueryClient);
  // react-admin's UI preferences stay in memory: browser storage holds SPEC.md section 3's
  // session and nothing else (list state survives reloads in the URL).
  const [store] = useState(() => memoryStore());
  useForcedLogoutOnAccessDenied(authProvider, queryClient, store);
  useRefreshSessionOnLoad(queryClient);
  useScrollToTopOnNavigation();

  return (
    <Admin
      disableTelemetry
      title={<Translate i18nKey="app.title" />}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={appTheme}
      layout={AppLayout}
      notification={AppNotification}
      loginPage={false}
      catchAll={NotFoundPage}
    >
      <CustomRoutes noLayout>
        <Route
          path={LOGIN_PATH}
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        {GUEST_ONLY_PATHS_WITHOUT_PAGE.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <GuestOnly>
                <NotFoundPage />
              </GuestOnly>
            }
          />
        ))}
        <Route
          path={TWO_FACTOR_NOTICE_PATH}
          element={
            <RequireSignedIn>
              <TwoFactorNoticePage />
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
      </CustomRoutes>
    </Admin>
  );
}
