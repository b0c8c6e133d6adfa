// Enabling, confirming, disabling and the recovery codes of a user's 2FA, as Fortify does it:
// enabling stores a new secret and codes (encrypted) unconfirmed; scanning the QR code and
// typing a code confirms it; only confirmed 2FA is asked for at sign-in. What a stolen token
// alone must not do asks for the password too (Fortify's password confirmation, stateless here):
// confirming, which signs every other device out; disabling; showing or replacing the codes.
import { and, eq, isNull } from 'drizzle-orm';
import type { TwoFactorQrCode } from '../../../shared/account.ts';
import type { Database } from '../../db/client.ts';
import { twoFactorChallenges, users } from '../../db/schema.ts';
import { endOtherSessions } from './tokens.service.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import type { Encrypter } from '../../services/encryption.ts';
import { generateTotpSecret, matchTotpStep, otpauthUrl, qrCodeSvg } from '../../services/totp.ts';
import { confirmOwnPassword } from './own-password.ts';
import { INVALID_CODE } from './two-factor-challenge.service.ts';
import { generateRecoveryCodes, openRecoveryCodes, sealRecoveryCodes } from './two-factor.credentials.ts';
import { findUserById, type UserRow } from './users.queries.ts';

const ALREADY_ENABLED = 'Two-factor authentication is already enabled.';
const NOT_BEING_ENABLED = 'Two-factor authentication is not being enabled. Start enabling it first.';
const NOT_ENABLED = 'Two-factor authentication is not enabled.';

async function userOf(db: Database, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  return user;
}

function checkPassword(db: Database, user: UserRow, password: string): Promise<void> {
  return confirmOwnPassword(db, user, password, 'password');
}

/** Starts enabling; posting again before confirming replaces the secret (a fresh QR code). */
export async function enable(db: Database, encrypter: Encrypter, userId: number): Promise<{ message: string }> {
  const user = await userOf(db, userId);
  if (user.two_factor_confirmed_at) throw conflict(ALREADY_ENABLED);
  await db
    .update(users)
    .set({
      two_factor_secret: encrypter.encrypt(generateTotpSecret()),
      two_factor_recovery_codes: sealRecoveryCodes(encrypter, generateRecoveryCodes()),
      two_factor_confirmed_at: null,
      two_factor_last_used_step: null,
      updated_at: currentTime(),
    })
    .where(eq(users.id, userId));
  return { message: 'Scan the QR code with your authenticator app, then confirm with a code.' };
}

/** The otpauth URL as a QR code: shown while enabling only, never once 2FA is on. */
export async function qrCode(db: Database, encrypter: Encrypter, userId: number): Promise<TwoFactorQrCode> {
  const user = await userOf(db, userId);
  if (user.two_factor_confirmed_at) throw conflict(ALREADY_ENABLED);
  if (!user.two_factor_secret) throw conflict(NOT_BEING_ENABLED);
  const secret = encrypter.decrypt(user.two_factor_secret);
  const url = otpauthUrl(secret, user.email);
  return { svg: await qrCodeSvg(url), url, secret };
}

/**
 * Turns 2FA on. Sessions opened before it (other devices, pending sign-in challenges) end: they
 * were made with the password alone. The caller's own token stays, and the answer carries the
 * recovery codes, shown once right here: the password and a code from the app were both just given.
 */
export async function confirm(
  db: Database,
  encrypter: Encrypter,
  userId: number,
  currentTokenId: number,
  body: { code: string; password: string },
  now = currentTime(),
): Promise<{ message: string; data: string[] }> {
  const user = await userOf(db, userId);
  const { two_factor_secret: sealedSecret, two_factor_recovery_codes: sealedCodes } = user;
  if (user.two_factor_confirmed_at) throw conflict(ALREADY_ENABLED);
  if (!sealedSecret || !sealedCodes) throw conflict(NOT_BEING_ENABLED);
  await checkPassword(db, user, body.password);
  const step = matchTotpStep(encrypter.decrypt(sealedSecret), body.code, now);
  if (step === null) throw fieldError('code', INVALID_CODE);
  await db.transaction(async (tx) => {
    // On the secret (and its codes) that was checked, once: of a concurrent restart or second
    // confirmation, one wins alone.
    const confirmed = await tx
      .update(users)
      // The code that confirmed is spent: it cannot also answer a sign-in challenge.
      .set({ two_factor_confirmed_at: now, two_factor_last_used_step: step, updated_at: now })
      .where(and(eq(users.id, userId), eq(users.two_factor_secret, sealedSecret), isNull(users.two_factor_confirmed_at)))
      .returning({ id: users.id });
    if (confirmed.length === 0) throw conflict(NOT_BEING_ENABLED);
    await endOtherSessions(tx, userId, currentTokenId);
  });
  return {
    message: 'Two-factor authentication is enabled. Your other devices were signed out.',
    data: openRecoveryCodes(encrypter, sealedCodes),
  };
}

export async function disable(db: Database, userId: number, password: string): Promise<{ message: string }> {
  const user = await userOf(db, userId);
  await checkPassword(db, user, password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        two_factor_secret: null,
        two_factor_recovery_codes: null,
        two_factor_confirmed_at: null,
        two_factor_last_used_step: null,
        updated_at: currentTime(),
      })
      .where(eq(users.id, userId));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.user_id, userId));
  });
  return { message: 'Two-factor authentication is disabled.' };
}

/** The current codes of confirmed 2FA, shown again to whoever gives the password. */
export async function recoveryCodes(db: Database, encrypter: Encrypter, userId: number, password: string): Promise<{ data: string[] }> {
  const user = await userOf(db, userId);
  await checkPassword(db, user, password);
  if (!user.two_factor_confirmed_at || !user.two_factor_recovery_codes) throw conflict(NOT_ENABLED);
  return { data: openRecoveryCodes(encrypter, user.two_factor_recovery_codes) };
}

/** New codes replace all the old ones. */
export async function regenerateRecoveryCodes(
  db: Database,
  encrypter: Encrypter,
  userId: number,
  password: string,
): Promise<{ data: string[]; message: string }> {
  const user = await userOf(db, userId);
  await checkPassword(db, user, password);
  if (!user.two_factor_confirmed_at) throw conflict(NOT_ENABLED);
  const codes = generateRecoveryCodes();
  await db
    .update(users)
    .set({ two_factor_recovery_codes: sealRecoveryCodes(encrypter, codes), updated_at: currentTime() })
    .where(eq(users.id, userId));
  return { data: codes, message: 'New recovery codes were generated; the old ones no longer work.' };
}
