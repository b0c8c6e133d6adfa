// Tags of an organization: CRUD with a colour, names unique whatever their letter case (422 on
// `name`, also when two requests race), each with how many leads carry it. Leads are tagged
// only with their own organization's tags (`organizationTags` in tags.queries.ts checks ids named
// in a body).
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { TagBody } from '../../../shared/schemas/crm.ts';
import type { Database, Executor } from '../../db/client.ts';
import { uniqueFieldGuard } from '../../db/constraint-errors.ts';
import { qualified } from '../../db/qualified.ts';
import { leadTags, tags } from '../../db/crm-schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross, toOptions, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { MAX_OPTIONS } from '../../../shared/api.ts';
import type { TAG_SORTS } from '../../../shared/crm.ts';
import { currentTime } from '../../services/clock.ts';
import { toTagResource, type TagRow } from './crm.resources.ts';

export type TagSort = (typeof TAG_SORTS)[number];

const NAME_TAKEN = 'A tag with this name already exists.';
const SORT_COLUMNS = { name: tags.name, created_at: tags.created_at, id: tags.id };

const leadsCount = sql<number>`(select count(*) from ${leadTags} where ${qualified(leadTags.tag_id)} = ${qualified(tags.id)})`.mapWith(
  Number,
);

const ofOrganization = (organizationId: number) => eq(tags.organization_id, organizationId);

export async function listTags(db: Database, tenant: TenantContext, query: ListQuery<TagSort>) {
  const where = and(ofOrganization(tenant.organizationId), onlyIds(tags.id, query.ids), searchAcross([tags.name], query.search));
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select({ tag: tags, leads: leadsCount })
          .from(tags)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, tags.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => toTagResource(row.tag, row.leads)),
    async () => (await db.select({ n: count() }).from(tags).where(where))[0]!.n,
  );
}

export async function tagOptions(db: Database, tenant: TenantContext, search: string | undefined) {
  const rows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(ofOrganization(tenant.organizationId), searchAcross([tags.name], search)))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
    .limit(MAX_OPTIONS);
  return toOptions(
    rows,
    (row) => row.id,
    (row) => row.name,
  );
}

async function findTag(db: Executor, organizationId: number, tagId: number): Promise<TagRow> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, tagId), ofOrganization(organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function tagResource(db: Executor, organizationId: number, tagId: number) {
  const [row] = await db
    .select({ tag: tags, leads: leadsCount })
    .from(tags)
    .where(and(eq(tags.id, tagId), ofOrganization(organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return toTagResource(row.tag, row.leads);
}

export async function showTag(db: Database, tenant: TenantContext, tagId: number) {
  return { data: await tagResource(db, tenant.organizationId, tagId) };
}

async function assertNameFree(db: Executor, organizationId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(ofOrganization(organizationId), eq(sql`lower(${tags.name})`, name.toLowerCase()), exceptId ? ne(tags.id, exceptId) : undefined),
    )
    .limit(1);
  if (taken) throw fieldError('name', NAME_TAKEN);
}

const withNameUniqueness = uniqueFieldGuard('tags_organization_name_unique', 'name', NAME_TAKEN);

export async function createTag(db: Database, tenant: TenantContext, body: TagBody) {
  await assertNameFree(db, tenant.organizationId, body.name);
  const now = currentTime();
  const [row] = await withNameUniqueness(() =>
    db
      .insert(tags)
      .values({ organization_id: tenant.organizationId, name: body.name, color: body.color, created_at: now, updated_at: now })
      .returning(),
  );
  return { data: toTagResource(row!, 0), message: 'Tag created.' };
}

export async function updateTag(db: Database, tenant: TenantContext, tagId: number, body: TagBody) {
  await findTag(db, tenant.organizationId, tagId);
  await assertNameFree(db, tenant.organizationId, body.name, tagId);
  await withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await lockFreshVersion(tx, tags, tagId, () => tagResource(tx, tenant.organizationId, tagId), ofOrganization(tenant.organizationId));
      await tx
        .update(tags)
        .set({ name: body.name, color: body.color, updated_at: currentTime() })
        .where(and(eq(tags.id, tagId), ofOrganization(tenant.organizationId)));
    }),
  );
  return { data: await tagResource(db, tenant.organizationId, tagId), message: 'Tag updated.' };
}

/** Deleting a tag takes it off every lead (the links cascade); the leads' history keeps its name. */
export async function deleteTag(db: Database, tenant: TenantContext, tagId: number) {
  const deleted = await db
    .delete(tags)
    .where(and(eq(tags.id, tagId), ofOrganization(tenant.organizationId)))
    .returning({ id: tags.id });
  if (deleted.length === 0) throw notFound();
  return { message: 'Tag deleted.' };
}
