// Lost updates, the client's side (docs/api.md "Versions"): every update carries the version of the
// record it was based on. The version is the record's `updated_at`; the server's ETag is the same
// instant in epoch milliseconds, so `If-Match` is derived here from whichever of the two we hold.
import type { HttpError } from 'react-admin';

/** `If-Match` for a version: an ETag as the server sent it, or the record's updated_at. */
export function ifMatchOf(version: unknown): string | undefined {
  if (typeof version !== 'string' || version === '') return undefined;
  if (/^(W\/)?"[^"]*"$/.test(version)) return version;
  const time = Date.parse(version);
  return Number.isNaN(time) ? undefined : `"${time}"`;
}

/** The current record a 409 on a stale version carries (undefined for any other failure). */
export function currentRecordOf(error: unknown): Record<string, unknown> | undefined {
  const failure = error as Partial<HttpError> | null;
  if (failure?.status !== 409) return undefined;
  const current = (failure.body as { current?: unknown } | undefined)?.current;
  return typeof current === 'object' && current !== null && !Array.isArray(current) ? (current as Record<string, unknown>) : undefined;
}

export function isVersionConflict(error: unknown): boolean {
  return currentRecordOf(error) !== undefined;
}
