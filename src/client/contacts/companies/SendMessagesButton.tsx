// The "Send message" bulk action: choose a provider and one of its active templates, fill the
// variables the companies do not fill, check the preview rendered for the first selected company,
// and send. The answer says how many messages were queued and which companies were refused.
import { SendIcon } from '../../layout/directionalIcons.tsx';
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import type { CompanyContact } from '../../../shared/contacts.ts';
import { SendMessagesDialog } from './SendMessagesDialog.tsx';

export function SendMessagesButton() {
  const [open, setOpen] = useState(false);
  const { selectedIds, data, onUnselectItems } = useListContext<CompanyContact>();
  const first = data?.find((company) => company.id === selectedIds[0]) ?? null;
  return (
    <>
      <Button label="contacts.send.button" onClick={() => setOpen(true)}>
        <SendIcon />
      </Button>
      {open && (
        <SendMessagesDialog ids={selectedIds as number[]} firstCompany={first} onClose={() => setOpen(false)} onSent={onUnselectItems} />
      )}
    </>
  );
}
