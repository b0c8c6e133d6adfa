// Path parameters that name records. Ids are PostgreSQL integers: anything that is not one
// (text, zero, past 2^31 - 1) is a 422 on the parameter, never a database error.
import { z } from 'zod';
import { MAX_INTEGER } from '../../shared/api.ts';

export const recordId = z.coerce
  .number({ error: 'The id must be a positive integer.' })
  .int('The id must be a positive integer.')
  .positive('The id must be a positive integer.')
  .max(MAX_INTEGER, 'The id must be a positive integer.');

/** `{ [name]: id }` for a route's `params` schema. */
export function idParams<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, recordId])) as Record<K, typeof recordId>);
}
