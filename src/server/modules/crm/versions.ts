// Lost updates (API.md "Versions"): an update may carry the `updated_at` it was based on; when
// the record has changed since, the answer is 409 with the current record, and nothing is written.
// Callers check inside their transaction, after locking the row.
import { conflict, fieldError } from '../../http/errors.ts';

export async function assertFreshVersion(current: Date, basedOn: string | undefined, currentRecord: () => Promise<unknown>): Promise<void> {
  if (basedOn === undefined || basedOn === '') return;
  const basedOnTime = Date.parse(basedOn);
  if (Number.isNaN(basedOnTime)) throw fieldError('updated_at', 'The updated at field must be a date and time.');
  if (basedOnTime !== current.getTime()) {
    throw conflict('This record was changed by someone else since you opened it. Review the current version and try again.', { data: await currentRecord() });
  }
}
