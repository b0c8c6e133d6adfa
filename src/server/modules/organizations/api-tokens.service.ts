// Organization API tokens (super admin): integrations call the API with them, acting in that
// organization only, as its admin role narrowed by the token's abilities. The plain token is
// answered once, at creation; only its hash is kept.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { can, type Action } from '../../../shared/permissions.ts';
import { ADMIN_ROLE_BY_KIND } from '../../../shared/roles.ts';
import type { ApiTokenBody } from '../../../shared/schemas/organizations.ts';
import type { Database } from '../../db/client.ts';
import { accessTokens } from '../../db/schema.ts';
import { notFound, validationFailed, type FieldErrors } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { issueOrganizationToken } from '../auth/tokens.service.ts';
import { findReachableOrganization } from './scope.ts';

type TokenRow = typeof accessTokens.$inferSelect;

function toApiTokenResource(row: TokenRow) {
  return {
    id: row.id,
    name: row.name,
    abilities: row.abilities,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

const organizationTokens = (organizationId: number) => and(eq(accessTokens.organization_id, organizationId), isNull(accessTokens.user_id));

export async function listApiTokens(db: Database, tenant: TenantContext, organizationId: number) {
  await findReachableOrganization(db, tenant, organizationId);
  const rows = await db
    .select()
    .from(accessTokens)
    .where(organizationTokens(organizationId))
    .orderBy(desc(accessTokens.created_at), desc(accessTokens.id));
  return { data: rows.map(toApiTokenResource) };
}

export async function createApiToken(db: Database, tenant: TenantContext, organizationId: number, body: ApiTokenBody, now = new Date()) {
  const organization = await findReachableOrganization(db, tenant, organizationId);
  const role = ADMIN_ROLE_BY_KIND[organization.kind];
  const errors: FieldErrors = {};
  body.abilities.forEach((ability, index) => {
    if (ability !== '*' && !can(ability as Action, role))
      errors[`abilities.${index}`] = [`The ${role} role of this organization cannot ${ability}.`];
  });
  if (body.expires_at && new Date(body.expires_at) <= now) errors.expires_at = ['The expiry must be in the future.'];
  if (Object.keys(errors).length) throw validationFailed(errors);

  const abilities = body.abilities.includes('*') ? ['*'] : [...new Set(body.abilities)];
  const { id, plain } = await issueOrganizationToken(
    db,
    organizationId,
    body.name,
    abilities,
    body.expires_at ? new Date(body.expires_at) : null,
  );
  const [row] = await db.select().from(accessTokens).where(eq(accessTokens.id, id));
  return {
    data: { ...toApiTokenResource(row!), plain_text_token: plain },
    message: 'Token created. Copy it now: it will not be shown again.',
  };
}

export async function revokeApiToken(db: Database, tenant: TenantContext, organizationId: number, tokenId: number) {
  await findReachableOrganization(db, tenant, organizationId);
  const removed = await db
    .delete(accessTokens)
    .where(and(organizationTokens(organizationId), eq(accessTokens.id, tokenId)))
    .returning({ id: accessTokens.id });
  if (removed.length === 0) throw notFound();
  return { message: 'Token revoked.' };
}
