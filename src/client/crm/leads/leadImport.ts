// The lead import as the import dialog (client/imports) runs it: POST crm/leads/import, columns
// matched as the server matches them, what to do with known leads, and a server preview.
import { LEAD_IMPORT_COLUMNS, type LeadImportField } from '../../../shared/crm.ts';
import { IMPORT_DUPLICATE_MODES } from '../../../shared/imports.ts';
import type { ImportDescription } from '../../imports/importDescription.ts';
import { useRefreshLeads } from '../crmApi.ts';

export const LEAD_IMPORT: ImportDescription<LeadImportField> = {
  endpoint: 'crm/leads/import',
  columns: LEAD_IMPORT_COLUMNS,
  fieldLabel: (field) => `crm.import.fields.${field}`,
  options: [
    {
      name: 'duplicates',
      label: 'crm.import.duplicates',
      choices: IMPORT_DUPLICATE_MODES.map((mode) => ({ id: mode, name: `crm.import.duplicate_modes.${mode}` })),
    },
  ],
  serverPreview: true,
  reportName: 'rejected-leads.csv',
  useRefresh: useRefreshLeads,
};
