// Looking signups up: an organization that came through the wizard (signup_source set), by its
// uuid — staff-created organizations are never reachable here — and whether a trade licence is
// already registered, whatever its letter case and spaces.
import { and, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { SignupStage } from '../../../shared/signup.ts';
import { normalizeTradeLicenseNumber, UUID_PATTERN } from '../../../shared/schemas/signup.ts';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export type SignupRow = typeof organizations.$inferSelect;

const SIGNUP_NOT_FOUND = 'This signup was not found.';

/** The signup with this uuid, locked for the rest of the transaction when `forUpdate`. */
async function selectSignup(db: Executor, uuid: string, forUpdate: boolean): Promise<SignupRow | undefined> {
  // PostgreSQL refuses to compare a malformed uuid (an error, not "no row"): it is simply not there.
  if (!UUID_PATTERN.test(uuid)) return undefined;
  const query = db
    .select()
    .from(organizations)
    .where(and(eq(organizations.uuid, uuid.toLowerCase()), isNotNull(organizations.signup_source)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The signup with this uuid (locked when `forUpdate`), else 404. */
export async function findSignup(db: Executor, uuid: string, options: { forUpdate?: boolean } = {}): Promise<SignupRow> {
  const row = await selectSignup(db, uuid, options.forUpdate ?? false);
  if (!row) throw notFound(SIGNUP_NOT_FOUND);
  return row;
}

/** The id of the signup with this uuid, or null: a resuming signup's own licence is no conflict. */
export async function signupIdOf(db: Executor, uuid: string | undefined): Promise<number | null> {
  return uuid ? ((await selectSignup(db, uuid, false))?.id ?? null) : null;
}

/**
 * Whether another organization holds this licence. Staff may have typed theirs with spaces or in
 * lower case, so both sides are compared normalized (signups store the normalized form).
 */
export async function isTradeLicenseTaken(db: Executor, tradeLicenseNumber: string, exceptOrganizationId: number | null): Promise<boolean> {
  const normalized = normalizeTradeLicenseNumber(tradeLicenseNumber);
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(sql`upper(regexp_replace(${organizations.trade_license_number}, '\\s+', '', 'g'))`, normalized),
        exceptOrganizationId === null ? undefined : ne(organizations.id, exceptOrganizationId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The organizations that came through the wizard and stand at `stage` (SIGNUP_STAGES), as SQL. */
export function signupStageIs(stage: SignupStage): SQL {
  const signedUp = isNotNull(organizations.signup_source);
  if (stage === 'changes_requested') return and(signedUp, eq(organizations.status, 'changes_requested'))!;
  const completed = stage === 'awaiting_review' ? isNotNull(organizations.signup_completed_at) : isNull(organizations.signup_completed_at);
  return and(signedUp, eq(organizations.status, 'pending'), completed)!;
}

/** The stage (SIGNUP_STAGES) of an undecided signup, null for any other organization. */
export const signupStage: SQL<SignupStage | null> = sql<SignupStage | null>`case
  when ${organizations.signup_source} is null then null
  when ${organizations.status} = 'changes_requested' then 'changes_requested'
  when ${organizations.status} <> 'pending' then null
  when ${organizations.signup_completed_at} is null then 'in_progress'
  else 'awaiting_review' end`;
