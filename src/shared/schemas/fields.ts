// The field rules every request schema is built from (docs/api.md "Conventions"): what a blank form
// input means, what a record id is, and how text fields are required or optional. Server bodies,
// queries and path params, and the client's forms, all take them from here.
import { z } from 'zod';
import { MAX_INTEGER } from '../api.ts';

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
