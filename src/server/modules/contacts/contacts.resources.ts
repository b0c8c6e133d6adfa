// How contact records leave the server: strict response schemas and the mappers that fill them
// (normalised columns and other internals never leave by accident).
import { z } from 'zod';
import {
  BROKER_STATUSES,
  COMPANY_STATUSES,
  MATCH_REASONS,
  type BrokerContact,
  type CompanyContact,
  type CompanyMatch,
  type ContactImportReport,
  type MatchedOrganization,
} from '../../../shared/contacts.ts';
import type { contactBrokers, contactCompanies } from '../../db/contacts-schema.ts';
import type { organizations } from '../../db/schema.ts';
import { importRecordSchema } from '../../services/import-pipeline.ts';

export type CompanyRow = typeof contactCompanies.$inferSelect;
export type BrokerRow = typeof contactBrokers.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

const id = z.number().int();
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const companySchema = z.object({
  id,
  name: z.string(),
  trade_license_number: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  organization_id: id.nullable(),
  last_contacted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<CompanyContact>;

export const brokerSchema = z.object({
  id,
  full_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  orn: z.string().nullable(),
  company_name: z.string().nullable(),
  status: z.enum(BROKER_STATUSES),
  last_contacted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<BrokerContact>;

export const matchedOrganizationSchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(['platform', 'developer', 'broker']),
  status: z.string(),
  trade_license_number: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<MatchedOrganization>;

export const companyMatchSchema = z.object({
  company: companySchema,
  organization: matchedOrganizationSchema,
  matched_on: z.array(z.enum(MATCH_REASONS)),
}) satisfies z.ZodType<CompanyMatch>;

export const importReportSchema = z.object({
  preview: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), errors: z.record(z.string(), z.array(z.string())) })),
  records: z.array(importRecordSchema),
}) satisfies z.ZodType<ContactImportReport>;

export function toCompanyResource(row: CompanyRow): CompanyContact {
  return {
    id: row.id,
    name: row.name,
    trade_license_number: row.trade_license_number,
    country: row.country,
    city: row.city,
    phone: row.phone,
    email: row.email,
    website: row.website,
    status: row.status,
    organization_id: row.converted_organization_id,
    last_contacted_at: iso(row.last_contacted_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toBrokerResource(row: BrokerRow): BrokerContact {
  return {
    id: row.id,
    full_name: row.full_name,
    phone: row.phone,
    email: row.email,
    orn: row.orn,
    company_name: row.company_name,
    status: row.status,
    last_contacted_at: iso(row.last_contacted_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toMatchedOrganization(row: OrganizationRow): MatchedOrganization {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    trade_license_number: row.trade_license_number,
    email: row.email,
    phone: row.phone,
    created_at: row.created_at.toISOString(),
  };
}
