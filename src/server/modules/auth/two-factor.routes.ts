// The signed-in user's 2FA (Fortify's routes under auth/2fa): enable, QR code, confirm,
// disable with the password, and the recovery codes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmTwoFactorBody, disableTwoFactorQuery } from '../../../shared/schemas/auth.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { signedInUserId } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { recoveryCodesSchema, regeneratedRecoveryCodesSchema, twoFactorQrCodeSchema } from './auth.schemas.ts';
import * as twoFactor from './two-factor.service.ts';

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
    schema: { tags, summary: 'Disable 2FA (needs the password)', querystring: disableTwoFactorQuery, response: { 200: messageResponseSchema } },
    handler: (request) => twoFactor.disable(db, signedInUserId(request), request.query.password),
  });

  routes.get('/auth/2fa/two-factor-qr-code', {
    config: { action: 'account' },
    schema: { tags, summary: 'The QR code (SVG) and otpauth URL of the secret being enabled', response: { 200: twoFactorQrCodeSchema } },
    handler: (request) => twoFactor.qrCode(db, encrypter, signedInUserId(request)),
  });

  routes.post('/auth/2fa/confirmed-two-factor-authentication', {
    config: { action: 'account', audit: 'auth.two_factor.enabled' },
    schema: { tags, summary: 'Confirm 2FA with a code from the authenticator app', body: confirmTwoFactorBody, response: { 200: messageResponseSchema } },
    handler: (request) => twoFactor.confirm(db, encrypter, signedInUserId(request), request.body.code),
  });

  routes.get('/auth/2fa/two-factor-recovery-codes', {
    config: { action: 'account' },
    schema: { tags, summary: 'The recovery codes', response: { 200: recoveryCodesSchema } },
    handler: (request) => twoFactor.recoveryCodes(db, encrypter, signedInUserId(request)),
  });

  routes.post('/auth/2fa/two-factor-recovery-codes', {
    config: { action: 'account', audit: 'auth.two_factor.recovery_codes_regenerated' },
    schema: { tags, summary: 'Replace every recovery code with a new one', response: { 200: regeneratedRecoveryCodesSchema } },
    handler: (request) => twoFactor.regenerateRecoveryCodes(db, encrypter, signedInUserId(request)),
  });
}
