// Pipeline movement (docs/product.md "Reports"): deals that entered and left each stage in the
// period, from the leads' history; one row per stage, exported as shown.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Option } from '../../shared/api.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { PeriodPicker } from '../dashboards/PeriodPicker.tsx';
import type { WidgetTable } from '../dashboards/widgetTable.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { ReportFrame } from './ReportFrame.tsx';
import { OptionPicker } from './reportFilters.tsx';
import { isBackwards, usePipelineMovement } from './reportsApi.ts';

export function PipelineMovementReport() {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const [range, setRange] = useState<DashboardRange>({});
  const [pipeline, setPipeline] = useState<Option | null>(null);
  const query = { from: range.from, to: range.to, pipeline_id: pipeline ? Number(pipeline.value) : undefined };
  const { data, error } = usePipelineMovement(query, !isBackwards(range));
  const count = (value: number) => ({ text: value.toLocaleString(locale), value });

  const table: WidgetTable | undefined = data && {
    columns: [
      translate('reports.columns.pipeline'),
      translate('reports.columns.stage'),
      translate('reports.columns.added'),
      translate('reports.columns.moved_in'),
      translate('reports.columns.moved_out'),
    ],
    rows: data.data.map((row) => [
      { text: row.pipeline_name },
      { text: row.stage_name },
      count(row.added),
      count(row.moved_in),
      count(row.moved_out),
    ]),
  };

  return (
    <ReportFrame
      report="pipeline-movement"
      query={query}
      table={table}
      error={error}
      filters={
        <>
          <OptionPicker
            label={translate('reports.filters.pipeline')}
            source={{ kind: 'options', path: 'crm/pipelines/options', action: 'crm.pipelines.options' }}
            value={pipeline}
            onChange={setPipeline}
          />
          <PeriodPicker range={range} onChange={setRange} />
        </>
      }
    />
  );
}
