// Factories for test data, written straight to the database (no API round trips).
import { randomBytes } from 'node:crypto';
import type { OrganizationKind, OrganizationStatus, Role } from '../../../src/shared/roles.ts';
import type { Database } from '../../../src/server/db/client.ts';
import { memberships, organizations, salesAssignments, users } from '../../../src/server/db/schema.ts';
import { hashPassword } from '../../../src/server/modules/auth/passwords.ts';
import { issueOrganizationToken, issueUserToken } from '../../../src/server/modules/auth/tokens.service.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;
// A cheap work factor for test users: verifying reads the parameters stored in the hash, so every
// sign-in of the suite stays fast while production hashes keep theirs.
const hashed = () => (passwordHash ??= hashPassword(TEST_PASSWORD, { N: 2 ** 10, r: 8, p: 1 }));
const unique = () => randomBytes(4).toString('hex');

export async function createOrganization(db: Database, fields: { kind: OrganizationKind; name?: string; status?: OrganizationStatus }) {
  const [row] = await db
    .insert(organizations)
    .values({ kind: fields.kind, name: fields.name ?? `${fields.kind} ${unique()}`, status: fields.status ?? 'active' })
    .returning();
  return row!;
}

/** A user whose email is verified unless `verified: false` (as accounts from before verification are). */
export async function createUser(
  db: Database,
  fields: { email?: string; full_name?: string; two_factor_confirmed?: boolean; verified?: boolean } = {},
) {
  const [row] = await db
    .insert(users)
    .values({
      email: fields.email ?? `user-${unique()}@example.test`,
      full_name: fields.full_name ?? 'Test User',
      password_hash: await hashed(),
      two_factor_confirmed_at: fields.two_factor_confirmed ? new Date() : null,
      email_verified_at: fields.verified === false ? null : new Date(),
    })
    .returning();
  return row!;
}

export async function addMember(db: Database, userId: number, organizationId: number, role: Role, enabled = true) {
  await db.insert(memberships).values({ user_id: userId, organization_id: organizationId, role, enabled });
}

export async function assignToSalesManager(db: Database, userId: number, organizationId: number) {
  await db.insert(salesAssignments).values({ user_id: userId, organization_id: organizationId });
}

export function tokenFor(db: Database, userId: number, ttlDays = 30): Promise<string> {
  return issueUserToken(db, userId, 'test device', ttlDays);
}

export async function organizationToken(db: Database, organizationId: number, abilities: string[] = ['*'], expiresAt: Date | null = null) {
  return (await issueOrganizationToken(db, organizationId, 'integration', abilities, expiresAt)).plain;
}

/** A user with one membership and a token: the usual caller of a test. */
export async function memberWithToken(db: Database, organizationId: number, role: Role) {
  const user = await createUser(db);
  await addMember(db, user.id, organizationId, role);
  return { user, token: await tokenFor(db, user.id) };
}
