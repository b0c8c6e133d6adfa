// The broker admin's breakdown per member: leads created and deals won in the period, unseen
// leads, open deals and overdue activities as they stand. The leads and activities figures open
// that member's list; the deals span the pipelines, each a list of its own, so they open none.
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { MemberFiguresRow } from '../../shared/dashboards.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useMemberFigures } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { activitiesListLink, memberLeadsLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

const FIGURES = ['leads', 'unseen_leads', 'open_deals', 'won_deals', 'overdue_activities'] as const;
type Figure = (typeof FIGURES)[number];

/** The list a member's figure counts; none for records nobody owns (the lists filter by an owner). */
function linkOf(row: MemberFiguresRow, figure: Figure, range: DashboardRange): string | undefined {
  if (row.user_id === null) return undefined;
  if (figure === 'leads') return memberLeadsLink(row.user_id, 'created', range);
  if (figure === 'unseen_leads') return memberLeadsLink(row.user_id, 'unseen', range);
  if (figure === 'overdue_activities') return activitiesListLink(row.user_id, 'overdue', {});
  return undefined;
}

export function MembersWidget({ range }: { range: DashboardRange }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const { data, error } = useMemberFigures(range);
  const rows = data ?? [];
  const nameOf = (row: MemberFiguresRow) => row.full_name ?? translate('dashboard.team.unassigned');
  const table: WidgetTable | undefined = data && {
    columns: [translate('dashboard.columns.member'), ...FIGURES.map((figure) => translate(`dashboard.members.${figure}`))],
    rows: data.map((row) => [
      { text: nameOf(row) },
      ...FIGURES.map((figure) => ({ text: row[figure].toLocaleString(locale), value: row[figure], link: linkOf(row, figure, range) })),
    ]),
  };
  const chart = (
    <DirectionalBarChart
      categories={rows.map(nameOf)}
      series={FIGURES.map((figure) => ({
        id: figure,
        label: translate(`dashboard.members.${figure}`),
        data: rows.map((row) => row[figure]),
      }))}
      onBarClick={(figure, index) => {
        const target = rows[index] && linkOf(rows[index], figure as Figure, range);
        if (target) navigate(target);
      }}
    />
  );
  return <WidgetCard titleKey="dashboard.members.title" fileName="per-member" table={table} error={error} chart={chart} />;
}
