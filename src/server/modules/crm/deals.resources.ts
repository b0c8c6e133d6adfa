// How pipelines, stages and deals leave the server: strict response schemas and the mappers that
// fill them (shapes in src/shared/deals.ts). Nothing here imports crm.resources.ts: that file's
// timeline schema embeds the deal schema, and a cycle between the two would leave one undefined.
import { z } from 'zod';
import type { TagRef, UserRef } from '../../../shared/crm.ts';
import {
  DEAL_STATUSES,
  type Deal,
  type DealCard,
  type KanbanColumn,
  type KanbanResponse,
  type Pipeline,
  type PipelineOptionWithStages,
  type Stage,
  type StageOption,
} from '../../../shared/deals.ts';
import type { deals, pipelines, stages } from '../../db/crm-schema.ts';

export type PipelineRow = typeof pipelines.$inferSelect;
export type StageRow = typeof stages.$inferSelect;
export type DealRow = typeof deals.$inferSelect;

const id = z.number().int();
const DAY_MS = 24 * 60 * 60 * 1000;
const userRefSchema = z.object({ id, full_name: z.string() }) satisfies z.ZodType<UserRef>;
const tagRefSchema = z.object({ id, name: z.string(), color: z.string() }) satisfies z.ZodType<TagRef>;

/** A user reference from a left join: null when the user is gone or was never set. */
function userRef(userId: number | null, fullName: string | null): UserRef | null {
  return userId !== null && fullName !== null ? { id: userId, full_name: fullName } : null;
}

export const stageSchema = z.object({
  id,
  pipeline_id: id,
  name: z.string(),
  position: z.number().int(),
  probability: z.number().int(),
  color: z.string(),
  deals_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Stage>;

export const pipelineSchema = z.object({
  id,
  name: z.string(),
  is_default: z.boolean(),
  stages_count: z.number().int(),
  deals_count: z.number().int(),
  stages: z.array(stageSchema),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Pipeline>;

export const stageOptionSchema = z.object({
  value: id,
  label: z.string(),
  position: z.number().int(),
  probability: z.number().int(),
  color: z.string(),
}) satisfies z.ZodType<StageOption>;

export const pipelineOptionWithStagesSchema = z.object({
  value: id,
  label: z.string(),
  is_default: z.boolean(),
  stages: z.array(stageOptionSchema),
}) satisfies z.ZodType<PipelineOptionWithStages>;

const leadRefSchema = z.object({ id, full_name: z.string() });

export const dealCardSchema = z.object({
  id,
  title: z.string(),
  stage_id: id,
  position: z.number().int(),
  value: z.number().int(),
  currency: z.string(),
  hot: z.boolean(),
  status: z.enum(DEAL_STATUSES),
  expected_close_date: z.string().nullable(),
  owner: userRefSchema.nullable(),
  lead: leadRefSchema,
  tags: z.array(tagRefSchema),
  stage_entered_at: z.string(),
  days_in_stage: z.number().int(),
  updated_at: z.string(),
}) satisfies z.ZodType<DealCard>;

export const kanbanColumnSchema = z.object({
  id,
  name: z.string(),
  position: z.number().int(),
  probability: z.number().int(),
  color: z.string(),
  count: z.number().int(),
  totals: z.array(z.object({ currency: z.string(), total_value: z.number().int(), weighted_value: z.number().int() })),
  page: z.number().int(),
  has_more: z.boolean(),
  deals: z.array(dealCardSchema),
}) satisfies z.ZodType<KanbanColumn>;

const laneTotalsSchema = z.object({
  count: z.number().int(),
  totals: z.array(z.object({ currency: z.string(), total_value: z.number().int() })),
});

export const kanbanResponseSchema = z.object({
  data: z.array(kanbanColumnSchema),
  closed: z.object({ won: laneTotalsSchema, lost: laneTotalsSchema }),
}) satisfies z.ZodType<KanbanResponse>;

export const dealSchema = z.object({
  id,
  title: z.string(),
  lead_id: id,
  lead: leadRefSchema.extend({ phone: z.string().nullable() }),
  pipeline_id: id,
  pipeline: z.object({ id, name: z.string() }),
  stage_id: id,
  stage: z.object({ id, name: z.string(), probability: z.number().int(), color: z.string() }),
  position: z.number().int(),
  value: z.number().int(),
  currency: z.string(),
  owner_id: id.nullable(),
  owner: userRefSchema.nullable(),
  hot: z.boolean(),
  status: z.enum(DEAL_STATUSES),
  lost_reason: z.string().nullable(),
  won_reason: z.string().nullable(),
  expected_close_date: z.string().nullable(),
  closed_at: z.string().nullable(),
  tag_ids: z.array(id),
  tags: z.array(tagRefSchema),
  stage_entered_at: z.string(),
  days_in_stage: z.number().int(),
  created_by: userRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Deal>;

/** Whole days since the deal entered its stage (never negative, whatever the clocks say). */
export function daysSince(at: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - at.getTime()) / DAY_MS));
}

export function toStageResource(row: StageRow, dealsCount: number): Stage {
  return {
    id: row.id,
    pipeline_id: row.pipeline_id,
    name: row.name,
    position: row.position,
    probability: row.probability,
    color: row.color,
    deals_count: dealsCount,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toPipelineResource(row: PipelineRow, pipelineStages: Stage[]): Pipeline {
  return {
    id: row.id,
    name: row.name,
    is_default: row.is_default,
    stages_count: pipelineStages.length,
    deals_count: pipelineStages.reduce((sum, stage) => sum + stage.deals_count, 0),
    stages: pipelineStages,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface DealJoined {
  leadName: string;
  owner: string | null;
}

export function toDealCard(row: DealRow, joined: DealJoined, dealTags: TagRef[], now: Date): DealCard {
  return {
    id: row.id,
    title: row.title,
    stage_id: row.stage_id,
    position: row.position,
    value: row.value,
    currency: row.currency,
    hot: row.hot,
    status: row.status,
    expected_close_date: row.expected_close_date,
    owner: userRef(row.owner_id, joined.owner),
    lead: { id: row.lead_id, full_name: joined.leadName },
    tags: dealTags,
    stage_entered_at: row.stage_entered_at.toISOString(),
    days_in_stage: daysSince(row.stage_entered_at, now),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface DealDetailJoined extends DealJoined {
  leadPhone: string | null;
  creator: string | null;
  pipelineName: string;
  stage: { name: string; probability: number; color: string };
}

export function toDealResource(row: DealRow, joined: DealDetailJoined, dealTags: TagRef[], now: Date): Deal {
  return {
    id: row.id,
    title: row.title,
    lead_id: row.lead_id,
    lead: { id: row.lead_id, full_name: joined.leadName, phone: joined.leadPhone },
    pipeline_id: row.pipeline_id,
    pipeline: { id: row.pipeline_id, name: joined.pipelineName },
    stage_id: row.stage_id,
    stage: { id: row.stage_id, ...joined.stage },
    position: row.position,
    value: row.value,
    currency: row.currency,
    owner_id: row.owner_id,
    owner: userRef(row.owner_id, joined.owner),
    hot: row.hot,
    status: row.status,
    lost_reason: row.lost_reason,
    won_reason: row.won_reason,
    expected_close_date: row.expected_close_date,
    closed_at: row.closed_at?.toISOString() ?? null,
    tag_ids: dealTags.map((tag) => tag.id),
    tags: dealTags,
    stage_entered_at: row.stage_entered_at.toISOString(),
    days_in_stage: daysSince(row.stage_entered_at, now),
    created_by: userRef(row.created_by, joined.creator),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
