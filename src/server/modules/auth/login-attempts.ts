// Sign-in attempts, counted before the password is checked (so a burst of concurrent guesses
// cannot pass a check made before any of them was counted), and forgiven once the password
// proves right. The limits themselves are in throttles.ts.
import type { Executor } from '../../db/client.ts';
import { currentTime } from '../../services/clock.ts';
import { clear, consume, consumeWithBackoff, isRemembered, refund, remember } from '../../services/throttle.ts';
import { knownLoginAddress, loginAddressLimit, loginEmailBackoff, loginLocks } from './throttles.ts';

export interface LoginAttempt {
  email: string;
  ip: string;
  /** Whether the attempt counted against the email's backoff (addresses it signed in from do not). */
  countedForEmail: boolean;
}

/** Counts an attempt against every limit it falls under, or refuses it (429) at the first one it is over. */
export async function countLoginAttempt(db: Executor, email: string, ip: string, now = currentTime()): Promise<LoginAttempt> {
  // The hard lock first: what it refuses costs nothing, so it need not use up the address's
  // allowance, which its neighbours behind the same NAT share.
  for (const lock of loginLocks(email, ip)) await consume(db, lock, now);
  await consume(db, loginAddressLimit(ip), now);
  if (await isRemembered(db, knownLoginAddress(email, ip), now)) return { email, ip, countedForEmail: false };
  await consumeWithBackoff(db, loginEmailBackoff(email), now);
  return { email, ip, countedForEmail: true };
}

/** The password was right: the attempt was no guess. */
export async function acceptLoginAttempt(db: Executor, attempt: LoginAttempt, now = currentTime()): Promise<void> {
  await refund(db, loginAddressLimit(attempt.ip));
  if (attempt.countedForEmail) await refund(db, loginEmailBackoff(attempt.email));
  await trustLoginAddress(db, attempt.email, attempt.ip, now);
}

/** The owner proved themselves from this address (right password, or a reset from the mailed link): lift its lock and remember it. */
export async function trustLoginAddress(db: Executor, email: string, ip: string, now = currentTime()): Promise<void> {
  for (const lock of loginLocks(email, ip)) await clear(db, lock);
  await remember(db, knownLoginAddress(email, ip), now);
}
