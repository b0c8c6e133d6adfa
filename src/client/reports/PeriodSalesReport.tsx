// The two sales-per-period reports (docs/product.md "Reports"): rows per week or month, project,
// currency and status with a count and a value, the same filters (organization, project, period,
// interval), paged and exported whole. Sales by period counts units from the status history; sales
// recorded counts the sale records (./SalesByPeriodReport.tsx, ./SalesRecordedReport.tsx).
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ListResponse, Option } from '../../shared/api.ts';
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
import { isBackwards, type ReportQuery } from './reportsApi.ts';
import { useInventoryScope } from './useInventoryScope.ts';

/** A row of either report: per period, project, currency and status, a count and a value. */
interface PeriodSalesRow {
  period: string;
  project_name: string;
  currency: string;
  value: number;
}

type PeriodSalesAnswer<Row> = ListResponse<Row> & { period: { from: string; to: string } };

export interface PeriodSalesReportProps<Row extends PeriodSalesRow> {
  report: 'sales-by-period' | 'sales-recorded';
  useRows: (query: ReportQuery, enabled: boolean) => UseQueryResult<PeriodSalesAnswer<Row>>;
  /** The count and value columns' headings (translation keys). */
  columns: { count: string; value: string };
  /** A row's status as read, and what it counts. */
  status: (row: Row) => string;
  count: (row: Row) => number;
}

export function PeriodSalesReport<Row extends PeriodSalesRow>({ report, useRows, columns, status, count }: PeriodSalesReportProps<Row>) {
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
  const { data, error } = useRows(query, !scope.blocked && !backwards);
  const reset = () => setPaging((current) => ({ ...current, page: 1 }));

  const table: WidgetTable | undefined = data && {
    columns: [
      translate('reports.columns.period'),
      translate('reports.columns.project'),
      translate('reports.columns.status'),
      translate(columns.count),
      translate(columns.value),
    ],
    rows: data.data.map((row) => [
      { text: periodLabel(row.period, interval, locale) },
      { text: row.project_name },
      { text: status(row) },
      { text: count(row).toLocaleString(locale), value: count(row) },
      { text: formatMoney(row.value, row.currency, true), value: row.value },
    ]),
  };

  return (
    <ReportFrame
      report={report}
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
            {translate(`reports.${report}.period`, {
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
