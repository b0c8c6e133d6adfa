// Choice lists of the deal screens, labelled by translation keys.
import { DEAL_STATUSES } from '../../../shared/deals.ts';

export const dealStatusChoices = DEAL_STATUSES.map((id) => ({ id, name: `crm.deal_statuses.${id}` }));
export const hotChoices = [
  { id: 'true', name: 'crm.deals.hot_only' },
  { id: 'false', name: 'crm.deals.not_hot' },
];
