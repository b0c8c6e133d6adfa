// "My day": the open activities due today, the overdue ones and the unseen leads — the
// organization's, or the caller's own with "mine". Each bar and count opens that list, filtered.
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { MyDay } from '../../shared/dashboards.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useMyDay } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { activitiesDueLink, activitiesListLink, memberLeadsLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

const FIGURES = ['due_today', 'overdue', 'unseen_leads'] as const;
type Figure = (typeof FIGURES)[number];

function linkOf(figure: Figure, day: MyDay, ownerId: number | undefined): string {
  if (figure === 'due_today') return activitiesDueLink(day.today, ownerId);
  if (figure === 'overdue') return activitiesListLink(ownerId, 'overdue', {});
  return memberLeadsLink(ownerId, 'unseen', {});
}

export function MyDayWidget({ ownerId }: { ownerId?: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const { data, error } = useMyDay(ownerId !== undefined);
  // Nothing due, late or unseen: the empty state rather than three zeros.
  const figures = data && FIGURES.some((figure) => data[figure] > 0) ? FIGURES : [];
  const table: WidgetTable | undefined = data && {
    columns: [translate('dashboard.my_day.figure'), translate('dashboard.my_day.count')],
    rows: figures.map((figure) => [
      { text: translate(`dashboard.my_day.${figure}`) },
      { text: data[figure].toLocaleString(locale), value: data[figure], link: linkOf(figure, data, ownerId) },
    ]),
  };
  const chart = data && (
    <DirectionalBarChart
      categories={figures.map((figure) => translate(`dashboard.my_day.${figure}`))}
      series={[{ id: 'count', label: translate('dashboard.my_day.count'), data: figures.map((figure) => data[figure]) }]}
      onBarClick={(_series, index) => {
        const figure = figures[index];
        if (figure) navigate(linkOf(figure, data, ownerId));
      }}
    />
  );
  return <WidgetCard titleKey="dashboard.my_day.title" fileName="my-day" table={table} error={error} chart={chart} />;
}
