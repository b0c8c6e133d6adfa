// The subject of an audit entry: which record a route's path names (its type, from the path), and
// that record's name, organization and recorded values (role, status…) as they are before the
// handler changes them.
//
// Why the name is stored at write time rather than joined when the log is read: most audited
// actions are deletions, whose record is gone by the time anyone reads the log, and a name read
// later would not be the name the record had then. Resolving it once per audited write (one
// primary-key read, only on routes that declare `config.audit`) also keeps the list one
// statement with no lookup per row or per subject type.
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditSubjectType } from '../../../shared/audit.ts';
import type { Database } from '../../db/client.ts';
import { contactBrokers, contactCompanies, messageTemplates } from '../../db/contacts-schema.ts';
import { activities, deals, leadDocuments, leads, pipelines, stages, tags } from '../../db/crm-schema.ts';
import { amenities, buildings, paymentPlans, projects, units } from '../../db/inventory-schema.ts';
import { commissions } from '../../db/commissions-schema.ts';
import { saleOffers } from '../../db/sales-schema.ts';
import { accessTokens, invitations, memberships, organizations, users } from '../../db/schema.ts';

export interface AuditSubject {
  subject_type: AuditSubjectType | null;
  subject_id: number | null;
}

export interface ResolvedSubject {
  label: string | null;
  organization_id: number | null;
  /** The recorded fields' values before the change (src/shared/audit.ts AUDIT_RECORDED_FIELDS). */
  values: Record<string, unknown>;
}

/** A path parameter whose name says what it identifies. */
const PARAM_TYPES: Readonly<Record<string, AuditSubjectType>> = {
  orgId: 'organization',
  organizationId: 'organization',
  userId: 'user',
  unitId: 'unit',
  planId: 'payment_plan',
  documentId: 'document',
  leadId: 'lead',
  pipelineId: 'pipeline',
  invitationId: 'invitation',
};

/** For `:id` and the other generic parameters: the nearest resource segment before it. */
const SEGMENT_TYPES: Readonly<Record<string, AuditSubjectType>> = {
  organizations: 'organization',
  users: 'user',
  'api-tokens': 'api_token',
  devices: 'device',
  contracts: 'contract',
  leads: 'lead',
  deals: 'deal',
  activities: 'activity',
  notes: 'note',
  documents: 'lead_document',
  pipelines: 'pipeline',
  stages: 'stage',
  tags: 'tag',
  projects: 'project',
  buildings: 'building',
  units: 'unit',
  'sale-offers': 'sale_offer',
  sales: 'sale',
  commissions: 'commission',
  'payment-plans': 'payment_plan',
  amenities: 'amenity',
  'amenity-images': 'amenity_image',
  images: 'image',
  'video-links': 'video_link',
  media360: 'media360',
  companies: 'company',
  brokers: 'broker',
  templates: 'message_template',
  'saved-filters': 'saved_filter',
};

const isId = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
};

/** The record a route's path names: its last id parameter (`…/users/{orgId}/{userId}` → the user). */
export function subjectOfPath(url: string | undefined, params: Record<string, unknown>): AuditSubject {
  const last = Object.entries(params)
    .filter(([, value]) => isId(value))
    .at(-1);
  if (!last) return { subject_type: null, subject_id: null };
  const [name, value] = last;
  const segments = (url ?? '').split('/');
  const at = segments.indexOf(`:${name}`);
  const type =
    PARAM_TYPES[name] ??
    segments
      .slice(0, Math.max(at, 0))
      .reverse()
      .map((segment) => SEGMENT_TYPES[segment])
      .find((found) => found !== undefined) ??
    null;
  return { subject_type: type, subject_id: type ? Number(value) : null };
}

type Lookup = (db: Database, id: number, params: Record<string, unknown>) => Promise<ResolvedSubject | undefined>;

/** A record of an organization-owned table by its name column, plus the recorded fields it has. */
function byName(
  table: PgTable & { id: PgColumn; organization_id: PgColumn },
  name: PgColumn,
  recorded: Record<string, PgColumn> = {},
): Lookup {
  return async (db, id) => {
    const [row] = await db
      .select({ label: name, organization_id: table.organization_id, ...recorded })
      .from(table)
      .where(eq(table.id, id) as SQL)
      .limit(1);
    if (!row) return undefined;
    const { label, organization_id, ...values } = row as { label: unknown; organization_id: unknown } & Record<string, unknown>;
    return { label: label == null ? null : String(label), organization_id: organization_id as number | null, values };
  };
}

const LOOKUPS: Partial<Record<AuditSubjectType, Lookup>> = {
  organization: async (db, id) => {
    const [row] = await db
      .select({ label: organizations.name, status: organizations.status })
      .from(organizations)
      .where(eq(organizations.id, id))
      .limit(1);
    return row && { label: row.label, organization_id: id, values: { status: row.status } };
  },
  // A user belongs to many organizations: the one the path names (a member's role, enabled) is his here.
  user: async (db, id, params) => {
    const organizationId = isId(params.orgId) ? Number(params.orgId) : null;
    const [user] = await db.select({ label: users.full_name }).from(users).where(eq(users.id, id)).limit(1);
    if (!user) return undefined;
    if (organizationId === null) return { label: user.label, organization_id: null, values: {} };
    const [member] = await db
      .select({ role: memberships.role, enabled: memberships.enabled })
      .from(memberships)
      .where(and(eq(memberships.user_id, id), eq(memberships.organization_id, organizationId)))
      .limit(1);
    return { label: user.label, organization_id: organizationId, values: member ? { ...member } : {} };
  },
  api_token: byName(accessTokens, accessTokens.name),
  // An invitation is named by the address it was sent to.
  invitation: byName(invitations, invitations.email, { status: invitations.status }),
  lead: byName(leads, leads.full_name, { status: leads.status }),
  deal: byName(deals, deals.title, { status: deals.status }),
  activity: byName(activities, activities.title),
  lead_document: byName(leadDocuments, leadDocuments.name),
  pipeline: byName(pipelines, pipelines.name),
  stage: byName(stages, stages.name),
  tag: byName(tags, tags.name),
  project: byName(projects, projects.name, { status: projects.status }),
  building: byName(buildings, buildings.name, { status: buildings.status }),
  unit: byName(units, units.unit_number, { status: units.status }),
  sale_offer: byName(saleOffers, saleOffers.number, { status: saleOffers.status }),
  commission: byName(commissions, commissions.seller_name, { status: commissions.status }),
  payment_plan: byName(paymentPlans, paymentPlans.name),
  amenity: byName(amenities, amenities.name),
  company: byName(contactCompanies, contactCompanies.name, { status: contactCompanies.status }),
  broker: byName(contactBrokers, contactBrokers.full_name, { status: contactBrokers.status }),
  message_template: byName(messageTemplates, messageTemplates.name),
};

/** The subject's name, organization and recorded values now; nothing for a type without a name. */
export async function resolveSubject(
  db: Database,
  subject: AuditSubject,
  params: Record<string, unknown> = {},
): Promise<ResolvedSubject | undefined> {
  if (!subject.subject_type || subject.subject_id === null) return undefined;
  const lookup = LOOKUPS[subject.subject_type];
  return lookup ? lookup(db, subject.subject_id, params) : undefined;
}
