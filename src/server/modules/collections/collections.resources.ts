// How collections leave the server: strict response schemas checked against the shared interfaces.
import { z } from 'zod';
import { COLLECTION_BUCKETS, type CollectionLine, type CollectionListMeta, type UnrecordedSaleUnit } from '../../../shared/collections.ts';
import { listMetaSchema, listResponseSchema } from '../../http/lists.ts';

const id = z.number().int();
const money = z.number().int();

export const collectionLineSchema = z.object({
  id,
  sale_id: id,
  organization_id: id,
  developer_name: z.string(),
  unit_id: id,
  unit_number: z.string(),
  building_id: id,
  building_name: z.string(),
  project_id: id,
  project_name: z.string(),
  buyer_names: z.string(),
  label: z.string(),
  sequence: z.number().int(),
  due_date: z.string(),
  amount: money,
  paid: money,
  open: money,
  days_late: z.number().int(),
  bucket: z.enum(COLLECTION_BUCKETS),
  currency: z.string(),
}) satisfies z.ZodType<CollectionLine>;

const totalsOfBucket = z.array(z.object({ currency: z.string(), lines: z.number().int(), open: money }));

export const collectionListSchema = z.object({
  data: z.array(collectionLineSchema),
  meta: listMetaSchema.extend({
    totals: z.object({ overdue: totalsOfBucket, due_today: totalsOfBucket, upcoming: totalsOfBucket }),
  }) satisfies z.ZodType<CollectionListMeta>,
});

export const unrecordedSaleUnitSchema = z.object({
  id,
  organization_id: id,
  developer_name: z.string(),
  unit_number: z.string(),
  building_id: id,
  building_name: z.string(),
  project_id: id,
  project_name: z.string(),
  status: z.enum(['booked', 'sold']),
  price: money,
  currency: z.string(),
  status_changed_at: z.string().nullable(),
}) satisfies z.ZodType<UnrecordedSaleUnit>;

export const unrecordedSaleListSchema = listResponseSchema(unrecordedSaleUnitSchema);
