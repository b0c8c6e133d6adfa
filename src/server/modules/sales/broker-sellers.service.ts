// The broker organizations a sale may name as its seller (docs/api.md "Sales": GET
// sales/broker-sellers): a platform-wide directory for whoever records sales, so it reads no
// tenant's records — only active broker organizations, matched by name (search folding, as every
// search), and their enabled members as agents, by name alone (no email or phone leaves here).
// POST sales accepts the same organizations and agents (`brokerSellerWhere`, `agentWhere`).
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { MAX_BROKER_SELLERS, type BrokerSeller } from '../../../shared/sales.ts';
import type { Executor } from '../../db/client.ts';
import { memberships, organizations, users } from '../../db/schema.ts';
import { searchAcross } from '../../http/lists.ts';

/** A broker organization that may sell: approved and not suspended. */
export function brokerSellerWhere(organizationId?: number): SQL {
  return and(
    eq(organizations.kind, 'broker'),
    eq(organizations.status, 'active'),
    organizationId === undefined ? undefined : eq(organizations.id, organizationId),
  )!;
}

/** An agent of the broker organization(s): an enabled membership. */
export function agentWhere(organizationIds: number[]): SQL {
  return and(inArray(memberships.organization_id, organizationIds), eq(memberships.enabled, true))!;
}

export async function listBrokerSellers(db: Executor, search: string | undefined): Promise<{ data: BrokerSeller[] }> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(brokerSellerWhere(), searchAcross([organizations.name], search)))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(MAX_BROKER_SELLERS);
  if (!rows.length) return { data: [] };
  // One query for every listed organization's agents, not one per organization.
  const agents = await db
    .select({ organization_id: memberships.organization_id, id: users.id, name: users.full_name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(agentWhere(rows.map((row) => row.id)))
    .orderBy(asc(users.full_name), asc(users.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      agents: agents.filter((agent) => agent.organization_id === row.id).map((agent) => ({ id: agent.id, name: agent.name })),
    })),
  };
}
