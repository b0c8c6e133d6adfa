// The permission check, in a preValidation hook right after the tenant context's: the route's
// declared action (and its `orAction`) against the shared permission matrix (docs/permissions.md)
// for the caller's role in the resolved tenant, and against an organization token's abilities.
// It runs before validation, so a refused caller gets 403 and learns nothing about the schema.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { can, type Action } from '../../shared/permissions.ts';
import { forbidden } from '../http/errors.ts';

export default fp(
  async function permissionsPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const action: Action | undefined = request.routeOptions.config?.action;
      if (!action || action === 'public') return;
      const principal = request.principal;
      if (!principal) return; // authentication already answered 401

      // Own-account calls act in no organization; an organization token has no account.
      if (action === 'account') {
        if (principal.kind !== 'user') throw forbidden('An organization API token cannot use account routes.');
        return;
      }

      const orAction = request.routeOptions.config?.orAction;
      const actions: Action[] = orAction ? [action, orAction] : [action];
      if (
        principal.kind === 'organization' &&
        !principal.abilities.includes('*') &&
        !actions.some((granted) => principal.abilities.includes(granted))
      ) {
        throw forbidden('This token lacks the ability for this action.');
      }
      if (!request.tenant) throw forbidden('You are not a member of this organization.');
      const role = request.tenant.role;
      if (!actions.some((granted) => can(granted, role))) throw forbidden();
    });
  },
  { name: 'permissions', dependencies: ['tenant-context'] },
);
