// An organization's default sale fees (docs/api.md "Sales": sales/fee-defaults): the fee lines a
// new sale starts from when it is recorded without its own, such as a land-registration
// percentage and a fixed admin fee. Fixed amounts are kept in the organization's currency when
// they are set and rescaled (AED 500 → KWD 500) for a sale priced in another one.
import { asc, eq } from 'drizzle-orm';
import { rescaleMinor } from '../../../shared/money.ts';
import type { SaleFeeDefaults } from '../../../shared/sales.ts';
import type { SaleFeeBody, SaleFeeDefaultsBody } from '../../../shared/schemas/sales.ts';
import type { Database, Executor } from '../../db/client.ts';
import { saleFeeDefaults } from '../../db/sales-schema.ts';
import { organizations } from '../../db/schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { feeSettingsOrganizationId } from './scope.ts';

async function organizationCurrency(db: Executor, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ currency: organizations.currency })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.currency ?? 'AED';
}

async function storedDefaults(db: Executor, organizationId: number) {
  return db
    .select()
    .from(saleFeeDefaults)
    .where(eq(saleFeeDefaults.organization_id, organizationId))
    .orderBy(asc(saleFeeDefaults.position));
}

/** The organization's default fees as a sale in `currency` takes them. */
export async function feeDefaultsFor(db: Executor, organizationId: number, currency: string): Promise<SaleFeeBody[]> {
  return (await storedDefaults(db, organizationId)).map((fee) => ({
    label: fee.label,
    kind: fee.kind,
    rate_hundredths: fee.rate_hundredths,
    fixed_amount: fee.fixed_amount === null ? null : rescaleMinor(fee.fixed_amount, fee.currency, currency),
  }));
}

async function presentDefaults(db: Executor, organizationId: number): Promise<SaleFeeDefaults> {
  const currency = await organizationCurrency(db, organizationId);
  return { currency, fees: await feeDefaultsFor(db, organizationId, currency) };
}

export async function showFeeDefaults(db: Database, tenant: TenantContext) {
  return { data: await presentDefaults(db, feeSettingsOrganizationId(tenant)) };
}

/** Replaces the organization's default fees with `body.fees`, in order, in the organization's currency. */
export async function replaceFeeDefaults(db: Database, tenant: TenantContext, body: SaleFeeDefaultsBody) {
  const organizationId = feeSettingsOrganizationId(tenant);
  const now = currentTime();
  await db.transaction(async (tx) => {
    const currency = await organizationCurrency(tx, organizationId);
    await tx.delete(saleFeeDefaults).where(eq(saleFeeDefaults.organization_id, organizationId));
    if (body.fees.length)
      await tx.insert(saleFeeDefaults).values(
        body.fees.map((fee, position) => ({
          ...fee,
          organization_id: organizationId,
          position,
          currency,
          created_at: now,
          updated_at: now,
        })),
      );
  });
  return { data: await presentDefaults(db, organizationId), message: 'Default sale fees saved.' };
}
