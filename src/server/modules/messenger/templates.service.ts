// Message templates of the platform, one list per provider. A name is unique per provider and
// language whatever its letter case (422 on `name`, also when two requests race). The variables
// a body uses are read from it (`{{name}}`), never stored apart.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MessageProvider } from '../../../shared/contacts.ts';
import type { Database, Executor } from '../../db/client.ts';
import { uniqueFieldGuard } from '../../db/constraint-errors.ts';
import { messageTemplates } from '../../db/contacts-schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { onlyIds, orderBy, paginate, searchAcross } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { currentTime } from '../../services/clock.ts';
import { platformOrganizationOf } from '../contacts/platform.ts';
import type { TemplateBody, TemplateListQuery } from '../../../shared/schemas/messenger.ts';
import { toTemplateResource } from './messenger.resources.ts';
import { findTemplate, ofProvider } from './messenger.queries.ts';

const t = messageTemplates;
const SORT_COLUMNS = {
  name: t.name,
  language: t.language,
  status: t.status,
  purpose: t.purpose,
  created_at: t.created_at,
  updated_at: t.updated_at,
  id: t.id,
};
const NAME_TAKEN = 'A template with this name and language already exists for this provider.';

export async function listTemplates(db: Database, tenant: TenantContext, provider: MessageProvider, query: TemplateListQuery) {
  const organizationId = platformOrganizationOf(tenant);
  const where = and(
    ofProvider(organizationId, provider),
    onlyIds(t.id, query.ids),
    query.status?.length ? inArray(t.status, query.status) : undefined,
    query.purpose?.length ? inArray(t.purpose, query.purpose) : undefined,
    searchAcross([t.name, t.body], query.search),
  );
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(t)
          .where(where)
          .orderBy(...orderBy(SORT_COLUMNS, query, t.id))
          .limit(limit)
          .offset(offset)
      ).map(toTemplateResource),
    async () => (await db.select({ n: count() }).from(t).where(where))[0]!.n,
  );
}

export async function showTemplate(db: Database, tenant: TenantContext, provider: MessageProvider, templateId: number) {
  return { data: toTemplateResource(await findTemplate(db, platformOrganizationOf(tenant), provider, templateId)) };
}

async function assertNameFree(db: Executor, organizationId: number, provider: MessageProvider, body: TemplateBody, exceptId?: number) {
  const [taken] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        ofProvider(organizationId, provider),
        eq(sql`lower(${t.name})`, body.name.toLowerCase()),
        eq(t.language, body.language),
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('name', NAME_TAKEN);
}

const withNameUniqueness = uniqueFieldGuard('message_templates_name_unique', 'name', NAME_TAKEN);

export async function createTemplate(db: Database, tenant: TenantContext, provider: MessageProvider, body: TemplateBody) {
  const organizationId = platformOrganizationOf(tenant);
  await assertNameFree(db, organizationId, provider, body);
  const now = currentTime();
  const [row] = await withNameUniqueness(() =>
    db
      .insert(t)
      .values({ organization_id: organizationId, provider, ...body, created_at: now, updated_at: now })
      .returning(),
  );
  return { data: toTemplateResource(row!), message: 'Template created.' };
}

export async function updateTemplate(
  db: Database,
  tenant: TenantContext,
  provider: MessageProvider,
  templateId: number,
  body: TemplateBody,
) {
  const organizationId = platformOrganizationOf(tenant);
  await findTemplate(db, organizationId, provider, templateId);
  await assertNameFree(db, organizationId, provider, body, templateId);
  const [row] = await withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await lockFreshVersion(
        tx,
        t,
        templateId,
        async () => toTemplateResource(await findTemplate(tx, organizationId, provider, templateId)),
        ofProvider(organizationId, provider),
      );
      return tx
        .update(t)
        .set({ ...body, updated_at: currentTime() })
        .where(and(eq(t.id, templateId), ofProvider(organizationId, provider)))
        .returning();
    }),
  );
  if (!row) throw notFound();
  return { data: toTemplateResource(row), message: 'Template updated.' };
}

/** Logs of messages sent with the template keep its name; queued ones still go out as rendered. */
export async function deleteTemplate(db: Database, tenant: TenantContext, provider: MessageProvider, templateId: number) {
  const organizationId = platformOrganizationOf(tenant);
  const deleted = await db
    .delete(t)
    .where(and(eq(t.id, templateId), ofProvider(organizationId, provider)))
    .returning({ id: t.id });
  if (deleted.length === 0) throw notFound();
  return { message: 'Template deleted.' };
}
