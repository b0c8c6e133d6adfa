// Project lookups the inventory's services share: a project in the caller's reading scope or of
// his own organization (writes), each a 404 otherwise, and the city filter projects and buildings
// lists both apply.
import { and, eq, type SQL } from 'drizzle-orm';
import { foldForSearch } from '../../../shared/search.ts';
import type { Executor } from '../../db/client.ts';
import { projects } from '../../db/inventory-schema.ts';
import { notFound } from '../../http/errors.ts';
import { searchFolded } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { owningOrganizationId, viewableOrganizationIds, withinOrganizations } from './scope.ts';

/** The city filter: the city as written, whatever its letter case, Arabic marks or letter variants. */
export function cityMatches(city: string | undefined): SQL | undefined {
  if (!city) return undefined;
  return eq(searchFolded(projects.city), foldForSearch(city));
}

/** A project in the caller's reading scope, else 404. */
export async function findViewableProject(db: Executor, tenant: TenantContext, projectId: number) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), withinOrganizations(projects.organization_id, viewableOrganizationIds(tenant))))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A project of the caller's own organization (writes), else 404. */
export async function findOwnProject(db: Executor, tenant: TenantContext, projectId: number, lock = false) {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.organization_id, owningOrganizationId(tenant))))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
