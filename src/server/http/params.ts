// Path parameters that name records. Ids are PostgreSQL integers: anything that is not one
// (text, zero, past 2^31 - 1) is a 422 on the parameter, never a database error. The id rule is
// the one every schema uses (src/shared/schemas/fields.ts); routes take it from here with idParams.
import { z } from 'zod';
import { recordId } from '../../shared/schemas/fields.ts';

export { recordId };

/** `{ [name]: id }` for a route's `params` schema. */
export function idParams<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, recordId])) as Record<K, typeof recordId>);
}
