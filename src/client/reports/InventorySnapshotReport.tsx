// The inventory snapshot (docs/product.md "Reports"): every unit's status and price at the end of a
// day, rebuilt from the unit history; paged like the units list, exported whole. A price the
// history does not reach back to is today's, and says so.
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Option } from '../../shared/api.ts';
import { UNIT_STATUSES, type UnitStatus } from '../../shared/inventory.ts';
import type { WidgetTable } from '../dashboards/widgetTable.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useCan } from '../providers/useCan.ts';
import { ReportFrame } from './ReportFrame.tsx';
import { ChoicePicker, DayPicker, OptionPicker, OrganizationPicker } from './reportFilters.tsx';
import { useInventorySnapshot } from './reportsApi.ts';
import { useInventoryScope } from './useInventoryScope.ts';

export function InventorySnapshotReport() {
  const translate = useTranslate();
  const can = useCan();
  const locale = useFormatLocale();
  const formatMoney = useFormatMoney();
  const scope = useInventoryScope();
  const [date, setDate] = useState<string | undefined>();
  const [project, setProject] = useState<Option | null>(null);
  const [building, setBuilding] = useState<Option | null>(null);
  const [status, setStatus] = useState<UnitStatus | undefined>();
  const [paging, setPaging] = useState({ page: 1, per_page: 25 });
  const query = {
    ...scope.query,
    date,
    project_id: project ? Number(project.value) : undefined,
    building_id: building ? Number(building.value) : undefined,
    status,
    ...paging,
  };
  const { data, error } = useInventorySnapshot(query, !scope.blocked);
  const reset = () => setPaging((current) => ({ ...current, page: 1 }));
  const statusLabel = (value: UnitStatus) => translate(`inventory.unit_statuses.${value}`);

  const table: WidgetTable | undefined = data && {
    columns: [
      translate('reports.columns.unit'),
      translate('reports.columns.building'),
      translate('reports.columns.project'),
      translate('reports.columns.bedrooms'),
      translate('reports.columns.status_on_date'),
      translate('reports.columns.price_on_date'),
      translate('reports.columns.status_today'),
    ],
    rows: data.data.map((row) => [
      { text: row.unit_number },
      { text: row.building_name },
      { text: row.project_name },
      { text: row.bedrooms.toLocaleString(locale), value: row.bedrooms },
      { text: statusLabel(row.status) },
      {
        text: `${formatMoney(row.price, row.currency)}${row.price_source === 'current' ? ` ${translate('reports.inventory-snapshot.current_marker')}` : ''}`,
        value: row.price,
      },
      { text: statusLabel(row.current_status) },
    ]),
  };

  return (
    <ReportFrame
      report="inventory-snapshot"
      query={query}
      table={table}
      error={error}
      blocked={scope.blocked ? translate('reports.pick_organization') : undefined}
      note={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('reports.inventory-snapshot.price_note')}
        </Typography>
      }
      filters={
        <>
          <OrganizationPicker
            scope={scope}
            onReset={() => {
              setProject(null);
              setBuilding(null);
              reset();
            }}
          />
          <DayPicker
            label={translate('reports.filters.date')}
            value={date}
            onChange={(day) => {
              setDate(day);
              reset();
            }}
          />
          {can('inventory.view') && (
            <>
              <OptionPicker
                label={translate('reports.filters.project')}
                source={{ kind: 'options', path: 'inventory/projects/options', action: 'inventory.view' }}
                value={project}
                onChange={(option) => {
                  setProject(option);
                  setBuilding(null);
                  reset();
                }}
              />
              <OptionPicker
                label={translate('reports.filters.building')}
                source={{
                  kind: 'options',
                  path: 'inventory/buildings/options',
                  action: 'inventory.view',
                  data: project ? { project_id: project.value } : undefined,
                }}
                value={building}
                onChange={(option) => {
                  setBuilding(option);
                  reset();
                }}
              />
            </>
          )}
          <ChoicePicker
            label={translate('reports.filters.status_on_date')}
            value={status}
            choices={UNIT_STATUSES.map((id) => ({ id, name: statusLabel(id) }))}
            onChange={(value) => {
              setStatus(value);
              reset();
            }}
          />
        </>
      }
      paging={
        data && {
          meta: data.meta,
          onPage: (page) => setPaging((current) => ({ ...current, page })),
          onPerPage: (perPage) => setPaging({ page: 1, per_page: perPage }),
        }
      }
    />
  );
}
