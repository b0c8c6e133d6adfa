// The tenant context, in a preValidation hook that runs after the body is read and before
// validation and the handler: a route that acts in an organization (any action but `public` and
// `account`) gets `request.tenant`, the caller's role in the organization named by
// `organization_id` (query or body), or null when he has none there. Whether that role may do the
// route's action is the next plugin's question (plugins/permissions.ts), which also refuses a
// caller left without a tenant.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, MAX_INTEGER } from '../../shared/api.ts';
import type { Action } from '../../shared/permissions.ts';
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
      // Public and own-account calls act in no organization.
      if (!action || action === 'public' || action === 'account') return;
      const principal = request.principal;
      if (!principal) return; // authentication already answered 401

      const organizationId = readOrganizationId(request);
      if (principal.kind === 'organization') {
        // An organization token acts in its own organization only.
        if (organizationId !== null && organizationId !== principal.organizationId) throw forbidden();
        request.tenant = await resolveOrganizationTokenTenant(options.db, principal.organizationId);
      } else {
        if (organizationId === null) throw forbidden('Choose an organization to act in.');
        request.tenant = await resolveUserTenant(options.db, principal.userId, organizationId);
      }
    });
  },
  { name: 'tenant-context', dependencies: ['authentication'] },
);
