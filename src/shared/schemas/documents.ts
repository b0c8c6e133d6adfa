// Organization documents (API.md "Organizations…"): the bank confirmation letter and others.
import { z } from 'zod';

export const ORGANIZATION_DOCUMENT_TYPES = ['bank_confirmation_letter', 'additional'] as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be in the format YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'The date is not a valid date.');

/** The fields of a document besides its file (multipart: every value arrives as text). */
export const documentFieldsShape = {
  type: z.enum(ORGANIZATION_DOCUMENT_TYPES, { error: 'The type must be bank_confirmation_letter or additional.' }),
  name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(200, 'The name field must not be greater than 200 characters.'),
  expires_at: isoDate
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
};
