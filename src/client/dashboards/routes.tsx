// The dashboards' routes: the menu's first entry of each role that has one, behind its own action
// (dashboards.developer, dashboards.sales_manager, dashboards.platform, dashboards.broker); each a
// lazy chunk of its own with @mui/x-charts in it. `/dashboard` is the developer's, and sends any
// other role to its own, so the address works for everyone.
import { Navigate, Route } from 'react-router-dom';
import type { Action } from '../../shared/permissions.ts';
import { useCan } from '../providers/useCan.ts';
import { guardedPage } from '../routing/lazyPage.tsx';

const DashboardPage = guardedPage('dashboards.developer', () => import('./DashboardPage.tsx'), 'DashboardPage');
const SalesManagerDashboardPage = guardedPage(
  'dashboards.sales_manager',
  () => import('./SalesManagerDashboardPage.tsx'),
  'SalesManagerDashboardPage',
);
const PlatformDashboardPage = guardedPage('dashboards.platform', () => import('./PlatformDashboardPage.tsx'), 'PlatformDashboardPage');
const BrokerDashboardPage = guardedPage('dashboards.broker', () => import('./BrokerDashboardPage.tsx'), 'BrokerDashboardPage');

export const DASHBOARD_PATH = '/dashboard';
export const SALES_MANAGER_DASHBOARD_PATH = '/dashboard/sales-manager';
export const PLATFORM_DASHBOARD_PATH = '/dashboard/platform';
export const BROKER_DASHBOARD_PATH = '/dashboard/broker';

/** The other roles' dashboards, for `/dashboard`. */
const OWN_DASHBOARDS: readonly (readonly [Action, string])[] = [
  ['dashboards.sales_manager', SALES_MANAGER_DASHBOARD_PATH],
  ['dashboards.platform', PLATFORM_DASHBOARD_PATH],
  ['dashboards.broker', BROKER_DASHBOARD_PATH],
];

function DashboardHome() {
  const can = useCan();
  const own = can('dashboards.developer') ? undefined : OWN_DASHBOARDS.find(([action]) => can(action));
  return own ? <Navigate to={own[1]} replace /> : <DashboardPage />;
}

export const dashboardRoutes = [
  <Route key="dashboard" path={DASHBOARD_PATH} element={<DashboardHome />} />,
  <Route key="dashboard-sales-manager" path={SALES_MANAGER_DASHBOARD_PATH} element={<SalesManagerDashboardPage />} />,
  <Route key="dashboard-platform" path={PLATFORM_DASHBOARD_PATH} element={<PlatformDashboardPage />} />,
  <Route key="dashboard-broker" path={BROKER_DASHBOARD_PATH} element={<BrokerDashboardPage />} />,
];
