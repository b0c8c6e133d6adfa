// Leads by source: the leads created in the period from each source and how many of them have a
// won deal (a bar opens that source's leads of the period). Both dashboards show it: the broker's,
// with "mine", counts and opens the caller's own leads (`ownerId`). No period picked: the last 12
// months, the list opened over the same days.
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { DEVELOPER_DASHBOARD, useLeadSources, type DashboardSource } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { LastYearNote } from './LastYearNote.tsx';
import { leadsListLink } from './listLinks.ts';
import { usePeriodOrLastYear } from './usePeriodOrLastYear.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

interface LeadSourcesWidgetProps {
  range: DashboardRange;
  source?: DashboardSource;
  /** The owner the figures are narrowed to ("mine"): the list opens with his filter. */
  ownerId?: number;
}

export function LeadSourcesWidget({ range, source = DEVELOPER_DASHBOARD, ownerId }: LeadSourcesWidgetProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const { period, lastYear } = usePeriodOrLastYear(range);
  const { data, error } = useLeadSources(period, source);
  const rows = data ?? [];
  const table: WidgetTable | undefined = data && {
    columns: [
      translate('dashboard.columns.source'),
      translate('dashboard.columns.leads'),
      translate('dashboard.columns.converted'),
      translate('dashboard.columns.conversion_rate'),
    ],
    rows: data.map((row) => [
      { text: translate(`crm.sources.${row.source}`) },
      { text: row.leads.toLocaleString(locale), value: row.leads, link: leadsListLink(row.source, period, ownerId) },
      { text: row.converted.toLocaleString(locale), value: row.converted },
      { text: row.conversion_rate.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 }), value: row.conversion_rate },
    ]),
  };
  const chart = (
    <DirectionalBarChart
      categories={rows.map((row) => translate(`crm.sources.${row.source}`))}
      series={[
        { id: 'leads', label: translate('dashboard.columns.leads'), data: rows.map((row) => row.leads) },
        { id: 'converted', label: translate('dashboard.columns.converted'), data: rows.map((row) => row.converted) },
      ]}
      onBarClick={(_series, index) => {
        const row = rows[index];
        if (row) navigate(leadsListLink(row.source, period, ownerId));
      }}
    />
  );
  return (
    <WidgetCard
      titleKey="dashboard.lead_sources.title"
      fileName="leads-by-source"
      table={table}
      error={error}
      chart={chart}
      summary={lastYear ? <LastYearNote /> : undefined}
    />
  );
}
