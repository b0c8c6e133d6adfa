// The sale offers made for each assigned developer per week or month of the period: a bar per
// developer in each period, opening that developer's offers (the offers list has no date filter);
// the table also gives those booked and the conversion rate.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AbsorptionInterval, OrganizationOffersPeriodRow } from '../../shared/dashboards.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useOrganizationOffers } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { IntervalPicker } from './IntervalPicker.tsx';
import { saleOffersListLink } from './listLinks.ts';
import { periodLabel } from './periodLabel.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

function organizationsOf(rows: OrganizationOffersPeriodRow[]) {
  const organizations = new Map<number, string>();
  for (const row of rows) organizations.set(row.organization_id, row.organization_name);
  return [...organizations.entries()].map(([id, name]) => ({ id, name }));
}

export function OrganizationOffersWidget({ range }: { range: DashboardRange }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useFormatLocale();
  const [interval, chooseInterval] = useState<AbsorptionInterval>('month');
  const { data, error } = useOrganizationOffers(range, interval);
  const rows = data ?? [];
  const table: WidgetTable | undefined = data && {
    columns: [
      translate('dashboard.columns.organization'),
      translate('dashboard.columns.period'),
      translate('dashboard.columns.offers'),
      translate('dashboard.columns.booked'),
      translate('dashboard.columns.conversion_rate'),
    ],
    rows: data.map((row) => [
      { text: row.organization_name },
      { text: periodLabel(row.period, interval, locale) },
      { text: row.offers.toLocaleString(locale), value: row.offers, link: saleOffersListLink(row.organization_id) },
      { text: row.booked.toLocaleString(locale), value: row.booked },
      { text: row.conversion_rate.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 }), value: row.conversion_rate },
    ]),
  };
  const periods = [...new Set(rows.map((row) => row.period))].sort();
  const organizations = organizationsOf(rows);
  const chart = (
    <DirectionalBarChart
      categories={periods.map((period) => periodLabel(period, interval, locale))}
      series={organizations.map((organization) => ({
        id: String(organization.id),
        label: organization.name,
        data: periods.map((period) => rows.find((row) => row.organization_id === organization.id && row.period === period)?.offers ?? 0),
      }))}
      onBarClick={(organizationId) => navigate(saleOffersListLink(Number(organizationId)))}
    />
  );
  return (
    <WidgetCard
      titleKey="dashboard.developer_offers.title"
      fileName="sale-offers-by-developer"
      table={table}
      error={error}
      chart={chart}
      summary={<IntervalPicker value={interval} onChange={chooseInterval} />}
    />
  );
}
