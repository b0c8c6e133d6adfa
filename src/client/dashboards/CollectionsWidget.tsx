// Collections due and overdue (docs/api.md "Dashboards"): per currency, what is open on lines due
// before today, what falls due in the next 30 days and how many sales have something overdue —
// the developer's organization, or each assigned developer organization on the sales manager's
// dashboard. The collections screen has the lines themselves.
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CollectionsCurrencyRow } from '../../shared/dashboards.ts';
import { minorToMajor } from '../../shared/money.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useCollectionsSummary, useOrganizationCollections } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetCell, WidgetTable } from './widgetTable.ts';

/** The collections screen's address (its own screen; a plain link). */
export const COLLECTIONS_PATH = '/collections';

interface Row extends CollectionsCurrencyRow {
  organization_name?: string;
}

function CollectionsCard({ rows, error, byOrganization }: { rows: Row[] | undefined; error: unknown; byOrganization: boolean }) {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const formatMoney = useFormatMoney();
  const label = (row: Row) => (byOrganization ? `${row.organization_name} · ${row.currency}` : row.currency);
  const table: WidgetTable | undefined = rows && {
    columns: [
      ...(byOrganization ? [translate('dashboard.columns.organization')] : []),
      translate('dashboard.collections.currency'),
      translate('dashboard.collections.overdue'),
      translate('dashboard.collections.overdue_sales'),
      translate('dashboard.collections.due_soon'),
    ],
    rows: rows.map((row) => [
      ...(byOrganization ? [{ text: row.organization_name ?? '' } as WidgetCell] : []),
      { text: row.currency },
      { text: formatMoney(row.overdue, row.currency, true), value: row.overdue },
      { text: row.overdue_sales.toLocaleString(locale), value: row.overdue_sales },
      { text: formatMoney(row.due_soon, row.currency, true), value: row.due_soon },
    ]),
  };
  const chart = rows && (
    <DirectionalBarChart
      categories={rows.map(label)}
      series={[
        {
          id: 'overdue',
          label: translate('dashboard.collections.overdue'),
          data: rows.map((row) => minorToMajor(row.overdue, row.currency)),
        },
        {
          id: 'due_soon',
          label: translate('dashboard.collections.due_soon'),
          data: rows.map((row) => minorToMajor(row.due_soon, row.currency)),
        },
      ]}
    />
  );
  return (
    <WidgetCard
      titleKey="dashboard.collections.title"
      fileName="collections"
      table={table}
      error={error}
      chart={chart}
      summary={
        <Link component={RouterLink} to={COLLECTIONS_PATH} variant="body2">
          {translate('dashboard.collections.open_screen')}
        </Link>
      }
    />
  );
}

export function CollectionsWidget() {
  const { data, error } = useCollectionsSummary();
  return <CollectionsCard rows={data?.currencies} error={error} byOrganization={false} />;
}

export function OrganizationCollectionsWidget() {
  const { data, error } = useOrganizationCollections();
  return <CollectionsCard rows={data} error={error} byOrganization />;
}
