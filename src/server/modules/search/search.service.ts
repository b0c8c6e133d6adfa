// The one search box (docs/api.md "Search"): a few records of each type whose words contain the
// term, each type only for a role whose matrix action lists that type, and only within what that
// list shows it: the same scope (each module's scope.ts) and the same search conditions
// (src/server/http/lists.ts `searchAcross`, the leads' phone match) as the lists. One statement
// per type the caller may list; the trigram indexes of migration `*_global_search.sql` serve the
// contains-patterns.
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { can } from '../../../shared/permissions.ts';
import {
  SEARCH_MIN_LENGTH,
  SEARCH_RESULTS_PER_TYPE,
  searchResultRoute,
  type SearchResult,
  type SearchResultType,
} from '../../../shared/global-search.ts';
import { foldForSearch } from '../../../shared/search.ts';
import type { Database } from '../../db/client.ts';
import { contactBrokers, contactCompanies } from '../../db/contacts-schema.ts';
import { deals, leads } from '../../db/crm-schema.ts';
import { buildings, projects, units } from '../../db/inventory-schema.ts';
import { saleOffers } from '../../db/sales-schema.ts';
import { organizations, users } from '../../db/schema.ts';
import { escapeLike, searchAcross, searchFolded } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { ofBrokerPlatform } from '../contacts/brokers.service.ts';
import { ofPlatform as ofCompanyPlatform } from '../contacts/contacts.queries.ts';
import { dealSearch } from '../crm/deals.queries.ts';
import { leadSearch } from '../crm/leads.queries.ts';
import { viewableOrganizationIds, withinOrganizations } from '../inventory/scope.ts';
import { reachableOrganizations } from '../organizations/scope.ts';
import { readableOffers } from '../sale-offers/scope.ts';
import { membershipWhere } from '../users/users.service.ts';

/**
 * Best first: the title equal to the term, then starting with it, then by trigram similarity
 * (pg_trgm), newest on ties. Computed only on the rows the scope and the pattern left.
 */
function rankedBy(title: AnyPgColumn, id: AnyPgColumn, term: string): SQL[] {
  const folded = foldForSearch(term);
  const column = searchFolded(title);
  return [
    sql`case when ${column} = ${folded} then 0 when ${column} like ${`${escapeLike(folded)}%`} then 1 else 2 end`,
    desc(sql`similarity(${column}, ${folded})`),
    desc(id),
  ];
}

/** How many of the newest matches of a type are ranked. */
const RANKED_CANDIDATES = 200;

/**
 * Whether the folded term has three letters or digits in a row, so that a contains-pattern gives
 * the trigram indexes something to look up. Without ("ab", "a b", "12") the pattern has no
 * trigram and the index is read whole: 57 ms for "ab" among 50,000 leads, 240 ms for the deals
 * (their leads' names), against 1–3 ms for a longer term (bench/RESULTS.md "Short terms").
 */
const hasTrigram = (folded: string) => /[\p{L}\p{N}]{3}/u.test(folded);

/**
 * A short term's match: the title starts with it, or one of the title's words (after a space)
 * does. Both patterns give pg_trgm word-start trigrams ("  a", " ab") to look up, and the first is
 * also a range of the title's b-tree (migration `*_search_title_indexes.sql`).
 */
function titleWordStarts(title: AnyPgColumn, folded: string): SQL {
  const column = searchFolded(title);
  const escaped = escapeLike(folded);
  return or(sql`${column} like ${`${escaped}%`}`, sql`${column} like ${`% ${escaped}%`}`)!;
}

/**
 * The rows in `scope` that `search` matches: those whose title is the term itself, and the newest
 * RANKED_CANDIDATES others. The ranking's keys (folding, similarity) are computed on those only,
 * so a broad term ("+971 50", "101" among 100,000 units) costs about what a narrow one does, and
 * an exact title is never crowded out. The box jumps to a record; it does not page through
 * thousands (the lists do). A term too short for a trigram matches the starts of the title's
 * words instead (`titleWordStarts`): what someone typing the first letters of a name or a number
 * is after. A title equal to the term contains it, so the exact branch needs only the scope: the
 * search's own conditions (several columns, a subquery of lead or project names) are planned
 * once, not twice.
 */
function amongNewestMatches(
  db: Database,
  table: PgTable,
  id: AnyPgColumn,
  title: AnyPgColumn,
  term: string,
  scope: SQL | undefined,
  search: SQL | undefined,
): SQL {
  // `id + 0`: not the primary key's order, which the planner would walk backwards hoping to meet
  // 200 matches soon, reading the whole table when a term is rare; the trigram index comes first.
  const folded = foldForSearch(term);
  const matches = hasTrigram(folded) ? search : titleWordStarts(title, folded);
  const newest = db
    .select({ id })
    .from(table)
    .where(and(scope, matches))
    .orderBy(desc(sql`${id} + 0`))
    .limit(RANKED_CANDIDATES);
  return or(sql`${id} = any(array(${newest}))`, and(scope, sql`${searchFolded(title)} = ${folded}`))!;
}

type Searcher = (db: Database, tenant: TenantContext, term: string) => Promise<SearchResult[]>;

const result = (type: SearchResultType, id: number, title: string, secondary: string | null, route: string): SearchResult => ({
  type,
  id,
  title,
  secondary: secondary || null,
  route,
});

/** Leads of the organization (crm.interact: the leads list shows every lead of it to each CRM role). */
const searchLeads: Searcher = async (db, tenant, term) => {
  const rows = await db
    .select({ id: leads.id, full_name: leads.full_name, email: leads.email, phone: leads.phone })
    .from(leads)
    .where(
      amongNewestMatches(db, leads, leads.id, leads.full_name, term, eq(leads.organization_id, tenant.organizationId), leadSearch(term)),
    )
    .orderBy(...rankedBy(leads.full_name, leads.id, term))
    .limit(SEARCH_RESULTS_PER_TYPE);
  return rows.map((row) => result('lead', row.id, row.full_name, row.email ?? row.phone, searchResultRoute('lead', row.id)));
};

/** Deals of the organization, by title or their lead's name, as the deals list searches. */
const searchDeals: Searcher = async (db, tenant, term) => {
  const rows = await db
    .select({ id: deals.id, title: deals.title, pipeline_id: deals.pipeline_id, lead: leads.full_name })
    .from(deals)
    .innerJoin(leads, and(eq(leads.id, deals.lead_id), eq(leads.organization_id, deals.organization_id)))
    .where(
      amongNewestMatches(
        db,
        deals,
        deals.id,
        deals.title,
        term,
        eq(deals.organization_id, tenant.organizationId),
        dealSearch(tenant.organizationId, term),
      ),
    )
    .orderBy(...rankedBy(deals.title, deals.id, term))
    .limit(SEARCH_RESULTS_PER_TYPE);
  return rows.map((row) => result('deal', row.id, row.title, row.lead, searchResultRoute('deal', row.id, { pipelineId: row.pipeline_id })));
};

/** Units of the inventory the caller views, by number or project name. */
const searchUnits: Searcher = async (db, tenant, term) => {
  const rows = await db
    .select({ id: units.id, unit_number: units.unit_number, building: buildings.name, project: projects.name })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(
      amongNewestMatches(
        db,
        units,
        units.id,
        units.unit_number,
        term,
        withinOrganizations(units.organization_id, viewableOrganizationIds(tenant)),
        // Number or project as two index lookups OR-ed (the units' trigram index, their building
        // index): `= any(array(…))` runs the buildings' query first; an IN subquery would be a
        // filter folding the number of every unit in scope.
        or(
          searchAcross([units.unit_number], term),
          sql`${units.building_id} = any(array(${db
            .select({ id: buildings.id })
            .from(buildings)
            .innerJoin(projects, eq(projects.id, buildings.project_id))
            .where(searchAcross([projects.name], term))}))`,
        ),
      ),
    )
    .orderBy(...rankedBy(units.unit_number, units.id, term))
    .limit(SEARCH_RESULTS_PER_TYPE);
  return rows.map((row) => result('unit', row.id, row.unit_number, `${row.project} · ${row.building}`, searchResultRoute('unit', row.id)));
};

const searchProjects: Searcher = async (db, tenant, term) => {
  const rows = await db
    .select({ id: projects.id, name: projects.name, city: projects.city, community: projects.community })
    .from(projects)
    .where(
      amongNewestMatches(
        db,
        projects,
        projects.id,
        projects.name,
        term,
        withinOrganizations(projects.organization_id, viewableOrganizationIds(tenant)),
        searchAcross([projects.name], term),
      ),
    )
    .orderBy(...rankedBy(projects.name, projects.id, term))
    .limit(SEARCH_RESULTS_PER_TYPE);
  return rows.map((row) =>
    result('project', row.id, row.name, [row.community, row.city].filter(Boolean).join(', '), searchResultRoute('project', row.id)),
  );
};

const searchBuildings: Searcher = async (db, tenant, term) => {
  const rows = await db
    .select({ id: buildings.id, name: buildings.name, project: projects.name })
    .from(buildings)
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(
      amongNewestMatches(
        db,
        buildings,
        buildings.id,
        buildings.name,
        term,
        withinOrganizations(buildings.organization_id, viewableOrganizationIds(tenant)),
        searchAcross([buildings.name], term),
      ),
    )
    .orderBy(...rankedBy(buildings.name, buildings.id, term))
    .limit(SEARCH_RESULTS_PER_TYPE);
  return rows.map((row) => result('building', row.id, row.name, row.project, searchResultRoute('building', row.id)));
};

/** Sale offers by number, among those the offers list shows the caller (scope.ts `readableOffers`). */
const searchSaleOffers: Searcher = async (db, tenant, term) => {
  const rows = await db
    .select({ id: saleOffers.id, number: saleOffers.number, client_name: saleOffers.client_name })
    .from(saleOffers)
    .where(
      amongNewestMatches(
        db,
        saleOffers,
        saleOffers.id,
        saleOffers.number,
        term,
        readableOffers(tenant),
        searchAcross([saleOffers.number], term),
      ),
    )
    .orderBy(...rankedBy(saleOffers.number, saleOffers.id, term))
    .limit(SEARCH_RESULTS_PER_TYPE);
  return rows.map((row) => result('sale_offer', row.id, row.number, row.client_name, searchResultRoute('sale_offer', row.id)));
};

/** The platform's company contacts: only acting in the platform organization, as their list. */
const searchCompanies: Searcher = async (db, tenant, term) => {
  const c = contactCompanies;
  const rows = await db
    .select({ id: c.id, name: c.name, city: c.city })
    .from(c)
    .where(amongNewestMatches(db, c, c.id, c.name, term, ofCompanyPlatform(tenant.organizationId), searchAcross([c.name], term)))
    .orderBy(...rankedBy(c.name, c.id, term))
    .limit(SEARCH_RESULTS_PER_TYPE);
  return rows.map((row) => result('company', row.id, row.name, row.city, searchResultRoute('company', row.id, { listSearch: row.name })));
};

const searchBrokers: Searcher = async (db, tenant, term) => {
  const b = contactBrokers;
  const rows = await db
    .select({ id: b.id, full_name: b.full_name, company_name: b.company_name, phone: b.phone })
    .from(b)
    .where(amongNewestMatches(db, b, b.id, b.full_name, term, ofBrokerPlatform(tenant.organizationId), searchAcross([b.full_name], term)))
    .orderBy(...rankedBy(b.full_name, b.id, term))
    .limit(SEARCH_RESULTS_PER_TYPE);
  return rows.map((row) =>
    result(
      'broker',
      row.id,
      row.full_name,
      row.company_name ?? row.phone,
      searchResultRoute('broker', row.id, { listSearch: row.full_name }),
    ),
  );
};

const searchOrganizations: Searcher = async (db, tenant, term) => {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name, city: organizations.city, email: organizations.email })
    .from(organizations)
    .where(
      amongNewestMatches(
        db,
        organizations,
        organizations.id,
        organizations.name,
        term,
        reachableOrganizations(tenant),
        searchAcross([organizations.name], term),
      ),
    )
    .orderBy(...rankedBy(organizations.name, organizations.id, term))
    .limit(SEARCH_RESULTS_PER_TYPE);
  return rows.map((row) => result('organization', row.id, row.name, row.city ?? row.email, searchResultRoute('organization', row.id)));
};

/** Users the users list shows (the caller's platform scope); a role without users.show opens the list searched for the email. */
const searchUsers: Searcher = async (db, tenant, term) => {
  const rows = await db
    .select({ id: users.id, full_name: users.full_name, email: users.email })
    .from(users)
    .where(
      amongNewestMatches(
        db,
        users,
        users.id,
        users.full_name,
        term,
        membershipWhere(tenant, {}),
        searchAcross([users.full_name, users.email], term),
      ),
    )
    .orderBy(...rankedBy(users.full_name, users.id, term))
    .limit(SEARCH_RESULTS_PER_TYPE);
  const opensPage = can('users.show', tenant.role);
  return rows.map((row) =>
    result('user', row.id, row.full_name, row.email, searchResultRoute('user', row.id, opensPage ? {} : { listSearch: row.email })),
  );
};

/** Contacts are the platform's own records, listed only acting in it (contacts/platform.ts). */
const inPlatform = (tenant: TenantContext) => tenant.organizationKind === 'platform';

/** Each type with the rule that admits a caller to its list, in the order the answer groups them. */
const SEARCHERS: { admits: (tenant: TenantContext) => boolean; search: Searcher }[] = [
  { admits: (tenant) => can('crm.interact', tenant.role), search: searchLeads },
  { admits: (tenant) => can('crm.interact', tenant.role), search: searchDeals },
  { admits: (tenant) => can('inventory.view', tenant.role), search: searchUnits },
  { admits: (tenant) => can('inventory.view', tenant.role), search: searchProjects },
  { admits: (tenant) => can('inventory.view', tenant.role), search: searchBuildings },
  {
    admits: (tenant) => can('sale_offers.list', tenant.role) || can('sale_offers.create', tenant.role),
    search: searchSaleOffers,
  },
  { admits: (tenant) => can('contacts.companies', tenant.role) && inPlatform(tenant), search: searchCompanies },
  { admits: (tenant) => can('contacts.brokers', tenant.role) && inPlatform(tenant), search: searchBrokers },
  { admits: (tenant) => can('organizations.list', tenant.role), search: searchOrganizations },
  { admits: (tenant) => can('users.list', tenant.role), search: searchUsers },
];

export async function globalSearch(db: Database, tenant: TenantContext, q: string): Promise<{ data: SearchResult[] }> {
  if (foldForSearch(q).length < SEARCH_MIN_LENGTH) return { data: [] };
  const admitted = SEARCHERS.filter((searcher) => searcher.admits(tenant));
  // One after the other: PGlite answers one statement at a time anyway, and on PostgreSQL a
  // request holds one pooled connection instead of ten.
  const data: SearchResult[] = [];
  for (const searcher of admitted) data.push(...(await searcher.search(db, tenant, q)));
  return { data };
}
