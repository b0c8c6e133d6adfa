// The broker import as the import dialog (client/imports) runs it: POST contacts/brokers/import,
// columns matched as the server matches them, fields named as the brokers list names them, and
// brokers already stored (same ORN or phone) updated only when asked.
import { BROKER_IMPORT_COLUMNS, type BrokerImportField } from '../../../shared/contacts.ts';
import type { ImportDescription } from '../../imports/importDescription.ts';
import { BROKERS, useRefreshContacts } from '../contactsApi.ts';

export const BROKER_IMPORT: ImportDescription<BrokerImportField> = {
  endpoint: 'contacts/brokers/import',
  columns: BROKER_IMPORT_COLUMNS,
  fieldLabel: (field) => `resources.${BROKERS}.fields.${field}`,
  valueLabel: (field, value) => (field === 'status' ? `contacts.statuses.${value}` : null),
  updateLabel: `resources.${BROKERS}.import_update`,
  useRefresh: useRefreshContacts,
};
