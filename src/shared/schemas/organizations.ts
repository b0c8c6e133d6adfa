// Request bodies of the organization, member and API-token calls (docs/api.md "Organizations, users,
// invitations, tokens…"); the server validates with them, the client's forms reuse them.
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../money.ts';
import { ORGANIZATION_KINDS, ROLES, SETTABLE_ORGANIZATION_STATUSES } from '../roles.ts';
import { ACTIONS } from '../permissions.ts';
import { emailField, fullNameField } from './auth.ts';
import { queryFlag } from './list-filters.ts';
import { listQuerySchema } from './lists.ts';
import { dateField, dateOrDateTimeField, toUtcIso } from './dates.ts';
import { checkNewPassword, newPasswordField, passwordConfirmationField } from './passwords.ts';
import { countryCodeField } from './fields.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../time-zones.ts';

const optionalText = (label: string, max = 255) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} field must not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .email('The email must be a valid email address.')
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((value) => value ?? null);

/** Fields an organization's own admin may edit (organizations.update). */
export const organizationProfileShape = {
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(255, 'The name field must not be greater than 255 characters.'),
  country: countryCodeField('country')
    .nullish()
    .transform((value) => value ?? null),
  city: optionalText('city', 120),
  address: optionalText('address', 500),
  phone: optionalText('phone', 40),
  email: optionalEmail,
  /** The zone the office's days are in (docs/domain.md "Time zone"). */
  time_zone: z
    .string({ error: 'The time zone must be an IANA time zone name, such as Asia/Dubai.' })
    .trim()
    .refine(isTimeZone, 'The time zone must be an IANA time zone name, such as Asia/Dubai.'),
};

/** Fields only a super admin may set (organizations.edit). */
export const organizationAdminShape = {
  kind: z.enum(ORGANIZATION_KINDS, { error: 'The kind must be one of: platform, developer, broker.' }),
  status: z.enum(SETTABLE_ORGANIZATION_STATUSES, { error: 'The status must be one of: pending, active, suspended.' }),
  trade_license_number: optionalText('trade license number', 64),
  trade_license_expiry: dateField('trade license expiry')
    .nullish()
    .transform((value) => value ?? null),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'The currency must be a three-letter ISO code.'),
};

export const createOrganizationBody = z.object({
  ...organizationProfileShape,
  time_zone: organizationProfileShape.time_zone.default(DEFAULT_TIME_ZONE),
  kind: organizationAdminShape.kind,
  status: organizationAdminShape.status.optional(),
  trade_license_number: organizationAdminShape.trade_license_number,
  trade_license_expiry: organizationAdminShape.trade_license_expiry,
  currency: organizationAdminShape.currency.default(DEFAULT_CURRENCY),
});
export type CreateOrganizationBody = z.infer<typeof createOrganizationBody>;

export const updateOrganizationBody = z
  .object({
    ...organizationProfileShape,
    status: organizationAdminShape.status,
    trade_license_number: organizationAdminShape.trade_license_number,
    trade_license_expiry: organizationAdminShape.trade_license_expiry,
    currency: organizationAdminShape.currency,
  })
  .partial();
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBody>;

export const MEMBER_SORTS = ['full_name', 'email', 'role', 'enabled', 'created_at'] as const;

/** An organization's members as a list; `role` and `enabled` narrow it. */
export const memberListQuery = listQuerySchema({
  sortable: MEMBER_SORTS,
  defaultSort: 'full_name',
  filters: {
    role: z.enum(ROLES).optional(),
    enabled: queryFlag.optional(),
  },
});

export const memberRoleBody = z.object({ role: z.enum(ROLES, { error: 'The selected role is invalid.' }) });
export type MemberRoleBody = z.infer<typeof memberRoleBody>;

/** A user created straight into an organization, with the first password his admin gives him. */
export const createMemberBody = z
  .object({
    full_name: fullNameField,
    email: emailField,
    phone: optionalText('phone', 40),
    role: memberRoleBody.shape.role,
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
  })
  .superRefine(checkNewPassword);
export type CreateMemberBody = z.infer<typeof createMemberBody>;

/** An organization API token: its abilities are matrix actions, or `*` for all of its role's. */
export const apiTokenBody = z.object({
  name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(120),
  abilities: z
    .array(z.union([z.literal('*'), z.enum(ACTIONS as [string, ...string[]])], { error: 'Each ability must be * or a permission action.' }))
    .min(1, 'Choose at least one ability.')
    .max(ACTIONS.length + 1)
    .default(['*']),
  /** A bare date (what the form's date picker sends) expires at the start of that day, UTC. */
  expires_at: dateOrDateTimeField('expiry')
    .nullish()
    .transform((value) => (value ? toUtcIso(value) : null)),
});
export type ApiTokenBody = z.infer<typeof apiTokenBody>;
