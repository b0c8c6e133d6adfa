// The lead import as the import dialog (client/imports) runs it: POST crm/leads/import, columns
// matched as the server matches them, and known leads (same email or phone) updated only when asked.
import { LEAD_IMPORT_COLUMNS, type LeadImportField } from '../../../shared/crm.ts';
import type { ImportDescription } from '../../imports/importDescription.ts';
import { useRefreshLeads } from '../crmApi.ts';

export const LEAD_IMPORT: ImportDescription<LeadImportField> = {
  endpoint: 'crm/leads/import',
  columns: LEAD_IMPORT_COLUMNS,
  fieldLabel: (field) => `crm.import.fields.${field}`,
  valueLabel: (field, value) => (field === 'status' ? `crm.statuses.${value}` : field === 'source' ? `crm.sources.${value}` : null),
  updateLabel: 'crm.import.update_existing',
  reportName: 'rejected-leads.csv',
  useRefresh: useRefreshLeads,
};
