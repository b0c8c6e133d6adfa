// Average price per sq ft by project and bedroom count, in each project's currency (a bar per
// bedroom count and project; a bar opens those units). One chart per currency would be needed to
// compare amounts, so the chart draws the projects of the first currency and the table all of them.
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PricePerSqftRow } from '../../shared/dashboards.ts';
import { minorToMajor } from '../../shared/money.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { usePricePerSqft } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { unitsByBedroomsLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

export function PricePerSqftWidget() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const locale = useFormatLocale();
  const { data, error } = usePricePerSqft();
  const bedroomsLabel = (bedrooms: number) => translate('dashboard.price_per_sqft.bedrooms', { count: bedrooms.toLocaleString(locale) });

  const table: WidgetTable | undefined = data && {
    columns: [
      translate('dashboard.columns.project'),
      translate('dashboard.columns.bedrooms'),
      translate('dashboard.columns.units'),
      translate('dashboard.columns.price_per_sqft'),
    ],
    rows: data.map((row) => [
      { text: row.project_name },
      { text: bedroomsLabel(row.bedrooms) },
      { text: row.units.toLocaleString(locale), value: row.units, link: unitsByBedroomsLink(row.project_id, row.bedrooms) },
      { text: formatMoney(row.price_per_sqft, row.currency), value: row.price_per_sqft },
    ]),
  };

  // Amounts in two currencies never share an axis: the chart shows the first currency's projects.
  const currency = data?.[0]?.currency;
  const charted: PricePerSqftRow[] = data?.filter((row) => row.currency === currency) ?? [];
  const projects = [...new Map(charted.map((row) => [row.project_id, row.project_name])).entries()];
  const bedroomCounts = [...new Set(charted.map((row) => row.bedrooms))].sort((a, b) => a - b);
  const chart = currency && (
    <DirectionalBarChart
      categories={projects.map(([, name]) => name)}
      series={bedroomCounts.map((bedrooms) => ({
        id: String(bedrooms),
        label: `${bedroomsLabel(bedrooms)} (${currency})`,
        data: projects.map(([projectId]) => {
          const row = charted.find((candidate) => candidate.project_id === projectId && candidate.bedrooms === bedrooms);
          return row ? minorToMajor(row.price_per_sqft, currency) : 0;
        }),
      }))}
      onBarClick={(bedrooms, index) => {
        const project = projects[index];
        if (project) navigate(unitsByBedroomsLink(project[0], Number(bedrooms)));
      }}
    />
  );
  return <WidgetCard titleKey="dashboard.price_per_sqft.title" fileName="price-per-sqft" table={table} error={error} chart={chart} />;
}
