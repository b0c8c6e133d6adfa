// Leads by status: the leads created in the period in each status, the caller's own with "mine"
// (a bar opens that status's leads of the period, with the same owner filter).
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useLeadStatuses } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { leadsByStatusLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

export function LeadStatusesWidget({ range, ownerId }: { range: DashboardRange; ownerId?: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const { data, error } = useLeadStatuses(range, ownerId !== undefined);
  const rows = data ?? [];
  const table: WidgetTable | undefined = data && {
    columns: [translate('dashboard.columns.status'), translate('dashboard.columns.leads')],
    rows: data.map((row) => [
      { text: translate(`crm.statuses.${row.status}`) },
      { text: row.leads.toLocaleString(locale), value: row.leads, link: leadsByStatusLink(row.status, range, ownerId) },
    ]),
  };
  const chart = (
    <DirectionalBarChart
      categories={rows.map((row) => translate(`crm.statuses.${row.status}`))}
      series={[{ id: 'leads', label: translate('dashboard.columns.leads'), data: rows.map((row) => row.leads) }]}
      onBarClick={(_series, index) => {
        const row = rows[index];
        if (row) navigate(leadsByStatusLink(row.status, range, ownerId));
      }}
    />
  );
  return <WidgetCard titleKey="dashboard.lead_statuses.title" fileName="leads-by-status" table={table} error={error} chart={chart} />;
}
