// The throttles of the public auth calls (docs/api.md "Auth and account"), in one place. Emails are
// compared case-insensitively, so a limit cannot be dodged by changing letter case. Every one is
// counted before the work it guards (services/throttle.ts), so concurrent calls cannot slip past.
import type { Backoff, Limit, Marker } from '../../services/throttle.ts';

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Sign-in attempts from one address, whatever the email: 50 per 15 minutes, against spraying
 * many accounts. A successful sign-in gives its attempt back, so an office behind one address
 * is limited by its failures, not by its colleagues' sign-ins.
 */
export function loginAddressLimit(ip: string): Limit {
  return { key: `login-ip:${ip}`, max: 50, windowSeconds: 900 };
}

/**
 * The hard lock, per email and address: 5 attempts a minute and 20 an hour. Keyed by both, so a
 * stranger locks out only their own address, never the owner's. A successful sign-in clears it.
 */
export function loginLocks(email: string, ip: string): Limit[] {
  return [
    { key: `login:${normalise(email)}|${ip}`, max: 5, windowSeconds: 60 },
    { key: `login-hour:${normalise(email)}|${ip}`, max: 20, windowSeconds: 3600 },
  ];
}

/**
 * Attempts on one email from addresses it has not signed in from: 10 an hour pass, then each
 * needs a slot, 1 s after the one before and doubling up to a minute. A spray from many addresses
 * gets about one guess a minute; the owner, from a new address, waits a minute at worst.
 */
export function loginEmailBackoff(email: string): Backoff {
  return { key: `login-email:${normalise(email)}`, windowSeconds: 3600, freeHits: 10, firstDelaySeconds: 1, maxDelaySeconds: 60 };
}

/**
 * An address the email signed in from with the right password, or reset its password from: kept
 * 30 days from the last time, and spared the per-email backoff (not the hard lock), so a spray
 * on the account does not slow its owner at home or at the office.
 */
export function knownLoginAddress(email: string, ip: string): Marker {
  return { key: `login-known:${normalise(email)}|${ip}`, ttlSeconds: 30 * 86_400 };
}

/** Answers to one 2FA challenge: 5 a minute. */
export function challengeLimit(challengeHash: string): Limit {
  return { key: `two-factor-challenge:${challengeHash}`, max: 5, windowSeconds: 60 };
}

/**
 * Wrong 2FA answers of one user across all their challenges (anyone with the password can open
 * more): 5 a day pass, then each answer waits 30 s after the one before, doubling up to 15
 * minutes. A right answer, or a password reset, clears it.
 */
export function twoFactorUserBackoff(userId: number): Backoff {
  return { key: `two-factor-user:${userId}`, windowSeconds: 86_400, freeHits: 5, firstDelaySeconds: 30, maxDelaySeconds: 900 };
}

/** Reset links: 1 a minute per email, whether or not it has an account. */
export function forgotPasswordLimit(email: string): Limit {
  return { key: `forgot-password:${normalise(email)}`, max: 1, windowSeconds: 60 };
}

/** Reset links asked from one address: 20 an hour, whatever the emails (against mail bombing many inboxes). */
export function forgotPasswordAddressLimit(ip: string): Limit {
  return { key: `forgot-password-ip:${ip}`, max: 20, windowSeconds: 3600 };
}

/** Password resets: 20 per 15 minutes from one address, and 10 an hour per email. */
export function resetPasswordLimits(email: string, ip: string): Limit[] {
  return [
    { key: `reset-password-ip:${ip}`, max: 20, windowSeconds: 900 },
    { key: `reset-password:${normalise(email)}`, max: 10, windowSeconds: 3600 },
  ];
}

/** Registrations: 10 an hour per address. */
export function registerLimit(ip: string): Limit {
  return { key: `register:${ip}`, max: 10, windowSeconds: 3600 };
}

/** Following verification links: 30 a quarter hour per address (a link's token is not guessable; this bounds the work). */
export function verifyEmailLimit(ip: string): Limit {
  return { key: `verify-email:${ip}`, max: 30, windowSeconds: 900 };
}

/** Asking for a verification link again: one a minute per account. */
export function resendVerificationLimit(userId: number): Limit {
  return { key: `resend-verification:${userId}`, max: 1, windowSeconds: 60 };
}

/** A signed-in user's password asked again (email, password or 2FA changes): 10 wrong a quarter hour. */
export function ownPasswordLimit(userId: number): Limit {
  return { key: `own-password:${userId}`, max: 10, windowSeconds: 900 };
}
