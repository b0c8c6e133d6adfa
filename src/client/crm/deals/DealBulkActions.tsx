// Bulk actions on the selected deals of a pipeline's list (POST crm/deals/bulk): assign an owner,
// add or remove a tag, set the status (lost asks for its reason); deleting (one DELETE per deal,
// after a confirmation) is for the admins only.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PersonIcon from '@mui/icons-material/Person';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { BulkDeleteButton, Button, useListContext, useNotify, useTranslate } from 'react-admin';
import type { BulkDealAction } from '../../../shared/deals.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import { useApi } from '../../providers/useApi.ts';
import { useCan } from '../../providers/useCan.ts';
import { useMemberOptions, useTagOptions } from '../crmApi.ts';
import { dealStatusChoices } from './dealChoices.ts';
import { useRefreshDeals } from './dealsApi.ts';

interface Choice {
  id: string;
  name: string;
}

function ChooseDialog({
  title,
  label,
  choices,
  needsReason,
  onClose,
  onChoose,
}: {
  title: string;
  label: string;
  choices: Choice[];
  needsReason?: (value: string) => boolean;
  onClose: () => void;
  onChoose: (value: string, reason: string) => void;
}) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const askReason = value !== '' && (needsReason?.(value) ?? false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="deal-bulk-title">
      <DialogTitle id="deal-bulk-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth margin="dense" label={translate(label)} value={value} onChange={(event) => setValue(event.target.value)}>
          {choices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        {askReason && (
          <TextField
            fullWidth
            multiline
            required
            margin="dense"
            label={translate('crm.deals.fields.lost_reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reason.trim() === ''}
            helperText={reason.trim() === '' ? translate('crm.deals.lost_reason_required') : undefined}
          />
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" disabled={value === '' || (askReason && reason.trim() === '')} onClick={() => onChoose(value, reason.trim())}>
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
  const refresh = useRefreshDeals();
  const { selectedIds, onUnselectItems } = useListContext();
  return async (path: string, data: Record<string, unknown>) => {
    try {
      const answer = await api.call<{ message?: string }>({ method: 'POST', path, data: { ids: selectedIds, ...data } });
      notify(answer?.message ?? 'crm.deals.bulk.done', { type: 'info', messageArgs: { _: answer?.message } });
      onUnselectItems();
      await refresh();
    } catch (error) {
      notifyError(error);
    }
  };
}

function BulkChooseButton({
  label,
  icon,
  fieldLabel,
  choices,
  needsReason,
  toBody,
}: {
  label: string;
  icon: ReactNode;
  fieldLabel: string;
  choices: Choice[];
  needsReason?: (value: string) => boolean;
  toBody: (value: string, reason: string) => { action: BulkDealAction } & Record<string, unknown>;
}) {
  const [open, setOpen] = useState(false);
  const run = useBulkCall();
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        <>{icon}</>
      </Button>
      {open && (
        <ChooseDialog
          title={label}
          label={fieldLabel}
          choices={choices}
          needsReason={needsReason}
          onClose={() => setOpen(false)}
          onChoose={(value, reason) => {
            setOpen(false);
            void run('crm/deals/bulk', toBody(value, reason));
          }}
        />
      )}
    </>
  );
}

export function DealBulkActions() {
  const translate = useTranslate();
  const can = useCan();
  const members = useMemberOptions();
  const tags = useTagOptions();
  const memberChoices = (members.data ?? []).map((option) => ({ id: String(option.value), name: option.label }));
  const tagChoices = (tags.data ?? []).map((option) => ({ id: String(option.value), name: option.label }));
  const statusChoices = dealStatusChoices.map((choice) => ({ id: choice.id, name: translate(choice.name) }));
  return (
    <>
      <BulkChooseButton
        label="crm.deals.bulk.assign_owner"
        icon={<PersonIcon />}
        fieldLabel="crm.deals.fields.owner"
        choices={memberChoices}
        toBody={(value) => ({ action: 'assign_owner', owner_id: Number(value) })}
      />
      <BulkChooseButton
        label="crm.deals.bulk.add_tag"
        icon={<LocalOfferIcon />}
        fieldLabel="crm.deals.fields.tag"
        choices={tagChoices}
        toBody={(value) => ({ action: 'add_tag', tag_id: Number(value) })}
      />
      <BulkChooseButton
        label="crm.deals.bulk.remove_tag"
        icon={<LocalOfferIcon />}
        fieldLabel="crm.deals.fields.tag"
        choices={tagChoices}
        toBody={(value) => ({ action: 'remove_tag', tag_id: Number(value) })}
      />
      <BulkChooseButton
        label="crm.deals.bulk.set_status"
        icon={<CheckCircleIcon />}
        fieldLabel="crm.deals.fields.status"
        choices={statusChoices}
        needsReason={(value) => value === 'lost'}
        toBody={(value, reason) => ({ action: 'set_status', status: value, ...(value === 'lost' ? { lost_reason: reason } : {}) })}
      />
      {can('crm.delete') && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
}
