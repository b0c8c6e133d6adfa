// Request schema of the payment reminder settings (PUT sales/reminder-settings).
import { z } from 'zod';
import { MAX_REMINDER_STEP, MAX_REMINDER_STEPS, MIN_REMINDER_STEP } from '../sale-reminders.ts';
import { providerSchema } from './messenger.ts';

const step = z
  .number({ error: 'Each step must be a whole number of days.' })
  .int('Each step must be a whole number of days.')
  .min(MIN_REMINDER_STEP, `A step may not be more than ${-MIN_REMINDER_STEP} days before the due date.`)
  .max(MAX_REMINDER_STEP, `A step may not be more than ${MAX_REMINDER_STEP} days after the due date.`);

export const saleReminderSettingsBody = z
  .object({
    enabled: z.boolean({ error: 'Say whether reminders are on.' }),
    provider: providerSchema,
    steps: z
      .array(step, { error: 'The steps must be a list of days.' })
      .max(MAX_REMINDER_STEPS, `At most ${MAX_REMINDER_STEPS} steps.`)
      .refine((steps) => new Set(steps).size === steps.length, 'Each step may appear only once.')
      .transform((steps) => [...steps].sort((a, b) => a - b)),
  })
  .refine((body) => !body.enabled || body.steps.length > 0, {
    path: ['steps'],
    message: 'Choose at least one step to turn reminders on.',
  });
export type SaleReminderSettingsBody = z.output<typeof saleReminderSettingsBody>;
