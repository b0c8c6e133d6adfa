// Request bodies of the sign-in, registration, password-reset and 2FA calls; the server
// validates with them, the client's forms reuse them (same rules, same messages).
import { z } from 'zod';
import { WEB_DEVICE_NAME } from '../api.ts';
import { checkNewPassword, newPasswordField, passwordConfirmationField } from './passwords.ts';

export const emailField = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(254, 'The email field must not be greater than 254 characters.')
  .email('The email must be a valid email address.');

export const fullNameField = z
  .string({ error: 'The full name field is required.' })
  .trim()
  .min(1, 'The full name field is required.')
  .max(255, 'The full name field must not be greater than 255 characters.');

const deviceNameField = z
  .string({ error: 'The device name field is required.' })
  .trim()
  .min(1, 'The device name field is required.')
  .max(255);

/** The secret of a mailed link (reset, verification, invitation), as the link carried it. */
export function secretTokenField(label: string) {
  const required = `The ${label} field is required.`;
  return z.string({ error: required }).trim().min(1, required).max(200, `The ${label} must not be greater than 200 characters.`);
}

/** A code typed by a person: spaces and dashes in the six digits are ignored. */
const typedCode = z
  .string()
  .trim()
  .max(64)
  .transform((value) => value.replace(/[\s-]+/g, ''));

/** The user's current password, typed to prove it is him (not checked against the new-password rules). */
const currentPasswordField = z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(1024);

export const loginBody = z.object({
  email: emailField,
  password: currentPasswordField,
  device_name: deviceNameField,
});
export type LoginBody = z.infer<typeof loginBody>;

export const twoFactorChallengeBody = z
  .object({
    challenge_token: z
      .string({ error: 'The challenge token field is required.' })
      .trim()
      .min(1, 'The challenge token field is required.')
      .max(200),
    code: typedCode.optional(),
    recovery_code: z.string().trim().max(64).optional(),
    // The device named at sign-in is used when the answer names none.
    device_name: deviceNameField.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.code && !value.recovery_code) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'The code field is required when recovery code is not present.' });
    }
  });
export type TwoFactorChallengeBody = z.infer<typeof twoFactorChallengeBody>;

export const registerBody = z
  .object({
    full_name: fullNameField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
    device_name: deviceNameField.default(WEB_DEVICE_NAME),
    /** The secret of an invitation's mailed link: it proves the email, so the account starts verified. */
    invitation_token: secretTokenField('invitation token').optional(),
  })
  .superRefine(checkNewPassword);
export type RegisterBody = z.infer<typeof registerBody>;

/** Following the link of a verification mail. */
export const verifyEmailBody = z.object({ token: secretTokenField('token') });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z
  .object({
    token: secretTokenField('token'),
    email: emailField,
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
  })
  .superRefine(checkNewPassword);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/**
 * Confirming 2FA: a code from the app proves the secret was scanned, the password that the caller
 * is the user and not someone holding his token (confirming signs his other devices out).
 */
export const confirmTwoFactorBody = z.object({
  code: z.string({ error: 'The code field is required.' }).pipe(typedCode).pipe(z.string().min(1, 'The code field is required.')),
  password: currentPasswordField,
});
export type ConfirmTwoFactorBody = z.infer<typeof confirmTwoFactorBody>;

/**
 * The password, in the BODY, of the 2FA calls a stolen token alone must not make: disabling it
 * (DELETE, or POST with `_method=DELETE`), showing and regenerating the recovery codes. Never in
 * the query: a URL ends up in logs and browser history.
 */
export const twoFactorPasswordBody = z.object({ password: currentPasswordField });
export type TwoFactorPasswordBody = z.infer<typeof twoFactorPasswordBody>;
