// Bulk actions on the selected companies: change their status (PATCH contacts/companies/status-bulk)
// and send them a message template (POST contacts/companies/send-messages).
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { COMPANY_STATUSES, type CompanyStatus } from '../../../shared/contacts.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { useApi } from '../../providers/useApi.ts';
import { useRefreshContacts } from '../contactsApi.ts';
import { SendMessagesButton } from './SendMessagesButton.tsx';

/** Converting is its own action (it creates an organization), so bulk status never sets it. */
const BULK_STATUSES = COMPANY_STATUSES.filter((status) => status !== 'converted');

function BulkStatusDialog({ count, onClose, onChoose }: { count: number; onClose: () => void; onChoose: (status: CompanyStatus) => void }) {
  const translate = useTranslate();
  const [status, setStatus] = useState<CompanyStatus | ''>('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('contacts.bulk_status.title', { smart_count: count })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('resources.auth/contacts/companies.fields.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as CompanyStatus)}
        >
          {BULK_STATUSES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {translate(`contacts.statuses.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" disabled={status === ''} onClick={() => status && onChoose(status)}>
          {translate('contacts.bulk_status.apply')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function BulkStatusButton() {
  const [open, setOpen] = useState(false);
  const api = useApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefreshContacts();
  const { selectedIds, onUnselectItems } = useListContext();

  const apply = async (status: CompanyStatus) => {
    setOpen(false);
    try {
      await api.call({ method: 'PATCH', path: 'contacts/companies/status-bulk', data: { ids: selectedIds, status } });
      notify('contacts.bulk_status.done', { type: 'info', messageArgs: { smart_count: selectedIds.length } });
      onUnselectItems();
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <Button label="contacts.bulk_status.button" onClick={() => setOpen(true)}>
        <SwapHorizIcon />
      </Button>
      {open && <BulkStatusDialog count={selectedIds.length} onClose={() => setOpen(false)} onChoose={(status) => void apply(status)} />}
    </>
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
