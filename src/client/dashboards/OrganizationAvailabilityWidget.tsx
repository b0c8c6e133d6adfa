// The sales manager's availability: each assigned developer's units by status (a stacked bar per
// developer, a segment opening that developer's units in that status), and the value still
// available in each currency (never added across currencies). A developer without units shows empty.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { OrganizationAvailabilityRow } from '../../shared/dashboards.ts';
import { UNIT_STATUSES, type UnitStatus } from '../../shared/inventory.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useFormatLocale } from '../i18n/useFormatLocale.ts';
import { useOrganizationAvailability } from './dashboardApi.ts';
import { DirectionalBarChart } from './DirectionalBarChart.tsx';
import { organizationUnitsListLink } from './listLinks.ts';
import { WidgetCard } from './WidgetCard.tsx';
import type { WidgetTable } from './widgetTable.ts';

/** The organizations in the order the rows give them (by name), each once. */
function organizationsOf(rows: OrganizationAvailabilityRow[]) {
  const organizations = new Map<number, { id: number; name: string }>();
  for (const row of rows) organizations.set(row.organization_id, { id: row.organization_id, name: row.organization_name });
  return [...organizations.values()];
}

function ValueAvailable({ rows }: { rows: OrganizationAvailabilityRow[] }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const available = rows.filter((row) => row.status === 'available' && row.currency !== null);
  if (available.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('dashboard.availability.value_available')}
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 2 }}>
        {available.map((row) => (
          <li key={`${row.organization_id}:${row.currency}`}>
            <Typography variant="body2">
              {translate('dashboard.availability.value_of', {
                organization: row.organization_name,
                value: formatMoney(row.value, row.currency!, true),
              })}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function OrganizationAvailabilityWidget() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const locale = useFormatLocale();
  const { data, error } = useOrganizationAvailability();
  const statusLabel = (status: UnitStatus) => translate(`inventory.unit_statuses.${status}`);
  const none = translate('dashboard.none');

  const table: WidgetTable | undefined = data && {
    columns: [
      translate('dashboard.columns.organization'),
      translate('dashboard.columns.status'),
      translate('dashboard.columns.currency'),
      translate('dashboard.columns.units'),
      translate('dashboard.columns.value'),
    ],
    rows: data.map((row) =>
      row.status === null || row.currency === null
        ? [
            { text: row.organization_name },
            { text: translate('dashboard.availability.no_units') },
            { text: none },
            { text: (0).toLocaleString(locale), value: 0 },
            { text: none },
          ]
        : [
            { text: row.organization_name },
            { text: statusLabel(row.status) },
            { text: row.currency },
            { text: row.units.toLocaleString(locale), value: row.units, link: organizationUnitsListLink(row.organization_id, row.status) },
            { text: formatMoney(row.value, row.currency, true), value: row.value },
          ],
    ),
  };

  const organizations = data ? organizationsOf(data) : [];
  const unitsOf = (organizationId: number, status: UnitStatus) =>
    (data ?? []).filter((row) => row.organization_id === organizationId && row.status === status).reduce((sum, row) => sum + row.units, 0);
  const chart = (
    <DirectionalBarChart
      categories={organizations.map((organization) => organization.name)}
      series={UNIT_STATUSES.map((status) => ({
        id: status,
        label: statusLabel(status),
        stack: 'units',
        data: organizations.map((organization) => unitsOf(organization.id, status)),
      }))}
      onBarClick={(status, index) => {
        const organization = organizations[index];
        if (organization) navigate(organizationUnitsListLink(organization.id, status as UnitStatus));
      }}
    />
  );

  return (
    <WidgetCard
      titleKey="dashboard.availability.title"
      fileName="availability-by-developer"
      table={table}
      error={error}
      chart={chart}
      summary={data && <ValueAvailable rows={data} />}
    />
  );
}
