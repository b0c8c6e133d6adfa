// Bulk actions on the selected deals of a pipeline's list (POST crm/deals/bulk): assign an owner,
// add or remove a tag, set the status (lost asks for its reason); deleting (one DELETE per deal,
// after a confirmation) is for the admins only. Built from the list's bulk kit (layout/bulk).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PersonIcon from '@mui/icons-material/Person';
import { BulkDeleteButton, useTranslate } from 'react-admin';
import type { BulkDealAction } from '../../../shared/deals.ts';
import { BulkChooseButton } from '../../layout/bulk/BulkChooseButton.tsx';
import { useBulkCall } from '../../layout/bulk/useBulkCall.ts';
import { useCan } from '../../providers/useCan.ts';
import { useMemberOptions, useTagOptions } from '../crmApi.ts';
import { dealStatusChoices } from './dealChoices.ts';
import { useRefreshDeals } from './dealsApi.ts';

export function DealBulkActions() {
  const translate = useTranslate();
  const can = useCan();
  const members = useMemberOptions();
  const tags = useTagOptions();
  const memberChoices = (members.data ?? []).map((option) => ({ id: String(option.value), name: option.label }));
  const tagChoices = (tags.data ?? []).map((option) => ({ id: String(option.value), name: option.label }));
  const statusChoices = dealStatusChoices.map((choice) => ({ id: choice.id, name: translate(choice.name) }));
  const run = useBulkCall({ refresh: useRefreshDeals(), done: 'resources.crm/deals.notifications.updated' });
  const act = (data: { action: BulkDealAction } & Record<string, unknown>) => void run({ path: 'crm/deals/bulk', data });
  return (
    <>
      <BulkChooseButton
        label="crm.deals.bulk.assign_owner"
        icon={<PersonIcon />}
        fieldLabel="crm.deals.fields.owner"
        choices={memberChoices}
        onChoose={(value) => act({ action: 'assign_owner', owner_id: Number(value) })}
      />
      <BulkChooseButton
        label="crm.deals.bulk.add_tag"
        icon={<LocalOfferIcon />}
        fieldLabel="crm.deals.fields.tag"
        choices={tagChoices}
        onChoose={(value) => act({ action: 'add_tag', tag_id: Number(value) })}
      />
      <BulkChooseButton
        label="crm.deals.bulk.remove_tag"
        icon={<LocalOfferIcon />}
        fieldLabel="crm.deals.fields.tag"
        choices={tagChoices}
        onChoose={(value) => act({ action: 'remove_tag', tag_id: Number(value) })}
      />
      <BulkChooseButton
        label="crm.deals.bulk.set_status"
        icon={<CheckCircleIcon />}
        fieldLabel="crm.deals.fields.status"
        choices={statusChoices}
        reason={{ when: (value) => value === 'lost', label: 'crm.deals.fields.lost_reason', required: 'crm.deals.lost_reason_required' }}
        onChoose={(value, reason) => act({ action: 'set_status', status: value, ...(value === 'lost' ? { lost_reason: reason } : {}) })}
      />
      {can('crm.delete') && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
}
