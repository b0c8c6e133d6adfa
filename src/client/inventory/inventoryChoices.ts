// Select choices of the inventory's vocabulary (src/shared/inventory.ts), labelled by i18n keys.
import { UNIT_TYPES } from '../../shared/crm.ts';
import { DUE_TYPES, ORIENTATIONS, PROJECT_STATUSES, UNIT_STATUSES, VIEWS } from '../../shared/inventory.ts';

export const statusChoices = PROJECT_STATUSES.map((id) => ({ id, name: `inventory.statuses.${id}` }));
export const dueTypeChoices = DUE_TYPES.map((id) => ({ id, name: `inventory.due_types.${id}` }));
export const unitStatusChoices = UNIT_STATUSES.map((id) => ({ id, name: `inventory.unit_statuses.${id}` }));
export const unitTypeChoices = UNIT_TYPES.map((id) => ({ id, name: `crm.unit_types.${id}` }));
export const orientationChoices = ORIENTATIONS.map((id) => ({ id, name: `inventory.orientations.${id}` }));
export const viewChoices = VIEWS.map((id) => ({ id, name: `inventory.views.${id}` }));
