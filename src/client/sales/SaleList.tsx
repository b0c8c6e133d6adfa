// `/sales`: the sales in the caller's reach (docs/api.md "Sales") with filters — buyer text,
// status, and for those who view inventory the project and building — sorted by booking date,
// newest first. A row opens the sale.
import { DataTable, SelectInput, TextInput } from 'react-admin';
import { SALE_STATUSES, type SaleListItem } from '../../shared/sales.ts';
import { useFormatMoney } from '../forms/money.ts';
import { FormattedDateField } from '../i18n/FormattedDateField.tsx';
import { ProjectInput } from '../inventory/buildings/ProjectInput.tsx';
import { BuildingFilter } from '../inventory/units/unitFilters.tsx';
import { AppList } from '../layout/AppList.tsx';
import { useCan } from '../providers/useCan.ts';
import { SALES } from './salesApi.ts';
import { SaleStatusChip } from './SaleStatusChip.tsx';

const statusChoices = SALE_STATUSES.map((status) => ({ id: status, name: `sales.statuses.${status}` }));

function useFilters() {
  const can = useCan();
  return [
    <TextInput key="buyer" source="buyer" label="sales.filters.buyer" alwaysOn resettable />,
    <SelectInput key="status" source="status" label="sales.fields.status" choices={statusChoices} alwaysOn />,
    ...(can('inventory.view')
      ? [
          <ProjectInput key="project_id" source="project_id" label="sales.fields.project" isFilter alwaysOn />,
          <BuildingFilter key="building_id" source="building_id" label="sales.fields.building" alwaysOn />,
        ]
      : []),
  ];
}

export function SaleList() {
  const formatMoney = useFormatMoney();
  const can = useCan();
  const filters = useFilters();
  // The super admin and sales managers see several developers' sales.
  const showDeveloper = can('organizations.list');
  return (
    <AppList<SaleListItem>
      resource={SALES}
      filters={filters}
      sort={{ field: 'booking_date', order: 'DESC' }}
      perPage={25}
      exporter={false}
      title="navigation.sales"
      empty={false}
    >
      <DataTable<SaleListItem> rowClick={(id) => `/${SALES}/${id}/show`} bulkActionButtons={false}>
        <DataTable.Col source="unit_number" label="sales.fields.unit" disableSort />
        <DataTable.Col
          source="project_name"
          label="sales.fields.project"
          disableSort
          render={(record) => `${record.building_name} · ${record.project_name}`}
        />
        {showDeveloper && <DataTable.Col source="developer_name" label="sales.fields.developer" disableSort />}
        <DataTable.Col source="buyer_name" label="sales.fields.buyer" disableSort />
        <DataTable.Col
          source="status"
          label="sales.fields.status"
          disableSort
          render={(record) => <SaleStatusChip status={record.status} />}
        />
        <DataTable.Col
          source="final_price"
          label="sales.fields.final_price"
          render={(record) => formatMoney(record.final_price, record.currency)}
        />
        <DataTable.Col source="booking_date" label="sales.fields.booking_date" field={FormattedDateField} />
        <DataTable.Col source="spa_date" label="sales.fields.spa_date" disableSort field={FormattedDateField} />
      </DataTable>
    </AppList>
  );
}
