// Deals won this month against last month: each month's count and value per currency above, the
// count per pipeline as bars (last month beside this one); a bar or a count opens that pipeline's
// deals won in that month, the caller's own with "mine".
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { WON_MONTHS, type WonDeals, type WonMonth } from '../../shared/dashboards.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useWonDeals } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { wonDealsListLink } from './listLinks.ts';
import { periodLabel } from './periodLabel.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

/** Each month's deals and their value per currency (never added across currencies). */
function MonthTotals({ won }: { won: WonDeals }) {
  const locale = useFormatLocale();
  const formatMoney = useFormatMoney();
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
      {WON_MONTHS.map((month) => {
        const rows = won.rows.filter((row) => row.month === month);
        const currencies = [...new Set(rows.map((row) => row.currency))].sort();
        const value = (currency: string) => rows.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.value, 0);
        return (
          <Box key={month}>
            <Typography variant="body2" color="text.secondary">
              {periodLabel(won.months[month].from, 'month', locale)}
            </Typography>
            <Typography variant="h6" component="p">
              {rows.reduce((sum, row) => sum + row.deals, 0).toLocaleString(locale)}
            </Typography>
            {currencies.map((currency) => (
              <Typography key={currency} variant="body2">
                {formatMoney(value(currency), currency, true)}
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

export function WonDealsWidget({ ownerId }: { ownerId?: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const formatMoney = useFormatMoney();
  const { data, error } = useWonDeals(ownerId !== undefined);
  const rows = data?.rows ?? [];
  const link = (pipelineId: number, month: WonMonth) => (data ? wonDealsListLink(pipelineId, data.months[month], ownerId) : '');

  const table: WidgetTable | undefined = data && {
    columns: [
      translate('dashboard.won.pipeline'),
      translate('dashboard.won.month'),
      translate('dashboard.won.deals'),
      translate('dashboard.won.value'),
    ],
    rows: data.rows.map((row) => [
      { text: row.pipeline_name },
      { text: periodLabel(data.months[row.month].from, 'month', locale) },
      { text: row.deals.toLocaleString(locale), value: row.deals, link: link(row.pipeline_id, row.month) },
      { text: formatMoney(row.value, row.currency, true), value: row.value },
    ]),
  };

  const pipelines = [...new Map(rows.map((row) => [row.pipeline_id, row.pipeline_name])).entries()];
  const chart = data && (
    <DirectionalBarChart
      categories={pipelines.map(([, name]) => name)}
      series={WON_MONTHS.map((month) => ({
        id: month,
        label: periodLabel(data.months[month].from, 'month', locale),
        data: pipelines.map(([id]) =>
          rows.filter((row) => row.pipeline_id === id && row.month === month).reduce((sum, row) => sum + row.deals, 0),
        ),
      }))}
      onBarClick={(month, index) => {
        const pipeline = pipelines[index];
        if (pipeline) navigate(link(pipeline[0], month as WonMonth));
      }}
    />
  );
  return (
    <WidgetCard
      titleKey="dashboard.won.title"
      fileName="deals-won"
      table={table}
      error={error}
      chart={chart}
      summary={data && <MonthTotals won={data} />}
    />
  );
}
