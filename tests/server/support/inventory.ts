// Support for the inventory suites: projects, buildings, amenities and plans written straight to
// the database, small real images made with sharp, and the API calls the suites repeat (JSON and
// multipart), acting as an actor of the world or as the sales manager inside one organization.
import sharp from 'sharp';
import type { Database } from '../../../src/server/db/client.ts';
import { amenities, buildings, paymentPlans, projects, units } from '../../../src/server/db/inventory-schema.ts';
import type { Installment } from '../../../src/shared/schemas/payment-plans.ts';
import { multipart, type MultipartValue } from './files.ts';
import type { TestContext } from './testApp.ts';
import { call } from './testApp.ts';
import { as, type Actor } from './world.ts';

let sequence = 0;
const next = () => ++sequence;

export async function insertProject(db: Database, organizationId: number, fields: Partial<typeof projects.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(projects)
    .values({
      organization_id: organizationId,
      name: `Project ${n}`,
      city: 'Dubai',
      community: 'Dubai Marina',
      status: 'off_plan',
      ...fields,
    })
    .returning();
  return row!;
}

export async function insertBuilding(
  db: Database,
  organizationId: number,
  projectId: number,
  fields: Partial<typeof buildings.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(buildings)
    .values({ organization_id: organizationId, project_id: projectId, name: `Tower ${n}`, floors: 20, status: 'off_plan', ...fields })
    .returning();
  return row!;
}

export async function insertAmenity(db: Database, organizationId: number, name = `Amenity ${next()}`) {
  const [row] = await db.insert(amenities).values({ organization_id: organizationId, name, icon: 'pool' }).returning();
  return row!;
}

export const PLAN_20_40_40: Installment[] = [
  { label: 'Booking', percentage: 20, due_type: 'on_booking', due_value: null },
  { label: 'During construction', percentage: 40, due_type: 'construction_percent', due_value: 50 },
  { label: 'Handover', percentage: 40, due_type: 'on_handover', due_value: null },
];

export async function insertPlan(db: Database, organizationId: number, buildingId: number, installments: Installment[] = PLAN_20_40_40) {
  const [row] = await db
    .insert(paymentPlans)
    .values({ organization_id: organizationId, building_id: buildingId, name: `Plan ${next()}`, installments })
    .returning();
  return row!;
}

export async function insertUnit(
  db: Database,
  organizationId: number,
  buildingId: number,
  fields: Partial<typeof units.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(units)
    .values({
      organization_id: organizationId,
      building_id: buildingId,
      unit_number: `U${n}`,
      floor: 1,
      type: 'apartment',
      bedrooms: 1,
      internal_area: 750,
      price: 150_000_000,
      ...fields,
    })
    .returning();
  return row!;
}

/** A unit body as the developer admin's form posts it. */
export const unitBody = (buildingId: number, extra: Record<string, unknown> = {}) => ({
  building_id: buildingId,
  unit_number: '1204',
  floor: 12,
  type: 'apartment',
  bedrooms: 2,
  bathrooms: 3,
  internal_area: 1200,
  balcony_area: 150.5,
  price: 2_700_000_00,
  views: ['sea', 'marina'],
  orientation: 'south_west',
  parking_spaces: 1,
  service_charge: 18_000_00,
  ...extra,
});

/** A bulk creation body (`POST inventory/buildings/{id}/units/bulk`): one one-bed unit a floor from 800,000, 10,000 more a floor. */
export const bulkUnitsBody = (extra: Record<string, unknown> = {}) => ({
  floor_from: 1,
  floor_to: 2,
  units_per_floor: 1,
  numbering_pattern: 'U{floor}{index:02}',
  type: 'apartment',
  bedrooms: 1,
  bathrooms: 1,
  internal_area: 700,
  base_price: 800_000_00,
  price_step_per_floor: 10_000_00,
  ...extra,
});

/** A real JPEG of the given size (sharp decodes it, so thumbnails can be made). */
export async function jpegBytes(width = 640, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

/** The actor acting inside another organization (a sales manager narrowing to one developer). */
export const actingIn = (actor: Actor, orgId: number): Actor => ({ ...actor, orgId });

export function inventoryApi(ctx: TestContext) {
  return {
    get: (actor: Actor, path: string, query: Record<string, unknown> = {}) => call(ctx.app, 'GET', path, as(actor, { query })),
    post: (actor: Actor, path: string, body: Record<string, unknown> = {}) => call(ctx.app, 'POST', path, as(actor, { body })),
    put: (actor: Actor, path: string, body: Record<string, unknown> = {}) => call(ctx.app, 'PUT', path, as(actor, { body })),
    patch: (actor: Actor, path: string, body: Record<string, unknown> = {}) => call(ctx.app, 'PATCH', path, as(actor, { body })),
    delete: (actor: Actor, path: string) => call(ctx.app, 'DELETE', path, as(actor)),
    /** A multipart POST with the actor's organization_id. */
    upload: (actor: Actor, path: string, fields: Record<string, MultipartValue | MultipartValue[]>) => {
      const { body, headers } = multipart({ organization_id: String(actor.orgId), ...fields });
      return call(ctx.app, 'POST', path, { token: actor.token, body, headers });
    },
    /** A public call, without a token. */
    anonymous: (path: string) => call(ctx.app, 'GET', path),
  };
}

export const projectBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Marina Vista',
  city: 'Dubai',
  community: 'Dubai Marina',
  status: 'off_plan',
  latitude: 25.08,
  longitude: 55.14,
  handover_date: '2028-12-31',
  construction_progress: 15,
  ...extra,
});
