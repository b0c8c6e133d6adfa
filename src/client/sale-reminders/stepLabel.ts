// A reminder step in words: "7 days before", "On the due date", "3 days late".
import type { TranslateFunction } from 'react-admin';

export function stepLabel(translate: TranslateFunction, days: number): string {
  if (days === 0) return translate('sale_reminders.steps.on_due_date');
  return translate(days < 0 ? 'sale_reminders.steps.before' : 'sale_reminders.steps.late', { smart_count: Math.abs(days) });
}
