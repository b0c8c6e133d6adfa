// `/messenger/logs` (messenger.logs): the messages sent to contacts, filtered by provider, status,
// recipient and date; a row opens its details in a drawer. One column says what became of each
// message, the provider included (a `log` message reads "logged only, not sent", never "sent").
// Messages are sent in the background,
// so the list asks again every few seconds while any shown message is still pending.
import { useState } from 'react';
import { DataTable, DateInput, SearchInput, SelectInput, useTranslate, type Identifier } from 'react-admin';
import type { MessageLog } from '../../shared/contacts.ts';
import { messageOutcomeChoices, providerChoices } from '../contacts/contactChoices.ts';
import { MESSAGE_LOGS } from '../contacts/contactsApi.ts';
import { MessageLogDrawer } from './MessageLogDetails.tsx';
import { MessageStatusChip } from './MessageStatusChip.tsx';
import { MessengerTabs } from './MessengerTabs.tsx';
import { pendingRefetchInterval } from './pendingMessages.ts';
import { AppList } from '../layout/AppList.tsx';
import { PhoneText } from '../layout/PhoneText.tsx';
import { FormattedDateTimeField } from '../i18n/FormattedDateField.tsx';

const field = (name: string) => `resources.messenger/logs.fields.${name}`;

function useMessageLogFilters() {
  const translate = useTranslate();
  return [
    // The API searches the recipient's name and number; SearchInput shows its placeholder as given.
    <SearchInput key="q" source="q" placeholder={translate('contacts.messenger.search_recipient')} alwaysOn />,
    <SelectInput key="provider" source="provider" label={field('provider')} choices={providerChoices} alwaysOn />,
    <SelectInput key="outcome" source="outcome" label={field('status')} choices={messageOutcomeChoices} alwaysOn />,
    <DateInput key="created_from" source="created_from" label="contacts.messenger.created_from" alwaysOn />,
    <DateInput key="created_to" source="created_to" label="contacts.messenger.created_to" alwaysOn />,
  ];
}

export function MessageLogList() {
  const messageLogFilters = useMessageLogFilters();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = (id: Identifier) => {
    setOpenId(Number(id));
    return false as const;
  };
  return (
    <>
      <AppList<MessageLog>
        resource={MESSAGE_LOGS}
        filters={messageLogFilters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={false}
        title="navigation.message_logs"
        queryOptions={{ refetchInterval: pendingRefetchInterval }}
      >
        <MessengerTabs current="logs" />
        <DataTable<MessageLog> rowClick={open} bulkActionButtons={false}>
          <DataTable.Col
            source="recipient_name"
            label={field('recipient')}
            render={(record) => (
              <>
                {record.recipient_name} · <PhoneText phone={record.recipient_phone} />
              </>
            )}
          />
          <DataTable.Col source="template" disableSort render={(record) => record.template?.name ?? ''} />
          <DataTable.Col source="status" render={(record) => <MessageStatusChip log={record as MessageLog} />} />
          <DataTable.Col source="sender" disableSort render={(record) => record.sender?.full_name ?? ''} />
          <DataTable.Col source="created_at" field={FormattedDateTimeField} />
          <DataTable.Col source="sent_at" field={FormattedDateTimeField} />
        </DataTable>
      </AppList>
      <MessageLogDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
