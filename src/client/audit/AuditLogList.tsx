// `/audit-logs` (super admin, audit.view): who did what, when, in which organization, on what
// and from where, newest first; filtered by user, action (or a family of actions), day range and
// organization. A row opens the entry with its details in a drawer.
import { useState } from 'react';
import { DataTable, DateInput, SearchInput } from 'react-admin';
import { useFormatDateTime } from '../i18n/useFormatDateTime.ts';
import { SearchedRecordInput } from '../forms/SearchedRecordInput.tsx';
import type { PlatformUser } from '../users/userTypes.ts';
import { ActionFilterInput } from './ActionFilterInput.tsx';
import { AuditEntryDrawer } from './AuditEntryDrawer.tsx';
import { AuditAction, AuditActor, auditField, auditOrganization, AuditSubject } from './AuditEntryParts.tsx';
import { AUDIT_LOGS, type AuditEntry } from './auditTypes.ts';
import { AppList } from '../layout/AppList.tsx';

const userText = (user: PlatformUser) => `${user.full_name} (${user.email})`;

const auditFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SearchedRecordInput<PlatformUser>
    key="user_id"
    source="user_id"
    label={auditField('user_id')}
    reference="auth/users"
    sortField="full_name"
    optionText={userText}
    alwaysOn
  />,
  <ActionFilterInput key="action" source="action" label={auditField('action')} alwaysOn />,
  <DateInput key="from" source="from" label="audit.filters.from" alwaysOn />,
  <DateInput key="to" source="to" label="audit.filters.to" alwaysOn />,
  <SearchedRecordInput
    key="organization"
    source="organization"
    label={auditField('organization')}
    reference="auth/organizations"
    sortField="name"
    optionText="name"
    alwaysOn
  />,
];

function When({ entry }: { entry: AuditEntry }) {
  const formatDateTime = useFormatDateTime();
  return <>{formatDateTime(entry.occurred_at)}</>;
}

export function AuditLogList() {
  const [open, setOpen] = useState<AuditEntry | null>(null);
  return (
    <>
      <AppList<AuditEntry>
        resource={AUDIT_LOGS}
        filters={auditFilters}
        sort={{ field: 'occurred_at', order: 'DESC' }}
        perPage={50}
        exporter={false}
        actions={false}
        title="audit.title"
      >
        <DataTable<AuditEntry>
          rowClick={(_id, _resource, record) => {
            setOpen(record as AuditEntry);
            return false;
          }}
          bulkActionButtons={false}
        >
          <DataTable.Col source="occurred_at" render={(entry) => <When entry={entry as AuditEntry} />} />
          <DataTable.Col source="user_id" disableSort render={(entry) => <AuditActor entry={entry as AuditEntry} />} />
          <DataTable.Col source="action" disableSort render={(entry) => <AuditAction action={entry.action} />} />
          <DataTable.Col source="subject" disableSort render={(entry) => <AuditSubject entry={entry as AuditEntry} />} />
          <DataTable.Col source="organization_name" disableSort render={(entry) => auditOrganization(entry as AuditEntry)} />
          <DataTable.Col source="ip" disableSort />
        </DataTable>
      </AppList>
      <AuditEntryDrawer entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
