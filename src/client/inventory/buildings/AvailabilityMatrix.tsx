// A building's stacking plan (`GET inventory/buildings/{id}/availability`): one row per floor from
// the top down, one cell per unit coloured by status with its number, what it is in full ("2 BR
// Apartment") and its price; a cell opens the unit. The cells share the panel's width (every floor
// has the same columns, none narrower than a label needs; wider buildings scroll sideways), and
// a label wraps rather than being cut. The legend counts the units by status.
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AvailabilityCell } from '../../../shared/inventory.ts';
import { formatMoney, minorToMajor } from '../../../shared/money.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { TabSection } from '../../organizations/TabSection.tsx';
import { useBuildingAvailability } from '../units/unitApi.ts';
import { UNIT_STATUS_COLORS } from '../units/UnitStatusChip.tsx';
import { useBedroomsText, useUnitKindText } from '../units/unitFormat.ts';
import { AvailabilitySummary } from './AvailabilitySummary.tsx';
import { useFormatLocale } from '../../i18n/useFormatLocale.ts';

/** The narrowest a cell gets: "10 BR Townhouse" and a compact price on two lines at most. */
const CELL_MIN_WIDTH = 128;
const FLOOR_HEADER_WIDTH = 72;

const CELL_BACKGROUND = {
  success: 'success.light',
  warning: 'warning.light',
  info: 'info.light',
  error: 'error.light',
  default: 'grey.300',
} as const;

/** "AED 1.2M": short enough for a cell; the full price is in the cell's name. */
function compactMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(minorToMajor(minor, currency));
}

function MatrixCell({ cell, currency }: { cell: AvailabilityCell; currency: string }) {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const bedroomsText = useBedroomsText();
  const kindText = useUnitKindText();
  const type = translate(`crm.unit_types.${cell.type}`);
  const status = translate(`inventory.unit_statuses.${cell.status}`);
  return (
    <ButtonBase
      component={Link}
      to={`/inventory/units/${cell.id}`}
      aria-label={translate('inventory.availability.cell', {
        number: cell.unit_number,
        status,
        type: `${type}, ${bedroomsText(cell.bedrooms)}`,
        price: formatMoney(cell.price, currency, { locale }),
      })}
      title={`${cell.unit_number} · ${status}`}
      sx={{
        width: '100%',
        height: '100%',
        p: 0.75,
        borderRadius: 1,
        bgcolor: CELL_BACKGROUND[UNIT_STATUS_COLORS[cell.status]],
        color: 'text.primary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        '&:hover, &:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {cell.unit_number}
      </Typography>
      <Typography variant="caption" sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
        {kindText(cell.type, cell.bedrooms)}
      </Typography>
      <Typography variant="caption">{compactMoney(cell.price, currency, locale)}</Typography>
    </ButtonBase>
  );
}

export function AvailabilityMatrix({ buildingId }: { buildingId: number }) {
  const translate = useTranslate();
  const matrix = useBuildingAvailability(buildingId);
  if (!matrix.data) return <QueryFallback error={matrix.error} />;
  const { floors, availability, currency, building_name: buildingName } = matrix.data;
  const columns = Math.max(1, ...floors.map((row) => row.units.length));
  const gridTemplateColumns = `${FLOOR_HEADER_WIDTH}px repeat(${columns}, minmax(${CELL_MIN_WIDTH}px, 1fr))`;
  return (
    <TabSection titleKey="inventory.tabs.availability">
      <Box sx={{ mb: 2 }}>
        <AvailabilitySummary availability={availability} labelKey="inventory.availability.legend" />
      </Box>
      {floors.length > 0 && (
        <Box role="grid" aria-label={translate('inventory.availability.matrix', { building: buildingName })} sx={{ overflowX: 'auto' }}>
          {floors.map((row) => (
            <Box key={row.floor} role="row" sx={{ display: 'grid', gridTemplateColumns, gap: 0.5, mb: 0.5, alignItems: 'stretch' }}>
              <Typography role="rowheader" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                {translate('inventory.availability.floor', { floor: row.floor })}
              </Typography>
              {row.units.map((cell) => (
                <Box key={cell.id} role="gridcell">
                  <MatrixCell cell={cell} currency={currency} />
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      )}
    </TabSection>
  );
}
