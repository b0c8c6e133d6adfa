// Email verification (docs/api.md "Auth and account"): following a mailed link (public: its secret is
// the credential) and asking for a new link from the account.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verifyEmailBody } from '../../../shared/schemas/auth.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { signedInUserId } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { resendVerificationLink, verifyEmail } from './email-verification.service.ts';

export default async function emailVerificationRoutes(app: FastifyInstance, { db, config, mailer }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  routes.post('/auth/verify-email', {
    config: { action: 'public', audit: 'auth.email_verified' },
    schema: {
      tags,
      summary: 'Follow a verification link: confirms the email, or makes an asked-for change of it',
      body: verifyEmailBody,
      response: { 200: messageResponseSchema },
    },
    handler: (request) => verifyEmail(db, request.body.token, request.ip),
  });

  routes.post('/auth/email/verification-notification', {
    config: { action: 'account' },
    schema: {
      tags,
      summary: 'Mail the verification link again (the pending email change’s, else the account’s own address)',
      response: { 200: messageResponseSchema },
    },
    handler: (request) => resendVerificationLink(db, { mailer, publicUrl: config.publicUrl }, signedInUserId(request)),
  });
}
