// `/commissions`: the commission lines in the caller's reach (docs/api.md "Commissions") with
// filters — seller, status, seller type, project, and the period the sale reached the stage —
// newest first. The developer admin approves and pays from the row; a row opens its sale.
import { DataTable, DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { COMMISSION_STATUSES, type CommissionListItem } from '../../shared/commissions.ts';
import { SELLER_TYPES } from '../../shared/sales.ts';
import { useFormatMoney } from '../forms/money.ts';
import { FormattedDateField } from '../i18n/FormattedDateField.tsx';
import { ProjectInput } from '../inventory/buildings/ProjectInput.tsx';
import { AppList } from '../layout/AppList.tsx';
import { useCan } from '../providers/useCan.ts';
import { useSession } from '../providers/useSession.ts';
import { CommissionActions } from './CommissionActions.tsx';
import { CommissionStatusChip } from './CommissionStatusChip.tsx';
import { COMMISSIONS, ratePercent } from './commissionsApi.ts';

const statusChoices = COMMISSION_STATUSES.map((status) => ({ id: status, name: `commissions.statuses.${status}` }));
const sellerTypeChoices = SELLER_TYPES.map((type) => ({ id: type, name: `sales.seller_types.${type}` }));

function useFilters() {
  const can = useCan();
  return [
    <TextInput key="seller" source="seller" label="commissions.filters.seller" alwaysOn resettable />,
    <SelectInput key="status" source="status" label="commissions.fields.status" choices={statusChoices} alwaysOn />,
    <SelectInput key="seller_type" source="seller_type" label="commissions.fields.seller_type" choices={sellerTypeChoices} />,
    ...(can('inventory.view') ? [<ProjectInput key="project_id" source="project_id" label="commissions.fields.project" isFilter />] : []),
    <DateInput key="date_from" source="date_from" label="commissions.filters.date_from" />,
    <DateInput key="date_to" source="date_to" label="commissions.filters.date_to" />,
  ];
}

export function CommissionList() {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const can = useCan();
  const session = useSession();
  const filters = useFilters();
  // The super admin and sales managers see several developers' lines.
  const showDeveloper = can('organizations.list');
  return (
    <AppList<CommissionListItem>
      resource={COMMISSIONS}
      filters={filters}
      sort={{ field: 'reached_on', order: 'DESC' }}
      perPage={25}
      exporter={false}
      title="navigation.commissions"
      empty={false}
    >
      <DataTable<CommissionListItem>
        rowClick={(_id, _resource, record) => `/sales/${(record as CommissionListItem).sale_id}/show`}
        bulkActionButtons={false}
      >
        <DataTable.Col source="unit_number" label="commissions.fields.unit" disableSort />
        <DataTable.Col source="project_name" label="commissions.fields.project" disableSort />
        {showDeveloper && <DataTable.Col source="developer_name" label="commissions.fields.developer" disableSort />}
        <DataTable.Col source="buyer_name" label="commissions.fields.buyer" disableSort />
        <DataTable.Col
          source="seller_name"
          label="commissions.fields.seller"
          disableSort
          render={(record) => `${translate(`sales.seller_types.${record.seller_type}`)} · ${record.seller_name}`}
        />
        <DataTable.Col
          source="rate_hundredths"
          label="commissions.fields.rate"
          disableSort
          render={(record) => ratePercent(record.rate_hundredths)}
        />
        <DataTable.Col source="amount" label="commissions.fields.amount" render={(record) => formatMoney(record.amount, record.currency)} />
        <DataTable.Col source="reached_on" label="commissions.fields.reached_on" field={FormattedDateField} />
        <DataTable.Col
          source="status"
          label="commissions.fields.status"
          disableSort
          render={(record) => <CommissionStatusChip status={record.status} />}
        />
        <DataTable.Col
          source="id"
          label="commissions.fields.actions"
          disableSort
          render={(record) => (
            <span onClick={(event) => event.stopPropagation()}>
              <CommissionActions line={record as CommissionListItem} organizationId={session.organizationId} />
            </span>
          )}
        />
      </DataTable>
    </AppList>
  );
}
