// Lead source performance (docs/product.md "Reports"): leads created in the period per source,
// those with a won deal, the conversion rate, and the won value in each currency.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { PeriodPicker } from '../dashboards/PeriodPicker.tsx';
import type { WidgetTable } from '../dashboards/widgetTable.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { ReportFrame } from './ReportFrame.tsx';
import { isBackwards, useLeadSourcePerformance } from './reportsApi.ts';

export function LeadSourcesReport() {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const formatMoney = useFormatMoney();
  const [range, setRange] = useState<DashboardRange>({});
  const query = { from: range.from, to: range.to };
  const { data, error } = useLeadSourcePerformance(query, !isBackwards(range));
  const count = (value: number) => ({ text: value.toLocaleString(locale), value });

  const table: WidgetTable | undefined = data && {
    columns: [
      translate('reports.columns.source'),
      translate('reports.columns.leads'),
      translate('reports.columns.converted'),
      translate('reports.columns.conversion_rate'),
      translate('reports.columns.won_deals'),
      translate('reports.columns.won_value'),
    ],
    rows: data.data.map((row) => [
      { text: translate(`crm.sources.${row.source}`) },
      count(row.leads),
      count(row.converted),
      { text: row.conversion_rate.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 }), value: row.conversion_rate },
      count(row.won_deals),
      {
        text: row.won_value.length
          ? row.won_value.map((total) => formatMoney(total.value, total.currency, true)).join(translate('reports.list_separator'))
          : translate('reports.none'),
      },
    ]),
  };

  return (
    <ReportFrame
      report="lead-sources"
      query={query}
      table={table}
      error={error}
      filters={<PeriodPicker range={range} onChange={setRange} />}
    />
  );
}
