// Sales recorded (docs/product.md "Reports"): the sale records per week or month of their booking
// date by project, with their agreed value per currency, cancelled sales on rows of their own;
// paged, exported whole. The filters are sales by period's.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Option } from '../../shared/api.ts';
import type { AbsorptionInterval } from '../../shared/dashboards.ts';
import { IntervalPicker } from '../dashboards/IntervalPicker.tsx';
import { PeriodPicker } from '../dashboards/PeriodPicker.tsx';
import { periodLabel } from '../dashboards/periodLabel.ts';
import type { WidgetTable } from '../dashboards/widgetTable.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useCan } from '../providers/useCan.ts';
import { ReportFrame } from './ReportFrame.tsx';
import { OptionPicker, OrganizationPicker } from './reportFilters.tsx';
import { isBackwards, useSalesRecorded } from './reportsApi.ts';
import { useInventoryScope } from './useInventoryScope.ts';

export function SalesRecordedReport() {
  const translate = useTranslate();
  const can = useCan();
  const locale = useFormatLocale();
  const formatMoney = useFormatMoney();
  const scope = useInventoryScope();
  const [range, setRange] = useState<DashboardRange>({});
  const [interval, setInterval] = useState<AbsorptionInterval>('month');
  const [project, setProject] = useState<Option | null>(null);
  const [paging, setPaging] = useState({ page: 1, per_page: 25 });
  const backwards = isBackwards(range);
  const query = {
    ...scope.query,
    from: range.from,
    to: range.to,
    interval,
    project_id: project ? Number(project.value) : undefined,
    ...paging,
  };
  const { data, error } = useSalesRecorded(query, !scope.blocked && !backwards);
  const reset = () => setPaging((current) => ({ ...current, page: 1 }));

  const table: WidgetTable | undefined = data && {
    columns: [
      translate('reports.columns.period'),
      translate('reports.columns.project'),
      translate('reports.columns.status'),
      translate('reports.columns.sales'),
      translate('reports.columns.agreed_value'),
    ],
    rows: data.data.map((row) => [
      { text: periodLabel(row.period, interval, locale) },
      { text: row.project_name },
      { text: translate(`reports.sale_statuses.${row.status}`) },
      { text: row.sales.toLocaleString(locale), value: row.sales },
      { text: formatMoney(row.value, row.currency, true), value: row.value },
    ]),
  };

  return (
    <ReportFrame
      report="sales-recorded"
      query={query}
      table={table}
      error={error}
      blocked={scope.blocked ? translate('reports.pick_organization') : undefined}
      filters={
        <>
          <OrganizationPicker
            scope={scope}
            onReset={() => {
              setProject(null);
              reset();
            }}
          />
          {can('inventory.view') && (
            <OptionPicker
              label={translate('reports.filters.project')}
              source={{ kind: 'options', path: 'inventory/projects/options', action: 'inventory.view' }}
              value={project}
              onChange={(option) => {
                setProject(option);
                reset();
              }}
            />
          )}
          <PeriodPicker
            range={range}
            onChange={(next) => {
              setRange(next);
              reset();
            }}
          />
          <IntervalPicker
            value={interval}
            onChange={(next) => {
              setInterval(next);
              reset();
            }}
          />
        </>
      }
      note={
        data && (
          <p>
            {translate('reports.sales-recorded.period', {
              from: periodLabel(data.period.from, 'week', locale),
              to: periodLabel(data.period.to, 'week', locale),
            })}
          </p>
        )
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
