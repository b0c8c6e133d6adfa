// Response shapes of the sign-in calls: strict, so nothing beyond them (hashes, secrets) leaves.
import { z } from 'zod';
import type { TwoFactorQrCode } from '../../../shared/account.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { ORGANIZATION_KINDS, ROLES } from '../../../shared/roles.ts';

export const sessionOrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ORGANIZATION_KINDS),
  logo_url: z.string().nullable(),
  time_zone: z.string(),
  country: z.string().nullable(),
  pivot_role: z.enum(ROLES),
  pivot_enabled: z.boolean(),
});

export const loginSuccessSchema = z.object({
  two_factor_auth: z.literal(false),
  token: z.string(),
  full_name: z.string(),
  user_id: z.number().int(),
  organizations: z.array(sessionOrganizationSchema),
  has_enabled_two_factor_auth: z.boolean(),
  language: z.enum(LANGUAGES),
});

export const meSchema = z.object({
  data: z.object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    has_enabled_two_factor_auth: z.boolean(),
    email_verified: z.boolean(),
    pending_email: z.string().nullable(),
    language: z.enum(LANGUAGES),
    last_login_at: z.string().nullable(),
    organizations: z.array(sessionOrganizationSchema),
    updated_at: z.string(),
  }),
});

export const loginChallengeSchema = z.object({
  two_factor_auth: z.literal(true),
  challenge_token: z.string(),
});

/** A sign-in answers with a token, or with a challenge when the user has confirmed 2FA. */
export const loginResponseSchema = z.union([loginSuccessSchema, loginChallengeSchema]);

export const twoFactorQrCodeSchema = z.object({
  svg: z.string(),
  url: z.string(),
  secret: z.string(),
}) satisfies z.ZodType<TwoFactorQrCode>;

export const recoveryCodesSchema = z.object({ data: z.array(z.string()) });
export const regeneratedRecoveryCodesSchema = z.object({ data: z.array(z.string()), message: z.string() });
/** Confirming 2FA answers the recovery codes, the one time they are shown without the password again. */
export const confirmedTwoFactorSchema = regeneratedRecoveryCodesSchema;
