// The rules of a new password (registration, reset, change), written once for both sides:
// 8 to 128 characters, confirmed, and not the account's email. The server adds one rule the
// browser cannot check without shipping the list: not among the 10,000 most common passwords.
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'The password field is required.',
  tooShort: `The password field must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
  confirmation: 'The password field confirmation does not match.',
  sameAsEmail: 'The password must be different from your email address.',
  common: 'This password is too common. Choose a less common one.',
} as const;

export const newPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

export const passwordConfirmationField = z.string({ error: 'The password confirmation field is required.' }).max(1024);

interface NewPasswordFields {
  password: string;
  password_confirmation: string;
  email?: string;
}

/** Whether a password is the email itself, letter case aside. */
export function passwordIsEmail(password: string, email: string | undefined): boolean {
  return email !== undefined && password.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * The cross-field rules of a form holding `password` and `password_confirmation` (and `email`
 * when the form has one), reported on `password` as Laravel does. Use with `.superRefine`.
 */
export function checkNewPassword(value: NewPasswordFields, ctx: z.RefinementCtx): void {
  if (typeof value.password !== 'string') return;
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.confirmation });
  }
  if (passwordIsEmail(value.password, value.email)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.sameAsEmail });
  }
}
