// A small world of organizations and people most API tests need: the platform (super admin,
// sales manager), a developer and a broker organization assigned to the sales manager, and a
// foreign developer organization nobody of the others can reach.
import type { Role } from '../../../src/shared/roles.ts';
import type { Database } from '../../../src/server/db/client.ts';
import type { TenantContext } from '../../../src/server/http/request-context.ts';
import { addMember, assignToSalesManager, createOrganization, createUser, tokenFor } from './factories.ts';

export interface Actor {
  userId: number;
  token: string;
  /** The organization the actor acts in (organization_id). */
  orgId: number;
}

export interface World {
  platformId: number;
  developerId: number;
  brokerId: number;
  foreignId: number;
  actors: Record<Role | 'foreign_admin', Actor>;
}

export async function buildWorld(db: Database): Promise<World> {
  const platform = await createOrganization(db, { kind: 'platform', name: 'Platform' });
  const developer = await createOrganization(db, { kind: 'developer', name: 'Skyline Test' });
  const broker = await createOrganization(db, { kind: 'broker', name: 'Marina Test' });
  const foreign = await createOrganization(db, { kind: 'developer', name: 'Foreign Developer' });

  const actor = async (role: Role, orgId: number, name: string): Promise<Actor> => {
    const user = await createUser(db, { full_name: name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@world.test` });
    await addMember(db, user.id, orgId, role);
    return { userId: user.id, token: await tokenFor(db, user.id), orgId };
  };

  const actors = {
    super_admin: await actor('super_admin', platform.id, 'Super Admin'),
    super_admin_sales_manager: await actor('super_admin_sales_manager', platform.id, 'Sales Manager'),
    developer_admin: await actor('developer_admin', developer.id, 'Dev Admin'),
    developer: await actor('developer', developer.id, 'Dev Member'),
    broker_admin: await actor('broker_admin', broker.id, 'Broker Admin'),
    broker: await actor('broker', broker.id, 'Broker Member'),
    foreign_admin: await actor('developer_admin', foreign.id, 'Foreign Admin'),
  };
  await assignToSalesManager(db, actors.super_admin_sales_manager.userId, developer.id);
  await assignToSalesManager(db, actors.super_admin_sales_manager.userId, broker.id);
  return { platformId: platform.id, developerId: developer.id, brokerId: broker.id, foreignId: foreign.id, actors };
}

/** Call options acting as an actor in his organization. */
export function as(actor: Actor, extra: { query?: Record<string, unknown>; body?: Record<string, unknown> } = {}) {
  return {
    token: actor.token,
    query: { organization_id: actor.orgId, ...extra.query },
    ...(extra.body ? { body: { organization_id: actor.orgId, ...extra.body } } : {}),
  };
}

/** The tenant context the API gives the developer admin, for tests that call services directly. */
export function developerAdminTenant(w: World): TenantContext {
  return {
    organizationId: w.developerId,
    organizationKind: 'developer',
    role: 'developer_admin',
    viaPlatformScope: false,
    platformScope: [],
    userId: w.actors.developer_admin.userId,
  };
}
