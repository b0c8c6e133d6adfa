// `/auth/contacts/companies` (contacts.companies): the platform's company contacts with filters,
// an inline status select, bulk status and messaging, convert and delete per row, the CSV import,
// and the way to the companies that match an organization.
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Button, DataTable } from 'react-admin';
import { Link } from 'react-router-dom';
import { COMPANY_STATUSES, type CompanyContact } from '../../../shared/contacts.ts';
import { COMPANIES } from '../contactsApi.ts';
import { ContactStatusSelect } from '../ContactStatusSelect.tsx';
import { useCountryName } from '../../i18n/countryNames.ts';
import { TwoLines } from '../../layout/TwoLines.tsx';
import { ImportButton } from '../../imports/ImportButton.tsx';
import { CompanyBulkActions } from './CompanyBulkActions.tsx';
import { COMPANY_IMPORT } from './companyImport.ts';
import { useCompanyFilters } from './CompanyFilters.tsx';
import { CompanyRowActions } from './CompanyRowActions.tsx';
import { AppList } from '../../layout/AppList.tsx';
import { PhoneLinks } from '../../layout/PhoneLinks.tsx';
import { FormattedDateField } from '../../i18n/FormattedDateField.tsx';

export const COMPANY_MATCHES_PATH = `/${COMPANIES}/matches`;

function CompanyListActions() {
  return (
    <>
      <Button label="contacts.matches.title" component={Link} to={COMPANY_MATCHES_PATH}>
        <CompareArrowsIcon />
      </Button>
      <ImportButton description={COMPANY_IMPORT} />
    </>
  );
}

export function CompanyList() {
  const filters = useCompanyFilters();
  const countryName = useCountryName();
  return (
    <AppList<CompanyContact>
      resource={COMPANIES}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<CompanyListActions />}
      title="navigation.companies"
    >
      <DataTable<CompanyContact> rowClick={false} bulkActionButtons={<CompanyBulkActions />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="trade_license_number" />
        <DataTable.Col source="country" render={(record) => <TwoLines first={countryName(record.country)} second={record.city} />} />
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
              apiPath="contacts/companies"
              id={record.id}
              name={record.name}
              status={record.status}
              statuses={COMPANY_STATUSES}
              version={record.updated_at}
            />
          )}
        />
        <DataTable.Col source="last_contacted_at" field={FormattedDateField} />
        <DataTable.Col label="contacts.actions" render={(record) => <CompanyRowActions company={record as CompanyContact} />} />
      </DataTable>
    </AppList>
  );
}
