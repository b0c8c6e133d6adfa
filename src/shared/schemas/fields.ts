// The field rules every request schema is built from (docs/api.md "Conventions"): what a blank form
// input means, what a record id is, how text fields are required or optional, and what a number
// field says when it is refused. Server bodies, queries and path params, and the client's forms,
// all take them from here.
import { z } from 'zod';
import { MAX_INTEGER } from '../api.ts';
import { IMPORT_DUPLICATE_MODES } from '../imports.ts';
import { isCountryCode } from '../countries.ts';
import { PROJECT_CURRENCIES } from '../money.ts';

/** An emptied form input ('' or a missing value) is null, which clears an optional field. */
export const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A record id named `label` ("The building id must be a positive integer."): a positive
 * PostgreSQL integer, so text, zero or past 2^31 - 1 is a 422 on the field, never a database error.
 */
export const idField = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a positive integer.` })
    .int(`The ${label} must be a positive integer.`)
    .positive(`The ${label} must be a positive integer.`)
    .max(MAX_INTEGER, `The ${label} must be a positive integer.`);

/** A record id in a path, a body or a query: "The id must be a positive integer." */
export const recordId = idField('id');

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} field must not be greater than ${max} characters.`);

/** Trimmed text, or null when blank. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `The ${label} field must be a string.` })
      .trim()
      .max(max, `The ${label} field must not be greater than ${max} characters.`)
      .nullable()
      .transform((value) => (value ? value : null)),
  );

/** A limit as messages show it: 10,000,000,000,000 and -1,000, not 10000000000000. */
const limitText = (limit: number | bigint) => Number(limit).toLocaleString('en-US', { maximumFractionDigits: 20 });

export interface NumberRules {
  min?: number;
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** What the number counts, when the label does not say it: "minor units" → "a number of minor units". */
  of?: string;
}

/**
 * A number field's messages, one per way it is refused: not a number, not whole, below its
 * minimum, above its maximum. The checks carry no messages of their own, so these are the only
 * words a number is refused with — out of range names the limit ("must not be greater than
 * 10,000,000,000,000"), never "must be a number". Infinity (1e400) is out of range, not text.
 */
function numberMessage(label: string, { min, max, of }: NumberRules) {
  const counted = of ? ` of ${of}` : '';
  const tooSmall = (limit: number | bigint) => `The ${label} must be at least ${limitText(limit)}.`;
  const tooBig = (limit: number | bigint) => `The ${label} must not be greater than ${limitText(limit)}.`;
  return (issue: z.core.$ZodRawIssue): string => {
    if (issue.code === 'too_small') return tooSmall(issue.minimum);
    if (issue.code === 'too_big') return tooBig(issue.maximum);
    if (issue.code === 'invalid_type' && issue.expected === 'int') return `The ${label} must be a whole number${counted}.`;
    if (issue.input === Infinity && max !== undefined) return tooBig(max);
    if (issue.input === -Infinity && min !== undefined) return tooSmall(min);
    return `The ${label} must be a number${counted}.`;
  };
}

/** Nothing given: no value, null, or an emptied input (''). */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A required number from a body or a query string (text is coerced), within `min`..`max`. Blank
 * is "The … field is required." (never a silent 0, which is what coercing null or '' gives); an
 * optional field wraps it with blankToNull and .nullable(), which answer blank before this does.
 * The range is checked before wholeness, so 1e17 is too large rather than "not a whole number".
 */
export function numberField(label: string, rules: NumberRules = {}) {
  let schema = z.coerce.number({ error: numberMessage(label, rules) });
  if (rules.min !== undefined) schema = schema.min(rules.min, { abort: true });
  if (rules.max !== undefined) schema = schema.max(rules.max, { abort: true });
  if (rules.integer) schema = schema.int();
  return z.preprocess((value, context) => {
    if (!isBlank(value)) return value;
    context.addIssue({ code: 'custom', message: `The ${label} field is required.`, input: value });
    return z.NEVER;
  }, schema);
}

/** An import's column mapping, a multipart text field: a JSON object of CSV header → field (null or '' ignores the column); absent when empty. */
export const importMappingField = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value.trim() === '') return undefined;
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'The mapping must be a JSON object of column header → field.' });
    return z.NEVER;
  });

/**
 * The text fields of every import's multipart body (the file itself is `file`, docs/api.md "CSV
 * imports"): the column `mapping`; `preview` (true: a dry run that answers what the import would
 * do and writes nothing); `duplicates` (`update` lets rows change the records they match; by
 * default they are skipped).
 */
export const importFieldsShape = {
  mapping: importMappingField,
  preview: z
    .enum(['true', 'false', '1', '0'], { error: 'The preview field must be true or false.' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  duplicates: z.enum(IMPORT_DUPLICATE_MODES, { error: 'The duplicates field must be skip or update.' }).default('skip'),
};

/**
 * A country as ISO 3166-1 alpha-2 (`ae` is AE): two letters, then a country that exists
 * (src/shared/countries.ts), so an unknown code is a 422 on the field, never stored.
 */
export const countryCodeField = (label: string) =>
  z
    .string({ error: `The ${label} must be a two-letter ISO country code.` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: `The ${label} must be a two-letter ISO country code.`, abort: true })
    .refine(isCountryCode, `The selected ${label} is invalid.`);

/** A project's currency: one of PROJECT_CURRENCIES (docs/domain.md "Money"). */
export const projectCurrencyField = z.enum(PROJECT_CURRENCIES, {
  error: `The currency must be one of: ${PROJECT_CURRENCIES.join(', ')}.`,
});
