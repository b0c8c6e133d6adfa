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

/**
 * The letters and digits a recovery code is made of: lower case only, and none that reads as
 * another (no i, l, o, 0 or 1), so a code copied from paper is typed right. 31 symbols, 20 of them
 * a code: about 99 bits.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CURRENT_CODE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{10}-[${RECOVERY_CODE_ALPHABET}]{10}$`);

/** Two groups of ten, e.g. `k3x9fqm2bd-7hwz4tn8ra`. */
function recoveryCode(): string {
  const group = () => Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('');
  return `${group()}-${group()}`;
}

/**
 * Whether a typed code is a stored one. A code of the current alphabet has one case, so it is
 * matched whatever the case typed; a code generated before (Fortify's mixed-case letters and
 * digits, still held by users who have not regenerated theirs) is matched exactly, as it always was.
 */
function isCode(stored: string, typed: string): boolean {
  return stored === typed || (CURRENT_CODE.test(stored) && stored === typed.toLowerCase());
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
  const typed = code.trim();
  const index = codes.findIndex((stored) => isCode(stored, typed));
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
