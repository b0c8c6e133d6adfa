// Response shapes of the account calls: strict, so nothing beyond them leaves.
import { z } from 'zod';
import type { AppNotification, Device, SavedFilter } from '../../../shared/account.ts';
import { listResponseSchema } from '../../http/lists.ts';
import { meSchema } from '../auth/auth.resources.ts';

export const profileResponseSchema = meSchema.extend({ message: z.string() });

export const deviceSchema = z.object({
  id: z.number().int(),
  device_name: z.string(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  current: z.boolean(),
}) satisfies z.ZodType<Device>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<AppNotification>;

export const notificationListSchema = listResponseSchema(notificationSchema);

export const savedFilterSchema = z.object({
  id: z.number().int(),
  resource: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  created_at: z.string(),
}) satisfies z.ZodType<SavedFilter>;

export const savedFilterListSchema = listResponseSchema(savedFilterSchema);
