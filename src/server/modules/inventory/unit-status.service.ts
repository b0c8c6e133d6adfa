// A unit's status moves (PATCH inventory/units/{id}/status, docs/domain.md "Unit"): only along
// UNIT_STATUS_TRANSITIONS (inventory.units.reopen_sold, a developer admin's, also reopens a sold unit), else 409. The write is
// a conditional update on the status the caller saw, so of two people booking or reserving one
// unit at the same moment exactly one wins and the other gets 409 — nothing books a unit twice.
// Each change writes a history row (who, when, from → to) in the same transaction.
import { and, eq } from 'drizzle-orm';
import { MAX_RESERVATION_DAYS, allowedNextStatuses, type UnitStatus } from '../../../shared/inventory.ts';
import { can } from '../../../shared/permissions.ts';
import type { Database } from '../../db/client.ts';
import { unitStatusHistory, units } from '../../db/inventory-schema.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { lockFreshVersion } from '../../http/versions.ts';
import { currentTime } from '../../services/clock.ts';
import type { UnitStatusBody } from '../../../shared/schemas/units.ts';
import { findUnitIn, manageableOrganizationIds, releaseLapsed } from './units.queries.ts';
import { unitDetail } from './units.service.ts';

const HOUR_MS = 3_600_000;

/** When a new reservation lapses: the caller's `reserved_until` (future, within the limit), else the default. */
function reservationExpiry(now: Date, requested: string | null | undefined, reservationHours: number): Date {
  if (!requested) return new Date(now.getTime() + reservationHours * HOUR_MS);
  const until = new Date(requested);
  if (until.getTime() <= now.getTime()) throw fieldError('reserved_until', 'The reserved until must be in the future.');
  if (until.getTime() > now.getTime() + MAX_RESERVATION_DAYS * 24 * HOUR_MS)
    throw fieldError('reserved_until', `The reserved until must be within ${MAX_RESERVATION_DAYS} days.`);
  return until;
}

const STATUS_MESSAGES: Record<UnitStatus, string> = {
  available: 'The unit is available again.',
  reserved: 'Unit reserved.',
  booked: 'Unit booked.',
  sold: 'Unit marked as sold.',
  blocked: 'Unit blocked.',
};

export async function changeUnitStatus(
  db: Database,
  tenant: TenantContext,
  unitId: number,
  body: UnitStatusBody,
  reservationHours: number,
) {
  const organizationIds = manageableOrganizationIds(tenant);
  await releaseLapsed(db, organizationIds, eq(units.id, unitId));
  const current = await findUnitIn(db, organizationIds, unitId);
  const from = current.status;
  const to = body.status;
  if (to !== 'reserved' && body.reserved_until) throw fieldError('reserved_until', 'A reservation expiry is only for the reserved status.');
  if (from === to) throw conflict(`The unit is already ${from}.`, { status: from });
  const allowed = allowedNextStatuses(from, can('inventory.units.reopen_sold', tenant.role));
  if (!allowed.includes(to)) {
    throw conflict(
      from === 'sold' ? 'A sold unit is final; only a developer admin may reopen it.' : `A ${from} unit cannot become ${to}.`,
      { status: from, allowed },
    );
  }
  const now = currentTime();
  const reservedUntil = to === 'reserved' ? reservationExpiry(now, body.reserved_until, reservationHours) : null;
  await db.transaction(async (tx) => {
    await lockFreshVersion(tx, units, unitId, () => unitDetail(tx, tenant, unitId));
    const [moved] = await tx
      .update(units)
      .set({ status: to, reserved_until: reservedUntil, status_changed_at: now, status_changed_by: tenant.userId, updated_at: now })
      .where(and(eq(units.id, unitId), eq(units.status, from)))
      .returning({ id: units.id, organization_id: units.organization_id, building_id: units.building_id, price: units.price });
    if (!moved) throw conflict('Someone changed this unit’s status at the same moment; reload it and try again.');
    await tx.insert(unitStatusHistory).values({
      organization_id: moved.organization_id,
      unit_id: unitId,
      building_id: moved.building_id,
      from_status: from,
      to_status: to,
      changed_by: tenant.userId,
      reserved_until: reservedUntil,
      price: moved.price,
      created_at: now,
    });
  });
  return { data: await unitDetail(db, tenant, unitId), message: STATUS_MESSAGES[to] };
}
