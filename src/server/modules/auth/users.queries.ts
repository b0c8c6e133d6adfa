// Looking users up, the way every auth and account service needs: by email (any letter case)
// or by id, and the address a user asked to change to. Rows stay inside the server; responses go
// through mappers.
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerifications, users } from '../../db/schema.ts';
import { currentTime } from '../../services/clock.ts';

export type UserRow = typeof users.$inferSelect;

/** Whether two addresses are one mailbox: letter case aside, as the unique index compares them. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The condition that a user's email is this one, in any letter case (the unique index's expression). */
export function hasEmail(email: string): SQL {
  return eq(sql`lower(${users.email})`, email.trim().toLowerCase());
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(hasEmail(email))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The address the user asked to change to, while its link is live. */
export async function pendingEmailOf(db: Executor, user: Pick<UserRow, 'id' | 'email'>, now = currentTime()): Promise<string | null> {
  const [row] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.user_id, user.id), gt(emailVerifications.expires_at, now)))
    .limit(1);
  return row && !sameEmail(row.email, user.email) ? row.email : null;
}
