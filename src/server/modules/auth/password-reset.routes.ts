// Password reset by mail (public): ask for a link, then set a new password with its token.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordBody, resetPasswordBody } from '../../../shared/schemas/auth.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import type { ModuleDeps } from '../module.ts';
import { refuseCommonPasswords } from './password-policy.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

export default async function passwordResetRoutes(app: FastifyInstance, { db, config, mailer }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/auth/forgot-password', {
    config: { action: 'public', audit: 'auth.password_reset_requested' },
    schema: {
      tags: ['auth'],
      summary: 'Mail a password reset link (same answer for any email)',
      body: forgotPasswordBody,
      response: { 200: messageResponseSchema },
    },
    handler: (request) => requestPasswordReset(db, { mailer, publicUrl: config.publicUrl }, request.body, request.ip),
  });

  routes.post('/auth/reset-password', {
    config: { action: 'public', audit: 'auth.password_reset' },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the mailed token; signs out everywhere',
      body: refuseCommonPasswords(resetPasswordBody),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => resetPassword(db, request.body, request.ip),
  });
}
