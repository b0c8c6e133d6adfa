// Inventory by project: units by status per project (a stacked bar per project, a bar segment
// opening that project's units in that status), and the price total of each status in the
// project's own currency (never added across currencies).
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { InventoryByProjectRow } from '../../shared/dashboards.ts';
import { UNIT_STATUSES, type UnitStatus } from '../../shared/inventory.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useInventoryByProject } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { unitsListLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

/** The projects in the order the rows give them (by name), each once. */
function projectsOf(rows: InventoryByProjectRow[]) {
  const projects = new Map<number, { id: number; name: string }>();
  for (const row of rows) projects.set(row.project_id, { id: row.project_id, name: row.project_name });
  return [...projects.values()];
}

export function InventoryWidget() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const locale = useFormatLocale();
  const { data, error } = useInventoryByProject();
  const statusLabel = (status: UnitStatus) => translate(`inventory.unit_statuses.${status}`);

  const table: WidgetTable | undefined = data && {
    columns: [
      translate('dashboard.columns.project'),
      translate('dashboard.columns.status'),
      translate('dashboard.columns.units'),
      translate('dashboard.columns.value'),
    ],
    rows: data.map((row) => [
      { text: row.project_name },
      { text: statusLabel(row.status) },
      { text: row.units.toLocaleString(locale), value: row.units, link: unitsListLink(row.project_id, row.status) },
      { text: formatMoney(row.value, row.currency, true), value: row.value },
    ]),
  };

  const projects = data ? projectsOf(data) : [];
  const unitsOf = (projectId: number, status: UnitStatus) =>
    data?.find((row) => row.project_id === projectId && row.status === status)?.units ?? 0;
  const chart = (
    <DirectionalBarChart
      categories={projects.map((project) => project.name)}
      series={UNIT_STATUSES.map((status) => ({
        id: status,
        label: statusLabel(status),
        stack: 'units',
        data: projects.map((project) => unitsOf(project.id, status)),
      }))}
      onBarClick={(status, index) => {
        const project = projects[index];
        if (project) navigate(unitsListLink(project.id, status as UnitStatus));
      }}
    />
  );

  return <WidgetCard titleKey="dashboard.inventory.title" fileName="inventory-by-project" table={table} error={error} chart={chart} />;
}
