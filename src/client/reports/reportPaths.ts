// The Reports area's addresses: the page listing the reports, and one sub-route per report.
import type { ReportKey } from '../../shared/reports.ts';

export const REPORTS_PATH = '/reports';

export const reportPath = (report: ReportKey) => `${REPORTS_PATH}/${report}`;
