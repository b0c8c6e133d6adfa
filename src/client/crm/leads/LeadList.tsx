// `/crm/leads`: the organization's leads with filters, sorting, paging, bulk actions, saved
// filters, and (admins) the CSV import. Unseen leads are bold; a row opens the lead's page.
import { useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, DateField, useTranslate } from 'react-admin';
import type { Lead } from '../../../shared/crm.ts';
import { useCan } from '../../providers/useCan.ts';
import { LeadBulkActions } from './LeadBulkActions.tsx';
import { LeadImportButton } from './LeadImportDialog.tsx';
import { LeadStatusChip, TagChips } from './LeadChips.tsx';
import { useLeadFilters } from './LeadFilters.tsx';
import { SavedFilters } from './SavedFilters.tsx';
import { AppList } from '../../layout/AppList.tsx';

function LeadListActions() {
  const can = useCan();
  return (
    <>
      <SavedFilters resource="crm/leads" />
      {can('crm.import') && <LeadImportButton />}
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
  // (WCAG 2.5.8). Read on the first render (noSsr), not after it: otherwise the whole table is
  // drawn twice on a phone, whose main thread is already the page's bottleneck.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
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
        {!phone && <DataTable.Col source="phone" label="crm.leads.fields.phone" disableSort />}
        <DataTable.Col source="status" label="crm.leads.fields.status" render={(record) => <LeadStatusChip status={record.status} />} />
        {!phone && <DataTable.Col source="source" label="crm.leads.fields.source" render={(record) => <SourceText lead={record as Lead} />} />}
        {!phone && <DataTable.Col source="owner" label="crm.leads.fields.owner" disableSort render={(record) => record.owner?.full_name ?? ''} />}
        {!phone && <DataTable.Col source="tags" label="crm.leads.fields.tags" disableSort render={(record) => <TagChips tags={record.tags} />} />}
        <DataTable.Col source="created_at" label="crm.leads.fields.created_at" field={DateField} />
      </DataTable>
    </AppList>
  );
}
