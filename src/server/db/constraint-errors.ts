// Reading PostgreSQL's constraint and concurrency errors through either driver (Drizzle wraps the
// driver's error in `cause`), so a race on a unique value becomes a 422, and a transaction the
// database aborted for another one's sake a 409, instead of a 500.
import { fieldError } from '../http/errors.ts';

function pgErrorOf(error: unknown): { code?: string; constraint?: string } | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return { code: candidate.code, constraint: candidate.constraint };
    current = candidate.cause;
  }
  return null;
}

/** Whether the error is a unique violation (of the named constraint or index, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === undefined || pg.constraint === constraint);
}

/**
 * Wraps writes guarded by a unique index: a service checks the value first and answers a 422 on
 * `field`; a request that loses the race to another one meets the index instead, and gets the same
 * 422 rather than a 500.
 */
export function uniqueFieldGuard(constraint: string, field: string, message: string) {
  return async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, constraint)) throw fieldError(field, message);
      throw error;
    }
  };
}

/**
 * Whether PostgreSQL aborted the transaction because of another one: a deadlock it broke by
 * choosing this transaction (40P01), or a serialization failure (40001). The transaction was
 * rolled back whole, so the caller may simply try again (the error handler answers a 409).
 */
export function isConcurrentWriteConflict(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
}
