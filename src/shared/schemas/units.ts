// Request bodies and list filters of the unit calls (docs/api.md "Inventory and sales": inventory/units,
// their status, bulk generation). Rules that need the database (the building is the caller's,
// the unit number is free, the transition is allowed) are the services'.
import { z } from 'zod';
import { MAX_MONEY } from '../money.ts';
import { dateTimeField } from './dates.ts';
import { blankToNull, idField, numberField } from './fields.ts';
import { UNIT_TYPES } from '../crm.ts';
import { MAX_BULK_UNITS, ORIENTATIONS, UNIT_STATUSES, VIEWS, isUnitNumberPattern } from '../inventory.ts';

/**
 * The bounds of a unit's numbers. The unit bodies take them, and so does every filter on units
 * (the units list and the sale-offer buildings), so what one form or filter takes the others do.
 */
export const UNIT_LIMITS = {
  floor: { min: -10, max: 300 },
  bedrooms: { min: 0, max: 50 },
  bathrooms: { min: 0, max: 50 },
  parking_spaces: { min: 0, max: 50 },
  /** sq ft */
  area: { min: 0, max: 1_000_000 },
  /** minor units */
  price: { min: 0, max: MAX_MONEY },
} as const;

type Limits = { readonly min: number; readonly max: number };

const wholeNumber = (label: string, { min, max }: Limits) => numberField(label, { min, max, integer: true });

const area = (label: string) =>
  numberField(label, UNIT_LIMITS.area)
    .refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `The ${label} may have at most 2 decimals.`,
    )
    // Kept as the hundredths the check read: 3e-323 passes as 0.00 and is stored as 0, not as a
    // subnormal whose price per sq ft (price ÷ area) overflows every answer that shows the unit.
    .transform((value) => Math.round(value * 100) / 100);

const optional = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(blankToNull, schema.nullable())
    .optional()
    .transform((value) => (value ?? null) as z.output<T> | null);

const unitType = z.enum(UNIT_TYPES, { error: `The type must be one of: ${UNIT_TYPES.join(', ')}.` });
const views = z
  .array(z.enum(VIEWS, { error: `Each view must be one of: ${VIEWS.join(', ')}.` }), { error: 'The views must be a list.' })
  .max(VIEWS.length)
  .default([])
  .transform((list) => [...new Set(list)]);

const unitNumber = z
  .string({ error: 'The unit number field is required.' })
  .trim()
  .min(1, 'The unit number field is required.')
  .max(30, 'The unit number field must not be greater than 30 characters.')
  .regex(/^[\p{L}\p{N} ._\-/#]+$/u, 'The unit number may contain letters, digits, spaces and . _ - / #.');

/** What a unit is (its type, rooms and areas), as a unit and a bulk of units both give it. */
const unitLayoutShape = {
  type: unitType,
  bedrooms: wholeNumber('bedrooms', UNIT_LIMITS.bedrooms),
  bathrooms: optional(wholeNumber('bathrooms', UNIT_LIMITS.bathrooms)),
  internal_area: area('internal area'),
  balcony_area: optional(area('balcony area')),
};

export const unitBody = z.object({
  building_id: idField('building id'),
  unit_number: unitNumber,
  floor: wholeNumber('floor', UNIT_LIMITS.floor),
  ...unitLayoutShape,
  price: wholeNumber('price', UNIT_LIMITS.price),
  views,
  orientation: optional(z.enum(ORIENTATIONS, { error: `The orientation must be one of: ${ORIENTATIONS.join(', ')}.` })),
  parking_spaces: optional(wholeNumber('parking spaces', UNIT_LIMITS.parking_spaces)),
  service_charge: optional(wholeNumber('service charge', UNIT_LIMITS.price)),
  /** The status a new unit starts in (available unless given); an update moves it via PATCH …/status. */
  status: z.enum(UNIT_STATUSES, { error: `The status must be one of: ${UNIT_STATUSES.join(', ')}.` }).optional(),
  updated_at: z.string().optional(),
});
export type UnitBody = z.output<typeof unitBody>;

/** The sales manager's restricted edit: the price only (PUT inventory/units/{id}). */
export const unitPriceBody = z.object({ price: wholeNumber('price', UNIT_LIMITS.price), updated_at: z.string().optional() });

export const unitStatusBody = z.object({
  status: z.enum(UNIT_STATUSES, { error: `The status must be one of: ${UNIT_STATUSES.join(', ')}.` }),
  /** A reservation's expiry (ISO date-time), within MAX_RESERVATION_DAYS; default RESERVATION_HOURS. */
  reserved_until: z.preprocess(blankToNull, dateTimeField('reserved until').nullable()).optional(),
});
export type UnitStatusBody = z.output<typeof unitStatusBody>;

export const bulkUnitsBody = z
  .object({
    floor_from: wholeNumber('floor from', UNIT_LIMITS.floor),
    floor_to: wholeNumber('floor to', UNIT_LIMITS.floor),
    units_per_floor: wholeNumber('units per floor', { min: 1, max: 200 }),
    numbering_pattern: z
      .string({ error: 'The numbering pattern field is required.' })
      .trim()
      .min(1, 'The numbering pattern field is required.')
      .max(40, 'The numbering pattern must not be greater than 40 characters.')
      .refine(isUnitNumberPattern, 'The numbering pattern must contain {index} (e.g. "{floor}{index:02}").'),
    ...unitLayoutShape,
    base_price: wholeNumber('base price', UNIT_LIMITS.price),
    price_step_per_floor: wholeNumber('price step per floor', { min: -MAX_MONEY, max: MAX_MONEY }).default(0),
    views,
    preview: z
      .preprocess(
        (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
        z.boolean({ error: 'The preview field must be true or false.' }),
      )
      .default(false),
  })
  .superRefine((body, context) => {
    if (body.floor_to < body.floor_from)
      context.addIssue({ code: 'custom', path: ['floor_to'], message: 'The floor to must not be below the floor from.' });
    const count = (body.floor_to - body.floor_from + 1) * body.units_per_floor;
    if (count > MAX_BULK_UNITS)
      context.addIssue({
        code: 'custom',
        path: ['units_per_floor'],
        message: `At most ${MAX_BULK_UNITS} units per call (this would make ${count}).`,
      });
  });
export type BulkUnitsBody = z.output<typeof bulkUnitsBody>;

const optionalFilterId = (label: string) =>
  z
    .preprocess(blankToNull, idField(label).nullable())
    .optional()
    .transform((value) => value ?? undefined);
/** A number filter within the bounds of the unit field it filters; blank is no filter. */
const optionalFilterNumber = (label: string, limits: Limits, integer: boolean) =>
  z
    .preprocess(blankToNull, numberField(label, { ...limits, integer }).nullable())
    .optional()
    .transform((value) => value ?? undefined);

/**
 * The range filters on units' price (minor units), internal area and bedrooms: the units list and
 * the sale-offer buildings (GET inventory/sale-offers/filter-buildings) take these same fields.
 */
export const unitRangeFilters = {
  price_min: optionalFilterNumber('minimum price', UNIT_LIMITS.price, true),
  price_max: optionalFilterNumber('maximum price', UNIT_LIMITS.price, true),
  area_min: optionalFilterNumber('minimum area', UNIT_LIMITS.area, false),
  area_max: optionalFilterNumber('maximum area', UNIT_LIMITS.area, false),
  bedrooms: optionalFilterNumber('bedrooms', UNIT_LIMITS.bedrooms, true),
};

export const unitFilters = {
  developer_organization_id: optionalFilterId('developer organization id'),
  project_id: optionalFilterId('project id'),
  building_id: optionalFilterId('building id'),
  status: z.enum(UNIT_STATUSES, { error: `The status must be one of: ${UNIT_STATUSES.join(', ')}.` }).optional(),
  type: unitType.optional(),
  floor: optionalFilterNumber('floor', UNIT_LIMITS.floor, true),
  view: z.enum(VIEWS, { error: `The view must be one of: ${VIEWS.join(', ')}.` }).optional(),
  ...unitRangeFilters,
};
export type UnitFilters = { [K in keyof typeof unitFilters]?: z.output<(typeof unitFilters)[K]> };
