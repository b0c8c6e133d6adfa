// How organizations are presented in responses: a mapper and its strict schema, so a row's
// internal fields (storage keys…) never leave by accident.
import { z } from 'zod';
import type { Member } from '../../../shared/account.ts';
import { ORGANIZATION_KINDS, ORGANIZATION_STATUSES, ROLES, type Role } from '../../../shared/roles.ts';
import type { organizations } from '../../db/schema.ts';

type OrganizationRow = typeof organizations.$inferSelect;

/** The company an organization is registered as (licence, address, contact), as the organization and its signup both answer it. */
export const companyFactsShape = {
  trade_license_number: z.string().nullable(),
  trade_license_expiry: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
};

export function toCompanyFacts(row: OrganizationRow): z.infer<z.ZodObject<typeof companyFactsShape>> {
  return {
    trade_license_number: row.trade_license_number,
    trade_license_expiry: row.trade_license_expiry,
    country: row.country,
    city: row.city,
    address: row.address,
    phone: row.phone,
    email: row.email,
  };
}

/** Logos are served only through an authorized route, never as a public file path. */
export function organizationLogoUrl(organizationId: number): string {
  return `/api/auth/organizations/${organizationId}/logo`;
}

export const organizationResourceSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  kind: z.enum(ORGANIZATION_KINDS),
  name: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  ...companyFactsShape,
  currency: z.string(),
  time_zone: z.string(),
  signup_source: z.string().nullable(),
  logo_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrganizationResource = z.infer<typeof organizationResourceSchema>;

export const organizationCountsSchema = z.object({
  members: z.number().int(),
  enabled_members: z.number().int(),
  admins: z.number().int(),
  sales_managers: z.number().int(),
});

export function toOrganizationResource(row: OrganizationRow): OrganizationResource {
  return {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    name: row.name,
    status: row.status,
    ...toCompanyFacts(row),
    currency: row.currency,
    time_zone: row.time_zone,
    signup_source: row.signup_source,
    logo_url: row.logo_path ? organizationLogoUrl(row.id) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const memberResourceSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  enabled: z.boolean(),
  last_login_at: z.string().nullable(),
  joined_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Member>;

/** A member as members.service.ts selects it: the user and his membership. */
export interface MemberRow {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  role: Role;
  enabled: boolean;
  last_login_at: Date | null;
  joined_at: Date;
  updated_at: Date;
}

export function toMemberResource(row: MemberRow): Member {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    enabled: row.enabled,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    joined_at: row.joined_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
