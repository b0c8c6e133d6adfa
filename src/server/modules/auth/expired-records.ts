// Rows that only matter until they expire: sign-in tokens, 2FA challenges, reset tokens and
// throttle counters. Removed at every start so those tables do not grow without bound.
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResetTokens, twoFactorChallenges } from '../../db/schema.ts';
import { currentTime } from '../../services/clock.ts';
import { pruneThrottleCounters } from '../../services/throttle.ts';
import { pruneExpiredTokens } from './tokens.service.ts';

export async function pruneExpiredAuthRecords(db: Executor, now = currentTime()): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await pruneExpiredTokens(db, now);
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expires_at, at));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expires_at, at));
  await pruneThrottleCounters(db, now);
}
