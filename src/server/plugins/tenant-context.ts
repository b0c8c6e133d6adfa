// The tenant context and the permission check, in one preValidation hook that runs after the
// body is read and before validation and the handler: `organization_id` (query or body) is
// resolved to the caller's role there, and the route's declared action is checked against the
// shared permission matrix. Refused callers get 403 and learn nothing about the schema.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, MAX_INTEGER } from '../../shared/api.ts';
import { can, type Action } from '../../shared/permissions.ts';
import type { Database } from '../db/client.ts';
import { fieldError, forbidden } from '../http/errors.ts';
import { resolveOrganizationTokenTenant, resolveUserTenant } from '../modules/organizations/tenancy.service.ts';

const SUPPORTED_LOCALES = [DEFAULT_LOCALE];

/** A payload field from the query or, failing that, the body (docs/api.md "Payload placement"). */
function payloadField(request: FastifyRequest, name: string): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && query[name] !== undefined) return query[name];
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) return (body as Record<string, unknown>)[name];
  return undefined;
}

/** `organization_id` as a positive id, null when absent or zero (the client omits zero). */
export function readOrganizationId(request: FastifyRequest): number | null {
  const raw = payloadField(request, 'organization_id');
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return null;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : NaN;
  // Ids are PostgreSQL integers: past 2^31 - 1 is a 422 here, not an overflow in the database.
  if (!Number.isSafeInteger(value) || value <= 0 || value > MAX_INTEGER) {
    throw fieldError('organization_id', 'The organization id must be a positive integer.');
  }
  return value;
}

export default fp(
  async function tenantContextPlugin(app: FastifyInstance, options: { db: Database }) {
    app.decorateRequest('tenant', null);
    app.decorateRequest('locale', DEFAULT_LOCALE);

    app.addHook('preValidation', async (request) => {
      const locale = payloadField(request, 'locale');
      request.locale = typeof locale === 'string' && SUPPORTED_LOCALES.includes(locale) ? locale : DEFAULT_LOCALE;

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
      const organizationId = readOrganizationId(request);
      if (principal.kind === 'organization') {
        if (organizationId !== null && organizationId !== principal.organizationId) throw forbidden();
        if (!principal.abilities.includes('*') && !actions.some((granted) => principal.abilities.includes(granted))) throw forbidden('This token lacks the ability for this action.');
        request.tenant = await resolveOrganizationTokenTenant(options.db, principal.organizationId);
      } else {
        if (organizationId === null) throw forbidden('Choose an organization to act in.');
        request.tenant = await resolveUserTenant(options.db, principal.userId, organizationId);
      }
      if (!request.tenant) throw forbidden('You are not a member of this organization.');
      const role = request.tenant.role;
      if (!actions.some((granted) => can(granted, role))) throw forbidden();
    });
  },
  { name: 'tenant-context', dependencies: ['authentication'] },
);
