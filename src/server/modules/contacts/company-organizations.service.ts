// Companies and the organizations of the platform: which companies already exist as an
// organization (same trade licence, or the same name once case, spaces and punctuation are set
// aside), and converting a company into a pending organization the platform then onboards.
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { CompanyMatch, MatchReason } from '../../../shared/contacts.ts';
import { platformReachOf } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { contactCompanies } from '../../db/contacts-schema.ts';
import { organizations, salesAssignments } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { paginate, searchAcross } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { normalizedName, ofPlatform } from './contacts.queries.ts';
import { toCompanyResource, toMatchedOrganization } from './contacts.resources.ts';
import { platformOrganizationOf } from './platform.ts';

const c = contactCompanies;
const o = organizations;

const sameLicence = and(
  sql`${c.trade_license_number} is not null`,
  eq(sql`upper(trim(${o.trade_license_number}))`, sql`upper(trim(${c.trade_license_number}))`),
);
const sameName = and(ne(normalizedName(c.name), ''), eq(normalizedName(o.name), normalizedName(c.name)));

export async function companyMatches(db: Database, tenant: TenantContext, query: { page: number; per_page: number; search?: string }) {
  const organizationId = platformOrganizationOf(tenant);
  // A converted company matches the organization it became: that is no news, so it is left out.
  const where = and(
    ofPlatform(organizationId),
    ne(c.status, 'converted'),
    searchAcross([c.name, c.trade_license_number, o.name], query.search),
  );
  const joined = and(ne(o.kind, 'platform'), or(sameLicence, sameName));
  return paginate(
    query,
    async (limit, offset) => {
      const rows = await db
        .select({
          company: c,
          organization: o,
          byLicence: sql<boolean>`coalesce(${sameLicence}, false)`,
          byName: sql<boolean>`coalesce(${sameName}, false)`,
        })
        .from(c)
        .innerJoin(o, joined)
        .where(where)
        .orderBy(asc(sql`lower(${c.name})`), asc(c.id), asc(o.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row): CompanyMatch => {
        const reasons: MatchReason[] = [];
        if (row.byLicence) reasons.push('trade_license');
        if (row.byName) reasons.push('name');
        return { company: toCompanyResource(row.company), organization: toMatchedOrganization(row.organization), matched_on: reasons };
      });
    },
    async () => (await db.select({ n: count() }).from(c).innerJoin(o, joined).where(where))[0]!.n,
  );
}

const ALREADY_CONVERTED = 'The company has already been converted into an organization.';

/**
 * Creates a pending organization prefilled from the company and marks the company converted.
 * When an organization with the company's trade licence exists already, the company is linked to
 * it instead (what a user converting a known company expects); `linked` says which happened.
 */
export async function convertCompany(db: Database, tenant: TenantContext, companyId: number, kind: 'developer' | 'broker') {
  const organizationId = platformOrganizationOf(tenant);
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .select()
        .from(c)
        .where(and(eq(c.id, companyId), ofPlatform(organizationId)))
        .for('update');
      if (!company) throw notFound();
      if (company.status === 'converted') throw conflict(ALREADY_CONVERTED);

      const [existing] = company.trade_license_number
        ? await tx
            .select()
            .from(o)
            .where(
              and(
                ne(o.kind, 'platform'),
                eq(sql`upper(trim(${o.trade_license_number}))`, company.trade_license_number.trim().toUpperCase()),
              ),
            )
            .limit(1)
        : [];
      const now = currentTime();
      const organization =
        existing ??
        (
          await tx
            .insert(o)
            .values({
              kind,
              name: company.name,
              status: 'pending',
              trade_license_number: company.trade_license_number?.trim() || null,
              country: company.country,
              city: company.city,
              phone: company.phone,
              email: company.email,
              contact_email: company.email,
            })
            .returning()
        )[0]!;
      // A sales manager keeps sight of the organization he brought in, as when he creates one.
      if (!existing && platformReachOf(tenant.role) === 'assigned' && tenant.userId !== null) {
        await tx.insert(salesAssignments).values({ user_id: tenant.userId, organization_id: organization.id });
      }
      const [updated] = await tx
        .update(c)
        .set({ status: 'converted', converted_organization_id: organization.id, updated_at: now })
        .where(eq(c.id, company.id))
        .returning();
      return {
        data: { company: toCompanyResource(updated!), organization: toMatchedOrganization(organization), linked: Boolean(existing) },
        message: existing
          ? 'The company was linked to the existing organization with its trade licence.'
          : 'Organization created from the company; it awaits approval.',
      };
    });
  } catch (error) {
    // Someone created an organization with this trade licence at the same moment.
    if (isUniqueViolation(error, 'organizations_trade_license_number_unique'))
      throw conflict('An organization with this trade licence was just created; try again to link to it.');
    throw error;
  }
}
