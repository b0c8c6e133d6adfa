// Bulk actions on the selected leads: assign an owner, add a tag (crm.interact, POST
// crm/leads/bulk), and delete (crm.delete, POST crm/leads/bulk-delete) for the admins only.
// Built from the list's bulk kit (layout/bulk).
import DeleteIcon from '@mui/icons-material/Delete';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PersonIcon from '@mui/icons-material/Person';
import { useState } from 'react';
import { Button, Confirm, useListContext } from 'react-admin';
import { BulkChooseButton } from '../../layout/bulk/BulkChooseButton.tsx';
import { useBulkCall } from '../../layout/bulk/useBulkCall.ts';
import { useCan } from '../../providers/useCan.ts';
import type { Option } from '../../../shared/api.ts';
import { useMemberOptions, useRefreshLeads, useTagOptions } from '../crmApi.ts';

const asChoices = (options: Option[] | undefined) => (options ?? []).map((option) => ({ id: String(option.value), name: option.label }));

/** When the server words no notice of its own: "3 leads updated", "3 leads deleted". */
function useLeadsBulkCall(done: 'updated' | 'deleted') {
  return useBulkCall({ refresh: useRefreshLeads(), done: `resources.crm/leads.notifications.${done}` });
}

function BulkDeleteLeadsButton() {
  const [open, setOpen] = useState(false);
  const { selectedIds } = useListContext();
  const run = useLeadsBulkCall('deleted');
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
          void run({ path: 'crm/leads/bulk-delete', data: {} });
        }}
      />
    </>
  );
}

export function LeadBulkActions() {
  const can = useCan();
  const members = useMemberOptions();
  const tags = useTagOptions();
  const run = useLeadsBulkCall('updated');
  return (
    <>
      <BulkChooseButton
        label="crm.leads.bulk.assign_owner"
        icon={<PersonIcon />}
        fieldLabel="crm.leads.fields.owner"
        choices={asChoices(members.data)}
        onChoose={(value) => void run({ path: 'crm/leads/bulk', data: { action: 'assign_owner', owner_id: Number(value) } })}
      />
      <BulkChooseButton
        label="crm.leads.bulk.add_tag"
        icon={<LocalOfferIcon />}
        fieldLabel="crm.leads.fields.tag"
        choices={asChoices(tags.data)}
        onChoose={(value) => void run({ path: 'crm/leads/bulk', data: { action: 'add_tag', tag_id: Number(value) } })}
      />
      {can('crm.delete') && <BulkDeleteLeadsButton />}
    </>
  );
}
