// The platform's messages created in the period by provider, sent and failed: a pair of bars per
// provider, each opening the message logs of that provider, outcome and period.
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useMessagesByProvider } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { messageLogsListLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

const OUTCOMES = ['sent', 'failed'] as const;

export function MessagesByProviderWidget({ range }: { range: DashboardRange }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const { data, error } = useMessagesByProvider(range);
  const rows = data ?? [];
  const providerLabel = (provider: string) => translate(`contacts.providers.${provider}`);
  const table: WidgetTable | undefined = data && {
    columns: [translate('dashboard.columns.provider'), translate('dashboard.columns.sent'), translate('dashboard.columns.failed')],
    rows: data.map((row) => [
      { text: providerLabel(row.provider) },
      ...OUTCOMES.map((outcome) => ({
        text: row[outcome].toLocaleString(locale),
        value: row[outcome],
        link: messageLogsListLink(row.provider, outcome, range),
      })),
    ]),
  };
  const chart = (
    <DirectionalBarChart
      categories={rows.map((row) => providerLabel(row.provider))}
      series={OUTCOMES.map((outcome) => ({
        id: outcome,
        label: translate(`dashboard.columns.${outcome}`),
        data: rows.map((row) => row[outcome]),
      }))}
      onBarClick={(outcome, index) => {
        const row = rows[index];
        if (row) navigate(messageLogsListLink(row.provider, outcome as (typeof OUTCOMES)[number], range));
      }}
    />
  );
  return <WidgetCard titleKey="dashboard.messages.title" fileName="messages-by-provider" table={table} error={error} chart={chart} />;
}
