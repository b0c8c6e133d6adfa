// A unit's facts: where it is, what it is, its areas and its money (price per sq ft derived).
import { Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Unit } from '../../../shared/inventory.ts';
import { TabSection } from '../../organizations/TabSection.tsx';
import { Facts } from '../common/Facts.tsx';
import { formatMoney } from '../../../shared/money.ts';
import { formatArea, useBedroomsText } from './unitFormat.ts';
import { useFormatLocale } from '../../i18n/useFormatLocale.ts';

export function UnitFacts({ unit }: { unit: Unit }) {
  const translate = useTranslate();
  const locale = useFormatLocale();
  const bedroomsText = useBedroomsText();
  const money = (minor: number | null) => (minor === null ? null : formatMoney(minor, unit.currency, { locale }));
  const area = (value: number | null) =>
    value === null ? null : translate('inventory.units.area_value', { area: formatArea(value, locale) });
  return (
    <TabSection titleKey="inventory.overview.details">
      <Facts
        items={[
          {
            label: 'inventory.fields.project',
            value: (
              <MuiLink component={Link} to={`/inventory/projects/${unit.project_id}`}>
                {unit.project_name}
              </MuiLink>
            ),
          },
          {
            label: 'inventory.fields.building',
            value: (
              <MuiLink component={Link} to={`/inventory/buildings/${unit.building_id}`}>
                {unit.building_name}
              </MuiLink>
            ),
          },
          { label: 'inventory.fields.developer', value: unit.developer_name },
          { label: 'inventory.fields.floor', value: unit.floor },
          { label: 'inventory.fields.type', value: translate(`crm.unit_types.${unit.type}`) },
          { label: 'inventory.fields.bedrooms', value: bedroomsText(unit.bedrooms) },
          { label: 'inventory.fields.bathrooms', value: unit.bathrooms },
          { label: 'inventory.fields.internal_area', value: area(unit.internal_area) },
          { label: 'inventory.fields.balcony_area', value: area(unit.balcony_area) },
          { label: 'inventory.fields.total_area', value: area(unit.total_area) },
          { label: 'inventory.fields.price', value: money(unit.price) },
          { label: 'inventory.fields.price_per_sqft', value: money(unit.price_per_sqft) },
          { label: 'inventory.fields.service_charge', value: money(unit.service_charge) },
          { label: 'inventory.fields.views', value: unit.views.map((view) => translate(`inventory.views.${view}`)).join(', ') },
          {
            label: 'inventory.fields.orientation',
            value: unit.orientation ? translate(`inventory.orientations.${unit.orientation}`) : null,
          },
          { label: 'inventory.fields.parking_spaces', value: unit.parking_spaces },
        ]}
      />
    </TabSection>
  );
}
