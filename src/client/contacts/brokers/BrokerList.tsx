// `/auth/contacts/brokers` (contacts.brokers): the platform's individual broker contacts with
// filters, an inline status select, delete per row, and the CSV import.
import { DataTable, SearchInput, SelectInput } from 'react-admin';
import { BROKER_STATUSES, type BrokerContact } from '../../../shared/contacts.ts';
import { brokerStatusChoices } from '../contactChoices.ts';
import { BROKERS } from '../contactsApi.ts';
import { ContactStatusSelect } from '../ContactStatusSelect.tsx';
import { DeleteContactButton } from '../DeleteContactButton.tsx';
import { TwoLines } from '../../layout/TwoLines.tsx';
import { ImportButton } from '../../imports/ImportButton.tsx';
import { AppList } from '../../layout/AppList.tsx';
import { BROKER_IMPORT } from './brokerImport.ts';
import { PhoneLinks } from '../../layout/PhoneLinks.tsx';
import { FormattedDateField } from '../../i18n/FormattedDateField.tsx';

const brokerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="resources.auth/contacts/brokers.fields.status" choices={brokerStatusChoices} alwaysOn />,
];

function BrokerListActions() {
  return (
    <>
      <ImportButton description={BROKER_IMPORT} />
    </>
  );
}

export function BrokerList() {
  return (
    <AppList<BrokerContact>
      resource={BROKERS}
      filters={brokerFilters}
      sort={{ field: 'full_name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<BrokerListActions />}
      title="navigation.brokers"
    >
      <DataTable<BrokerContact> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="full_name" />
        <DataTable.Col source="orn" />
        <DataTable.Col source="company_name" />
        <DataTable.Col
          source="email"
          label="contacts.contact"
          disableSort
          render={(record) => <TwoLines first={<PhoneLinks phone={record.phone} />} second={record.email} />}
        />
        <DataTable.Col
          source="status"
          render={(record) => (
            <ContactStatusSelect
              apiPath="contacts/brokers"
              id={record.id}
              name={record.full_name}
              status={record.status}
              statuses={BROKER_STATUSES}
              version={record.updated_at}
            />
          )}
        />
        <DataTable.Col source="last_contacted_at" field={FormattedDateField} />
        <DataTable.Col
          label="contacts.actions"
          render={(record) => <DeleteContactButton resource={BROKERS} record={record as BrokerContact} name={record.full_name} />}
        />
      </DataTable>
    </AppList>
  );
}
