// Absorption: units booked and sold per week or month of the period, from the unit status
// history (a bar opens the units in that status). No period picked: the last 12 months.
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AbsorptionInterval, AbsorptionRow } from '../../shared/dashboards.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useAbsorption } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { IntervalPicker } from './IntervalPicker.tsx';
import { LastYearNote } from './LastYearNote.tsx';
import { unitsListLink } from './listLinks.ts';
import { periodLabel } from './periodLabel.ts';
import { usePeriodOrLastYear } from './usePeriodOrLastYear.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

const STATUSES: AbsorptionRow['status'][] = ['booked', 'sold'];

export function AbsorptionWidget({ range }: { range: DashboardRange }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const [interval, chooseInterval] = useState<AbsorptionInterval>('month');
  const { period, lastYear } = usePeriodOrLastYear(range);
  const { data, error } = useAbsorption(period, interval);
  const statusLabel = (status: AbsorptionRow['status']) => translate(`inventory.unit_statuses.${status}`);

  const table: WidgetTable | undefined = data && {
    columns: [translate('dashboard.columns.period'), translate('dashboard.columns.status'), translate('dashboard.columns.units')],
    rows: data.map((row) => [
      { text: periodLabel(row.period, interval, locale) },
      { text: statusLabel(row.status) },
      { text: row.units.toLocaleString(locale), value: row.units, link: unitsListLink(null, row.status) },
    ]),
  };
  const periods = [...new Set(data?.map((row) => row.period) ?? [])];
  const chart = (
    <DirectionalBarChart
      categories={periods.map((period) => periodLabel(period, interval, locale))}
      series={STATUSES.map((status) => ({
        id: status,
        label: statusLabel(status),
        data: periods.map((period) => data?.find((row) => row.period === period && row.status === status)?.units ?? 0),
      }))}
      onBarClick={(status) => navigate(unitsListLink(null, status as AbsorptionRow['status']))}
    />
  );
  const intervalPicker = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <IntervalPicker value={interval} onChange={chooseInterval} />
      {lastYear && <LastYearNote />}
    </Box>
  );
  return (
    <WidgetCard
      titleKey="dashboard.absorption.title"
      fileName="absorption"
      table={table}
      error={error}
      chart={chart}
      summary={intervalPicker}
    />
  );
}
