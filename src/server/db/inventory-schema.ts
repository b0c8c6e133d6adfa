// The inventory's tables (docs/domain.md "Inventory"): amenities, projects, buildings, their media
// and payment plans. Kept apart from schema.ts (accounts, organizations) so each area's
// tables read as one file; both share the conventions written at the top of schema.ts.
// Child rows name their parent together with organization_id (composite foreign keys), so a
// row can never hang under another tenant's project or building.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { UnitType } from '../../shared/crm.ts';
import type {
  EmbedShow,
  ImageKind,
  Media360Kind,
  Orientation,
  ProjectStatus,
  UnitStatus,
  UnitStatusReason,
  VideoProvider,
  View,
} from '../../shared/inventory.ts';
import type { Installment } from '../../shared/schemas/payment-plans.ts';
import { ownerOrganizationId, users } from './schema.ts';
import { createdAt, timestamps } from './columns.ts';
import { unitNumberKeyColumn } from './unit-number-key.ts';

/** Who uploaded a file; kept when the user goes. */
const uploadedBy = () => integer('uploaded_by').references(() => users.id, { onDelete: 'set null' });

/** A stored image: original and server-made thumbnail (storage keys), with what was measured. */
const storedImage = {
  file_path: text('file_path').notNull(),
  thumbnail_path: text('thumbnail_path').notNull(),
  file_name: text('file_name').notNull(),
  content_type: text('content_type').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
};

export const amenities = pgTable(
  'amenities',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    name: text('name').notNull(),
    icon: text('icon'),
    description: text('description'),
    ...timestamps,
  },
  (t) => [
    unique('amenities_organization_id_id_unique').on(t.organization_id, t.id),
    uniqueIndex('amenities_organization_name_unique').on(t.organization_id, sql`lower(${t.name})`),
    // The amenities list sorts by the name as written, which the lower-case unique index does not serve.
    index('amenities_organization_name_idx').on(t.organization_id, t.name),
    index('amenities_organization_created_idx').on(t.organization_id, t.created_at),
  ],
);

export const amenityImages = pgTable(
  'amenity_images',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    amenity_id: integer('amenity_id').notNull(),
    position: integer('position').notNull().default(0),
    ...storedImage,
    uploaded_by: uploadedBy(),
    created_at: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'amenity_images_amenity_fk',
      columns: [t.organization_id, t.amenity_id],
      foreignColumns: [amenities.organization_id, amenities.id],
    }).onDelete('cascade'),
    index('amenity_images_amenity_idx').on(t.amenity_id, t.position),
    // The upload quota sums a user's files on every upload (services/upload-quota.ts): read off the index.
    index('amenity_images_uploader_idx').on(t.uploaded_by, t.size),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    community: text('community'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status').$type<ProjectStatus>().notNull(),
    launch_date: date('launch_date'),
    handover_date: date('handover_date'),
    construction_progress: integer('construction_progress').notNull().default(0),
    description: text('description'),
    regulator_number: text('regulator_number'),
    escrow_account: text('escrow_account'),
    embed_enabled: boolean('embed_enabled').notNull().default(false),
    /** The public page's unguessable name (≥ 128 random bits, base64url); made on first read. */
    embed_token: text('embed_token').unique(),
    embed_show: jsonb('embed_show').$type<Partial<EmbedShow>>(),
    /**
     * ISO 4217 code its units, plans and offers are priced in (docs/domain.md "Money"); the
     * organization's when the project is created, fixed once a unit has a price.
     */
    currency: text('currency').notNull().default('AED'),
    ...timestamps,
  },
  (t) => [
    unique('projects_organization_id_id_unique').on(t.organization_id, t.id),
    index('projects_organization_name_idx').on(t.organization_id, t.name),
    index('projects_organization_city_idx').on(t.organization_id, t.city),
    // The projects list's other sorts and its status filter.
    index('projects_organization_community_idx').on(t.organization_id, t.community),
    index('projects_organization_status_idx').on(t.organization_id, t.status),
    index('projects_organization_handover_idx').on(t.organization_id, t.handover_date),
    index('projects_organization_progress_idx').on(t.organization_id, t.construction_progress),
    index('projects_organization_created_idx').on(t.organization_id, t.created_at),
    index('projects_organization_updated_idx').on(t.organization_id, t.updated_at),
    check('projects_progress_range', sql`${t.construction_progress} between 0 and 100`),
  ],
);

const projectOfRow = (name: string, t: { organization_id: AnyPgColumn; project_id: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.organization_id, t.project_id], foreignColumns: [projects.organization_id, projects.id] }).onDelete(
    'cascade',
  );

export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    project_id: integer('project_id').notNull(),
    name: text('name').notNull(),
    floors: integer('floors'),
    status: text('status').$type<ProjectStatus>().notNull(),
    handover_date: date('handover_date'),
    description: text('description'),
    ...timestamps,
  },
  (t) => [
    unique('buildings_organization_id_id_unique').on(t.organization_id, t.id),
    projectOfRow('buildings_project_fk', t),
    index('buildings_project_idx').on(t.project_id, t.name),
    index('buildings_organization_name_idx').on(t.organization_id, t.name),
    // The buildings list's other sorts and its status filter.
    index('buildings_organization_floors_idx').on(t.organization_id, t.floors),
    index('buildings_organization_status_idx').on(t.organization_id, t.status),
    index('buildings_organization_handover_idx').on(t.organization_id, t.handover_date),
    index('buildings_organization_created_idx').on(t.organization_id, t.created_at),
    index('buildings_organization_updated_idx').on(t.organization_id, t.updated_at),
  ],
);

const buildingOfRow = (name: string, t: { organization_id: AnyPgColumn; building_id: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.organization_id, t.building_id], foreignColumns: [buildings.organization_id, buildings.id] }).onDelete(
    'cascade',
  );

/**
 * A sellable unit of a building (docs/domain.md "Unit"). Areas are sq ft, money integer minor units
 * of its project's currency. `status` only moves through the transitions of
 * UNIT_STATUS_TRANSITIONS, each written with a conditional update on the current status so two
 * concurrent bookings cannot both win; `reserved_until` is set while reserved.
 */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    building_id: integer('building_id').notNull(),
    unit_number: text('unit_number').notNull(),
    /** The natural sort key of unit_number, stored (./unit-number-key.ts). */
    unit_number_key: unitNumberKeyColumn(),
    floor: integer('floor').notNull(),
    type: text('type').$type<UnitType>().notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms'),
    internal_area: doublePrecision('internal_area').notNull(),
    balcony_area: doublePrecision('balcony_area'),
    total_area: doublePrecision('total_area').generatedAlwaysAs(sql`internal_area + coalesce(balcony_area, 0)`),
    price: bigint('price', { mode: 'number' }).notNull(),
    views: text('views')
      .array()
      .$type<View[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    orientation: text('orientation').$type<Orientation>(),
    parking_spaces: integer('parking_spaces'),
    service_charge: bigint('service_charge', { mode: 'number' }),
    status: text('status').$type<UnitStatus>().notNull().default('available'),
    reserved_until: timestamp('reserved_until', { withTimezone: true }),
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }),
    status_changed_by: integer('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('units_organization_id_id_unique').on(t.organization_id, t.id),
    unique('units_building_unit_number_unique').on(t.building_id, t.unit_number),
    buildingOfRow('units_building_fk', t),
    index('units_organization_status_idx').on(t.organization_id, t.status),
    // The buyer's search — status and bedrooms, by price — answered from the index alone: its page
    // and its count read no table page (bench/RESULTS.md, "What changed on 2026-11-22").
    index('units_organization_status_bedrooms_price_idx').on(t.organization_id, t.status, t.bedrooms, t.price),
    index('units_building_floor_idx').on(t.building_id, t.floor, t.unit_number),
    index('units_organization_price_idx').on(t.organization_id, t.price),
    // The units list's other sorts and filters (the views filter matches the array with GIN).
    index('units_organization_floor_idx').on(t.organization_id, t.floor),
    index('units_organization_type_idx').on(t.organization_id, t.type),
    index('units_organization_bedrooms_idx').on(t.organization_id, t.bedrooms),
    index('units_organization_internal_area_idx').on(t.organization_id, t.internal_area),
    index('units_organization_total_area_idx').on(t.organization_id, t.total_area),
    index('units_organization_created_idx').on(t.organization_id, t.created_at),
    index('units_organization_updated_idx').on(t.organization_id, t.updated_at),
    index('units_views_idx').using('gin', t.views),
    // The default order of lists and exports (unit numbers in natural order, the stored key of
    // ./unit-number-key.ts); keyset pages of the export walk it.
    index('units_organization_number_key_idx').on(t.organization_id, t.unit_number_key, t.id),
    index('units_reserved_until_idx')
      .on(t.reserved_until)
      .where(sql`${t.status} = 'reserved'`),
    check('units_numbers_non_negative', sql`${t.bedrooms} >= 0 and ${t.internal_area} >= 0 and ${t.price} >= 0`),
    check('units_reservation_expiry', sql`(${t.status} = 'reserved') = (${t.reserved_until} is not null)`),
  ],
);

const unitOfRow = (name: string, t: { organization_id: AnyPgColumn; unit_id: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.organization_id, t.unit_id], foreignColumns: [units.organization_id, units.id] }).onDelete('cascade');

/** Every status change of a unit: who (null for the system, with `reason`), when, from → to. */
export const unitStatusHistory = pgTable(
  'unit_status_history',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    unit_id: integer('unit_id').notNull(),
    /**
     * The building the unit was in when it entered `to_status`, written with the change (a unit
     * moved later keeps its older entries' building); entries older than the column were given
     * the unit's building then by migration 0033. The sales report groups by it without reading
     * the units.
     */
    building_id: integer('building_id').notNull(),
    from_status: text('from_status').$type<UnitStatus>(),
    to_status: text('to_status').$type<UnitStatus>().notNull(),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<UnitStatusReason>(),
    reserved_until: timestamp('reserved_until', { withTimezone: true }),
    /**
     * The unit's price (minor units of its project's currency, fixed once the project has priced
     * units) when it entered `to_status`, written with the change; entries older than the column
     * were given the price the price history had for them by migration 0031. The sales report
     * sums it without reading the units' prices or their price history.
     */
    price: bigint('price', { mode: 'number' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unitOfRow('unit_status_history_unit_fk', t),
    buildingOfRow('unit_status_history_building_fk', t),
    index('unit_status_history_unit_idx').on(t.unit_id, t.created_at),
    // The absorption widget and the sales report: an organization's entries into a status by time.
    index('unit_status_history_organization_status_created_idx').on(t.organization_id, t.to_status, t.created_at),
    // The inventory snapshot's status filter: the units whose status changed since a day's end
    // (an index-only range, none for today).
    index('unit_status_history_organization_created_unit_idx').on(t.organization_id, t.created_at, t.unit_id),
    // The snapshot's past-day total by status: the entries that left a status since a day's end
    // (an index-only range; the entries into it read the (organization, status, time) index).
    index('unit_status_history_organization_from_created_idx')
      .on(t.organization_id, t.from_status, t.created_at)
      .where(sql`${t.from_status} is not null`),
  ],
);

/**
 * Every price a unit is given, from the day this table was added (docs/domain.md "Unit price
 * history"): written in the transaction of the change — a unit's creation (previous_price null),
 * an edit that changes its price, the price alone, the bulk creation. The inventory snapshot
 * report reads a unit's price on a past date from it.
 */
export const unitPriceHistory = pgTable(
  'unit_price_history',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    unit_id: integer('unit_id').notNull(),
    previous_price: bigint('previous_price', { mode: 'number' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [unitOfRow('unit_price_history_unit_fk', t), index('unit_price_history_unit_idx').on(t.unit_id, t.created_at)],
);

/**
 * The units of each (organization, building, status, bedrooms), counted and totalled (docs/architecture.md
 * "Unit counters"): kept by statement-level triggers on `units` (migration `0032_unit_counters`), so
 * every write of a unit — by any code path, a bulk insert, a cascade from a deleted building —
 * moves them in its own transaction. The inventory, availability and price per sq ft widgets read
 * these few rows instead of every unit. A group with no unit left has no row. `price` is in minor
 * units of the project's currency (a project's units share it, and it is fixed once it has one);
 * the `sized_*` columns total only the units with an internal area (> 0), as price per sq ft does.
 */
export const unitCounters = pgTable(
  'unit_counters',
  {
    organization_id: ownerOrganizationId(),
    building_id: integer('building_id').notNull(),
    status: text('status').$type<UnitStatus>().notNull(),
    bedrooms: integer('bedrooms').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    sized_units: bigint('sized_units', { mode: 'number' }).notNull(),
    sized_price: bigint('sized_price', { mode: 'number' }).notNull(),
    /** Sq ft, exact: the sum of the units' areas (hundredths) as numeric, so adding and taking away never drifts. */
    sized_area: numeric('sized_area').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.building_id, t.status, t.bedrooms] }), buildingOfRow('unit_counters_building_fk', t)],
);

/**
 * The status history's entries per (organization, status entered, day, building), counted and
 * priced (docs/architecture.md "Unit entries by day"): `day` is the entry's day in the
 * organization's time zone, `price` the sum of the prices the units had when they entered. Kept
 * by statement-level triggers on `unit_status_history` and on the organizations' time zone
 * (migration `0041_daily_counters`), so every write — any code path, a bulk insert, a
 * cascade — moves them in its own transaction. The absorption widget and the sales report read a
 * row per day and building instead of every entry of their period. A group with no entry has no row.
 */
export const unitEntriesByDay = pgTable(
  'unit_entries_by_day',
  {
    organization_id: ownerOrganizationId(),
    status: text('status').$type<UnitStatus>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    building_id: integer('building_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organization_id, t.status, t.day, t.building_id] }),
    buildingOfRow('unit_entries_by_day_building_fk', t),
  ],
);

/**
 * `unit_entries_by_day` summed per month (docs/architecture.md "Unit entries by month"): `month`
 * is the first day of the rows' month, in the organization's calendar as their days are. Kept by
 * statement-level triggers on `unit_entries_by_day` itself (migration `0043_unit_entries_by_month`),
 * so every write of a day row — an entry's, a re-zoning's, a cascade's — moves its month in the
 * same transaction, and a month row is always the sum of its day rows. A period's whole months
 * read these; its partial months read the day rows.
 */
export const unitEntriesByMonth = pgTable(
  'unit_entries_by_month',
  {
    organization_id: ownerOrganizationId(),
    status: text('status').$type<UnitStatus>().notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    building_id: integer('building_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organization_id, t.status, t.month, t.building_id] }),
    buildingOfRow('unit_entries_by_month_building_fk', t),
  ],
);

/** Exactly one owner (project, building or unit) per media row. */
const oneOwner = (name: string, t: { project_id: AnyPgColumn; building_id: AnyPgColumn; unit_id: AnyPgColumn }) =>
  check(name, sql`(${t.project_id} is not null)::int + (${t.building_id} is not null)::int + (${t.unit_id} is not null)::int = 1`);

export const inventoryImages = pgTable(
  'inventory_images',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    project_id: integer('project_id'),
    building_id: integer('building_id'),
    unit_id: integer('unit_id'),
    kind: text('kind').$type<ImageKind>().notNull(),
    position: integer('position').notNull().default(0),
    ...storedImage,
    uploaded_by: uploadedBy(),
    created_at: createdAt(),
  },
  (t) => [
    projectOfRow('inventory_images_project_fk', t),
    buildingOfRow('inventory_images_building_fk', t),
    unitOfRow('inventory_images_unit_fk', t),
    oneOwner('inventory_images_one_owner', t),
    index('inventory_images_project_idx').on(t.project_id, t.kind, t.position),
    index('inventory_images_building_idx').on(t.building_id, t.kind, t.position),
    index('inventory_images_unit_idx').on(t.unit_id, t.kind, t.position),
    // The upload quota sums a user's files on every upload (services/upload-quota.ts): read off the index.
    index('inventory_images_uploader_idx').on(t.uploaded_by, t.size),
  ],
);

export const projectAmenities = pgTable(
  'project_amenities',
  {
    organization_id: ownerOrganizationId(),
    project_id: integer('project_id').notNull(),
    amenity_id: integer('amenity_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.project_id, t.amenity_id] }),
    projectOfRow('project_amenities_project_fk', t),
    foreignKey({
      name: 'project_amenities_amenity_fk',
      columns: [t.organization_id, t.amenity_id],
      foreignColumns: [amenities.organization_id, amenities.id],
    }).onDelete('cascade'),
    index('project_amenities_amenity_idx').on(t.amenity_id),
  ],
);

export const buildingAmenities = pgTable(
  'building_amenities',
  {
    organization_id: ownerOrganizationId(),
    building_id: integer('building_id').notNull(),
    amenity_id: integer('amenity_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.building_id, t.amenity_id] }),
    buildingOfRow('building_amenities_building_fk', t),
    foreignKey({
      name: 'building_amenities_amenity_fk',
      columns: [t.organization_id, t.amenity_id],
      foreignColumns: [amenities.organization_id, amenities.id],
    }).onDelete('cascade'),
    index('building_amenities_amenity_idx').on(t.amenity_id),
  ],
);

/** A 360° view: an uploaded equirectangular image (file columns) or a hosted tour (tour_url). */
export const media360 = pgTable(
  'media360',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    project_id: integer('project_id'),
    building_id: integer('building_id'),
    unit_id: integer('unit_id'),
    title: text('title').notNull(),
    kind: text('kind').$type<Media360Kind>().notNull(),
    tour_url: text('tour_url'),
    file_path: text('file_path'),
    thumbnail_path: text('thumbnail_path'),
    file_name: text('file_name'),
    content_type: text('content_type'),
    size: integer('size'),
    uploaded_by: uploadedBy(),
    created_at: createdAt(),
  },
  (t) => [
    projectOfRow('media360_project_fk', t),
    buildingOfRow('media360_building_fk', t),
    unitOfRow('media360_unit_fk', t),
    oneOwner('media360_one_owner', t),
    check(
      'media360_kind_source',
      sql`(${t.kind} = 'tour' and ${t.tour_url} is not null) or (${t.kind} = 'image' and ${t.file_path} is not null)`,
    ),
    index('media360_project_idx').on(t.project_id),
    index('media360_building_idx').on(t.building_id),
    index('media360_unit_idx').on(t.unit_id),
    // The upload quota sums a user's files on every upload (services/upload-quota.ts): read off the index.
    index('media360_uploader_idx').on(t.uploaded_by, t.size),
  ],
);

export const videoLinks = pgTable(
  'video_links',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    project_id: integer('project_id'),
    building_id: integer('building_id'),
    unit_id: integer('unit_id'),
    title: text('title'),
    provider: text('provider').$type<VideoProvider>().notNull(),
    video_id: text('video_id').notNull(),
    url: text('url').notNull(),
    embed_url: text('embed_url').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    projectOfRow('video_links_project_fk', t),
    buildingOfRow('video_links_building_fk', t),
    unitOfRow('video_links_unit_fk', t),
    oneOwner('video_links_one_owner', t),
    index('video_links_project_idx').on(t.project_id),
    index('video_links_building_idx').on(t.building_id),
    index('video_links_unit_idx').on(t.unit_id),
  ],
);

export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    building_id: integer('building_id').notNull(),
    name: text('name').notNull(),
    installments: jsonb('installments').$type<Installment[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('payment_plans_organization_id_id_unique').on(t.organization_id, t.id),
    buildingOfRow('payment_plans_building_fk', t),
    index('payment_plans_building_idx').on(t.building_id, t.name),
    index('payment_plans_building_created_idx').on(t.building_id, t.created_at),
  ],
);
