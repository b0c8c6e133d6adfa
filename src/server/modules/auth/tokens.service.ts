// Opaque bearer tokens (like personal access tokens): a random secret handed out once and
// stored only as its SHA-256 hash, with device name, last use and expiry. Organization API
// tokens are the same rows bound to an organization instead of a user.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '../../../shared/languages.ts';
import type { Database, Executor } from '../../db/client.ts';
import { accessTokens, organizations, twoFactorChallenges, users } from '../../db/schema.ts';
import type { Principal } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';

/** Last use is written at most this often per token, never on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function hashToken(plain: string): string {
  return createHash('sha256').update(plain).digest('hex');
}

export async function issueUserToken(db: Executor, userId: number, deviceName: string, ttlDays: number): Promise<string> {
  const plain = randomBytes(32).toString('base64url');
  await db.insert(accessTokens).values({
    user_id: userId,
    name: deviceName,
    token_hash: hashToken(plain),
    expires_at: new Date(currentTime().getTime() + ttlDays * 86_400_000),
  });
  return plain;
}

export async function issueOrganizationToken(
  db: Executor,
  organizationId: number,
  name: string,
  abilities: string[],
  expiresAt: Date | null,
): Promise<{ id: number; plain: string }> {
  const plain = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(accessTokens)
    .values({ organization_id: organizationId, name, token_hash: hashToken(plain), abilities, expires_at: expiresAt })
    .returning({ id: accessTokens.id });
  return { id: row!.id, plain };
}

/** The caller behind a bearer token, or null when it is unknown, expired or its owner is gone. */
export async function authenticateToken(db: Database, plain: string, now = currentTime()): Promise<Principal | null> {
  const [row] = await db
    .select({
      id: accessTokens.id,
      userId: accessTokens.user_id,
      organizationId: accessTokens.organization_id,
      abilities: accessTokens.abilities,
      expiresAt: accessTokens.expires_at,
      lastUsedAt: accessTokens.last_used_at,
      organizationStatus: organizations.status,
      userExists: users.id,
      userLanguage: users.locale,
    })
    .from(accessTokens)
    .leftJoin(users, eq(users.id, accessTokens.user_id))
    .leftJoin(organizations, eq(organizations.id, accessTokens.organization_id))
    .where(eq(accessTokens.token_hash, hashToken(plain)))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt && row.expiresAt <= now) return null;

  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await touchToken(db, row.id, now);
  }
  if (row.userId !== null && row.userExists !== null) {
    return { kind: 'user', userId: row.userId, tokenId: row.id, language: row.userLanguage ?? DEFAULT_LANGUAGE };
  }
  if (row.organizationId !== null && row.organizationStatus === 'active') {
    return { kind: 'organization', organizationId: row.organizationId, tokenId: row.id, abilities: row.abilities };
  }
  return null;
}

/**
 * Conditional, so concurrent requests of one token still write once per resolution window. The
 * token's user is marked active in the same statement (users.last_active_at: the platform
 * dashboard's active users), so the activity outlives the session.
 */
async function touchToken(db: Database, tokenId: number, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const threshold = sql`${new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString()}::timestamptz`;
  await db.execute(sql`
    with touched as (
      update ${accessTokens} set last_used_at = ${at}
      where ${accessTokens.id} = ${tokenId} and (${accessTokens.last_used_at} is null or ${accessTokens.last_used_at} < ${threshold})
      returning user_id
    )
    update ${users} set last_active_at = ${at}
    where ${users.id} = (select user_id from touched) and (${users.last_active_at} is null or ${users.last_active_at} < ${at})`);
}

export async function revokeToken(db: Executor, tokenId: number): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
}

/**
 * Ends a user's sessions made with what just changed (a password, 2FA turned on): every token but
 * `keepTokenId` (the caller's own, when he made the change; null ends them all) and the sign-ins
 * still waiting for their second factor.
 */
export async function endOtherSessions(db: Executor, userId: number, keepTokenId: number | null): Promise<void> {
  await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.user_id, userId), keepTokenId === null ? undefined : ne(accessTokens.id, keepTokenId)));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.user_id, userId));
}

/** Removes expired tokens; called at start so the table does not grow without bound. */
export async function pruneExpiredTokens(db: Executor, now = currentTime()): Promise<void> {
  await db.delete(accessTokens).where(lt(accessTokens.expires_at, sql`${now.toISOString()}::timestamptz`));
}
