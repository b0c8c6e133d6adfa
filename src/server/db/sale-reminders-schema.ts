// Payment reminders (docs/domain.md "Payment reminder"): each organization's settings, and one row
// per reminder of a schedule line at a step. Conventions as at the top of schema.ts. The unique
// (line, step) pair is what makes a reminder go out once, however many servers look at once.
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { MessageProvider } from '../../shared/contacts.ts';
import type { ReminderFailure } from '../../shared/sale-reminders.ts';
import { createdAt, timestamps } from './columns.ts';
import { messageLogs } from './contacts-schema.ts';
import { sales, saleScheduleLines } from './sales-schema.ts';
import { ownerOrganizationId, users } from './schema.ts';

/** When the organization reminds its buyers (off until saved on). One row per organization. */
export const saleReminderSettings = pgTable(
  'sale_reminder_settings',
  {
    organization_id: ownerOrganizationId().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    provider: text('provider').$type<MessageProvider>().notNull(),
    /** Days from the due date, ascending: −7 a week before, 0 on the day, 3 three days late. */
    steps: integer('steps').array().notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('sale_reminder_settings_enabled_idx')
      .on(t.organization_id)
      .where(sql`${t.enabled}`),
  ],
);

/**
 * A reminder of one line at one step: the message queued for it (the platform's message log), or
 * `failed` with the reason when none could be (no phone, no template for the provider).
 */
export const saleReminders = pgTable(
  'sale_reminders',
  {
    id: serial('id').primaryKey(),
    organization_id: ownerOrganizationId(),
    sale_id: integer('sale_id').notNull(),
    line_id: integer('line_id').notNull(),
    step_days: integer('step_days').notNull(),
    /** The line's due date when the reminder went out. */
    due_date: date('due_date').notNull(),
    language: text('language').notNull(),
    recipient_phone: text('recipient_phone'),
    message_log_id: integer('message_log_id').references(() => messageLogs.id, { onDelete: 'set null' }),
    /** `queued` once its message is; `failed` when nothing could be sent (then `reason` says why). */
    status: text('status').$type<'queued' | 'failed'>().notNull(),
    reason: text('reason').$type<ReminderFailure>(),
    created_at: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'sale_reminders_sale_fk',
      columns: [t.organization_id, t.sale_id],
      foreignColumns: [sales.organization_id, sales.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sale_reminders_line_fk',
      columns: [t.organization_id, t.line_id],
      foreignColumns: [saleScheduleLines.organization_id, saleScheduleLines.id],
    }).onDelete('cascade'),
    unique('sale_reminders_line_step_unique').on(t.line_id, t.step_days),
    index('sale_reminders_sale_idx').on(t.sale_id, t.created_at),
    check('sale_reminders_status_known', sql`${t.status} in ('queued', 'failed')`),
    check('sale_reminders_reason_known', sql`${t.reason} in ('no_phone', 'no_template')`),
    check('sale_reminders_failed_says_why', sql`(${t.status} = 'failed') = (${t.reason} is not null)`),
  ],
);
