// The inventory's vocabulary (docs/domain.md "Inventory") and the shapes the inventory calls answer
// with (docs/api.md "Inventory and sales": amenities, projects, buildings, images, 360 media, video
// links, embeds, payment plans). Shared by the server's rules and the client's screens.
// No Node or DOM APIs here. Sale offers join with their own issue.
import type { UnitType } from './crm.ts';
import type { Installment, ScheduledInstallment } from './schemas/payment-plans.ts';

export const PROJECT_STATUSES = ['off_plan', 'under_construction', 'ready'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** Buildings share the projects' statuses. */
export const BUILDING_STATUSES = PROJECT_STATUSES;
export type BuildingStatus = ProjectStatus;

/** What an uploaded image is to its project or building: only `gallery` has an order. */
export const IMAGE_KINDS = ['image', 'gallery', 'floor_plate', 'pdf_image', 'logo'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const DUE_TYPES = ['on_booking', 'months_after_booking', 'construction_percent', 'on_handover', 'months_after_handover'] as const;
export type DueType = (typeof DUE_TYPES)[number];
/** Due types whose `due_value` counts months (1..600). */
export const MONTH_DUE_TYPES: readonly DueType[] = ['months_after_booking', 'months_after_handover'];
/** Due types whose `due_value` is a construction percentage (1..100). */
export const PERCENT_DUE_TYPES: readonly DueType[] = ['construction_percent'];

/** A unit's views (GET inventory/views/options answers them as options). */
export const VIEWS = [
  'sea',
  'city',
  'marina',
  'park',
  'pool',
  'golf',
  'burj_khalifa',
  'community',
  'lagoon',
  'garden',
  'canal',
  'skyline',
] as const;

/** A view's name in English: the API's view options and the English client messages both read it. */
export const VIEW_LABELS: Record<(typeof VIEWS)[number], string> = {
  sea: 'Sea',
  city: 'City',
  marina: 'Marina',
  park: 'Park',
  pool: 'Pool',
  golf: 'Golf course',
  burj_khalifa: 'Burj Khalifa',
  community: 'Community',
  lagoon: 'Lagoon',
  garden: 'Garden',
  canal: 'Canal',
  skyline: 'Skyline',
};
export type View = (typeof VIEWS)[number];

export const PROJECT_SORTS = [
  'name',
  'city',
  'community',
  'status',
  'handover_date',
  'construction_progress',
  'created_at',
  'updated_at',
  'id',
] as const;
export const BUILDING_SORTS = ['name', 'floors', 'status', 'handover_date', 'created_at', 'updated_at', 'id'] as const;
export const AMENITY_SORTS = ['name', 'created_at', 'id'] as const;
export const PAYMENT_PLAN_SORTS = ['name', 'created_at', 'id'] as const;

/** docs/domain.md "Unit": a unit's sale status. */
export const UNIT_STATUSES = ['available', 'reserved', 'booked', 'sold', 'blocked'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/**
 * The next statuses each status may move to (docs/domain.md "Unit"). `sold` is final: only a caller
 * with inventory.units.reopen_sold may move a sold unit back (to any other status), see `allowedNextStatuses`.
 */
export const UNIT_STATUS_TRANSITIONS: Readonly<Record<UnitStatus, readonly UnitStatus[]>> = {
  available: ['reserved', 'booked', 'blocked'],
  reserved: ['available', 'booked'],
  booked: ['sold', 'available'],
  blocked: ['available'],
  sold: [],
};

/** The statuses a unit in `from` may move to; `mayReopenSold` (inventory.units.reopen_sold) also reopens a sold unit. */
export function allowedNextStatuses(from: UnitStatus, mayReopenSold: boolean): readonly UnitStatus[] {
  if (from === 'sold' && mayReopenSold) return UNIT_STATUSES.filter((status) => status !== 'sold');
  return UNIT_STATUS_TRANSITIONS[from];
}

/** Why a status changed when no person changed it. */
export const UNIT_STATUS_REASONS = ['reservation_expired'] as const;
export type UnitStatusReason = (typeof UNIT_STATUS_REASONS)[number];

export const ORIENTATIONS = ['north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** Statuses of units in words, for exports and documents (the screens' English messages are these too; Arabic: vocabulary-ar.ts). */
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  booked: 'Booked',
  sold: 'Sold',
  blocked: 'Blocked',
};

/** Statuses of projects and buildings in words, for exports (the screens' English messages are these too; Arabic: vocabulary-ar.ts). */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  off_plan: 'Off-plan',
  under_construction: 'Under construction',
  ready: 'Ready',
};

/** Orientations in words, for exports (the screens' English messages are these too; Arabic: vocabulary-ar.ts). */
export const ORIENTATION_LABELS: Record<Orientation, string> = {
  north: 'North',
  north_east: 'North-east',
  east: 'East',
  south_east: 'South-east',
  south: 'South',
  south_west: 'South-west',
  west: 'West',
  north_west: 'North-west',
};

/**
 * Unit numbers sort naturally ("2", "101", "102", "1001"; "A-2" before "A-10"): each run of digits
 * counts as a number, letters regardless of case. The key pads every digit run to
 * UNIT_NUMBER_DIGITS (a unit number is at most 30 characters, so no number is longer) and lowers
 * the rest; keys compare by code point. The server orders by the same key in SQL
 * (`unitNumberSortKey` in src/server/modules/inventory/units.queries.ts), so both sides agree.
 */
export const UNIT_NUMBER_DIGITS = 30;

export function unitNumberSortKey(unitNumber: string): string {
  return unitNumber.replace(/[0-9]+/g, (digits) => digits.padStart(UNIT_NUMBER_DIGITS, '0')).toLowerCase();
}

/** Array.prototype.sort comparator for unit numbers (natural order, then as written). */
export function compareUnitNumbers(a: string, b: string): number {
  const left = unitNumberSortKey(a);
  const right = unitNumberSortKey(b);
  if (left !== right) return left < right ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

export const UNIT_SORTS = [
  'unit_number',
  'floor',
  'type',
  'bedrooms',
  'internal_area',
  'total_area',
  'price',
  'price_per_sqft',
  'status',
  'created_at',
  'updated_at',
  'id',
] as const;

/** Bulk unit generation: at most this many units per call. */
export const MAX_BULK_UNITS = 5_000;
/** A reservation's `reserved_until` may be at most this many days ahead. */
export const MAX_RESERVATION_DAYS = 30;

/** A 360 item is an uploaded equirectangular image or the https address of a hosted tour. */
export const MEDIA360_KINDS = ['image', 'tour'] as const;
export type Media360Kind = (typeof MEDIA360_KINDS)[number];

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/**
 * The sections of a project's public page the developer may switch on (the name and the cover
 * are always shown). `unit_mix` counts the units by type and bedrooms, `prices` adds the lowest
 * available price (overall and per unit mix row), `enquiry` is the form that sends a lead.
 */
export const EMBED_SECTIONS = ['facts', 'description', 'gallery', 'availability', 'unit_mix', 'prices', 'enquiry'] as const;
export type EmbedSection = (typeof EMBED_SECTIONS)[number];
export type EmbedShow = Record<EmbedSection, boolean>;

/** Upload limits: bytes per image and files per call (`images[]`). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 20;
/** Width of the thumbnails lists and galleries load. */
export const THUMBNAIL_WIDTH = 320;

/** An image of a project, building or amenity; both urls are authenticated GET routes. */
export interface InventoryImage {
  id: number;
  kind: ImageKind;
  /** Gallery order (0-based); other kinds keep their upload order. */
  position: number;
  file_name: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  url: string;
  thumbnail_url: string;
  created_at: string;
}

export interface AmenityImage {
  id: number;
  file_name: string;
  url: string;
  thumbnail_url: string;
}

export interface AmenityRef {
  id: number;
  name: string;
  icon: string | null;
}

export interface Amenity {
  id: number;
  name: string;
  /** A Material icon name the client renders (e.g. `pool`), or null. */
  icon: string | null;
  description: string | null;
  images: AmenityImage[];
  projects_count: number;
  buildings_count: number;
  created_at: string;
  updated_at: string;
}

export interface Media360 {
  id: number;
  project_id: number | null;
  building_id: number | null;
  unit_id: number | null;
  title: string;
  kind: Media360Kind;
  /** The hosted tour (kind `tour`), else null. */
  tour_url: string | null;
  /** The equirectangular image and its thumbnail (kind `image`), else null. */
  url: string | null;
  thumbnail_url: string | null;
  created_at: string;
}

export interface VideoLink {
  id: number;
  project_id: number | null;
  building_id: number | null;
  unit_id: number | null;
  title: string | null;
  provider: VideoProvider;
  video_id: string;
  /** The address the developer gave. */
  url: string;
  /** What the client plays in an iframe (youtube-nocookie or player.vimeo.com). */
  embed_url: string;
  created_at: string;
}

/** A project as lists answer it. */
export interface Project {
  id: number;
  organization_id: number;
  developer_name: string;
  name: string;
  city: string;
  community: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  status: ProjectStatus;
  launch_date: string | null;
  handover_date: string | null;
  /** 0..100 */
  construction_progress: number;
  description: string | null;
  regulator_number: string | null;
  escrow_account: string | null;
  /** ISO 4217: what its units, plans and offers are priced in. */
  currency: string;
  amenity_ids: number[];
  cover_thumbnail_url: string | null;
  buildings_count: number;
  created_at: string;
  updated_at: string;
}

/** Units by status (project and building show pages, the public embed). */
export interface UnitAvailability {
  available: number;
  reserved: number;
  booked: number;
  sold: number;
  blocked: number;
  total: number;
}

export interface ProjectCounts {
  buildings: number;
  floors: number;
  images: number;
}

/** GET inventory/projects/{id}: the list fields plus everything the show page needs. */
export interface ProjectDetail extends Project {
  counts: ProjectCounts;
  amenities: AmenityRef[];
  /** Every image of every kind: gallery in its order first, then the other kinds by upload. */
  images: InventoryImage[];
  media360: Media360[];
  video_links: VideoLink[];
  availability: UnitAvailability;
}

export interface Building {
  id: number;
  organization_id: number;
  developer_name: string;
  project_id: number;
  project_name: string;
  /** ISO 4217, its project's. */
  currency: string;
  name: string;
  floors: number | null;
  status: BuildingStatus;
  handover_date: string | null;
  description: string | null;
  amenity_ids: number[];
  cover_thumbnail_url: string | null;
  payment_plans_count: number;
  created_at: string;
  updated_at: string;
}

export interface BuildingDetail extends Building {
  amenities: AmenityRef[];
  images: InventoryImage[];
  media360: Media360[];
  video_links: VideoLink[];
  payment_plans: PaymentPlan[];
  availability: UnitAvailability;
}

export type { Installment };

export interface PaymentPlan {
  id: number;
  building_id: number;
  name: string;
  installments: Installment[];
  created_at: string;
  updated_at: string;
}

/** GET/PUT inventory/projects/{id}/embed */
export interface EmbedSettings {
  enabled: boolean;
  token: string;
  show: EmbedShow;
  /** The public page's address and the iframe HTML that shows it. */
  url: string;
  snippet: string;
  /** The project's version: the settings are part of it (docs/api.md "Versions"). */
  updated_at: string;
}

/** PUT inventory/projects/{id}/embed: sections left out keep their current choice. */
export interface EmbedSettingsInput {
  enabled: boolean;
  show?: Partial<EmbedShow>;
  /** A new token: the old snippet stops working. */
  regenerate_token?: boolean;
}

/** Flat filters of GET inventory/projects (and its export and options). */
export interface ProjectListFilters {
  city?: string;
  status?: ProjectStatus;
  /** Sales manager: one of his assigned developer organizations (403 otherwise). */
  developer_organization_id?: number;
}

/** Flat filters of GET inventory/buildings (and its export); `city` is the project's. */
export interface BuildingListFilters extends ProjectListFilters {
  project_id?: number;
}

/** One building in the public availability summary (units join with their own issue). */
export interface EmbedBuildingSummary {
  name: string;
  floors: number | null;
  status: BuildingStatus;
  handover_date: string | null;
}

export interface EmbedAvailability {
  buildings: number;
  floors: number;
  building_list: EmbedBuildingSummary[];
  /** The project's units by status. */
  units: UnitAvailability;
}

/** An image of the public page: both urls are public GET routes under `embed/projects/{token}`. */
export interface PublicImage {
  url: string;
  thumbnail_url: string;
}

/** One row of the public unit mix: the units of one type and bedroom count. */
export interface EmbedUnitMixRow {
  type: UnitType;
  bedrooms: number;
  total: number;
  available: number;
  /** Minor units of `prices.currency`: the lowest price of the row's available units (section `prices` only). */
  price_from?: number | null;
}

/** GET embed/projects/{token}: only the sections the developer chose are present. */
export interface PublicProjectEmbed {
  name: string;
  developer_name: string;
  show: EmbedShow;
  /** The first uploaded cover image (kind `image`); else the first gallery image when the gallery is shown. */
  cover: PublicImage | null;
  facts?: { city: string; community: string | null; status: ProjectStatus; handover_date: string | null };
  description?: string | null;
  gallery?: PublicImage[];
  availability?: EmbedAvailability;
  unit_mix?: EmbedUnitMixRow[];
  /** The lowest price of the project's available units (null when none is available). */
  prices?: { currency: string; price_from: number | null };
  /** The enquiry form's signed, timestamped token (docs/api.md "Embeds"): sent back with the enquiry. */
  enquiry?: { form_token: string };
}

/** Enquiries: the least time a person takes to fill the form, and how long a form token lasts. */
export const ENQUIRY_MIN_FILL_SECONDS = 3;
export const ENQUIRY_FORM_TOKEN_TTL_SECONDS = 24 * 3600;

/** GET inventory/buildings/no-units-banner */
export interface NoUnitsBuilding {
  id: number;
  name: string;
  project_id: number;
  project_name: string;
}

/** Where a unit stands and what it is, as unit lists and sale offers both answer it. Areas in sq ft. */
export interface UnitFacts {
  project_id: number;
  project_name: string;
  building_id: number;
  building_name: string;
  unit_number: string;
  floor: number;
  type: UnitType;
  /** 0 = studio */
  bedrooms: number;
  bathrooms: number | null;
  internal_area: number;
  balcony_area: number | null;
  /** internal + balcony */
  total_area: number;
}

/** A unit as lists answer it (GET inventory/units). Areas in sq ft, money in minor units. */
export interface UnitListRow extends UnitFacts {
  id: number;
  organization_id: number;
  developer_name: string;
  price: number;
  currency: string;
  /** price ÷ total area, rounded to whole minor units; null when the area is 0. */
  price_per_sqft: number | null;
  views: View[];
  orientation: Orientation | null;
  parking_spaces: number | null;
  service_charge: number | null;
  status: UnitStatus;
  /** When a reservation lapses (status reserved), else null. */
  reserved_until: string | null;
  status_changed_at: string | null;
  status_changed_by: number | null;
  status_changed_by_name: string | null;
  floor_plan_url: string | null;
  floor_plan_thumbnail_url: string | null;
  created_at: string;
  updated_at: string;
}

/** One status change of a unit; `changed_by` is null when the system made it (`reason`). */
export interface UnitStatusChange {
  id: number;
  from_status: UnitStatus | null;
  to_status: UnitStatus;
  changed_by: number | null;
  changed_by_name: string | null;
  reason: UnitStatusReason | null;
  reserved_until: string | null;
  created_at: string;
}

/** GET inventory/units/{id}: the list fields, the unit's media and its status history (newest first). */
export interface Unit extends UnitListRow {
  images: InventoryImage[];
  media360: Media360[];
  video_links: VideoLink[];
  status_history: UnitStatusChange[];
  /** The next statuses the caller may choose (UNIT_STATUS_TRANSITIONS, sold reopened by a DA). */
  next_statuses: UnitStatus[];
}

/** One cell of the availability matrix. */
export interface AvailabilityCell {
  id: number;
  unit_number: string;
  floor: number;
  type: UnitType;
  bedrooms: number;
  price: number;
  status: UnitStatus;
}

/** GET inventory/buildings/{id}/availability: floors from the top down, units in number order. */
export interface AvailabilityMatrix {
  building_id: number;
  building_name: string;
  currency: string;
  floors: { floor: number; units: AvailabilityCell[] }[];
  availability: UnitAvailability;
}

/** GET inventory/units/{id}/plans: each plan of the unit's building, scheduled on its price. */
export interface UnitPlan {
  plan: PaymentPlan;
  price: number;
  currency: string;
  /** Dates the schedule was computed from (booking = today unless the unit is booked/sold). */
  booking_date: string | null;
  handover_date: string | null;
  installments: ScheduledInstallment[];
  total: number;
}

/** One unit POST inventory/buildings/{id}/units/bulk would create. */
export type BulkUnitRow = Pick<
  UnitListRow,
  'unit_number' | 'floor' | 'type' | 'bedrooms' | 'bathrooms' | 'internal_area' | 'balcony_area' | 'price' | 'views'
>;

/** The bulk call's answer: the units (preview) or those saved (`created` true). */
export interface BulkUnitsPreview {
  building_id: number;
  count: number;
  created: boolean;
  units: BulkUnitRow[];
}

/** GET utils/sale-offer-filter-limits: bounds over the caller's available units (null when none). */
export interface SaleOfferFilterLimits {
  price_min: number | null;
  price_max: number | null;
  area_min: number | null;
  area_max: number | null;
  bedrooms_min: number | null;
  bedrooms_max: number | null;
}

/**
 * A bulk numbering pattern applied to one unit: `{floor}` and `{index}` (1-based in its floor),
 * each optionally zero-padded to a width (`{floor:02}`, `{index:03}`). Other text is kept.
 * "{floor}{index:02}" on floor 12, index 3 → "1203".
 */
export function renderUnitNumber(pattern: string, floor: number, index: number): string {
  return pattern.replace(/\{(floor|index)(?::(\d{1,2}))?\}/g, (_match, name: string, width: string | undefined) => {
    const value = name === 'floor' ? floor : index;
    const text = String(Math.abs(value)).padStart(width ? Number(width) : 0, '0');
    return value < 0 ? `-${text}` : text;
  });
}

/** A pattern is usable when it names {index} (or the units of a floor would share a number). */
export function isUnitNumberPattern(pattern: string): boolean {
  return /\{index(?::\d{1,2})?\}/.test(pattern);
}

/** A video address → provider and id, or null when it is neither YouTube nor Vimeo. */
export function parseVideoUrl(input: string): { provider: VideoProvider; video_id: string; embed_url: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = segments[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (segments[0] === 'watch') youtubeId = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) youtubeId = segments[1] ?? null;
  }
  if (youtubeId !== null) {
    return /^[A-Za-z0-9_-]{11}$/.test(youtubeId)
      ? { provider: 'youtube', video_id: youtubeId, embed_url: `https://www.youtube-nocookie.com/embed/${youtubeId}` }
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const numeric = [...segments].reverse().find((segment) => /^\d{1,12}$/.test(segment));
    if (!numeric) return null;
    return { provider: 'vimeo', video_id: numeric, embed_url: `https://player.vimeo.com/video/${numeric}` };
  }
  return null;
}
