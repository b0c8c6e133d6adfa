// Request schemas of the messenger calls: templates, the log list's filters and sending to companies.
import { z } from 'zod';
import {
  MAX_BULK_CONTACTS,
  MAX_TEMPLATE_BODY,
  MESSAGE_LOG_SORTS,
  MESSAGE_OUTCOMES,
  MESSAGE_PROVIDERS,
  MESSAGE_STATUSES,
  TEMPLATE_PURPOSES,
  TEMPLATE_SORTS,
  TEMPLATE_STATUSES,
} from '../contacts.ts';
import { oneOrMany, rangeBound } from './list-filters.ts';
import { listQuerySchema } from './lists.ts';
import { recordId } from './fields.ts';

export const providerSchema = z.enum(MESSAGE_PROVIDERS, { error: `The provider must be one of: ${MESSAGE_PROVIDERS.join(', ')}.` });

export const providerParams = z.object({ provider: providerSchema });
export const providerIdParams = z.object({ provider: providerSchema, id: recordId });

export const templateBody = z.object({
  name: z
    .string({ error: 'The name is required.' })
    .trim()
    .min(1, 'The name is required.')
    .max(100, 'The name may not be greater than 100 characters.'),
  /** A WhatsApp language code: `en`, `ar`, `en_US`. */
  language: z
    .string({ error: 'The language is required.' })
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'The language must be a language code such as en, ar or en_US.'),
  body: z
    .string({ error: 'The body is required.' })
    .trim()
    .min(1, 'The body is required.')
    .max(MAX_TEMPLATE_BODY, `The body may not be greater than ${MAX_TEMPLATE_BODY} characters.`),
  status: z.enum(TEMPLATE_STATUSES, { error: `The status must be one of: ${TEMPLATE_STATUSES.join(', ')}.` }).default('active'),
  purpose: z.enum(TEMPLATE_PURPOSES, { error: `The purpose must be one of: ${TEMPLATE_PURPOSES.join(', ')}.` }).default('companies'),
});
export type TemplateBody = z.infer<typeof templateBody>;

export const templateListQuery = listQuerySchema({
  sortable: TEMPLATE_SORTS,
  defaultSort: 'name',
  filters: { status: oneOrMany(TEMPLATE_STATUSES, 'status'), purpose: oneOrMany(TEMPLATE_PURPOSES, 'purpose') },
});
export type TemplateListQuery = z.infer<typeof templateListQuery>;

export const logListQuery = listQuerySchema({
  sortable: MESSAGE_LOG_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: {
    provider: oneOrMany(MESSAGE_PROVIDERS, 'provider'),
    status: oneOrMany(MESSAGE_STATUSES, 'status'),
    /** What became of it (MESSAGE_OUTCOMES): `logged` is a `log` message, `sent`/`delivered` ones that went out. */
    outcome: oneOrMany(MESSAGE_OUTCOMES, 'outcome'),
    template_id: recordId.optional(),
    company_id: recordId.optional(),
    created_from: rangeBound('from', 'start date'),
    created_to: rangeBound('to', 'end date'),
  },
});
export type LogListQuery = z.infer<typeof logListQuery>;

const variableValue = z.string().trim().max(1000, 'A value may not be greater than 1000 characters.');

export const sendMessagesBody = z.object({
  ids: z
    .array(recordId, { error: 'The ids must be a list of company ids.' })
    .min(1, 'Select at least one company.')
    .max(MAX_BULK_CONTACTS, `At most ${MAX_BULK_CONTACTS} companies at a time.`),
  provider: providerSchema,
  template_id: recordId,
  /** Values of the template's variables the companies' own fields do not fill. */
  variables: z
    .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'A variable name is letters, digits and underscores.'), variableValue)
    .default({}),
});
export type SendMessagesBody = z.infer<typeof sendMessagesBody>;
