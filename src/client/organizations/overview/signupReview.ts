// The super admin's review calls of a finished signup beside approval (docs/api.md): reject it
// with a reason, or send it back to the applicant at a step with a message.
import type { RejectSignupBody, RequestSignupChangesBody } from '../../../shared/schemas/signup.ts';
import type { AppDataProvider } from '../../providers/dataProvider.ts';

export function rejectSignup(api: AppDataProvider, organizationId: number, body: RejectSignupBody): Promise<unknown> {
  return api.call({ method: 'POST', path: ['auth/organizations', organizationId, 'signup/reject'], data: { ...body } });
}

export function requestSignupChanges(api: AppDataProvider, organizationId: number, body: RequestSignupChangesBody): Promise<unknown> {
  return api.call({ method: 'POST', path: ['auth/organizations', organizationId, 'signup/request-changes'], data: { ...body } });
}
