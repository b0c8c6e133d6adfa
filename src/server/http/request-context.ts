// What the plugins attach to every request, declared once for Fastify's types.
import type { Language } from '../../shared/languages.ts';
import type { Action } from '../../shared/permissions.ts';
import type { OrganizationKind, Role } from '../../shared/roles.ts';
import type { FastifyRequest } from 'fastify';
import type { OverridableMethod } from '../../shared/api.ts';

/** Who is calling, established from the bearer token in onRequest. */
export type Principal =
  | { kind: 'user'; userId: number; tokenId: number; language: Language }
  | { kind: 'organization'; organizationId: number; tokenId: number; abilities: string[] };

/**
 * The organization a call acts in and the caller's role there, resolved before any handler.
 * `platformScope` is how far a platform role reaches: every organization for a super admin,
 * the assigned ones for a sales manager, none for everyone else.
 */
export interface TenantContext {
  organizationId: number;
  organizationKind: OrganizationKind;
  role: Role;
  /** The role comes from the caller's platform membership, not from a membership here. */
  viaPlatformScope: boolean;
  platformScope: 'all' | number[];
  userId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission-matrix action this route needs; every route must declare one. */
    action?: Action;
    /**
     * A second action that also admits the caller: the matrix's "plus the creator for his own"
     * rows (sale offers); the service then narrows what such a caller reaches.
     */
    orAction?: Action;
    /** False on a route that reads an uploaded file without storing it (imports): no upload quota. */
    storesUploads?: boolean;
    /** Set on the POST twin of a PUT/PATCH/DELETE route (method override). */
    overriddenMethod?: OverridableMethod;
  }
  interface FastifyRequest {
    principal: Principal | null;
    tenant: TenantContext | null;
    /** The payload's `locale` field: always `en` (SPEC.md sections 7 and 9), not the answer's language. */
    locale: string;
    /** The language to answer in: the signed-in user's, else Accept-Language's (plugins/language.ts). */
    language: Language;
  }
}

/**
 * The user behind an account route. The permissions plugin refuses organization tokens there, so
 * reaching this without a user is a wiring mistake, not a client error.
 */
export function signedInUserId(request: FastifyRequest): number {
  if (request.principal?.kind !== 'user') throw new Error('account route reached without a signed-in user');
  return request.principal.userId;
}

/**
 * The tenant context of a route whose action needs a role. The tenant plugin has resolved it and
 * the permissions plugin refused the call without one before any handler runs, so a missing one
 * is a wiring mistake.
 */
export function tenantOf(request: FastifyRequest): TenantContext {
  if (!request.tenant) throw new Error('role-bound route reached without a tenant context');
  return request.tenant;
}
