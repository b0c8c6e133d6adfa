// `/inventory/projects`: the projects of the caller's developer organization (all of them he
// looks after, for a sales manager) with filters, sorting, a cover thumbnail, the Excel export,
// and the buildings still waiting for units. A row opens the project's page.
import { CreateButton, DataTable, useTranslate } from 'react-admin';
import type { Project } from '../../../shared/inventory.ts';
import { useCan } from '../../providers/useCan.ts';
import { ExportButton } from '../common/ExportButton.tsx';
import { StatusChip } from '../common/InventoryChips.tsx';
import { InventoryThumbnail } from '../common/InventoryThumbnail.tsx';
import { CityFilter, useCommonInventoryFilters } from '../common/inventoryFilters.tsx';
import { NoUnitsBanner } from '../common/NoUnitsBanner.tsx';
import { AppList } from '../../layout/AppList.tsx';
import { FormattedDateField } from '../../i18n/FormattedDateField.tsx';

function ProjectListActions() {
  const can = useCan();
  return (
    <>
      <ExportButton path="inventory/projects/export" action="inventory.projects.export" fileName="projects.xlsx" />
      {can('inventory.manage') && <CreateButton />}
    </>
  );
}

function CoverCell({ record }: { record: Project }) {
  const translate = useTranslate();
  return <InventoryThumbnail url={record.cover_thumbnail_url} alt={translate('inventory.cover_of', { name: record.name })} />;
}

export function ProjectList() {
  const filters = [...useCommonInventoryFilters(), <CityFilter key="city" source="city" label="inventory.fields.city" alwaysOn />];
  // Only a sales manager sees several developers' inventory.
  const showDeveloper = useCan()('organizations.list');
  return (
    <>
      <NoUnitsBanner />
      <AppList<Project>
        resource="inventory/projects"
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<ProjectListActions />}
        title="navigation.projects"
      >
        <DataTable<Project> rowClick={(id) => `/inventory/projects/${id}`} bulkActionButtons={false}>
          <DataTable.Col label="inventory.fields.cover" disableSort render={(record) => <CoverCell record={record as Project} />} />
          <DataTable.Col source="name" label="inventory.fields.name" />
          {showDeveloper && <DataTable.Col source="developer_name" label="inventory.fields.developer" disableSort />}
          <DataTable.Col source="city" label="inventory.fields.city" />
          <DataTable.Col source="community" label="inventory.fields.community" />
          <DataTable.Col source="status" label="inventory.fields.status" render={(record) => <StatusChip status={record.status} />} />
          <DataTable.Col source="handover_date" label="inventory.fields.handover_date" field={FormattedDateField} />
          <DataTable.Col
            source="construction_progress"
            label="inventory.fields.construction_progress"
            render={(record) => `${record.construction_progress} %`}
          />
          <DataTable.Col source="buildings_count" label="inventory.fields.buildings_count" disableSort />
        </DataTable>
      </AppList>
    </>
  );
}
