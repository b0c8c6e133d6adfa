// The callers and records of the fuzz run: the shared test world (six roles in their
// organizations, a foreign admin), an organization API token, a few rows of every listed kind
// (so generated ids hit real records) and spare organizations a super admin may delete.
// The fuzz changes state freely; `heal` puts the callers back (memberships, roles, organization
// status, tokens) so one unlucky request does not lock a role out for the rest of the run.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import { memberships, organizations } from '../../../src/server/db/schema.ts';
import type { OrganizationKind, Role } from '../../../src/shared/roles.ts';
import { createOrganization, organizationToken, tokenFor } from '../../server/support/factories.ts';
import { LIST_SEEDERS } from '../../server/support/list-seeders.ts';
import { buildWorld, type World } from '../../server/support/world.ts';

export type CallerName = keyof World['actors'] | 'organization_token' | 'anonymous';

export interface FuzzCaller {
  name: CallerName;
  token?: string;
  orgId?: number;
  /** The membership `heal` restores. */
  membership?: { userId: number; role: Role };
}

export interface FuzzWorld {
  world: World;
  callers: FuzzCaller[];
  /** Organizations the world's callers act in: never deleted by the fuzz. */
  worldOrganizationIds: number[];
  /** Organizations made to be deleted, renamed or disabled. */
  spareOrganizationIds: number[];
  /** Ids that exist in most tables after seeding (serials start at 1). */
  knownIds: number[];
}

const ROWS_PER_LIST = 3;
const SPARE_ORGANIZATIONS = 6;

export async function buildFuzzWorld(db: Database): Promise<FuzzWorld> {
  const world = await buildWorld(db);
  for (const seeder of Object.values(LIST_SEEDERS)) {
    const target = await seeder(db, world);
    await target.seed(ROWS_PER_LIST);
  }
  const spareOrganizationIds: number[] = [];
  for (let index = 0; index < SPARE_ORGANIZATIONS; index++) {
    spareOrganizationIds.push((await createOrganization(db, { kind: index % 2 ? 'broker' : 'developer', name: `Spare ${index}` })).id);
  }
  const callers: FuzzCaller[] = [
    { name: 'anonymous' },
    ...Object.entries(world.actors).map(([name, actor]): FuzzCaller => ({
      name: name as CallerName,
      token: actor.token,
      orgId: actor.orgId,
      membership: { userId: actor.userId, role: name === 'foreign_admin' ? 'developer_admin' : (name as Role) },
    })),
    { name: 'organization_token', token: await organizationToken(db, world.developerId, ['*']), orgId: world.developerId },
  ];
  const worldOrganizationIds = [world.platformId, world.developerId, world.brokerId, world.foreignId];
  return { world, callers, worldOrganizationIds, spareOrganizationIds, knownIds: Array.from({ length: 12 }, (_, index) => index + 1) };
}

const WORLD_KINDS = (world: World): [number, OrganizationKind][] => [
  [world.platformId, 'platform'],
  [world.developerId, 'developer'],
  [world.brokerId, 'broker'],
  [world.foreignId, 'developer'],
];

/** Restores what lets the callers act: their organizations active and of their kind, their memberships. */
export async function heal(db: Database, fuzzWorld: FuzzWorld): Promise<void> {
  for (const [id, kind] of WORLD_KINDS(fuzzWorld.world)) {
    await db.update(organizations).set({ status: 'active', kind }).where(eq(organizations.id, id));
  }
  for (const caller of fuzzWorld.callers) {
    if (!caller.membership || caller.orgId === undefined) continue;
    const { userId, role } = caller.membership;
    await db
      .insert(memberships)
      .values({ user_id: userId, organization_id: caller.orgId, role, enabled: true })
      .onConflictDoUpdate({ target: [memberships.user_id, memberships.organization_id], set: { role, enabled: true } });
  }
  // Memberships the fuzz added for the world's users elsewhere would change what they may do.
  const userIds = fuzzWorld.callers.flatMap((caller) => (caller.membership ? [caller.membership.userId] : []));
  const own = new Map(
    fuzzWorld.callers.flatMap((caller) => (caller.membership ? [[caller.membership.userId, caller.orgId!] as const] : [])),
  );
  const rows = await db.select().from(memberships).where(inArray(memberships.user_id, userIds));
  for (const row of rows) {
    if (own.get(row.user_id) !== row.organization_id)
      await db.delete(memberships).where(and(eq(memberships.user_id, row.user_id), eq(memberships.organization_id, row.organization_id)));
  }
}

/** A new session for a caller whose token the fuzz revoked (logout, device removal, password change). */
export async function renewToken(db: Database, caller: FuzzCaller, world: FuzzWorld): Promise<void> {
  if (caller.membership) caller.token = await tokenFor(db, caller.membership.userId);
  else if (caller.name === 'organization_token') caller.token = await organizationToken(db, world.world.developerId, ['*']);
}
