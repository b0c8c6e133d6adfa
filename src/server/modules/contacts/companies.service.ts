// Company contacts of the platform: the list with its filters, the countries present, status
// changes one by one or in bulk, and deletion. Every query is scoped to the platform
// organization the caller acts in; another organization's company is a 404.
import { and, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { CompanyStatus } from '../../../shared/contacts.ts';
import type { Database, Executor } from '../../db/client.ts';
import { contactCompanies } from '../../db/contacts-schema.ts';
import { conflict, notFound, validationFailed, type FieldErrors } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { currentTime } from '../../services/clock.ts';
import { countryOptions } from '../utils/countries.ts';
import type { CompanyListQuery, CompanySettableStatus } from '../../../shared/schemas/contacts.ts';
import { toCompanyResource, type CompanyRow } from './contacts.resources.ts';
import { ofPlatform } from './contacts.queries.ts';
import { platformOrganizationOf } from './platform.ts';

const c = contactCompanies;
const SORT_COLUMNS = {
  name: c.name,
  trade_license_number: c.trade_license_number,
  country: c.country,
  city: c.city,
  status: c.status,
  last_contacted_at: c.last_contacted_at,
  created_at: c.created_at,
  updated_at: c.updated_at,
  id: c.id,
};

export async function listCompanies(db: Database, tenant: TenantContext, query: CompanyListQuery) {
  const organizationId = platformOrganizationOf(tenant);
  const where = and(
    ofPlatform(organizationId),
    onlyIds(c.id, query.ids),
    query.status?.length ? inArray(c.status, query.status) : undefined,
    query.country ? eq(c.country, query.country.toUpperCase()) : undefined,
    searchAcross([c.name, c.trade_license_number, c.phone, c.email, c.city, c.website], query.search),
  );
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(c)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, c.id))
          .limit(limit)
          .offset(offset)
      ).map(toCompanyResource),
    async () => (await db.select({ n: count() }).from(c).where(where))[0]!.n,
  );
}

/** The countries companies are in (ISO codes), as options named in English, alphabetically. */
export async function companyCountries(db: Database, tenant: TenantContext) {
  const organizationId = platformOrganizationOf(tenant);
  const rows = await db
    .selectDistinct({ country: c.country })
    .from(c)
    .where(and(ofPlatform(organizationId), isNotNull(c.country)));
  const names = new Map(countryOptions().map((country) => [country.code, country.name]));
  const options = rows.map((row) => ({ value: row.country!, label: names.get(row.country!) ?? row.country! }));
  return { data: options.sort((a, b) => a.label.localeCompare(b.label, 'en')) };
}

export async function findCompany(db: Executor, organizationId: number, companyId: number): Promise<CompanyRow> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.id, companyId), ofPlatform(organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Marking a company contacted records when; other statuses leave that date as it was. */
function statusChange(status: CompanyStatus, now: Date): Partial<CompanyRow> {
  return status === 'contacted' ? { status, last_contacted_at: now, updated_at: now } : { status, updated_at: now };
}

const ALREADY_CONVERTED = 'The company has been converted into an organization; its status no longer changes.';

export async function changeCompanyStatus(db: Database, tenant: TenantContext, companyId: number, status: CompanySettableStatus) {
  const organizationId = platformOrganizationOf(tenant);
  const company = await findCompany(db, organizationId, companyId);
  if (company.status === 'converted') throw conflict(ALREADY_CONVERTED);
  const row = await db.transaction(async (tx) => {
    await lockFreshVersion(
      tx,
      c,
      companyId,
      async () => toCompanyResource(await findCompany(tx, organizationId, companyId)),
      ofPlatform(organizationId),
    );
    const [updated] = await tx
      .update(c)
      .set(statusChange(status, currentTime()))
      .where(and(eq(c.id, companyId), ofPlatform(organizationId), ne(c.status, 'converted')))
      .returning();
    return updated;
  });
  if (!row) throw conflict(ALREADY_CONVERTED);
  return { data: toCompanyResource(row), message: 'Company status updated.' };
}

/**
 * Every id must name one of the platform's companies (else 422 on `ids.N`, nothing changed);
 * converted companies keep their status and are counted as skipped.
 */
export async function changeCompanyStatusBulk(db: Database, tenant: TenantContext, ids: number[], status: CompanySettableStatus) {
  const organizationId = platformOrganizationOf(tenant);
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: c.id, status: c.status })
    .from(c)
    .where(and(ofPlatform(organizationId), inArray(c.id, unique)));
  const known = new Set(found.map((row) => row.id));
  const errors: FieldErrors = {};
  ids.forEach((companyId, index) => {
    if (!known.has(companyId)) errors[`ids.${index}`] = ['The selected company is invalid.'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  const changeable = found.filter((row) => row.status !== 'converted').map((row) => row.id);
  const updated = changeable.length
    ? await db
        .update(c)
        .set(statusChange(status, currentTime()))
        .where(and(ofPlatform(organizationId), inArray(c.id, changeable), ne(c.status, 'converted')))
        .returning({ id: c.id })
    : [];
  return {
    data: { updated: updated.length, skipped: unique.length - updated.length },
    message: `${updated.length} compan${updated.length === 1 ? 'y' : 'ies'} updated.`,
  };
}

export async function deleteCompany(db: Database, tenant: TenantContext, companyId: number) {
  const organizationId = platformOrganizationOf(tenant);
  const deleted = await db
    .delete(c)
    .where(and(eq(c.id, companyId), ofPlatform(organizationId)))
    .returning({ id: c.id });
  if (deleted.length === 0) throw notFound();
  return { message: 'Company deleted.' };
}
