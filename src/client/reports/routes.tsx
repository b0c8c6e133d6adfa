// The Reports area's routes: the page listing the reports (for a role with either report action)
// and one page per report behind its own action; each a lazy chunk, loaded on first visit.
import type { JSX } from 'react';
import { Route } from 'react-router-dom';
import { REPORT_ACTIONS, REPORTS, type ReportKey } from '../../shared/reports.ts';
import { lazyPage } from '../routing/lazyPage.tsx';
import { guardedPage } from '../routing/lazyPage.tsx';
import { RequireAction } from '../routing/guards.tsx';
import { useCan } from '../providers/useCan.ts';
import { REPORTS_PATH, reportPath } from './reportPaths.ts';

const ReportsIndex = lazyPage(() => import('./ReportsPage.tsx'), 'ReportsPage');

/** The Reports page: for a role that may open at least one report. */
function ReportsIndexPage() {
  const can = useCan();
  const opens = REPORTS.find((report) => can(REPORT_ACTIONS[report]));
  // The guard answers sign-in and refusal as everywhere else, asked for the first report the role opens.
  return (
    <RequireAction action={opens ? REPORT_ACTIONS[opens] : 'reports.inventory'}>
      <ReportsIndex />
    </RequireAction>
  );
}

const PAGES: Record<ReportKey, () => JSX.Element> = {
  'sales-by-period': guardedPage(REPORT_ACTIONS['sales-by-period'], () => import('./SalesByPeriodReport.tsx'), 'SalesByPeriodReport'),
  'sales-recorded': guardedPage(REPORT_ACTIONS['sales-recorded'], () => import('./SalesRecordedReport.tsx'), 'SalesRecordedReport'),
  'inventory-snapshot': guardedPage(
    REPORT_ACTIONS['inventory-snapshot'],
    () => import('./InventorySnapshotReport.tsx'),
    'InventorySnapshotReport',
  ),
  'pipeline-movement': guardedPage(
    REPORT_ACTIONS['pipeline-movement'],
    () => import('./PipelineMovementReport.tsx'),
    'PipelineMovementReport',
  ),
  'lead-sources': guardedPage(REPORT_ACTIONS['lead-sources'], () => import('./LeadSourcesReport.tsx'), 'LeadSourcesReport'),
};

export const reportRoutes = [
  <Route key="reports" path={REPORTS_PATH} element={<ReportsIndexPage />} />,
  ...REPORTS.map((report) => {
    const Page = PAGES[report];
    return <Route key={report} path={reportPath(report)} element={<Page />} />;
  }),
];
