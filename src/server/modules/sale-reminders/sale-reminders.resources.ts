// How payment reminder settings and a sale's reminders leave the server: strict response schemas.
import { z } from 'zod';
import { MESSAGE_PROVIDERS, MESSAGE_STATUSES } from '../../../shared/contacts.ts';
import { REMINDER_FAILURES, type SaleReminder, type SaleReminderSettings } from '../../../shared/sale-reminders.ts';

export const saleReminderSettingsSchema = z.object({
  enabled: z.boolean(),
  provider: z.enum(MESSAGE_PROVIDERS),
  steps: z.array(z.number().int()),
  providers: z.array(z.enum(MESSAGE_PROVIDERS)),
}) satisfies z.ZodType<SaleReminderSettings>;

export const saleReminderSchema = z.object({
  id: z.number().int(),
  line_id: z.number().int(),
  line_label: z.string(),
  step_days: z.number().int(),
  due_date: z.string(),
  recipient_phone: z.string().nullable(),
  language: z.string(),
  provider: z.enum(MESSAGE_PROVIDERS).nullable(),
  status: z.enum(MESSAGE_STATUSES),
  reason: z.enum(REMINDER_FAILURES).nullable(),
  error: z.string().nullable(),
  message_log_id: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
}) satisfies z.ZodType<SaleReminder>;
