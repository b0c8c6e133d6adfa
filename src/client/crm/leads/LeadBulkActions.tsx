// Bulk actions on the selected leads: assign an owner, add a tag (crm.interact, POST
// crm/leads/bulk), and delete (crm.delete, POST crm/leads/bulk-delete) for the admins only.
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PersonIcon from '@mui/icons-material/Person';
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useTranslate } from 'react-admin';
import type { Option } from '../../../shared/api.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { useApi } from '../../providers/useApi.ts';
import { useCan } from '../../providers/useCan.ts';
import { useMemberOptions, useRefreshLeads, useTagOptions } from '../crmApi.ts';

function ChooseDialog({
  open,
  title,
  label,
  options,
  onClose,
  onChoose,
}: {
  open: boolean;
  title: string;
  label: string;
  options: Option[];
  onClose: () => void;
  onChoose: (value: number) => void;
}) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth margin="dense" label={translate(label)} value={value} onChange={(event) => setValue(event.target.value)}>
          {options.map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" disabled={value === ''} onClick={() => onChoose(Number(value))}>
          {translate('ra.action.confirm')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function useBulkCall() {
  const api = useApi();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefreshLeads();
  const { selectedIds, onUnselectItems } = useListContext();
  return async (path: string, data: Record<string, unknown>) => {
    try {
      const answer = await api.call<{ message?: string }>({ method: 'POST', path, data: { ids: selectedIds, ...data } });
      notify(answer?.message ?? 'crm.leads.bulk.done', { type: 'info', messageArgs: { _: answer?.message } });
      onUnselectItems();
      refresh();
    } catch (error) {
      notifyError(error);
    }
  };
}

function AssignOwnerButton() {
  const [open, setOpen] = useState(false);
  const members = useMemberOptions();
  const run = useBulkCall();
  return (
    <>
      <Button label="crm.leads.bulk.assign_owner" onClick={() => setOpen(true)}>
        <PersonIcon />
      </Button>
      {open && (
        <ChooseDialog
          open
          title="crm.leads.bulk.assign_owner"
          label="crm.leads.fields.owner"
          options={members.data ?? []}
          onClose={() => setOpen(false)}
          onChoose={(owner_id) => {
            setOpen(false);
            void run('crm/leads/bulk', { action: 'assign_owner', owner_id });
          }}
        />
      )}
    </>
  );
}

function AddTagButton() {
  const [open, setOpen] = useState(false);
  const tags = useTagOptions();
  const run = useBulkCall();
  return (
    <>
      <Button label="crm.leads.bulk.add_tag" onClick={() => setOpen(true)}>
        <LocalOfferIcon />
      </Button>
      {open && (
        <ChooseDialog
          open
          title="crm.leads.bulk.add_tag"
          label="crm.leads.fields.tag"
          options={tags.data ?? []}
          onClose={() => setOpen(false)}
          onChoose={(tag_id) => {
            setOpen(false);
            void run('crm/leads/bulk', { action: 'add_tag', tag_id });
          }}
        />
      )}
    </>
  );
}

function BulkDeleteLeadsButton() {
  const [open, setOpen] = useState(false);
  const { selectedIds } = useListContext();
  const run = useBulkCall();
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        title="crm.leads.bulk.delete_title"
        content="crm.leads.bulk.delete_content"
        translateOptions={{ smart_count: selectedIds.length }}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void run('crm/leads/bulk-delete', {});
        }}
      />
    </>
  );
}

export function LeadBulkActions() {
  const can = useCan();
  return (
    <>
      <AssignOwnerButton />
      <AddTagButton />
      {can('crm.delete') && <BulkDeleteLeadsButton />}
    </>
  );
}
