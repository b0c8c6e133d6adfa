// Request bodies of the CRM calls (docs/api.md "CRM": tags, leads, notes, activities, bulk actions,
// lead import); the server validates with them, the client's forms reuse the same rules and
// messages. Rules that need the database (owner is a member, tags are the organization's) are
// the server's.
import { z } from 'zod';
import { DEFAULT_CURRENCY, MAX_MONEY } from '../money.ts';
import {
  ACTIVITY_SORTS,
  ACTIVITY_TYPES,
  BULK_LEAD_ACTIONS,
  CALL_OUTCOMES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  MAX_BULK_LEADS,
  UNIT_TYPES,
} from '../crm.ts';
import { dateTimeField } from './dates.ts';
import { oneOrMany, queryFlag, rangeBound } from './list-filters.ts';
import { listQuerySchema } from './lists.ts';
import { requireBulkTargets } from './bulk-targets.ts';
import { blankToNull, countryCodeField, numberField, optionalText, recordId, requiredText } from './fields.ts';

export const leadEmailField = z.preprocess(
  blankToNull,
  z
    .string({ error: 'The email must be a string.' })
    .trim()
    .max(254, 'The email must not be greater than 254 characters.')
    .pipe(z.email('The email must be a valid email address.'))
    .nullable(),
);

export const leadPhoneField = z.preprocess(
  blankToNull,
  z
    .string({ error: 'The phone must be a string.' })
    .trim()
    .max(40, 'The phone must not be greater than 40 characters.')
    .regex(/^\+?[0-9 ()./-]*$/, 'The phone must contain only digits, spaces and ( ) - . /, with an optional leading +.')
    .refine((value) => value.replace(/\D/g, '').length >= 6, 'The phone must have at least 6 digits.')
    .nullable(),
);

export const nationalityField = z.preprocess(
  (value) => (typeof value === 'string' ? blankToNull(value.trim()) : blankToNull(value)),
  countryCodeField('nationality').nullable(),
);

export const moneyField = (label: string) =>
  z.preprocess(blankToNull, numberField(label, { min: 0, max: MAX_MONEY, integer: true, of: 'minor units' }).nullable());

export const leadInterestsField = z
  .object(
    {
      unit_types: z.array(z.enum(UNIT_TYPES, { error: `Each unit type must be one of: ${UNIT_TYPES.join(', ')}.` })).max(UNIT_TYPES.length),
      bedrooms: z.array(z.number().int('Bedrooms must be whole numbers.').min(0, 'Bedrooms must be 0 (studio) or more.').max(20)).max(21),
      // Blank entries (a trailing comma as typed) are dropped rather than refused.
      communities: z
        .array(z.string().trim().max(100, 'A community must not be greater than 100 characters.'))
        .max(20, 'At most 20 communities.')
        .transform((list) => list.filter(Boolean)),
      projects: z
        .array(z.string().trim().max(200, 'A project must not be greater than 200 characters.'))
        .max(20, 'At most 20 projects.')
        .transform((list) => list.filter(Boolean)),
    },
    { error: 'The interests must be an object.' },
  )
  .partial()
  .transform((value) => ({
    ...(value.unit_types?.length ? { unit_types: [...new Set(value.unit_types)] } : {}),
    ...(value.bedrooms?.length ? { bedrooms: [...new Set(value.bedrooms)].sort((a, b) => a - b) } : {}),
    ...(value.communities?.length ? { communities: [...new Set(value.communities)] } : {}),
    ...(value.projects?.length ? { projects: [...new Set(value.projects)] } : {}),
  }));

const tagIdsField = z
  .array(recordId, { error: 'The tag ids must be a list of ids.' })
  .max(50, 'A lead may have at most 50 tags.')
  .transform((ids) => [...new Set(ids)]);

/** The fields of a lead (create and update); owner and tags are checked against the organization by the server. */
export const leadFieldsShape = {
  full_name: requiredText('full name', 200),
  email: leadEmailField,
  phone: leadPhoneField,
  nationality: nationalityField,
  source: z.enum(LEAD_SOURCES, { error: `The source must be one of: ${LEAD_SOURCES.join(', ')}.` }),
  status: z.enum(LEAD_STATUSES, { error: `The status must be one of: ${LEAD_STATUSES.join(', ')}.` }),
  budget_min: moneyField('minimum budget'),
  budget_max: moneyField('maximum budget'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'The currency must be a three-letter ISO code.'),
  interests: leadInterestsField,
  owner_id: z.preprocess(blankToNull, recordId.nullable()),
  tag_ids: tagIdsField,
};

type LeadContact = { email?: string | null; phone?: string | null; budget_min?: number | null; budget_max?: number | null };

/**
 * Email or phone, and a budget range that is a range. For a partial body (an update) only what
 * the body itself holds is judged; the server judges the merged lead with the same rules.
 */
export function leadContactIssues(value: LeadContact, partial = false): { path: [string]; message: string }[] {
  const issues: { path: [string]; message: string }[] = [];
  const judgesContact = !partial || (value.email !== undefined && value.phone !== undefined);
  if (judgesContact && !value.email && !value.phone) {
    issues.push({ path: ['email'], message: 'The email field is required when phone is not present.' });
    issues.push({ path: ['phone'], message: 'The phone field is required when email is not present.' });
  }
  if (typeof value.budget_min === 'number' && typeof value.budget_max === 'number' && value.budget_min > value.budget_max) {
    issues.push({ path: ['budget_max'], message: 'The maximum budget must be at least the minimum budget.' });
  }
  return issues;
}

/**
 * Cross-field rules run even when a field failed, so a form sees every error at once — but only
 * on an object: a missing body, null or a list has no fields to compare (and would crash them).
 */
const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

const checkLeadContact = (partial: boolean) => (value: LeadContact, context: z.RefinementCtx) => {
  for (const issue of leadContactIssues(value, partial)) context.addIssue({ code: 'custom', ...issue });
};

export const createLeadBody = z
  .object({
    ...leadFieldsShape,
    email: leadFieldsShape.email.optional().transform((value) => value ?? null),
    phone: leadFieldsShape.phone.optional().transform((value) => value ?? null),
    nationality: leadFieldsShape.nationality.optional().transform((value) => value ?? null),
    budget_min: leadFieldsShape.budget_min.optional().transform((value) => value ?? null),
    budget_max: leadFieldsShape.budget_max.optional().transform((value) => value ?? null),
    currency: leadFieldsShape.currency.default(DEFAULT_CURRENCY),
    interests: leadFieldsShape.interests.default({}),
    // Left out, the server makes the creator the owner when he may own leads; null is nobody.
    owner_id: leadFieldsShape.owner_id.optional(),
    tag_ids: leadFieldsShape.tag_ids.default([]),
  })
  .superRefine(checkLeadContact(false), ALWAYS);
export type CreateLeadBody = z.infer<typeof createLeadBody>;

/**
 * Any subset of the fields (in-place editing sends one). `updated_at` is the version the edit was
 * based on: when the lead has changed since, the answer is 409 with the current lead.
 */
export const updateLeadBody = z
  .object({ ...leadFieldsShape, updated_at: z.string().optional() })
  .partial()
  .superRefine(checkLeadContact(true), ALWAYS);
export type UpdateLeadBody = z.infer<typeof updateLeadBody>;

export const bulkLeadsBody = z
  .object({
    ids: z
      .array(recordId, { error: 'The ids must be a list of lead ids.' })
      .min(1, 'Choose at least one lead.')
      .max(MAX_BULK_LEADS, `At most ${MAX_BULK_LEADS} leads at a time.`)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_LEAD_ACTIONS, { error: `The action must be one of: ${BULK_LEAD_ACTIONS.join(', ')}.` }),
    owner_id: z.preprocess(blankToNull, recordId.nullable()).optional(),
    tag_id: recordId.optional(),
  })
  .superRefine(requireBulkTargets, ALWAYS);
export type BulkLeadsBody = z.infer<typeof bulkLeadsBody>;

export const bulkDeleteLeadsBody = z.object({ ids: bulkLeadsBody.shape.ids });
export type BulkDeleteLeadsBody = z.infer<typeof bulkDeleteLeadsBody>;

export const tagBody = z.object({
  name: requiredText('name', 50),
  color: z
    .string({ error: 'The color field is required.' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'The color must be a hex colour such as #1e88e5.')
    .transform((value) => value.toLowerCase()),
});
export type TagBody = z.infer<typeof tagBody>;

export const MAX_NOTE_LENGTH = 10_000;

export const noteBody = z.object({ body: requiredText('body', MAX_NOTE_LENGTH) });
export type NoteBody = z.infer<typeof noteBody>;

const activityFieldsShape = {
  type: z.enum(ACTIVITY_TYPES, { error: `The type must be one of: ${ACTIVITY_TYPES.join(', ')}.` }),
  title: requiredText('title', 200),
  notes: optionalText('notes', 5000),
  due_at: dateTimeField('due at'),
  duration_minutes: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: 'The duration must be a number of minutes.' })
      .int('The duration must be a whole number of minutes.')
      .min(1, 'The duration must be at least 1 minute.')
      .max(24 * 60, 'The duration must not be more than 1440 minutes.')
      .nullable(),
  ),
  outcome: z.preprocess(
    blankToNull,
    z.enum(CALL_OUTCOMES, { error: `The outcome must be one of: ${CALL_OUTCOMES.join(', ')}.` }).nullable(),
  ),
};

export const OUTCOME_CALLS_ONLY = 'The outcome applies to calls only.';

/** An activity belongs to a lead or (once deals exist) a deal; its owner defaults to its creator. */
export const createActivityBody = z
  .object({
    ...activityFieldsShape,
    notes: activityFieldsShape.notes.optional().transform((value) => value ?? null),
    duration_minutes: activityFieldsShape.duration_minutes.optional().transform((value) => value ?? null),
    outcome: activityFieldsShape.outcome.optional().transform((value) => value ?? null),
    lead_id: z.preprocess(blankToNull, recordId.nullable()).optional(),
    deal_id: z.preprocess(blankToNull, recordId.nullable()).optional(),
    owner_id: z.preprocess(blankToNull, recordId.nullable()).optional(),
    /** Log something already done (a call just made): it is created completed. */
    completed: z.boolean({ error: 'The completed field must be true or false.' }).default(false),
  })
  .superRefine((value, context) => {
    if (value.lead_id == null && value.deal_id == null) {
      context.addIssue({ code: 'custom', path: ['lead_id'], message: 'The lead id field is required when deal id is not present.' });
    }
    if (value.outcome && value.type !== 'call') context.addIssue({ code: 'custom', path: ['outcome'], message: OUTCOME_CALLS_ONLY });
    // A call logged as already made says how it went; a call planned for later has no outcome yet.
    if (value.type === 'call' && value.completed === true && !value.outcome) {
      context.addIssue({ code: 'custom', path: ['outcome'], message: 'The outcome field is required when a call is logged as done.' });
    }
  }, ALWAYS);
export type CreateActivityBody = z.infer<typeof createActivityBody>;

export const updateActivityBody = z.object({ ...activityFieldsShape, updated_at: z.string().optional() }).partial();
export type UpdateActivityBody = z.infer<typeof updateActivityBody>;

/** `owner_id` must be there: an id, or null for nobody. */
export const activityOwnerBody = z
  .object({ owner_id: z.preprocess((value) => (value === '' ? null : value), recordId.nullable().optional()) })
  .refine((body) => body.owner_id !== undefined, { path: ['owner_id'], message: 'The owner id field is required (null for nobody).' });
export type ActivityOwnerBody = z.infer<typeof activityOwnerBody>;

/** The activities list (crm/activities) and a lead's activities read the same query. */
export const activityListQuery = listQuerySchema({
  sortable: ACTIVITY_SORTS,
  defaultSort: 'due_at',
  filters: {
    type: oneOrMany(ACTIVITY_TYPES, 'type'),
    owner_id: recordId.optional(),
    lead_id: recordId.optional(),
    deal_id: recordId.optional(),
    completed: queryFlag.optional(),
    overdue: queryFlag.optional(),
    due_from: rangeBound('from', 'due from'),
    due_to: rangeBound('to', 'due to'),
  },
});
