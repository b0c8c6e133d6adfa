// Request bodies of the pipeline, stage and deal calls (docs/api.md "CRM"); the server validates with
// them, the client's forms reuse the same rules and messages. Rules that need the database (the
// stage is the pipeline's, the owner is a member, the tags are the organization's) are the server's.
import { z } from 'zod';
import { BULK_DEAL_ACTIONS, DEAL_SORTS, DEAL_STATUSES, MAX_BULK_DEALS, MAX_DEAL_TAGS, MAX_STAGES_PER_PIPELINE } from '../deals.ts';
import { moneyField } from './crm.ts';
import { dateField } from './dates.ts';
import { oneOrMany, queryFlag, rangeBound } from './list-filters.ts';
import { listQuerySchema } from './lists.ts';
import { requireBulkTargets } from './bulk-targets.ts';
import { blankToNull, recordId, requiredText } from './fields.ts';

const colorField = z
  .string({ error: 'The color field is required.' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'The color must be a hex colour such as #1e88e5.')
  .transform((value) => value.toLowerCase());

const probabilityField = z.coerce
  .number({ error: 'The probability must be a number from 0 to 100.' })
  .int('The probability must be a whole number from 0 to 100.')
  .min(0, 'The probability must be at least 0.')
  .max(100, 'The probability must not be greater than 100.');

export const stageBody = z.object({ name: requiredText('name', 100), probability: probabilityField, color: colorField });
export type StageBody = z.infer<typeof stageBody>;

/** `updated_at`: the version the edit was based on (stale → 409 with the current stage). */
export const updateStageBody = stageBody.extend({ updated_at: z.string() }).partial();
export type UpdateStageBody = z.infer<typeof updateStageBody>;

export const createPipelineBody = z.object({
  name: requiredText('name', 100),
  is_default: z.boolean({ error: 'The is default field must be true or false.' }).default(false),
  stages: z
    .array(stageBody, { error: 'The stages must be a list.' })
    .max(MAX_STAGES_PER_PIPELINE, `A pipeline may have at most ${MAX_STAGES_PER_PIPELINE} stages.`)
    .default([]),
});
export type CreatePipelineBody = z.infer<typeof createPipelineBody>;

/** Name and default flag (the stages have their own calls); `updated_at` as for stages. */
export const updatePipelineBody = z
  .object({
    name: createPipelineBody.shape.name,
    is_default: z.boolean({ error: 'The is default field must be true or false.' }),
    updated_at: z.string(),
  })
  .partial();
export type UpdatePipelineBody = z.infer<typeof updatePipelineBody>;

const idList = (what: string, max: number) =>
  z
    .array(recordId, { error: `The ids must be a list of ${what} ids.` })
    .min(1, `Choose at least one ${what}.`)
    .max(max, `At most ${max} ${what}s at a time.`);

export const reorderStagesBody = z.object({ ids: idList('stage', MAX_STAGES_PER_PIPELINE) });
export type ReorderStagesBody = z.infer<typeof reorderStagesBody>;

/** Where the deals of a stage being deleted go (needed only when it holds deals). */
export const deleteStageQuery = z.object({ move_to_stage_id: recordId.optional() });

const dateOnly = z.preprocess(blankToNull, dateField('expected close date').nullable());

const tagIdsField = z
  .array(recordId, { error: 'The tag ids must be a list of ids.' })
  .max(MAX_DEAL_TAGS, `A deal may have at most ${MAX_DEAL_TAGS} tags.`)
  .transform((ids) => [...new Set(ids)]);

const ownerField = z.preprocess(blankToNull, recordId.nullable());

export const dealFieldsShape = {
  title: requiredText('title', 200),
  lead_id: recordId,
  pipeline_id: recordId,
  stage_id: recordId,
  value: moneyField('value').transform((value) => value ?? 0),
  currency: z
    .string({ error: 'The currency must be a three-letter ISO code.' })
    .trim()
    .regex(/^[A-Z]{3}$/, 'The currency must be a three-letter ISO code.'),
  owner_id: ownerField,
  expected_close_date: dateOnly,
  tag_ids: tagIdsField,
};

/** A new deal goes to the top of its stage; currency defaults to the organization's, owner to nobody. */
export const createDealBody = z.object({
  ...dealFieldsShape,
  value: dealFieldsShape.value.optional().transform((value) => value ?? 0),
  currency: dealFieldsShape.currency.optional(),
  owner_id: ownerField.optional().transform((value) => value ?? null),
  expected_close_date: dateOnly.optional().transform((value) => value ?? null),
  tag_ids: tagIdsField.default([]),
  hot: z.boolean({ error: 'The hot field must be true or false.' }).default(false),
});
export type CreateDealBody = z.infer<typeof createDealBody>;

/**
 * Any subset of the fields. A new pipeline or stage moves the deal (to the top of the stage when
 * it changes). `updated_at` is the version the edit was based on: stale → 409 with the current deal.
 */
export const updateDealBody = z.object({ ...dealFieldsShape, updated_at: z.string().optional() }).partial();
export type UpdateDealBody = z.infer<typeof updateDealBody>;

/** `owner_id` must be there: an id, or null for nobody. */
export const dealOwnerBody = z
  .object({ owner_id: z.preprocess((value) => (value === '' ? null : value), recordId.nullable().optional()) })
  .refine((body) => body.owner_id !== undefined, { path: ['owner_id'], message: 'The owner id field is required (null for nobody).' });
export type DealOwnerBody = z.infer<typeof dealOwnerBody>;

export const dealHotBody = z.object({ hot: z.boolean({ error: 'The hot field must be true or false.' }) });

const lostReasonField = z.preprocess(
  blankToNull,
  z
    .string({ error: 'The lost reason must be text.' })
    .trim()
    .max(500, 'The lost reason must not be greater than 500 characters.')
    .nullable(),
);

const wonReasonField = z.preprocess(
  blankToNull,
  z.string({ error: 'The won reason must be text.' }).trim().max(500, 'The won reason must not be greater than 500 characters.').nullable(),
);

/** A lost deal needs its reason; any other status clears it. */
function lostReasonIssue(value: { status?: string; lost_reason?: string | null }, context: z.RefinementCtx) {
  if (value.status === 'lost' && !value.lost_reason) {
    context.addIssue({ code: 'custom', path: ['lost_reason'], message: 'The lost reason field is required when status is lost.' });
  }
}

export const dealStatusBody = z
  .object({
    status: z.enum(DEAL_STATUSES, { error: `The status must be one of: ${DEAL_STATUSES.join(', ')}.` }),
    lost_reason: lostReasonField.optional().transform((value) => value ?? null),
    /** Optional when won (docs/domain.md "Pipeline/Stage/Deal"); any other status clears it. */
    won_reason: wonReasonField.optional().transform((value) => value ?? null),
  })
  .superRefine(lostReasonIssue);
export type DealStatusBody = z.infer<typeof dealStatusBody>;

export const dealPipelineBody = z.object({ pipeline_id: recordId, stage_id: recordId });
export type DealPipelineBody = z.infer<typeof dealPipelineBody>;

/** `position` counts from 0 (the top) in the stage's current order; past the end means last. */
export const dealStageBody = z.object({
  stage_id: recordId,
  position: z.coerce
    .number({ error: 'The position must be a whole number from 0.' })
    .int('The position must be a whole number from 0.')
    .min(0, 'The position must be a whole number from 0.')
    .max(1_000_000, 'The position is too large.'),
});
export type DealStageBody = z.infer<typeof dealStageBody>;

export const dealTagsBody = z.object({ tag_ids: tagIdsField });
export type DealTagsBody = z.infer<typeof dealTagsBody>;

export const bulkDealsBody = z
  .object({
    ids: idList('deal', MAX_BULK_DEALS).transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_DEAL_ACTIONS, { error: `The action must be one of: ${BULK_DEAL_ACTIONS.join(', ')}.` }),
    owner_id: ownerField.optional(),
    tag_id: recordId.optional(),
    status: z.enum(DEAL_STATUSES, { error: `The status must be one of: ${DEAL_STATUSES.join(', ')}.` }).optional(),
    lost_reason: lostReasonField.optional(),
  })
  .superRefine((value, context) => {
    requireBulkTargets(value, context);
    if (value.action === 'set_status') {
      if (value.status === undefined)
        context.addIssue({ code: 'custom', path: ['status'], message: 'The status field is required for this action.' });
      else lostReasonIssue(value, context);
    }
  });
export type BulkDealsBody = z.infer<typeof bulkDealsBody>;

/** The filters the kanban and the list share. */
export const dealFilters = {
  owner_id: recordId.optional(),
  tag_id: recordId.optional(),
  hot: queryFlag.optional(),
  status: oneOrMany(DEAL_STATUSES, 'status'),
  search: z.string().trim().max(200).optional(),
  expected_close_from: rangeBound('from', 'expected close from'),
  expected_close_to: rangeBound('to', 'expected close to'),
};

/** A pipeline's deals list and a lead's deals read the same query. */
export const dealListQuery = listQuerySchema({
  sortable: DEAL_SORTS,
  defaultSort: 'stage',
  filters: {
    ...dealFilters,
    stage_id: recordId.optional(),
    // When a won or lost deal was closed (the list only: the board's lanes have no period).
    closed_from: rangeBound('from', 'closed from'),
    closed_to: rangeBound('to', 'closed to'),
  },
});
