// The throttles of the public auth calls (API.md "Auth and account"), in one place. Emails are
// compared case-insensitively, so a limit cannot be dodged by changing letter case.
import type { Limit } from '../../services/throttle.ts';

const normalise = (email: string) => email.trim().toLowerCase();

/** Failed sign-ins: 5 a minute per email and address, and 100 an hour per account from anywhere. */
export function failedLoginLimits(email: string, ip: string): Limit[] {
  return [
    { key: `login:${normalise(email)}|${ip}`, max: 5, windowSeconds: 60 },
    { key: `login-account:${normalise(email)}`, max: 100, windowSeconds: 3600 },
  ];
}

/** Wrong answers to one 2FA challenge: 5 a minute. */
export function challengeLimit(challengeHash: string): Limit {
  return { key: `two-factor-challenge:${challengeHash}`, max: 5, windowSeconds: 60 };
}

/** Reset links: 1 a minute per email, whether or not it has an account. */
export function forgotPasswordLimit(email: string): Limit {
  return { key: `forgot-password:${normalise(email)}`, max: 1, windowSeconds: 60 };
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
