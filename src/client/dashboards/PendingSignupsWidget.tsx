// The signups not yet decided, by kind and stage (in progress, awaiting review, changes requested):
// a stacked bar per kind, a segment opening the organizations list filtered by kind and stage.
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SIGNUP_KINDS, SIGNUP_STAGES, type SignupStage } from '../../shared/signup.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { usePendingSignups } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { signupsListLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

export function PendingSignupsWidget() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const { data, error } = usePendingSignups();
  const rows = data ?? [];
  const table: WidgetTable | undefined = data && {
    columns: [
      translate('dashboard.columns.kind'),
      translate('dashboard.columns.signup_stage'),
      translate('dashboard.columns.organizations'),
    ],
    rows: data.map((row) => [
      { text: translate(`organizations.kinds.${row.kind}`) },
      { text: translate(`organizations.signup_stages.${row.stage}`) },
      { text: row.organizations.toLocaleString(locale), value: row.organizations, link: signupsListLink(row.kind, row.stage) },
    ]),
  };
  const kinds = SIGNUP_KINDS.filter((kind) => rows.some((row) => row.kind === kind));
  const stages = SIGNUP_STAGES.filter((stage) => rows.some((row) => row.stage === stage));
  const chart = (
    <DirectionalBarChart
      categories={kinds.map((kind) => translate(`organizations.kinds.${kind}`))}
      series={stages.map((stage) => ({
        id: stage,
        label: translate(`organizations.signup_stages.${stage}`),
        stack: 'signups',
        data: kinds.map((kind) => rows.find((row) => row.kind === kind && row.stage === stage)?.organizations ?? 0),
      }))}
      onBarClick={(stage, index) => {
        const kind = kinds[index];
        if (kind) navigate(signupsListLink(kind, stage as SignupStage));
      }}
    />
  );
  return <WidgetCard titleKey="dashboard.signups.title" fileName="pending-signups" table={table} error={error} chart={chart} />;
}
