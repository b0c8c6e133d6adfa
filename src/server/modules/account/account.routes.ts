// The signed-in user's own account (docs/api.md "Auth and account"): profile, password, devices.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBody, profileBody } from '../../../shared/schemas/account.ts';
import { messageResponseSchema } from '../../http/lists.ts';
import { idParams } from '../../http/params.ts';
import { signedInUserId } from '../../http/request-context.ts';
import { refuseCommonPasswords } from '../auth/password-policy.ts';
import type { ModuleDeps } from '../module.ts';
import { deviceSchema, profileResponseSchema } from './account.resources.ts';
import { changePassword, updateProfile } from './account.service.ts';
import { listDevices, revokeDevice } from './devices.service.ts';

export default async function accountRoutes(app: FastifyInstance, { db, config, mailer }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  routes.patch('/auth/profile', {
    config: { action: 'account', audit: 'auth.profile_updated' },
    schema: {
      tags,
      summary: 'Update full name, phone and language; a new email needs current_password and changes once its mailed link is followed',
      body: profileBody,
      response: { 200: profileResponseSchema },
    },
    handler: async (request) => {
      const answer = await updateProfile(db, { mailer, publicUrl: config.publicUrl }, signedInUserId(request), request.body);
      // The answer to a change of language is already in the new one.
      request.language = answer.data.language;
      return answer;
    },
  });

  routes.patch('/auth/change-password', {
    config: { action: 'account', audit: 'auth.password_changed' },
    schema: {
      tags,
      summary: 'Change the password (needs the current one); signs out the other devices',
      body: refuseCommonPasswords(changePasswordBody),
      response: { 200: messageResponseSchema },
    },
    handler: (request) => changePassword(db, signedInUserId(request), request.principal!.tokenId, request.body),
  });

  routes.get('/auth/devices', {
    config: { action: 'account' },
    schema: { tags, summary: 'The devices signed in to this account', response: { 200: z.object({ data: z.array(deviceSchema) }) } },
    handler: (request) => listDevices(db, signedInUserId(request), request.principal!.tokenId),
  });

  routes.delete('/auth/devices/:tokenId', {
    config: { action: 'account', audit: 'auth.device_revoked' },
    schema: { tags, summary: 'Sign one device out', params: idParams('tokenId'), response: { 200: messageResponseSchema } },
    handler: (request) => revokeDevice(db, signedInUserId(request), request.params.tokenId),
  });
}
