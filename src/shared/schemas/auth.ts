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

const deviceNameField = z.string({ error: 'The device name field is required.' }).trim().min(1, 'The device name field is required.').max(255);

/** The secret of a mailed link (reset, verification, invitation), as the link carried it. */
export function secretTokenField(label: string) {
  const required = `The ${label} field is required.`;
  return z.string({ error: required }).trim().min(1, required).max(200, `The ${label} must not be greater than 200 characters.`);
}

/** A code typed by a person: spaces and dashes in the six digits are ignored. */
const typedCode = z.string().trim().max(64).transform((value) => value.replace(/[\s-]+/g, ''));

export const loginBody = z.object({
  email: emailField,
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(1024),
  device_name: deviceNameField,
});
export type LoginBody = z.infer<typeof loginBody>;

export const twoFactorChallengeBody = z
  .object({
    challenge_token: z.string({ error: 'The challenge token field is required.' }).trim().min(1, 'The challenge token field is required.').max(200),
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

export const confirmTwoFactorBody = z.object({
  code: z.string({ error: 'The code field is required.' }).pipe(typedCode).pipe(z.string().min(1, 'The code field is required.')),
});
export type ConfirmTwoFactorBody = z.infer<typeof confirmTwoFactorBody>;

/** Disabling 2FA (POST with `_method=DELETE`): the password proves it is the user. */
export const disableTwoFactorQuery = z.object({
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(1024),
});
export type DisableTwoFactorQuery = z.infer<typeof disableTwoFactorQuery>;
