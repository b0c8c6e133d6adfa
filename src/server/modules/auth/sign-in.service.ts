// The answer of every successful sign-in (password, 2FA challenge, registration): a new token
// for the device, and the session's organizations, so the client can start at once.
import { eq } from 'drizzle-orm';
import type { LoginSuccess } from '../../../shared/api.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationLogoUrl } from '../organizations/organizations.resources.ts';
import { sessionOrganizations } from '../organizations/tenancy.service.ts';
import { issueUserToken } from './tokens.service.ts';
import type { UserRow } from './users.queries.ts';

/** The answer of every successful sign-in: login, 2FA challenge and registration. */
export async function signIn(
  db: Database,
  user: UserRow,
  deviceName: string,
  tokenTtlDays: number,
  now = currentTime(),
): Promise<LoginSuccess> {
  const token = await db.transaction(async (tx) => {
    await tx.update(users).set({ last_login_at: now, last_active_at: now }).where(eq(users.id, user.id));
    return issueUserToken(tx, user.id, deviceName, tokenTtlDays);
  });
  return {
    two_factor_auth: false,
    token,
    full_name: user.full_name,
    user_id: user.id,
    organizations: await sessionOrganizations(db, user.id, organizationLogoUrl),
    has_enabled_two_factor_auth: user.two_factor_confirmed_at !== null,
    language: user.locale,
  };
}
