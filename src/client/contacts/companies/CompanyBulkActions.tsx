// Bulk actions on the selected companies: change their status (PATCH contacts/companies/status-bulk)
// and send them a message template (POST contacts/companies/send-messages). The status change is
// built from the list's bulk kit (layout/bulk).
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useListContext, useTranslate } from 'react-admin';
import { COMPANY_STATUSES } from '../../../shared/contacts.ts';
import { BulkChooseButton } from '../../layout/bulk/BulkChooseButton.tsx';
import { useBulkCall } from '../../layout/bulk/useBulkCall.ts';
import { useRefreshContacts } from '../contactsApi.ts';
import { SendMessagesButton } from './SendMessagesButton.tsx';

/** Converting is its own action (it creates an organization), so bulk status never sets it. */
const BULK_STATUSES = COMPANY_STATUSES.filter((status) => status !== 'converted');

function BulkStatusButton() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const run = useBulkCall({ refresh: useRefreshContacts(), done: 'contacts.bulk_status.done', ownNotice: true });
  return (
    <BulkChooseButton
      label="contacts.bulk_status.button"
      icon={<SwapHorizIcon />}
      title="contacts.bulk_status.title"
      titleArgs={{ smart_count: selectedIds.length }}
      fieldLabel="resources.auth/contacts/companies.fields.status"
      choices={BULK_STATUSES.map((status) => ({ id: status, name: translate(`contacts.statuses.${status}`) }))}
      confirmLabel="contacts.bulk_status.apply"
      onChoose={(status) => void run({ method: 'PATCH', path: 'contacts/companies/status-bulk', data: { status } })}
    />
  );
}

export function CompanyBulkActions() {
  return (
    <>
      <BulkStatusButton />
      <SendMessagesButton />
    </>
  );
}
