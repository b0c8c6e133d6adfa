// Choice lists of the contacts and messenger screens, labelled by translation keys.
import {
  BROKER_STATUSES,
  COMPANY_STATUSES,
  MESSAGE_PROVIDERS,
  MESSAGE_OUTCOMES,
  TEMPLATE_PURPOSES,
  TEMPLATE_STATUSES,
} from '../../shared/contacts.ts';

export const companyStatusChoices = COMPANY_STATUSES.map((id) => ({ id, name: `contacts.statuses.${id}` }));
export const brokerStatusChoices = BROKER_STATUSES.map((id) => ({ id, name: `contacts.statuses.${id}` }));
export const providerChoices = MESSAGE_PROVIDERS.map((id) => ({ id, name: `contacts.providers.${id}` }));
/** The logs' status filter offers what became of a message (`logged` included), as the list shows it. */
export const messageOutcomeChoices = MESSAGE_OUTCOMES.map((id) => ({ id, name: `contacts.message_statuses.${id}` }));
export const templateStatusChoices = TEMPLATE_STATUSES.map((id) => ({ id, name: `contacts.template_statuses.${id}` }));
export const templatePurposeChoices = TEMPLATE_PURPOSES.map((id) => ({ id, name: `contacts.template_purposes.${id}` }));
