// The users who signed in or used a session within the last 7 and 30 days: a bar per window,
// opening the users list filtered to those active within it.
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useActiveUsers } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { activeUsersListLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

export function ActiveUsersWidget() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const { data, error } = useActiveUsers();
  const rows = data ?? [];
  const windowLabel = (days: number) => translate('dashboard.active_users.window', { smart_count: days });
  // Nobody active in any window is nothing to show.
  const table: WidgetTable | undefined = data && {
    columns: [translate('dashboard.columns.window'), translate('dashboard.columns.users')],
    rows: data.some((row) => row.users > 0)
      ? data.map((row) => [
          { text: windowLabel(row.days) },
          { text: row.users.toLocaleString(locale), value: row.users, link: activeUsersListLink(row.days) },
        ])
      : [],
  };
  const chart = (
    <DirectionalBarChart
      categories={rows.map((row) => windowLabel(row.days))}
      series={[{ id: 'users', label: translate('dashboard.columns.users'), data: rows.map((row) => row.users) }]}
      onBarClick={(_series, index) => {
        const row = rows[index];
        if (row) navigate(activeUsersListLink(row.days));
      }}
    />
  );
  return <WidgetCard titleKey="dashboard.active_users.title" fileName="active-users" table={table} error={error} chart={chart} />;
}
