// Organization documents (docs/api.md "Organizations…"): the bank confirmation letter and others.
import { z } from 'zod';
import { dateField } from './dates.ts';

export const ORGANIZATION_DOCUMENT_TYPES = ['bank_confirmation_letter', 'additional'] as const;

/** The fields of a document besides its file (multipart: every value arrives as text). */
export const documentFieldsShape = {
  type: z.enum(ORGANIZATION_DOCUMENT_TYPES, { error: 'The type must be bank_confirmation_letter or additional.' }),
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(200, 'The name field must not be greater than 200 characters.'),
  /** An emptied input ('') clears it. */
  expires_at: z
    .preprocess((value) => (value === '' ? null : value), dateField('expiry date').nullish())
    .transform((value) => value ?? null),
};
