// Which accounts an inviting admin may see by name and email (issue 22, finding 5): members of
// the organizations where the caller manages members (organizations.members.manage, the
// invitations' own action); a super admin keeps every user, as the users list gives him. Anyone
// else is invited by email, with an answer that is the same whether or not the address has an
// account. An organization API token sees its own organization's members.
import { and, eq, exists, inArray, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { can } from '../../../shared/permissions.ts';
import { platformReachOf, ROLES } from '../../../shared/roles.ts';
import type { Executor } from '../../db/client.ts';
import { memberships } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';

const theirs = alias(memberships, 'their_membership');
const mine = alias(memberships, 'my_membership');
const MEMBER_MANAGING_ROLES = ROLES.filter((role) => can('organizations.members.manage', role));

/** A condition on a users table's id column: true for the accounts `tenant` may see. */
export function visibleUser(db: Executor, tenant: TenantContext, userId: PgColumn): SQL | undefined {
  if (platformReachOf(tenant.role) === 'all' && tenant.platformScope === 'all') return undefined;
  if (tenant.userId === null) {
    return exists(
      db
        .select({ id: theirs.id })
        .from(theirs)
        .where(and(eq(theirs.user_id, userId), eq(theirs.organization_id, tenant.organizationId))),
    );
  }
  return exists(
    db
      .select({ id: theirs.id })
      .from(theirs)
      .innerJoin(mine, eq(mine.organization_id, theirs.organization_id))
      .where(
        and(eq(theirs.user_id, userId), eq(mine.user_id, tenant.userId), eq(mine.enabled, true), inArray(mine.role, MEMBER_MANAGING_ROLES)),
      ),
  );
}
