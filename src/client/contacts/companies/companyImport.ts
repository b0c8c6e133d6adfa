// The company import as the import dialog (client/imports) runs it: POST contacts/companies/import,
// columns matched as the server matches them, fields named as the companies list names them, and
// companies already stored (same trade licence) updated only when asked.
import { COMPANY_IMPORT_COLUMNS, type CompanyImportField } from '../../../shared/contacts.ts';
import type { ImportDescription } from '../../imports/importDescription.ts';
import { COMPANIES, useRefreshContacts } from '../contactsApi.ts';

export const COMPANY_IMPORT: ImportDescription<CompanyImportField> = {
  endpoint: 'contacts/companies/import',
  columns: COMPANY_IMPORT_COLUMNS,
  fieldLabel: (field) => `resources.${COMPANIES}.fields.${field}`,
  valueLabel: (field, value) => (field === 'status' ? `contacts.statuses.${value}` : null),
  updateLabel: `resources.${COMPANIES}.import_update`,
  useRefresh: useRefreshContacts,
};
