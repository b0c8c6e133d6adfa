// Choice lists of the lead screens, labelled by translation keys.
import type { Option } from '../../../shared/api.ts';
import { ACTIVITY_TYPES, CALL_OUTCOMES, LEAD_SOURCES, LEAD_STATUSES, UNIT_TYPES } from '../../../shared/crm.ts';

export const statusChoices = LEAD_STATUSES.map((id) => ({ id, name: `crm.statuses.${id}` }));
export const sourceChoices = LEAD_SOURCES.map((id) => ({ id, name: `crm.sources.${id}` }));
export const unitTypeChoices = UNIT_TYPES.map((id) => ({ id, name: `crm.unit_types.${id}` }));
/** 0 is a studio; seven or more bedrooms are rare enough to stop there. */
export const BEDROOM_COUNTS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export const activityTypeChoices = ACTIVITY_TYPES.map((id) => ({ id, name: `crm.activity_types.${id}` }));
export const callOutcomeChoices = CALL_OUTCOMES.map((id) => ({ id, name: `crm.call_outcomes.${id}` }));
export const seenChoices = [
  { id: 'true', name: 'crm.leads.seen_yes' },
  { id: 'false', name: 'crm.leads.seen_no' },
];

export const optionChoices = (options: Option[] | undefined) => (options ?? []).map((option) => ({ id: option.value, name: option.label }));
