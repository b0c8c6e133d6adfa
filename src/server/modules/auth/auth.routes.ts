// Auth routes (docs/api.md "Auth and account"): sign-in with its 2FA challenge, registration, the
// signed-in user's profile and sign-out. Password reset and 2FA management have their own files.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBody, registerBody, twoFactorChallengeBody } from '../../../shared/schemas/auth.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { signedInUserId } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { loginResponseSchema, loginSuccessSchema, meSchema } from './auth.resources.ts';
import * as auth from './auth.service.ts';
import { refuseCommonPasswords } from './password-policy.ts';
import { register } from './registration.service.ts';
import { answerChallenge } from './two-factor-challenge.service.ts';

export default async function authRoutes(app: FastifyInstance, { db, config, encrypter, mailer }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/auth/login', {
    config: { action: 'public', audit: 'auth.login' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password (a challenge instead of a token when 2FA is on)',
      body: loginBody,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) => {
      const answer = await auth.login(db, request.body, { ip: request.ip, tokenTtlDays: config.tokenTtlDays });
      if ('user_id' in answer) request.auditUserId = answer.user_id;
      return answer;
    },
  });

  routes.post('/auth/2fa/two-factor-challenge', {
    config: { action: 'public', audit: 'auth.login_two_factor' },
    schema: {
      tags: ['auth'],
      summary: 'Finish a 2FA sign-in with a code or a recovery code',
      body: twoFactorChallengeBody,
      response: { 200: loginSuccessSchema },
    },
    // Known before the code is checked: a wrong code is then recorded against its user and email.
    handler: (request) =>
      answerChallenge(db, encrypter, request.body, config.tokenTtlDays, (user) => {
        request.auditUserId = user.id;
        request.auditDetails = { email: user.email };
      }),
  });

  routes.post('/auth/register', {
    config: { action: 'public', audit: 'auth.registered' },
    schema: {
      tags: ['auth'],
      summary: 'Create an account (without organization, its email unverified unless an invitation link proves it) and sign in',
      body: refuseCommonPasswords(registerBody),
      response: { 200: loginSuccessSchema },
    },
    handler: async (request) => {
      const answer = await register(db, { mailer, publicUrl: config.publicUrl }, request.body, {
        ip: request.ip,
        tokenTtlDays: config.tokenTtlDays,
        language: request.language,
      });
      request.auditUserId = answer.user_id;
      return answer;
    },
  });

  routes.get('/auth/me', {
    config: { action: 'account' },
    schema: { tags: ['auth'], summary: 'The signed-in user, organizations and 2FA state', response: { 200: meSchema } },
    handler: (request) => auth.me(db, signedInUserId(request)),
  });

  routes.post('/auth/logout', {
    config: { action: 'account', audit: 'auth.logout' },
    schema: { tags: ['auth'], summary: 'Revoke the calling token', response: { 200: messageResponseSchema } },
    handler: (request) => auth.logout(db, request.principal!.tokenId),
  });
}
