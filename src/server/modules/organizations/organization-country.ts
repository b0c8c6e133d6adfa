// The organization's country: the default country of phones its people write without an
// international prefix (src/shared/phones.ts), as the database's phone keys assume.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';

export async function organizationCountry(db: Executor, organizationId: number): Promise<string | null> {
  const [row] = await db.select({ country: organizations.country }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.country ?? null;
}
