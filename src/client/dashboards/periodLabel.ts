// A week's or month's name on the dashboard, from its first day (YYYY-MM-DD, the organization's
// calendar, as the API gives it): "Jan 2026", or the week's Monday.
import type { AbsorptionInterval } from '../../shared/dashboards.ts';

export function periodLabel(day: string, interval: AbsorptionInterval, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    interval === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return date.toLocaleDateString(locale, options);
}
