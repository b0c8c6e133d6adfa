// `/crm/leads`: the organization's leads with filters, sorting, paging, bulk actions, saved
// filters, and (admins) the CSV import. Unseen leads are bold; a row opens the lead's page.
import { CreateButton, DataTable, useTranslate } from 'react-admin';
import type { Lead } from '../../../shared/crm.ts';
import { ImportButton } from '../../imports/ImportButton.tsx';
import { useCan } from '../../providers/useCan.ts';
import { LeadBulkActions } from './LeadBulkActions.tsx';
import { LEAD_IMPORT } from './leadImport.ts';
import { LeadStatusChip, TagChips } from './LeadChips.tsx';
import { useLeadFilters } from './LeadFilters.tsx';
import { SavedFilters } from './SavedFilters.tsx';
import { AppList } from '../../layout/AppList.tsx';
import { usePhone } from '../../layout/usePhone.ts';
import { PhoneLinks } from '../../layout/PhoneLinks.tsx';
import { FormattedDateField } from '../../i18n/FormattedDateField.tsx';

function LeadListActions() {
  const can = useCan();
  return (
    <>
      <SavedFilters resource="crm/leads" />
      {can('crm.import') && <ImportButton description={LEAD_IMPORT} />}
      <CreateButton />
    </>
  );
}

function SourceText({ lead }: { lead: Lead }) {
  const translate = useTranslate();
  return <>{translate(`crm.sources.${lead.source}`)}</>;
}

export function LeadList() {
  const filters = useLeadFilters();
  // On a phone the table keeps name, status and date (the row opens the rest): with more columns
  // it scrolls sideways, and the header's sort buttons out of view are touch targets half hidden
  // (WCAG 2.5.8).
  const phone = usePhone();
  return (
    <AppList<Lead>
      resource="crm/leads"
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<LeadListActions />}
      title="navigation.leads"
    >
      <DataTable<Lead>
        rowClick={(id) => `/crm/leads/${id}`}
        bulkActionButtons={<LeadBulkActions />}
        rowSx={(record: Lead) => ({ '& td': { fontWeight: record.seen ? 'normal' : 'bold' } })}
      >
        <DataTable.Col source="full_name" label="crm.leads.fields.full_name" />
        {!phone && <DataTable.Col source="email" label="crm.leads.fields.email" />}
        {!phone && (
          <DataTable.Col
            source="phone"
            label="crm.leads.fields.phone"
            disableSort
            render={(record) => <PhoneLinks phone={record.phone} />}
          />
        )}
        <DataTable.Col source="status" label="crm.leads.fields.status" render={(record) => <LeadStatusChip status={record.status} />} />
        {!phone && (
          <DataTable.Col source="source" label="crm.leads.fields.source" render={(record) => <SourceText lead={record as Lead} />} />
        )}
        {!phone && (
          <DataTable.Col source="owner" label="crm.leads.fields.owner" disableSort render={(record) => record.owner?.full_name ?? ''} />
        )}
        {!phone && (
          <DataTable.Col source="tags" label="crm.leads.fields.tags" disableSort render={(record) => <TagChips tags={record.tags} />} />
        )}
        <DataTable.Col source="created_at" label="crm.leads.fields.created_at" field={FormattedDateField} />
      </DataTable>
    </AppList>
  );
}
