// The queries of the collections lists (docs/api.md "Collections"): the open lines' filters —
// developer organization, project, building, buyer text, bucket, due-date range — and the
// unrecorded sales' filters. Request schemas, shared with the client.
import { z } from 'zod';
import { COLLECTION_BUCKETS, COLLECTION_SORTS, UNRECORDED_SALE_SORTS } from '../collections.ts';
import { dateField } from './dates.ts';
import { blankToNull, idField } from './fields.ts';
import { listQuerySchema } from './lists.ts';

const optionalId = (label: string) => z.preprocess(blankToNull, idField(label).nullable().optional());

const placeFilters = {
  developer_organization_id: optionalId('developer organization id'),
  project_id: optionalId('project id'),
  building_id: optionalId('building id'),
};

export const collectionFilters = {
  ...placeFilters,
  buyer: z.preprocess(
    blankToNull,
    z
      .string({ error: 'The buyer must be a string.' })
      .trim()
      .max(150, 'The buyer must not be greater than 150 characters.')
      .nullable()
      .optional(),
  ),
  bucket: z.preprocess(
    blankToNull,
    z
      .enum(COLLECTION_BUCKETS, { error: `The bucket must be one of: ${COLLECTION_BUCKETS.join(', ')}.` })
      .nullable()
      .optional(),
  ),
  due_from: z.preprocess(blankToNull, dateField('due from').nullable().optional()),
  due_to: z.preprocess(blankToNull, dateField('due to').nullable().optional()),
};

export interface CollectionFilters {
  developer_organization_id?: number | null;
  project_id?: number | null;
  building_id?: number | null;
  buyer?: string | null;
  bucket?: (typeof COLLECTION_BUCKETS)[number] | null;
  due_from?: string | null;
  due_to?: string | null;
}

/** GET collections (and its export): oldest due first by default. */
export const collectionListQuery = listQuerySchema({
  sortable: COLLECTION_SORTS,
  defaultSort: 'due_date',
  defaultOrder: 'asc',
  filters: collectionFilters,
});

/** GET collections/unrecorded-sales: the units that moved most recently first. */
export const unrecordedSaleListQuery = listQuerySchema({
  sortable: UNRECORDED_SALE_SORTS,
  defaultSort: 'status_changed_at',
  defaultOrder: 'desc',
  filters: placeFilters,
});
