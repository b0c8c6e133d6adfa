// The platform's organizations by kind and status: a stacked bar per kind, a segment (or a table
// cell) opening the organizations list filtered by that kind and status.
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ORGANIZATION_KINDS, ORGANIZATION_STATUSES, type OrganizationStatus } from '../../shared/roles.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useOrganizationsByKind } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { organizationsListLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

export function OrganizationsByKindWidget() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const { data, error } = useOrganizationsByKind();
  const rows = data ?? [];
  const table: WidgetTable | undefined = data && {
    columns: [translate('dashboard.columns.kind'), translate('dashboard.columns.status'), translate('dashboard.columns.organizations')],
    rows: data.map((row) => [
      { text: translate(`organizations.kinds.${row.kind}`) },
      { text: translate(`organizations.statuses.${row.status}`) },
      { text: row.organizations.toLocaleString(locale), value: row.organizations, link: organizationsListLink(row.kind, row.status) },
    ]),
  };
  const kinds = ORGANIZATION_KINDS.filter((kind) => rows.some((row) => row.kind === kind));
  const statuses = ORGANIZATION_STATUSES.filter((status) => rows.some((row) => row.status === status));
  const chart = (
    <DirectionalBarChart
      categories={kinds.map((kind) => translate(`organizations.kinds.${kind}`))}
      series={statuses.map((status) => ({
        id: status,
        label: translate(`organizations.statuses.${status}`),
        stack: 'organizations',
        data: kinds.map((kind) => rows.find((row) => row.kind === kind && row.status === status)?.organizations ?? 0),
      }))}
      onBarClick={(status, index) => {
        const kind = kinds[index];
        if (kind) navigate(organizationsListLink(kind, status as OrganizationStatus));
      }}
    />
  );
  return <WidgetCard titleKey="dashboard.organizations.title" fileName="organizations" table={table} error={error} chart={chart} />;
}
