// Demo deals: for each CRM organization of the demo a default "Sales" pipeline (New, Contacted,
// Viewing, Offer, Negotiation) and a few hundred deals on its demo leads — values from the leads'
// budgets in AED minor units, owners among the members, some hot, some won, some lost with a
// reason, a few tagged — with the history items their creation, their moves from stage to stage
// (most deals started in New and moved up to the stage they are in) and their closing would have
// written.
// Deterministic (a seeded PRNG) and fast (batch inserts). Call it after seedDemoCrm, in the
// demo seed's transaction. An organization that already has a pipeline is left alone.
import { and, asc, count, eq } from 'drizzle-orm';
import { UNIT_TYPE_LABELS } from '../../../shared/crm.ts';
import type { DealStatus } from '../../../shared/deals.ts';
import type { Executor } from '../client.ts';
import { memberships } from '../schema.ts';
import { dealTags, deals, leadHistory, leads, pipelines, stages, tags } from '../crm-schema.ts';
import { prng } from './demo-random.ts';

export interface DemoDealsOptions {
  organizationIds: number[];
  /** The moment the data is arranged around; now by default. */
  now?: Date;
}

export interface DemoDealsCounts {
  pipelines: number;
  deals: number;
}

const DAY = 86_400_000;
const BATCH = 500;

export const DEMO_STAGES = [
  { name: 'New', probability: 10, color: '#90a4ae' },
  { name: 'Contacted', probability: 20, color: '#42a5f5' },
  { name: 'Viewing', probability: 40, color: '#7e57c2' },
  { name: 'Offer', probability: 60, color: '#ffa726' },
  { name: 'Negotiation', probability: 80, color: '#66bb6a' },
] as const;

const LOST_REASONS = [
  'Chose another project',
  'Budget too low for the area',
  'Financing not approved',
  'Stopped answering',
  'Bought through another agency',
  'Handover date too late',
];

async function chunked<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += BATCH) out.push(...(await insert(rows.slice(start, start + BATCH))));
  return out;
}

function titleOf(interests: { unit_types?: string[]; bedrooms?: number[]; communities?: string[] }): string {
  const unit = (UNIT_TYPE_LABELS as Record<string, string>)[interests.unit_types?.[0] ?? 'apartment'] ?? UNIT_TYPE_LABELS.apartment;
  const bedrooms = interests.bedrooms?.[0];
  const size = bedrooms === undefined ? '' : bedrooms === 0 ? 'Studio ' : `${bedrooms}BR `;
  const place = interests.communities?.[0];
  return `${size}${unit}${place ? ` in ${place}` : ''}`;
}

async function seedOrganization(db: Executor, organizationId: number, index: number, now: Date): Promise<DemoDealsCounts> {
  const [existing] = await db.select({ n: count() }).from(pipelines).where(eq(pipelines.organization_id, organizationId));
  if (existing!.n > 0) return { pipelines: 0, deals: 0 };
  const members = await db
    .select({ id: memberships.user_id })
    .from(memberships)
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.enabled, true)))
    .orderBy(asc(memberships.user_id));
  const orgLeads = await db
    .select({
      id: leads.id,
      status: leads.status,
      interests: leads.interests,
      budget_min: leads.budget_min,
      budget_max: leads.budget_max,
      owner_id: leads.owner_id,
      created_at: leads.created_at,
    })
    .from(leads)
    .where(eq(leads.organization_id, organizationId))
    .orderBy(asc(leads.id));
  if (members.length === 0 || orgLeads.length === 0) return { pipelines: 0, deals: 0 };

  const random = prng(0xdea1_5eed + index * 104_729);
  const moves = prng(0x57a6_e5ed + index * 7_919);
  const [pipeline] = await db
    .insert(pipelines)
    .values({ organization_id: organizationId, name: 'Sales', is_default: true, created_at: now, updated_at: now })
    .returning();
  const stageRows = await db
    .insert(stages)
    .values(
      DEMO_STAGES.map((stage, position) => ({
        ...stage,
        organization_id: organizationId,
        pipeline_id: pipeline!.id,
        position,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning();
  stageRows.sort((a, b) => a.position - b.position);
  const orgTags = await db.select({ id: tags.id }).from(tags).where(eq(tags.organization_id, organizationId));

  const nextPosition = new Map<number, number>();
  const drafts = orgLeads
    .filter((lead) => lead.status !== 'unqualified' || random.chance(0.2))
    .flatMap((lead) => (random.chance(0.12) ? [lead, lead] : [lead]))
    .map((lead) => {
      // Later stages hold fewer deals, as a funnel does.
      const stage = stageRows[Math.min(stageRows.length - 1, Math.floor(random.next() ** 1.6 * stageRows.length))]!;
      const roll = random.next();
      const status: DealStatus = roll < 0.12 ? 'won' : roll < 0.25 ? 'lost' : 'open';
      const budget = lead.budget_max ?? lead.budget_min ?? random.int(8, 300) * 5_000_000;
      const value = Math.round((budget * (0.8 + random.next() * 0.3)) / 100_000) * 100_000;
      const createdAt = new Date(Math.min(now.getTime() - DAY, lead.created_at.getTime() + random.int(0, 20) * DAY));
      const enteredAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(0, 30) * DAY + random.int(0, 86_399) * 1000));
      const closedAt = status === 'open' ? null : new Date(Math.min(now.getTime(), enteredAt.getTime() + random.int(1, 20) * DAY));
      // Where the deal started (a separate PRNG, so the rest of the demo data stays as it was):
      // mostly New, sometimes a later stage, never past the one it is in now.
      const stageIndex = stageRows.indexOf(stage);
      const startIndex = stageIndex === 0 || moves.chance(0.7) ? 0 : moves.int(0, stageIndex - 1);
      const position = nextPosition.get(stage.id) ?? 0;
      nextPosition.set(stage.id, position + 1);
      const ownerId = lead.owner_id ?? (random.chance(0.8) ? random.pick(members).id : null);
      return {
        row: {
          organization_id: organizationId,
          lead_id: lead.id,
          pipeline_id: pipeline!.id,
          stage_id: stage.id,
          title: titleOf(lead.interests),
          position,
          value,
          currency: 'AED',
          owner_id: ownerId,
          hot: status === 'open' && random.chance(0.2),
          status,
          lost_reason: status === 'lost' ? random.pick(LOST_REASONS) : null,
          expected_close_date: random.chance(0.7) ? new Date(now.getTime() + random.int(-30, 150) * DAY).toISOString().slice(0, 10) : null,
          closed_at: closedAt,
          stage_entered_at: enteredAt,
          created_by: ownerId ?? members[0]!.id,
          created_at: createdAt,
          updated_at: closedAt ?? enteredAt,
        } satisfies typeof deals.$inferInsert,
        stageName: stage.name,
        path: stageRows.slice(startIndex, stageIndex + 1),
        tagIds: orgTags.length && random.chance(0.15) ? [random.pick(orgTags).id] : [],
      };
    });

  const inserted = await chunked(drafts, (batch) =>
    db
      .insert(deals)
      .values(batch.map((draft) => draft.row))
      .returning({ id: deals.id }),
  );
  const rows = drafts.map((draft, i) => ({ ...draft, id: inserted[i]!.id }));

  const links = rows.flatMap((deal) => deal.tagIds.map((tagId) => ({ organization_id: organizationId, deal_id: deal.id, tag_id: tagId })));
  await chunked(links, async (batch) => {
    await db.insert(dealTags).values(batch).onConflictDoNothing();
    return [];
  });

  const history: (typeof leadHistory.$inferInsert)[] = rows.flatMap((deal) => {
    const base = {
      organization_id: organizationId,
      lead_id: deal.row.lead_id,
      actor_id: deal.row.created_by,
      subject_type: 'deal' as const,
      subject_id: deal.id,
    };
    const added = {
      ...base,
      kind: 'deal_added' as const,
      details: { title: deal.row.title, pipeline: 'Sales', stage: deal.path[0]!.name, value: deal.row.value, currency: 'AED' },
      created_at: deal.row.created_at,
    };
    // Each move between creation and the day it entered its stage, evenly spaced, the last on that day.
    const created = deal.row.created_at.getTime();
    const span = deal.row.stage_entered_at.getTime() - created;
    const steps = deal.path.length - 1;
    const moved = deal.path.slice(1).map((to, step) => ({
      ...base,
      kind: 'deal_stage_changed' as const,
      field: 'stage_id',
      old_value: deal.path[step]!.id,
      new_value: to.id,
      details: { title: deal.row.title, old_label: deal.path[step]!.name, new_label: to.name },
      created_at: new Date(created + Math.round((span * (step + 1)) / steps)),
    }));
    if (!deal.row.closed_at) return [added, ...moved];
    const closed = {
      ...base,
      kind: 'deal_status_changed' as const,
      field: 'status',
      old_value: 'open',
      new_value: deal.row.status,
      details: { title: deal.row.title, old_lost_reason: null, lost_reason: deal.row.lost_reason },
      created_at: deal.row.closed_at,
    };
    return [added, ...moved, closed];
  });
  await chunked(history, async (batch) => {
    await db.insert(leadHistory).values(batch);
    return [];
  });
  return { pipelines: 1, deals: rows.length };
}

export async function seedDemoDeals(db: Executor, options: DemoDealsOptions): Promise<DemoDealsCounts> {
  const now = options.now ?? new Date();
  const total: DemoDealsCounts = { pipelines: 0, deals: 0 };
  for (const [index, organizationId] of options.organizationIds.entries()) {
    const counts = await seedOrganization(db, organizationId, index, now);
    total.pipelines += counts.pipelines;
    total.deals += counts.deals;
  }
  return total;
}
