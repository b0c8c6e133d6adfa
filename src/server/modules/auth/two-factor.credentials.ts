// A user's second factor as stored: the TOTP secret and the recovery codes, both encrypted with
// the application key. Checking a code also spends it, atomically, so that a code (or recovery
// code) seen by someone else cannot be replayed, even by two requests racing each other.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../../shared/account.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { currentTime } from '../../services/clock.ts';
import type { Encrypter } from '../../services/encryption.ts';
import { matchTotpStep } from '../../services/totp.ts';

export type TwoFactorUser = Pick<typeof users.$inferSelect, 'id' | 'two_factor_secret' | 'two_factor_recovery_codes'>;

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Fortify's format: two groups of ten random letters and digits, e.g. `Xk3…-9fQ…`. */
function recoveryCode(): string {
  const group = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${group()}-${group()}`;
}

export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}

export function sealRecoveryCodes(encrypter: Encrypter, codes: string[]): string {
  return encrypter.encrypt(JSON.stringify(codes));
}

export function openRecoveryCodes(encrypter: Encrypter, sealed: string): string[] {
  const codes: unknown = JSON.parse(encrypter.decrypt(sealed));
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
}

/**
 * Accepts a TOTP code within ±1 step of `now`, once: the step is recorded, and a code of that
 * step or an earlier one is refused from then on.
 */
export async function spendTotpCode(db: Executor, encrypter: Encrypter, user: TwoFactorUser, code: string, now: Date): Promise<boolean> {
  if (!user.two_factor_secret) return false;
  const step = matchTotpStep(encrypter.decrypt(user.two_factor_secret), code, now);
  if (step === null) return false;
  const spent = await db
    .update(users)
    .set({ two_factor_last_used_step: step })
    .where(and(eq(users.id, user.id), or(isNull(users.two_factor_last_used_step), lt(users.two_factor_last_used_step, step))))
    .returning({ id: users.id });
  return spent.length === 1;
}

/** Accepts a recovery code once; it is replaced by a fresh one, so the user keeps eight. */
export async function spendRecoveryCode(db: Executor, encrypter: Encrypter, user: TwoFactorUser, code: string): Promise<boolean> {
  const sealed = user.two_factor_recovery_codes;
  if (!sealed || !code) return false;
  const codes = openRecoveryCodes(encrypter, sealed);
  const index = codes.indexOf(code.trim());
  if (index < 0) return false;
  codes[index] = recoveryCode();
  // Compare-and-swap on the sealed value: of two requests spending one code, one wins.
  const spent = await db
    .update(users)
    .set({ two_factor_recovery_codes: sealRecoveryCodes(encrypter, codes), updated_at: currentTime() })
    .where(and(eq(users.id, user.id), eq(users.two_factor_recovery_codes, sealed)))
    .returning({ id: users.id });
  return spent.length === 1;
}
