// A signed-in user's password, asked again before a sensitive change (email, password, 2FA). A
// stolen session must not become a password oracle at scrypt speed, so each check is counted per
// user before it runs (atomically: concurrent guesses cannot slip past), and a right password
// gives its count back.
import type { Executor } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import { currentTime } from '../../services/clock.ts';
import { consume, refund } from '../../services/throttle.ts';
import { verifyPassword } from './passwords.ts';
import { ownPasswordLimit } from './throttles.ts';
import type { UserRow } from './users.queries.ts';

export const WRONG_PASSWORD = 'The password is incorrect.';

/** 429 past the limit; 422 on `field` for a wrong password; nothing for the right one. */
export async function confirmOwnPassword(
  db: Executor,
  user: Pick<UserRow, 'id' | 'password_hash'>,
  password: string,
  field: string,
  now = currentTime(),
): Promise<void> {
  const limit = ownPasswordLimit(user.id);
  await consume(db, limit, now);
  if (!(await verifyPassword(password, user.password_hash))) throw fieldError(field, WRONG_PASSWORD);
  await refund(db, limit);
}
