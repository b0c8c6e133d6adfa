// The second step of a sign-in with 2FA: the password earned a challenge (random, stored as its
// hash, valid five minutes); a TOTP code or a recovery code answers it once and gets the token.
// Answers are counted before they are checked: per challenge, and per user across all their
// challenges with a growing backoff, since anyone with the password can open new challenges.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, TransactionRollbackError } from 'drizzle-orm';
import type { LoginSuccess } from '../../../shared/api.ts';
import type { TwoFactorChallengeBody } from '../../../shared/schemas/auth.ts';
import type { Database, Executor } from '../../db/client.ts';
import { twoFactorChallenges, users } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import type { Encrypter } from '../../services/encryption.ts';
import { clear, clearBackoff, consume, consumeWithBackoff } from '../../services/throttle.ts';
import { signIn } from './sign-in.service.ts';
import { challengeLimit, twoFactorUserBackoff } from './throttles.ts';
import { hashToken } from './tokens.service.ts';
import { spendRecoveryCode, spendTotpCode } from './two-factor.credentials.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;

export const CHALLENGE_EXPIRED = 'This sign-in attempt has expired. Please sign in again.';
export const INVALID_CODE = 'The provided two factor authentication code was invalid.';
export const INVALID_RECOVERY_CODE = 'The provided two factor recovery code was invalid.';

export async function createChallenge(db: Executor, userId: number, deviceName: string, now: Date): Promise<string> {
  const plain = randomBytes(32).toString('base64url');
  await db.insert(twoFactorChallenges).values({
    user_id: userId,
    token_hash: hashToken(plain),
    device_name: deviceName,
    expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return plain;
}

export async function answerChallenge(
  db: Database,
  encrypter: Encrypter,
  body: TwoFactorChallengeBody,
  tokenTtlDays: number,
  /** Told who answers once the challenge is known, so a wrong code is audited against its user. */
  onIdentified?: (user: { id: number; email: string }) => void,
  now = currentTime(),
): Promise<LoginSuccess> {
  const challengeHash = hashToken(body.challenge_token);
  const limit = challengeLimit(challengeHash);
  await consume(db, limit, now);

  const [found] = await db
    .select({ challenge: twoFactorChallenges, user: users })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.user_id))
    .where(and(eq(twoFactorChallenges.token_hash, challengeHash), gt(twoFactorChallenges.expires_at, now)))
    .limit(1);
  if (!found || !found.user.two_factor_confirmed_at) throw fieldError('challenge_token', CHALLENGE_EXPIRED);
  const { challenge, user } = found;
  onIdentified?.(user);
  // Cleared by a right answer, so what it counts is wrong answers; a new challenge resets nothing.
  const userBackoff = twoFactorUserBackoff(user.id);
  await consumeWithBackoff(db, userBackoff, now);

  // The code is spent and the challenge consumed together: a failure leaves both as they were.
  const outcome = await db
    .transaction(async (tx) => {
      const accepted = body.code
        ? await spendTotpCode(tx, encrypter, user, body.code, now)
        : await spendRecoveryCode(tx, encrypter, user, body.recovery_code ?? '');
      if (!accepted) return 'wrong-code' as const;
      const consumed = await tx
        .delete(twoFactorChallenges)
        .where(eq(twoFactorChallenges.id, challenge.id))
        .returning({ id: twoFactorChallenges.id });
      if (consumed.length === 0) tx.rollback();
      return 'accepted' as const;
    })
    .catch((error: unknown) => {
      // A rollback means another request consumed this challenge first.
      if (error instanceof TransactionRollbackError) return 'consumed' as const;
      throw error;
    });

  if (outcome === 'consumed') throw fieldError('challenge_token', CHALLENGE_EXPIRED);
  if (outcome === 'wrong-code') throw body.code ? fieldError('code', INVALID_CODE) : fieldError('recovery_code', INVALID_RECOVERY_CODE);
  await clear(db, limit);
  await clearBackoff(db, userBackoff);
  return signIn(db, user, body.device_name ?? challenge.device_name, tokenTtlDays, now);
}
