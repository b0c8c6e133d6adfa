// Payment reminders (docs/api.md "Payment reminders", docs/domain.md "Payment reminder"): when an
// organization reminds buyers of an installment, and what was sent. Shared by the server and the
// client; no Node or DOM APIs here.
import type { MessageProvider, MessageStatus } from './contacts.ts';

/**
 * A step is a number of days from a line's due date: −7 is a week before it, 0 the day itself,
 * 3 three days late. An organization has at most MAX_REMINDER_STEPS of them, within the bounds.
 */
export const MAX_REMINDER_STEPS = 8;
export const MIN_REMINDER_STEP = -60;
export const MAX_REMINDER_STEP = 365;

/** The steps an organization starts from before it saves its own (off until it turns them on). */
export const DEFAULT_REMINDER_STEPS = [-7, 0, 3, 14] as const;

/**
 * How late a step may still go out: a server that was down on a step's day sends it within this
 * many days after, unless a later step of the line has gone out since.
 */
export const REMINDER_CATCH_UP_DAYS = 3;

/** The variables a payment reminder template may use; every one is filled for every reminder. */
export const PAYMENT_REMINDER_FIELDS = [
  'buyer_name',
  'organization',
  'project',
  'building',
  'unit',
  'installment',
  'amount',
  'due_date',
  'days_late',
] as const;
export type PaymentReminderField = (typeof PAYMENT_REMINDER_FIELDS)[number];

export interface SaleReminderSettings {
  enabled: boolean;
  provider: MessageProvider;
  /** Ascending, distinct. */
  steps: number[];
  /** The providers this server can send through (the choice offered). */
  providers: MessageProvider[];
}

/** Why nothing could be sent for a reminder: the first buyer has no phone, or the platform no template. */
export const REMINDER_FAILURES = ['no_phone', 'no_template'] as const;
export type ReminderFailure = (typeof REMINDER_FAILURES)[number];

/**
 * The message's own status; `failed` with a `reason` when no message could be queued, or with the
 * provider's `error` when the message failed.
 */
export type SaleReminderStatus = MessageStatus;

export interface SaleReminder {
  id: number;
  line_id: number;
  line_label: string;
  step_days: number;
  due_date: string;
  recipient_phone: string | null;
  language: string;
  /** The provider of its message (null when none was queued). */
  provider: MessageProvider | null;
  status: SaleReminderStatus;
  reason: ReminderFailure | null;
  /** What the provider answered when the message failed (its own words). */
  error: string | null;
  message_log_id: number | null;
  created_at: string;
  sent_at: string | null;
}
