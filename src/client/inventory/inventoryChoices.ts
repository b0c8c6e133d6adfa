// Select choices of the inventory's vocabulary (src/shared/inventory.ts), labelled by i18n keys.
import { DUE_TYPES, PROJECT_STATUSES } from '../../shared/inventory.ts';

export const statusChoices = PROJECT_STATUSES.map((id) => ({ id, name: `inventory.statuses.${id}` }));
export const dueTypeChoices = DUE_TYPES.map((id) => ({ id, name: `inventory.due_types.${id}` }));
