// Request bodies and list filters of the inventory calls (docs/api.md "Inventory and sales"). Rules
// that need the database (amenities are the organization's, the project is in scope) are the
// services'. Payment plans have their own schema (payment-plans.ts), units theirs (units.ts).
import { z } from 'zod';
import { dateField } from './dates.ts';
import { blankToNull, idField, numberField, optionalText, projectCurrencyField, requiredText } from './fields.ts';
import { BUILDING_SORTS, EMBED_SECTIONS, IMAGE_KINDS, PROJECT_SORTS, PROJECT_STATUSES } from '../inventory.ts';
import { listQuerySchema } from './lists.ts';
import { leadEmailField, leadPhoneField } from './crm.ts';

const optionalNumber = (label: string, min: number, max: number, integer = false) =>
  z.preprocess(blankToNull, numberField(label, { min, max, integer }).nullable());

/** A calendar date (YYYY-MM-DD) that exists, or null. */
const optionalDate = (label: string) => z.preprocess(blankToNull, dateField(label).nullable());

const status = z.enum(PROJECT_STATUSES, { error: `The status must be one of: ${PROJECT_STATUSES.join(', ')}.` });

const amenityIds = z
  .array(idField('amenity id'), { error: 'The amenity ids must be a list.' })
  .max(200, 'The amenity ids must not have more than 200 items.')
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** The `updated_at` an update was based on (docs/api.md "Versions"). */
const basedOn = z.string().optional();

export const projectBody = z
  .object({
    name: requiredText('name', 150),
    city: requiredText('city', 100),
    community: optionalText('community', 150),
    address: optionalText('address', 300),
    latitude: optionalNumber('latitude', -90, 90),
    longitude: optionalNumber('longitude', -180, 180),
    status,
    launch_date: optionalDate('launch date'),
    handover_date: optionalDate('handover date'),
    construction_progress: optionalNumber('construction progress', 0, 100, true).transform((value) => (value as number | null) ?? 0),
    description: optionalText('description', 10_000),
    regulator_number: optionalText('regulator number', 100),
    escrow_account: optionalText('escrow account', 100),
    /** Left out: the organization's on create, unchanged on update. */
    currency: z.preprocess(blankToNull, projectCurrencyField.nullable()).optional(),
    amenity_ids: amenityIds,
    updated_at: basedOn,
  })
  .superRefine((body, context) => {
    if ((body.latitude === null) !== (body.longitude === null)) {
      context.addIssue({
        code: 'custom',
        path: [body.latitude === null ? 'latitude' : 'longitude'],
        message: 'Give both the latitude and the longitude, or neither.',
      });
    }
    if (body.launch_date && body.handover_date && body.handover_date < body.launch_date) {
      context.addIssue({ code: 'custom', path: ['handover_date'], message: 'The handover date must not be before the launch date.' });
    }
  });
export type ProjectBody = z.output<typeof projectBody>;

export const buildingBody = z.object({
  project_id: idField('project id'),
  name: requiredText('name', 150),
  floors: optionalNumber('floors', 1, 300, true),
  status,
  handover_date: optionalDate('handover date'),
  description: optionalText('description', 10_000),
  amenity_ids: amenityIds,
  updated_at: basedOn,
});
export type BuildingBody = z.output<typeof buildingBody>;

export const amenityBody = z.object({
  name: requiredText('name', 100),
  icon: z.preprocess(
    blankToNull,
    z
      .string({ error: 'The icon must be a string.' })
      .trim()
      .regex(/^[a-z0-9_]{1,60}$/, 'The icon must be an icon name (lowercase letters, digits and underscores).')
      .nullable(),
  ),
  description: optionalText('description', 2000),
});
export type AmenityBody = z.output<typeof amenityBody>;

/**
 * The text field of an image upload; the files (`images[]`) are multipart parts only the server
 * sees, so its routes add them (uploadedFilesSchema, src/server/http/uploads.ts).
 */
export const imageUploadFields = {
  kind: z.enum(IMAGE_KINDS, { error: `The kind must be one of: ${IMAGE_KINDS.join(', ')}.` }),
};

export const reorderBody = z.object({
  ids: z.array(idField('image id'), { error: 'The ids field is required.' }).min(1, 'The ids field is required.').max(500),
});

/** A media item's owner: exactly one of a project, a building or a unit. */
const ownerFields = {
  project_id: z.preprocess(blankToNull, idField('project id').nullable()).optional(),
  building_id: z.preprocess(blankToNull, idField('building id').nullable()).optional(),
  unit_id: z.preprocess(blankToNull, idField('unit id').nullable()).optional(),
};

function exactlyOneOwner(
  body: { project_id?: number | null; building_id?: number | null; unit_id?: number | null },
  context: z.RefinementCtx,
) {
  const owners = [body.project_id, body.building_id, body.unit_id].filter((value) => value !== null && value !== undefined).length;
  if (owners !== 1) context.addIssue({ code: 'custom', path: ['project_id'], message: 'Choose exactly one project, building or unit.' });
}

export const mediaOwnerQuery = z.object(ownerFields).superRefine(exactlyOneOwner);
export type MediaOwner = z.output<typeof mediaOwnerQuery>;

const httpsUrl = (label: string) =>
  z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(2000, `The ${label} must not be greater than 2000 characters.`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, `The ${label} must be a valid https:// address.`);

/** The text fields of a 360 item; its route adds the optional `image` file part and checks them with checkMedia360. */
export const media360Fields = {
  ...ownerFields,
  title: requiredText('title', 150),
  tour_url: z.preprocess(blankToNull, httpsUrl('tour url').nullable()).optional(),
};
export type Media360Fields = z.output<z.ZodObject<typeof media360Fields>>;

/** One owner, and an uploaded image or a tour address: exactly one of the two. */
export function checkMedia360(body: Media360Fields & { image?: unknown }, context: z.RefinementCtx) {
  exactlyOneOwner(body, context);
  const hasTour = body.tour_url !== null && body.tour_url !== undefined;
  if (hasTour === (body.image !== undefined)) {
    context.addIssue({
      code: 'custom',
      path: [hasTour ? 'tour_url' : 'image'],
      message: 'Upload a 360° image or give a tour address (https), not both.',
    });
  }
}

export const videoLinkBody = z
  .object({
    ...ownerFields,
    title: optionalText('title', 150),
    url: requiredText('url', 2000),
  })
  .superRefine(exactlyOneOwner);
export type VideoLinkBody = z.output<typeof videoLinkBody>;

const booleanLike = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: 'The field must be true or false.' }),
);

export const embedBody = z.object({
  enabled: booleanLike,
  show: z
    .object(
      Object.fromEntries(EMBED_SECTIONS.map((section) => [section, booleanLike.optional()])) as Record<
        (typeof EMBED_SECTIONS)[number],
        z.ZodOptional<typeof booleanLike>
      >,
    )
    .default({}),
  /** A new token: the old snippet stops working. */
  regenerate_token: booleanLike.optional(),
});
export type EmbedBody = z.output<typeof embedBody>;

/**
 * POST embed/projects/{token}/enquiries: a visitor's enquiry from a public page (docs/api.md
 * "Embeds"). Fields it does not name (the `locale` every client call carries, an `owner_id` or
 * `source` someone adds) are dropped, never written. `website` is a honeypot a person never sees
 * (it must stay empty); `form_token` is the token the page was given, which proves the form was
 * filled over a few seconds, not posted by a script.
 */
export const embedEnquiryBody = z.object(
  {
    name: requiredText('name', 200),
    phone: leadPhoneField.refine((value) => value !== null, 'The phone field is required.'),
    email: leadEmailField.optional().transform((value) => value ?? null),
    message: optionalText('message', 2000)
      .optional()
      .transform((value) => value ?? null),
    consent: z.literal(true, { error: 'Please agree to be contacted about this project.' }),
    website: z.literal('', { error: 'This field must be left empty.' }).optional(),
    form_token: z.string({ error: 'The form token is required.' }).min(1, 'The form token is required.').max(500),
  },
  { error: 'The enquiry must be an object.' },
);
export type EmbedEnquiryBody = z.output<typeof embedEnquiryBody>;

const optionalFilterId = (label: string) =>
  z
    .preprocess(blankToNull, idField(label).nullable())
    .optional()
    .transform((value) => value ?? undefined);

export const projectFilters = {
  city: z.string().trim().max(100).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  developer_organization_id: optionalFilterId('developer organization id'),
};

export const buildingFilters = {
  ...projectFilters,
  project_id: optionalFilterId('project id'),
};

/** The projects list and its export read the same query: one filter, one order. */
export const projectListQuery = listQuerySchema({ sortable: PROJECT_SORTS, defaultSort: 'name', filters: projectFilters });
/** The buildings list and its export read the same query. */
export const buildingListQuery = listQuerySchema({ sortable: BUILDING_SORTS, defaultSort: 'name', filters: buildingFilters });
