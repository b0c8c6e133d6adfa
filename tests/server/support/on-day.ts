// Requests made on a day of the tests' choosing: the server's clock (services/clock.ts) set to
// 10:00 in Dubai, the organizations' zone, for the length of one action.
import { setTestNow } from '../../../src/server/services/clock.ts';

/** 10:00 in Dubai on `day` (YYYY-MM-DD). */
export const dubai = (day: string) => new Date(`${day}T06:00:00Z`);

/** Runs `action` with the clock at 10:00 in Dubai on `day`; the real clock again after it. */
export async function onDay<T>(day: string, action: () => Promise<T>): Promise<T> {
  setTestNow(dubai(day));
  try {
    return await action();
  } finally {
    setTestNow(undefined);
  }
}
