// The signed-in user's devices: his own sign-in tokens (never organization API tokens), each
// revocable. Another user's token is a 404, like any record the caller may not see.
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Device } from '../../../shared/account.ts';
import type { Database } from '../../db/client.ts';
import { accessTokens } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import { revokeToken } from '../auth/tokens.service.ts';

export async function listDevices(db: Database, userId: number, currentTokenId: number, now = currentTime()): Promise<{ data: Device[] }> {
  const rows = await db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.user_id, userId), or(isNull(accessTokens.expires_at), gt(accessTokens.expires_at, now))))
    .orderBy(sql`${accessTokens.last_used_at} desc nulls last`, desc(accessTokens.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      device_name: row.name,
      last_used_at: row.last_used_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at?.toISOString() ?? null,
      current: row.id === currentTokenId,
    })),
  };
}

export async function revokeDevice(db: Database, userId: number, tokenId: number): Promise<{ message: string }> {
  const [row] = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.user_id, userId)))
    .limit(1);
  if (!row) throw notFound();
  await revokeToken(db, row.id);
  return { message: 'The device was signed out.' };
}
