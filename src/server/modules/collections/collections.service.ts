// Collections (docs/api.md "Collections"): the open lines list with its totals, its Excel export,
// and the booked or sold units without a sale. Who reads what is the sales' rule
// (../sales/scope.ts): a super admin every developer organization, a sales manager his assigned
// ones, a developer organization's members their own.
import { and, asc, desc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  COLLECTION_BUCKETS,
  type CollectionBucket,
  type CollectionListMeta,
  type UnrecordedSaleSort,
  type UnrecordedSaleUnit,
} from '../../../shared/collections.ts';
import type { Database, Executor } from '../../db/client.ts';
import { buildings, projects, units } from '../../db/inventory-schema.ts';
import { qualified } from '../../db/qualified.ts';
import { sales } from '../../db/sales-schema.ts';
import { organizations } from '../../db/schema.ts';
import { onlyIds, paginate, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { readableOrganizationsOn } from '../sales/scope.ts';
import { collectionRows, collectionTotals, type CollectionQuery } from './collections.queries.ts';

/** GET collections: a page of open lines and every bucket's totals per currency (two statements). */
export async function listCollections(db: Database, tenant: TenantContext, query: CollectionQuery & { page: number; per_page: number }) {
  const now = currentTime();
  const [data, totals] = await Promise.all([
    collectionRows(db, tenant, query, now, query.per_page, (query.page - 1) * query.per_page),
    collectionTotals(db, tenant, query, now),
  ]);
  const buckets: readonly CollectionBucket[] = query.bucket ? [query.bucket] : COLLECTION_BUCKETS;
  const total = buckets.reduce((sum, bucket) => sum + totals[bucket].reduce((lines, row) => lines + row.lines, 0), 0);
  const meta: CollectionListMeta = {
    total,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    totals,
  };
  return { data, meta };
}

export interface UnrecordedSaleFilters {
  developer_organization_id?: number | null;
  project_id?: number | null;
  building_id?: number | null;
}

const UNRECORDED_SORTS: Record<UnrecordedSaleSort, AnyPgColumn | SQL> = {
  status_changed_at: units.status_changed_at,
  unit_number: sql`${units.unit_number_key}`,
  id: units.id,
};

function unrecordedWhere(tenant: TenantContext, query: UnrecordedSaleFilters & { ids?: number[]; search?: string }, db: Executor) {
  return and(
    readableOrganizationsOn(units.organization_id, tenant, query.developer_organization_id),
    inArray(units.status, ['booked', 'sold']),
    notExists(
      db
        .select({ one: sql`1` })
        .from(sales)
        .where(and(sql`${qualified(sales.unit_id)} = ${qualified(units.id)}`, eq(sales.status, 'active'))),
    ),
    onlyIds(units.id, query.ids),
    query.project_id ? eq(buildings.project_id, query.project_id) : undefined,
    query.building_id ? eq(units.building_id, query.building_id) : undefined,
  );
}

/** GET collections/unrecorded-sales: booked or sold units with no active sale ("no sale recorded"). */
export async function listUnrecordedSales(
  db: Database,
  tenant: TenantContext,
  query: ListQuery<UnrecordedSaleSort> & UnrecordedSaleFilters,
) {
  const where = unrecordedWhere(tenant, query, db);
  const direction = query.order === 'desc' ? desc : asc;
  const key = UNRECORDED_SORTS[query.sort];
  const order =
    query.sort === 'id'
      ? [direction(units.id)]
      : query.sort === 'status_changed_at'
        ? [sql`${units.status_changed_at} ${sql.raw(query.order === 'desc' ? 'desc' : 'asc')} nulls last`, direction(units.id)]
        : [direction(key), direction(units.id)];
  return paginate<UnrecordedSaleUnit>(
    query,
    async (limit, offset) => {
      const rows = await db
        .select({
          id: units.id,
          organization_id: units.organization_id,
          developer_name: organizations.name,
          unit_number: units.unit_number,
          building_id: buildings.id,
          building_name: buildings.name,
          project_id: projects.id,
          project_name: projects.name,
          status: units.status,
          price: units.price,
          currency: projects.currency,
          status_changed_at: units.status_changed_at,
        })
        .from(units)
        .innerJoin(buildings, eq(buildings.id, units.building_id))
        .innerJoin(projects, eq(projects.id, buildings.project_id))
        .innerJoin(organizations, eq(organizations.id, units.organization_id))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        ...row,
        status: row.status as UnrecordedSaleUnit['status'],
        status_changed_at: row.status_changed_at?.toISOString() ?? null,
      }));
    },
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(units)
        .innerJoin(buildings, eq(buildings.id, units.building_id))
        .where(where);
      return row!.n;
    },
  );
}
