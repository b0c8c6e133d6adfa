// The signed-in user's 2FA (Fortify's routes under auth/2fa): enable, QR code, confirm, disable,
// and the recovery codes. Each call that needs the password takes it in its body (a DELETE too);
// plugins/secrets-in-url.ts refuses one sent in the query.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmTwoFactorBody, twoFactorPasswordBody } from '../../../shared/schemas/auth.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { signedInUserId } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { confirmedTwoFactorSchema, recoveryCodesSchema, regeneratedRecoveryCodesSchema, twoFactorQrCodeSchema } from './auth.resources.ts';
import * as twoFactor from './two-factor.service.ts';

/** A call may come without any body: then it is the password (or code) that is missing, not the body. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);
const passwordBody = orEmpty(twoFactorPasswordBody);

export default async function twoFactorRoutes(app: FastifyInstance, { db, encrypter }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth: two-factor'];

  routes.post('/auth/2fa/two-factor-authentication', {
    config: { action: 'account', audit: 'auth.two_factor.started' },
    schema: { tags, summary: 'Start enabling 2FA: a new, unconfirmed secret', response: { 200: messageResponseSchema } },
    handler: (request) => twoFactor.enable(db, encrypter, signedInUserId(request)),
  });

  routes.delete('/auth/2fa/two-factor-authentication', {
    config: { action: 'account', audit: 'auth.two_factor.disabled' },
    schema: {
      tags,
      summary: 'Disable 2FA: the password in the body (JSON, or POST with _method=DELETE), never in the URL',
      body: passwordBody,
      response: { 200: messageResponseSchema },
    },
    handler: (request) => twoFactor.disable(db, signedInUserId(request), request.body.password),
  });

  routes.get('/auth/2fa/two-factor-qr-code', {
    config: { action: 'account' },
    schema: { tags, summary: 'The QR code (SVG) and otpauth URL of the secret being enabled', response: { 200: twoFactorQrCodeSchema } },
    handler: (request) => twoFactor.qrCode(db, encrypter, signedInUserId(request)),
  });

  routes.post('/auth/2fa/confirmed-two-factor-authentication', {
    config: { action: 'account', audit: 'auth.two_factor.enabled' },
    schema: {
      tags,
      summary:
        'Confirm 2FA with a code from the authenticator app and the password; signs the other devices out; answers the recovery codes',
      body: orEmpty(confirmTwoFactorBody),
      response: { 200: confirmedTwoFactorSchema },
    },
    handler: (request) => twoFactor.confirm(db, encrypter, signedInUserId(request), request.principal!.tokenId, request.body),
  });

  routes.post('/auth/2fa/two-factor-recovery-codes/show', {
    config: { action: 'account', audit: 'auth.two_factor.recovery_codes_shown' },
    schema: { tags, summary: 'The recovery codes (needs the password)', body: passwordBody, response: { 200: recoveryCodesSchema } },
    handler: (request) => twoFactor.recoveryCodes(db, encrypter, signedInUserId(request), request.body.password),
  });

  routes.post('/auth/2fa/two-factor-recovery-codes', {
    config: { action: 'account', audit: 'auth.two_factor.recovery_codes_regenerated' },
    schema: {
      tags,
      summary: 'Replace every recovery code with a new one (needs the password)',
      body: passwordBody,
      response: { 200: regeneratedRecoveryCodesSchema },
    },
    handler: (request) => twoFactor.regenerateRecoveryCodes(db, encrypter, signedInUserId(request), request.body.password),
  });
}
