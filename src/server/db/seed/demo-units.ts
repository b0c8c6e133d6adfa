// Demo units of Skyline Builders: a few floors of every demo building with realistic types,
// areas and AED prices (minor units), mostly available and some reserved (expiring in the next
// days), booked, sold or blocked — each with the status history that led there. Written with a
// handful of bulk inserts so the seed stays fast.
import { asc, eq } from 'drizzle-orm';
import type { UnitType } from '../../../shared/crm.ts';
import type { Orientation, UnitStatus, View } from '../../../shared/inventory.ts';
import type { Executor } from '../client.ts';
import { buildings, projects, unitPriceHistory, unitStatusHistory, units } from '../inventory-schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Layout {
  type: UnitType;
  bedrooms: number;
  bathrooms: number;
  internal: number;
  balcony: number | null;
  parking: number;
}

/** The units of one floor of a tower, by position; villas and townhouses for the low-rise project. */
const TOWER_FLOOR: Layout[] = [
  { type: 'apartment', bedrooms: 0, bathrooms: 1, internal: 420, balcony: 45, parking: 0 },
  { type: 'apartment', bedrooms: 1, bathrooms: 2, internal: 760, balcony: 90, parking: 1 },
  { type: 'apartment', bedrooms: 1, bathrooms: 2, internal: 810, balcony: 95, parking: 1 },
  { type: 'apartment', bedrooms: 2, bathrooms: 3, internal: 1180, balcony: 140, parking: 1 },
  { type: 'apartment', bedrooms: 2, bathrooms: 3, internal: 1240, balcony: 150, parking: 2 },
  { type: 'apartment', bedrooms: 3, bathrooms: 4, internal: 1720, balcony: 210, parking: 2 },
];
const TOP_FLOOR: Layout[] = [
  { type: 'penthouse', bedrooms: 4, bathrooms: 5, internal: 3900, balcony: 900, parking: 3 },
  { type: 'duplex', bedrooms: 3, bathrooms: 4, internal: 2600, balcony: 420, parking: 2 },
];
const LOW_RISE_FLOOR: Layout[] = [
  { type: 'townhouse', bedrooms: 3, bathrooms: 4, internal: 2350, balcony: null, parking: 2 },
  { type: 'townhouse', bedrooms: 4, bathrooms: 5, internal: 2900, balcony: null, parking: 2 },
  { type: 'villa', bedrooms: 5, bathrooms: 6, internal: 4800, balcony: null, parking: 3 },
  { type: 'apartment', bedrooms: 2, bathrooms: 3, internal: 1300, balcony: 160, parking: 1 },
];

const ORIENTATION_BY_POSITION: Orientation[] = ['north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west'];
const VIEW_SETS: View[][] = [
  ['sea', 'marina'],
  ['city', 'skyline'],
  ['marina'],
  ['burj_khalifa', 'city'],
  ['park', 'community'],
  ['pool', 'garden'],
  ['golf'],
];

/** Price per sq ft in fils by project (Marina, Bay Square, Hills Park) — rises 0.6 % a floor. */
const BASE_PRICE_PER_SQFT = [2_450_00, 1_980_00, 1_650_00];

/** Which floors of a building get units: a spread from the lowest residential floor to the top. */
function demoFloors(floors: number): number[] {
  if (floors <= 12) return Array.from({ length: Math.min(floors, 4) }, (_, index) => index + 1);
  const picks = [2, 3, 5, Math.round(floors / 3), Math.round(floors / 2), Math.round((floors * 2) / 3), floors - 2, floors];
  return [...new Set(picks)].sort((a, b) => a - b);
}

/** A deterministic spread of statuses: mostly available. */
function demoStatus(serial: number): UnitStatus {
  const slot = serial % 20;
  if (slot === 3 || slot === 11) return 'sold';
  if (slot === 6 || slot === 15) return 'booked';
  if (slot === 8 || slot === 17) return 'reserved';
  if (slot === 13) return 'blocked';
  return 'available';
}

/** When the demo units were listed: before the twelve months of sales the dashboard shows. */
const LISTED_DAYS_AGO = 400;

/**
 * How long ago a unit reached its status: bookings and sales spread over the last twelve months
 * (the dashboard's absorption), a reservation or a block within the last days (a reservation
 * still runs), an available unit since it was listed.
 */
function changedDaysAgo(status: UnitStatus, serial: number): number {
  if (status === 'available') return LISTED_DAYS_AGO;
  if (status === 'booked' || status === 'sold') return (serial * 37) % 360;
  return serial % 9;
}

/** The path a unit took to its status (after being created available). */
const PATHS: Record<UnitStatus, UnitStatus[]> = {
  available: [],
  reserved: ['reserved'],
  booked: ['reserved', 'booked'],
  sold: ['booked', 'sold'],
  blocked: ['blocked'],
};

export async function seedDemoUnits(
  tx: Executor,
  refs: { developerId: number; developerAdminId: number; salesManagerId: number; now?: Date },
): Promise<void> {
  const now = refs.now ?? new Date();
  const rows = await tx
    .select({ id: buildings.id, floors: buildings.floors, project_id: buildings.project_id })
    .from(buildings)
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(eq(buildings.organization_id, refs.developerId))
    .orderBy(asc(projects.id), asc(buildings.id));
  const projectOrder = [...new Set(rows.map((row) => row.project_id))];
  const values: (typeof units.$inferInsert)[] = [];
  const finalStatuses: UnitStatus[] = [];
  let serial = 0;
  for (const building of rows) {
    const projectIndex = projectOrder.indexOf(building.project_id);
    const floors = building.floors ?? 10;
    const lowRise = floors <= 12;
    for (const floor of demoFloors(floors)) {
      const layouts = lowRise ? LOW_RISE_FLOOR : floor === floors ? TOP_FLOOR : TOWER_FLOOR;
      for (const [position, layout] of layouts.entries()) {
        serial++;
        const status = demoStatus(serial);
        const pricePerSqft = (BASE_PRICE_PER_SQFT[projectIndex % BASE_PRICE_PER_SQFT.length] ?? 1_800_00) * (1 + floor * 0.006);
        // Rounded to whole thousands of dirhams, as developers price.
        const price = Math.round((layout.internal * pricePerSqft) / 100_000_00) * 100_000_00;
        values.push({
          organization_id: refs.developerId,
          building_id: building.id,
          unit_number: lowRise
            ? `${String.fromCharCode(65 + floor - 1)}-${String(position + 1).padStart(2, '0')}`
            : `${floor}${String(position + 1).padStart(2, '0')}`,
          floor,
          type: layout.type,
          bedrooms: layout.bedrooms,
          bathrooms: layout.bathrooms,
          internal_area: layout.internal,
          balcony_area: layout.balcony,
          price,
          views: VIEW_SETS[(serial + projectIndex) % VIEW_SETS.length]!,
          orientation: ORIENTATION_BY_POSITION[position % ORIENTATION_BY_POSITION.length]!,
          parking_spaces: layout.parking,
          service_charge: Math.round(layout.internal * (lowRise ? 12 : 18)) * 100,
          status,
          reserved_until: status === 'reserved' ? new Date(now.getTime() + (12 + (serial % 5) * 12) * HOUR) : null,
          status_changed_at: new Date(now.getTime() - changedDaysAgo(status, serial) * DAY - HOUR),
          status_changed_by: status === 'available' || status === 'blocked' ? refs.developerAdminId : refs.salesManagerId,
          created_at: new Date(now.getTime() - LISTED_DAYS_AGO * DAY),
          updated_at: now,
        });
        finalStatuses.push(status);
      }
    }
  }
  if (values.length === 0) return;
  const inserted = await tx.insert(units).values(values).returning({ id: units.id });
  // Their prices (docs/domain.md "Unit price history"): every unit listed at its price, a third of
  // them 4% cheaper at first and raised to today's price halfway through, as launches reprice.
  const pricing = values.map((row, index) => {
    const listedAt = row.created_at as Date;
    const first = index % 3 === 0 ? Math.round((row.price * 0.96) / 100_000_00) * 100_000_00 : row.price;
    const raisedAt = first === row.price ? null : new Date(listedAt.getTime() + (LISTED_DAYS_AGO / 2) * DAY);
    /** The unit's price at `at`, as its price history below has it (each status entry records it). */
    const priceAt = (at: Date) => (raisedAt && at.getTime() >= raisedAt.getTime() ? row.price : first);
    return { listedAt, first, raisedAt, priceAt };
  });
  const history: (typeof unitStatusHistory.$inferInsert)[] = [];
  inserted.forEach((unit, index) => {
    const row = values[index]!;
    const { priceAt } = pricing[index]!;
    history.push({
      organization_id: refs.developerId,
      unit_id: unit.id,
      building_id: row.building_id,
      from_status: null,
      to_status: 'available',
      changed_by: refs.developerAdminId,
      price: priceAt(row.created_at as Date),
      created_at: row.created_at as Date,
    });
    let from: UnitStatus = 'available';
    const steps = PATHS[finalStatuses[index]!];
    const finalAt = (row.status_changed_at as Date).getTime();
    steps.forEach((to, step) => {
      const at = new Date(finalAt - (steps.length - 1 - step) * 3 * DAY);
      const actor = to === 'blocked' || to === 'sold' ? refs.developerAdminId : refs.salesManagerId;
      history.push({
        organization_id: refs.developerId,
        unit_id: unit.id,
        building_id: row.building_id,
        from_status: from,
        to_status: to,
        changed_by: actor,
        reserved_until:
          to === 'reserved' ? (step === steps.length - 1 ? (row.reserved_until as Date) : new Date(at.getTime() + 48 * HOUR)) : null,
        price: priceAt(at),
        created_at: at,
      });
      from = to;
    });
  });
  await tx.insert(unitStatusHistory).values(history);
  const prices: (typeof unitPriceHistory.$inferInsert)[] = [];
  inserted.forEach((unit, index) => {
    const row = values[index]!;
    const { listedAt, first, raisedAt } = pricing[index]!;
    const entry = { organization_id: refs.developerId, unit_id: unit.id, changed_by: refs.developerAdminId };
    prices.push({ ...entry, previous_price: null, price: first, created_at: listedAt });
    if (raisedAt) prices.push({ ...entry, previous_price: first, price: row.price, created_at: raisedAt });
  });
  await tx.insert(unitPriceHistory).values(prices);
}
