// A super admin's review of a finished signup (docs/api.md "Organizations, users, invitations,
// tokens, documents, contracts"): reject it, or ask its applicant for changes. Approval is the
// organization's update to `active` (organizations.routes.ts), audited as an approval.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectSignupBody, requestSignupChangesBody } from '../../../shared/schemas/signup.ts';
import { idParams } from '../../http/params.ts';
import { tenantOf } from '../../http/request-context.ts';
import type { ModuleDeps } from '../module.ts';
import { organizationResourceSchema } from '../organizations/organizations.resources.ts';
import * as review from './signup-review.ts';

const oneResponse = z.object({ data: organizationResourceSchema, message: z.string() });

export default async function signupReviewRoutes(app: FastifyInstance, { db, mailer, config }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organizations'];
  const context: review.SignupReviewContext = { db, mailer, publicUrl: config.publicUrl };

  routes.post('/auth/organizations/:id/signup/reject', {
    config: { action: 'organizations.signups.review', audit: 'organization.signup_rejected' },
    schema: {
      tags,
      summary: 'Reject a signup waiting for approval; the reason is mailed to its contact, who can no longer resume it',
      params: idParams('id'),
      body: rejectSignupBody,
      response: { 200: oneResponse },
    },
    handler: (request) => review.rejectSignup(context, tenantOf(request), request.params.id, request.body),
  });

  routes.post('/auth/organizations/:id/signup/request-changes', {
    config: { action: 'organizations.signups.review', audit: 'organization.signup_changes_requested' },
    schema: {
      tags,
      summary: 'Send a finished signup back to its contact, with a message and the step to correct; it is reviewed again once resent',
      params: idParams('id'),
      body: requestSignupChangesBody,
      response: { 200: oneResponse },
    },
    handler: (request) => review.requestSignupChanges(context, tenantOf(request), request.params.id, request.body),
  });
}
