// `/auth/organizations` (super admin roles): the organizations the caller reaches, filtered by
// kind, status and search, sortable where the API sorts; a row opens the organization's page.
import { CreateButton, DataTable } from 'react-admin';
import { organizationPath } from '../routing/paths.ts';
import { OrganizationKindChip, OrganizationStatusChip } from './OrganizationChips.tsx';
import { organizationFilters } from './OrganizationFilters.tsx';
import type { Organization } from './organizationTypes.ts';
import { AppList } from '../layout/AppList.tsx';
import { FormattedDateField } from '../i18n/FormattedDateField.tsx';

function OrganizationListActions() {
  // CreateButton hides itself when canAccess refuses `create` (organizations.create).
  return (
    <>
      <CreateButton />
    </>
  );
}

export function OrganizationList() {
  return (
    <AppList<Organization>
      filters={organizationFilters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<OrganizationListActions />}
      title="navigation.organizations"
    >
      <DataTable<Organization> rowClick={(id) => organizationPath(id)} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="kind" render={(record) => <OrganizationKindChip kind={record.kind} />} />
        <DataTable.Col source="status" render={(record) => <OrganizationStatusChip status={record.status} />} />
        <DataTable.Col source="trade_license_number" disableSort />
        <DataTable.Col source="city" disableSort />
        <DataTable.Col source="created_at" field={FormattedDateField} />
      </DataTable>
    </AppList>
  );
}
