// Pipeline: the open deals' value and weighted value by stage, one pair of bars per currency
// (never added across currencies; a bar opens that stage's open deals), and the win rate and
// median days from creation to won of the deals closed in the period. Both dashboards show it:
// the broker's, with "mine", counts and opens the caller's own deals (`ownerId`).
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PipelineOutcome, PipelineStageRow } from '../../shared/dashboards.ts';
import { minorToMajor } from '../../shared/money.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { DEVELOPER_DASHBOARD, usePipeline, type DashboardSource } from './dashboardApi.ts';
import { DirectionalBarChart, type BarSeries } from './DirectionalBarChart.tsx';
import { openDealsListLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

interface Stage {
  pipelineId: number;
  stageId: number;
  label: string;
}

/** Each stage once, in board order; named with its pipeline when there are several. */
function stagesOf(rows: PipelineStageRow[]): Stage[] {
  const several = new Set(rows.map((row) => row.pipeline_id)).size > 1;
  const stages = new Map<number, Stage>();
  for (const row of rows) {
    stages.set(row.stage_id, {
      pipelineId: row.pipeline_id,
      stageId: row.stage_id,
      label: several ? `${row.pipeline_name} · ${row.stage_name}` : row.stage_name,
    });
  }
  return [...stages.values()];
}

/** The closed deals' figures; while they load, each keeps its line (a no-break space) so the chart below stays put. */
function Outcome({ outcome }: { outcome: PipelineOutcome | undefined }) {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const figure = (labelKey: string, value: string) => (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {translate(labelKey)}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
  const none = translate('dashboard.none');
  const loading = '\u00a0';
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
      {figure(
        'dashboard.pipeline.win_rate',
        !outcome
          ? loading
          : outcome.win_rate === null
            ? none
            : outcome.win_rate.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 }),
      )}
      {figure(
        'dashboard.pipeline.won_lost',
        !outcome ? loading : translate('dashboard.pipeline.won_lost_value', { won: outcome.won, lost: outcome.lost }),
      )}
      {figure(
        'dashboard.pipeline.median_days',
        !outcome
          ? loading
          : outcome.median_days_to_won === null
            ? none
            : outcome.median_days_to_won.toLocaleString(locale, { maximumFractionDigits: 1 }),
      )}
    </Box>
  );
}

interface PipelineWidgetProps {
  range: DashboardRange;
  source?: DashboardSource;
  /** The owner the figures are narrowed to ("mine"): the lists open with his filter. */
  ownerId?: number;
}

export function PipelineWidget({ range, source = DEVELOPER_DASHBOARD, ownerId }: PipelineWidgetProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const locale = useFormatLocale();
  const { data, error } = usePipeline(range, source);
  const priced = data?.stages.filter((row) => row.currency !== null) ?? [];

  const table: WidgetTable | undefined = data && {
    columns: [
      translate('dashboard.columns.stage'),
      translate('dashboard.columns.deals'),
      translate('dashboard.columns.value'),
      translate('dashboard.columns.weighted_value'),
    ],
    rows: priced.map((row) => [
      { text: row.stage_name },
      { text: row.deals.toLocaleString(locale), value: row.deals, link: openDealsListLink(row.pipeline_id, row.stage_id, ownerId) },
      { text: formatMoney(row.value, row.currency!, true), value: row.value },
      { text: formatMoney(row.weighted_value, row.currency!, true), value: row.weighted_value },
    ]),
  };

  const stages = data ? stagesOf(data.stages) : [];
  const currencies = [...new Set(priced.map((row) => row.currency!))];
  const amountOf = (stageId: number, currency: string, field: 'value' | 'weighted_value') =>
    minorToMajor(priced.find((row) => row.stage_id === stageId && row.currency === currency)?.[field] ?? 0, currency);
  const series: BarSeries[] = currencies.flatMap((currency) =>
    (['value', 'weighted_value'] as const).map((field) => ({
      id: `${field}:${currency}`,
      label: translate(`dashboard.pipeline.series.${field}`, { currency }),
      data: stages.map((stage) => amountOf(stage.stageId, currency, field)),
      valueFormatter: (value: number | null) => (value === null ? '' : value.toLocaleString(locale, { style: 'currency', currency })),
    })),
  );
  const chart = (
    <DirectionalBarChart
      categories={stages.map((stage) => stage.label)}
      series={series}
      onBarClick={(_series, index) => {
        const stage = stages[index];
        if (stage) navigate(openDealsListLink(stage.pipelineId, stage.stageId, ownerId));
      }}
    />
  );

  return (
    <WidgetCard
      titleKey="dashboard.pipeline.title"
      fileName="pipeline"
      table={table}
      error={error}
      chart={chart}
      summary={<Outcome outcome={data?.outcome} />}
    />
  );
}
