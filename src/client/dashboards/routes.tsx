// The dashboard's route: the menu's first entry for the developer admin and developer, behind
// dashboards.developer; a lazy chunk of its own with @mui/x-charts in it.
import { Route } from 'react-router-dom';
import { guardedPage } from '../routing/lazyPage.tsx';

const DashboardPage = guardedPage('dashboards.developer', () => import('./DashboardPage.tsx'), 'DashboardPage');

export const DASHBOARD_PATH = '/dashboard';

export const dashboardRoutes = [<Route key="dashboard" path={DASHBOARD_PATH} element={<DashboardPage />} />];
