// Support for the CRM suites: leads and tags written straight to the database, the API calls the
// suites repeat, and snapshots of a table's rows to show that a refused call changed nothing.
import { asc, eq, sql, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../src/server/db/client.ts';
import { auditLogs } from '../../../src/server/db/schema.ts';
import { activities, deals, leadHistory, leads, leadTags, notes, pipelines, stages, tags } from '../../../src/server/db/crm-schema.ts';
import type { TestContext } from './testApp.ts';
import { call } from './testApp.ts';
import { as, type Actor } from './world.ts';

let sequence = 0;
const next = () => ++sequence;

export async function insertLead(db: Database, organizationId: number, fields: Partial<typeof leads.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(leads)
    .values({
      organization_id: organizationId,
      full_name: `Lead ${n}`,
      email: `lead${n}@example.test`,
      source: 'website',
      status: 'new',
      ...fields,
    })
    .returning();
  return row!;
}

export async function insertTag(db: Database, organizationId: number, name = `Tag ${next()}`, color = '#1e88e5') {
  const [row] = await db.insert(tags).values({ organization_id: organizationId, name, color }).returning();
  return row!;
}

export async function tagLead(db: Database, organizationId: number, leadId: number, tagId: number) {
  await db.insert(leadTags).values({ organization_id: organizationId, lead_id: leadId, tag_id: tagId });
}

export async function insertActivity(db: Database, organizationId: number, fields: Partial<typeof activities.$inferInsert> = {}) {
  const [row] = await db
    .insert(activities)
    .values({
      organization_id: organizationId,
      type: 'call',
      title: `Call ${next()}`,
      due_at: new Date(Date.now() + 86_400_000),
      ...fields,
    })
    .returning();
  return row!;
}

export async function historyOf(db: Database, leadId: number) {
  return db.select().from(leadHistory).where(eq(leadHistory.lead_id, leadId)).orderBy(asc(leadHistory.id));
}

export async function notesOf(db: Database, leadId: number) {
  return db.select().from(notes).where(eq(notes.lead_id, leadId)).orderBy(asc(notes.id));
}

/** Every row of a table, ordered, to compare before and after a refused call. */
export async function snapshot<T extends PgTable>(db: Database, table: T): Promise<InferSelectModel<T>[]> {
  const rows = (await db.select().from(table as PgTable)) as InferSelectModel<T>[];
  return rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** The API calls the CRM suites make as an actor of the world. */
export function crmApi(ctx: TestContext) {
  return {
    get: (actor: Actor, path: string, query: Record<string, unknown> = {}) => call(ctx.app, 'GET', path, as(actor, { query })),
    post: (actor: Actor, path: string, body: Record<string, unknown> = {}) => call(ctx.app, 'POST', path, as(actor, { body })),
    put: (actor: Actor, path: string, body: Record<string, unknown> = {}) => call(ctx.app, 'PUT', path, as(actor, { body })),
    patch: (actor: Actor, path: string, body: Record<string, unknown> = {}) => call(ctx.app, 'PATCH', path, as(actor, { body })),
    delete: (actor: Actor, path: string, query: Record<string, unknown> = {}) => call(ctx.app, 'DELETE', path, as(actor, { query })),
  };
}

export const leadBody = (extra: Record<string, unknown> = {}) => ({
  full_name: 'Ahmed Al Falasi',
  email: 'ahmed@example.test',
  phone: '+971 50 123 4567',
  source: 'website',
  status: 'new',
  ...extra,
});

/** The audit entries of an action; they are written once the answer has gone, so this waits a little for them. */
export async function auditEntries(db: Database, action: string, atLeast = 1) {
  for (let attempt = 0; ; attempt++) {
    const rows = await db.select().from(auditLogs).where(eq(auditLogs.action, action)).orderBy(asc(auditLogs.id));
    if (rows.length >= atLeast || attempt >= 50) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A pipeline with its stages (positions 0…n-1), written straight to the database. */
export async function insertPipeline(
  db: Database,
  organizationId: number,
  stageNames: string[] = ['New', 'Offer', 'Won'],
  fields: Partial<typeof pipelines.$inferInsert> = {},
) {
  const [pipeline] = await db
    .insert(pipelines)
    .values({ organization_id: organizationId, name: `Pipeline ${next()}`, ...fields })
    .returning();
  const stageRows = stageNames.length
    ? await db
        .insert(stages)
        .values(
          stageNames.map((name, position) => ({
            organization_id: organizationId,
            pipeline_id: pipeline!.id,
            name,
            position,
            probability: position * 10,
            color: '#1e88e5',
          })),
        )
        .returning()
    : [];
  return { pipeline: pipeline!, stages: stageRows.sort((a, b) => a.position - b.position) };
}

/** A deal at the end of its stage (or at `position`), written straight to the database. */
export async function insertDeal(
  db: Database,
  organizationId: number,
  fields: { lead_id: number; pipeline_id: number; stage_id: number } & Partial<typeof deals.$inferInsert>,
) {
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${deals.position}) + 1, 0)::int` })
    .from(deals)
    .where(eq(deals.stage_id, fields.stage_id));
  const [row] = await db
    .insert(deals)
    .values({ organization_id: organizationId, title: `Deal ${next()}`, position: last!.n, value: 100_000, ...fields })
    .returning();
  return row!;
}

/** A stage's deals in board order: [id, position]. */
export async function stageOrder(db: Database, stageId: number) {
  const rows = await db
    .select({ id: deals.id, position: deals.position })
    .from(deals)
    .where(eq(deals.stage_id, stageId))
    .orderBy(asc(deals.position), asc(deals.id));
  return rows;
}

export const dealBody = (refs: { lead_id: number; pipeline_id: number; stage_id: number }, extra: Record<string, unknown> = {}) => ({
  title: 'Marina View 2BR',
  value: 250_000_000,
  ...refs,
  ...extra,
});
