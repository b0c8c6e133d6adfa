// The dashboards' routes: the menu's first entry — the developer admin's and developer's behind
// dashboards.developer, the broker admin's and broker's behind dashboards.broker — each a lazy
// chunk of its own with @mui/x-charts in it.
import { Route } from 'react-router-dom';
import { guardedPage } from '../routing/lazyPage.tsx';

const DashboardPage = guardedPage('dashboards.developer', () => import('./DashboardPage.tsx'), 'DashboardPage');
const BrokerDashboardPage = guardedPage('dashboards.broker', () => import('./BrokerDashboardPage.tsx'), 'BrokerDashboardPage');

export const DASHBOARD_PATH = '/dashboard';
export const BROKER_DASHBOARD_PATH = '/dashboard/broker';

export const dashboardRoutes = [
  <Route key="dashboard" path={DASHBOARD_PATH} element={<DashboardPage />} />,
  <Route key="broker-dashboard" path={BROKER_DASHBOARD_PATH} element={<BrokerDashboardPage />} />,
];
