// `/inventory/units`: the units in the caller's scope with the buyers' filters, sorting and
// paging, price per sq ft and coloured status chips, and the Excel export (developer admin,
// sales manager). A row opens the unit's page.
import { CreateButton, DataTable, useTranslate } from 'react-admin';
import type { UnitListRow } from '../../../shared/inventory.ts';
import { useCan } from '../../providers/useCan.ts';
import { ExportButton } from '../common/ExportButton.tsx';
import { NoUnitsBanner } from '../common/NoUnitsBanner.tsx';
import { formatMoney } from '../../../shared/money.ts';
import { formatArea, useBedroomsText } from './unitFormat.ts';
import { useUnitFilters } from './unitFilters.tsx';
import { UnitStatusChip } from './UnitStatusChip.tsx';
import { AppList } from '../../layout/AppList.tsx';
import { TwoLines } from '../../layout/TwoLines.tsx';
import { usePhone } from '../../layout/usePhone.ts';
import { useFormatLocale } from '../../i18n/useFormatLocale.ts';

function UnitListActions() {
  const can = useCan();
  return (
    <>
      <ExportButton path="inventory/units/export" action="inventory.units.export" fileName="units.xlsx" />
      {can('inventory.manage') && <CreateButton />}
    </>
  );
}

export function UnitList() {
  const filters = useUnitFilters();
  const translate = useTranslate();
  const bedroomsText = useBedroomsText();
  const locale = useFormatLocale();
  const showDeveloper = useCan()('organizations.list');
  // On a phone the table keeps the unit (its project under its number), price and status (the
  // row opens the rest), as the leads list does: eleven columns scrolled sideways, their sort
  // buttons out of view, and four still overflowed a 412 px screen by 31 px.
  const phone = usePhone();
  return (
    <>
      <NoUnitsBanner />
      <AppList<UnitListRow>
        resource="inventory/units"
        filters={filters}
        sort={{ field: 'unit_number', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<UnitListActions />}
        title="navigation.units"
      >
        <DataTable<UnitListRow> rowClick={(id) => `/inventory/units/${id}`} bulkActionButtons={false}>
          <DataTable.Col
            source="unit_number"
            label="inventory.fields.unit_number"
            render={phone ? (record: UnitListRow) => <TwoLines first={record.unit_number} second={record.project_name} /> : undefined}
          />
          {!phone && <DataTable.Col source="project_name" label="inventory.fields.project" disableSort />}
          {!phone && <DataTable.Col source="building_name" label="inventory.fields.building" disableSort />}
          {showDeveloper && !phone && <DataTable.Col source="developer_name" label="inventory.fields.developer" disableSort />}
          {!phone && <DataTable.Col source="floor" label="inventory.fields.floor" />}
          {!phone && (
            <DataTable.Col source="type" label="inventory.fields.type" render={(record) => translate(`crm.unit_types.${record.type}`)} />
          )}
          {!phone && (
            <DataTable.Col source="bedrooms" label="inventory.fields.bedrooms" render={(record) => bedroomsText(record.bedrooms)} />
          )}
          {!phone && (
            <DataTable.Col
              source="total_area"
              label="inventory.fields.total_area"
              render={(record) => formatArea(record.total_area, locale)}
            />
          )}
          <DataTable.Col
            source="price"
            label="inventory.fields.price"
            render={(record) => formatMoney(record.price, record.currency, { locale })}
          />
          {!phone && (
            <DataTable.Col
              source="price_per_sqft"
              label="inventory.fields.price_per_sqft"
              render={(record) => (record.price_per_sqft === null ? '—' : formatMoney(record.price_per_sqft, record.currency, { locale }))}
            />
          )}
          <DataTable.Col source="status" label="inventory.fields.status" render={(record) => <UnitStatusChip status={record.status} />} />
        </DataTable>
      </AppList>
    </>
  );
}
