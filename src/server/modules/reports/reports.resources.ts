// The response schemas of the report routes (src/shared/reports.ts has their meaning).
import { z } from 'zod';
import { LEAD_SOURCES, UNIT_TYPES } from '../../../shared/crm.ts';
import { UNIT_STATUSES } from '../../../shared/inventory.ts';
import { RECORDED_SALE_STATUSES, SALE_STATUSES, SNAPSHOT_PRICE_SOURCES } from '../../../shared/reports.ts';
import { listMetaSchema } from '../../http/lists.ts';

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const salesByPeriodResponse = z.object({
  data: z.array(
    z.object({
      period: z.string(),
      project_id: z.number().int(),
      project_name: z.string(),
      currency: z.string(),
      status: z.enum(SALE_STATUSES),
      units: z.number().int(),
      value: z.number().int(),
    }),
  ),
  meta: listMetaSchema,
  period: periodSchema,
});

export const salesRecordedResponse = z.object({
  data: z.array(
    z.object({
      period: z.string(),
      project_id: z.number().int(),
      project_name: z.string(),
      currency: z.string(),
      status: z.enum(RECORDED_SALE_STATUSES),
      sales: z.number().int(),
      value: z.number().int(),
    }),
  ),
  meta: listMetaSchema,
  period: periodSchema,
});

export const inventorySnapshotResponse = z.object({
  data: z.array(
    z.object({
      unit_id: z.number().int(),
      unit_number: z.string(),
      building_id: z.number().int(),
      building_name: z.string(),
      project_id: z.number().int(),
      project_name: z.string(),
      type: z.enum(UNIT_TYPES),
      bedrooms: z.number().int(),
      currency: z.string(),
      status: z.enum(UNIT_STATUSES),
      price: z.number().int(),
      price_source: z.enum(SNAPSHOT_PRICE_SOURCES),
      current_status: z.enum(UNIT_STATUSES),
    }),
  ),
  meta: listMetaSchema,
  date: z.string(),
});

export const pipelineMovementResponse = z.object({
  data: z.array(
    z.object({
      pipeline_id: z.number().int(),
      pipeline_name: z.string(),
      stage_id: z.number().int(),
      stage_name: z.string(),
      added: z.number().int(),
      moved_in: z.number().int(),
      moved_out: z.number().int(),
    }),
  ),
});

export const leadSourcePerformanceResponse = z.object({
  data: z.array(
    z.object({
      source: z.enum(LEAD_SOURCES),
      leads: z.number().int(),
      converted: z.number().int(),
      conversion_rate: z.number(),
      won_deals: z.number().int(),
      won_value: z.array(z.object({ currency: z.string(), value: z.number().int() })),
    }),
  ),
});
