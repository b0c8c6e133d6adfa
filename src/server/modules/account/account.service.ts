// The signed-in user's own profile and password. Changing the password keeps the calling
// device signed in and signs every other one out.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ChangePasswordBody, ProfileBody } from '../../../shared/schemas/account.ts';
import { passwordIsEmail, PASSWORD_MESSAGES } from '../../../shared/schemas/passwords.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Database } from '../../db/client.ts';
import { accessTokens, twoFactorChallenges, users } from '../../db/schema.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { currentTime } from '../../services/clock.ts';
import { me } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { EMAIL_TAKEN } from '../auth/registration.service.ts';
import { findUserById } from '../auth/users.queries.ts';

const WRONG_PASSWORD = 'The password is incorrect.';

export async function updateProfile(db: Database, userId: number, body: ProfileBody) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, body.email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  if (taken) throw fieldError('email', EMAIL_TAKEN);
  try {
    const updated = await db.transaction(async (tx) => {
      await lockFreshVersion(tx, users, userId, async () => (await me(tx as Database, userId)).data);
      return tx
        .update(users)
        .set({ full_name: body.full_name, email: body.email, phone: body.phone, updated_at: currentTime() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
    });
    if (updated.length === 0) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
    throw error;
  }
  return { ...(await me(db, userId)), message: 'Your profile was saved.' };
}

export async function changePassword(db: Database, userId: number, currentTokenId: number, body: ChangePasswordBody): Promise<{ message: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(body.current_password, user.password_hash))) throw fieldError('current_password', WRONG_PASSWORD);
  if (passwordIsEmail(body.password, user.email)) throw fieldError('password', PASSWORD_MESSAGES.sameAsEmail);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, updated_at: currentTime() }).where(eq(users.id, userId));
    await tx.delete(accessTokens).where(and(eq(accessTokens.user_id, userId), ne(accessTokens.id, currentTokenId)));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.user_id, userId));
  });
  return { message: 'Your password was changed. Other devices were signed out.' };
}
