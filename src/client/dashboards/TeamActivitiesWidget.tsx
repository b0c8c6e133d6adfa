// The team's activities due in the period, per member: done, and overdue (open past their due
// time). A bar opens that member's activities, done or overdue.
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useTeamActivities } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { activitiesListLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

const KINDS = ['done', 'overdue'] as const;

export function TeamActivitiesWidget({ range }: { range: DashboardRange }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const { data, error } = useTeamActivities(range);
  const rows = data ?? [];
  const nameOf = (ownerName: string | null) => ownerName ?? translate('dashboard.team.unassigned');
  // Activities nobody owns have no list filter of their own: their figures open nothing.
  const link = (ownerId: number | null, which: (typeof KINDS)[number]) =>
    ownerId === null ? undefined : activitiesListLink(ownerId, which, range);

  const table: WidgetTable | undefined = data && {
    columns: [translate('dashboard.columns.member'), translate('dashboard.columns.done'), translate('dashboard.columns.overdue')],
    rows: data.map((row) => [
      { text: nameOf(row.owner_name) },
      ...KINDS.map((which) => ({ text: row[which].toLocaleString(locale), value: row[which], link: link(row.owner_id, which) })),
    ]),
  };
  const chart = (
    <DirectionalBarChart
      categories={rows.map((row) => nameOf(row.owner_name))}
      series={KINDS.map((which) => ({ id: which, label: translate(`dashboard.columns.${which}`), data: rows.map((row) => row[which]) }))}
      onBarClick={(which, index) => {
        const target = rows[index] && link(rows[index].owner_id, which as (typeof KINDS)[number]);
        if (target) navigate(target);
      }}
    />
  );
  return <WidgetCard titleKey="dashboard.team.title" fileName="team-activities" table={table} error={error} chart={chart} />;
}
