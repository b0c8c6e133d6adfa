// `/inventory/buildings`: the buildings in the caller's scope with filters (search, status, city,
// project, developer for a sales manager), sorting, a cover thumbnail, the Excel export and the
// buildings still waiting for units. A row opens the building's page.
import { CreateButton, DataTable, useTranslate } from 'react-admin';
import type { Building } from '../../../shared/inventory.ts';
import { useCan } from '../../providers/useCan.ts';
import { ExportButton } from '../common/ExportButton.tsx';
import { StatusChip } from '../common/InventoryChips.tsx';
import { InventoryThumbnail } from '../common/InventoryThumbnail.tsx';
import { CityFilter, useCommonInventoryFilters } from '../common/inventoryFilters.tsx';
import { NoUnitsBanner } from '../common/NoUnitsBanner.tsx';
import { ProjectInput } from './ProjectInput.tsx';
import { AppList } from '../../layout/AppList.tsx';
import { FormattedDateField } from '../../i18n/FormattedDateField.tsx';

function BuildingListActions() {
  const can = useCan();
  return (
    <>
      <ExportButton path="inventory/buildings/export" action="inventory.buildings.export" fileName="buildings.xlsx" />
      {can('inventory.manage') && <CreateButton />}
    </>
  );
}

function CoverCell({ record }: { record: Building }) {
  const translate = useTranslate();
  return <InventoryThumbnail url={record.cover_thumbnail_url} alt={translate('inventory.cover_of', { name: record.name })} />;
}

export function BuildingList() {
  const filters = [
    ...useCommonInventoryFilters(),
    <CityFilter key="city" source="city" label="inventory.fields.city" alwaysOn />,
    <ProjectInput key="project_id" source="project_id" label="inventory.fields.project" isFilter alwaysOn />,
  ];
  // Only a sales manager sees several developers' inventory.
  const showDeveloper = useCan()('organizations.list');
  return (
    <>
      <NoUnitsBanner />
      <AppList<Building>
        resource="inventory/buildings"
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<BuildingListActions />}
        title="navigation.buildings"
      >
        <DataTable<Building> rowClick={(id) => `/inventory/buildings/${id}`} bulkActionButtons={false}>
          <DataTable.Col label="inventory.fields.cover" disableSort render={(record) => <CoverCell record={record as Building} />} />
          <DataTable.Col source="name" label="inventory.fields.name" />
          <DataTable.Col source="project_name" label="inventory.fields.project" disableSort />
          {showDeveloper && <DataTable.Col source="developer_name" label="inventory.fields.developer" disableSort />}
          <DataTable.Col source="floors" label="inventory.fields.floors" />
          <DataTable.Col source="status" label="inventory.fields.status" render={(record) => <StatusChip status={record.status} />} />
          <DataTable.Col source="handover_date" label="inventory.fields.handover_date" field={FormattedDateField} />
          <DataTable.Col source="payment_plans_count" label="inventory.fields.payment_plans_count" disableSort />
        </DataTable>
      </AppList>
    </>
  );
}
