// Sale offers made per week or month of the period (a developer: his own), with those booked (an
// active sale recorded from the offer) and the conversion rate. A bar opens the offers list, which
// has no date filter of its own.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AbsorptionInterval } from '../../shared/dashboards.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useSaleOffersPerPeriod } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { IntervalPicker } from './IntervalPicker.tsx';
import { saleOffersListLink } from './listLinks.ts';
import { periodLabel } from './periodLabel.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

export function SaleOffersWidget({ range }: { range: DashboardRange }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const [interval, chooseInterval] = useState<AbsorptionInterval>('month');
  const { data, error } = useSaleOffersPerPeriod(range, interval);
  const rows = data ?? [];
  const table: WidgetTable | undefined = data && {
    columns: [
      translate('dashboard.columns.period'),
      translate('dashboard.columns.offers'),
      translate('dashboard.columns.booked'),
      translate('dashboard.columns.conversion_rate'),
    ],
    rows: data.map((row) => [
      { text: periodLabel(row.period, interval, locale) },
      { text: row.offers.toLocaleString(locale), value: row.offers, link: saleOffersListLink() },
      { text: row.booked.toLocaleString(locale), value: row.booked },
      { text: row.conversion_rate.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 }), value: row.conversion_rate },
    ]),
  };
  const chart = (
    <DirectionalBarChart
      categories={rows.map((row) => periodLabel(row.period, interval, locale))}
      series={[
        { id: 'offers', label: translate('dashboard.columns.offers'), data: rows.map((row) => row.offers) },
        { id: 'booked', label: translate('dashboard.columns.booked'), data: rows.map((row) => row.booked) },
      ]}
      onBarClick={() => navigate(saleOffersListLink())}
    />
  );
  return (
    <WidgetCard
      titleKey="dashboard.sale_offers.title"
      fileName="sale-offers"
      table={table}
      error={error}
      chart={chart}
      summary={<IntervalPicker value={interval} onChange={chooseInterval} />}
    />
  );
}
