// A row's delete as an icon (the contacts lists are wide): asks first, then deletes through the
// dataProvider (DELETE contacts/<kind>/{id}) and refreshes the list.
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNotifyError } from '../errors/useNotifyError.ts';
import { useRefreshContacts } from './contactsApi.ts';

interface DeleteContactButtonProps {
  resource: string;
  record: RaRecord;
  name: string;
  /** What the confirmation says happens besides the removal. */
  content?: string;
}

export function DeleteContactButton({ resource, record, name, content = 'contacts.delete_content' }: DeleteContactButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefreshContacts();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const label = translate('contacts.delete_label', { name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" color="error" aria-label={label} onClick={() => setOpen(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="contacts.delete_title"
        content={content}
        translateOptions={{ name }}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          deleteOne(
            resource,
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify('contacts.deleted', { type: 'info', messageArgs: { name } });
                refresh();
              },
              onError: (error) => {
                setOpen(false);
                notifyError(error);
              },
            },
          )
        }
      />
    </>
  );
}
