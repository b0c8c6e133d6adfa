// What the organization form sends: only the fields the caller may set (the server ignores the
// rest, but a request should say what it means), parsed by the shared schemas.
import type { Can } from '../providers/useCan.ts';
import {
  createOrganizationBody,
  updateOrganizationBody,
  type CreateOrganizationBody,
  type UpdateOrganizationBody,
} from '../../shared/schemas/organizations.ts';

const PROFILE_FIELDS = ['name', 'country', 'city', 'address', 'phone', 'email', 'time_zone'] as const;
const SUPER_ADMIN_FIELDS = ['status', 'trade_license_number', 'trade_license_expiry', 'currency'] as const;

function pick(values: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((name) => name in values).map((name) => [name, values[name]]));
}

export function organizationUpdatePayload(values: Record<string, unknown>, can: Can): UpdateOrganizationBody {
  const fields = can('organizations.edit') ? [...PROFILE_FIELDS, ...SUPER_ADMIN_FIELDS] : PROFILE_FIELDS;
  return updateOrganizationBody.parse(pick(values, fields));
}

export function organizationCreatePayload(values: Record<string, unknown>, can: Can): CreateOrganizationBody {
  const fields = [
    ...PROFILE_FIELDS,
    'kind',
    'trade_license_number',
    'trade_license_expiry',
    'currency',
    ...(can('organizations.edit') ? ['status'] : []),
  ];
  return createOrganizationBody.parse(pick(values, fields));
}
