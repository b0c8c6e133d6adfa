// A period cut into its whole months and the days left at its ends (wholeMonthsOf), as the
// entries per month read it (docs/architecture.md "Unit entries by month"): every day of the
// period lands in exactly one part, and no day outside it.
import { describe, expect, it } from 'vitest';
import { wholeMonthsOf, type DayRange } from '../../src/server/modules/dashboards/status-entries.queries.ts';
import { addDays } from '../../src/shared/time-zones.ts';

describe('wholeMonthsOf', () => {
  it.each([
    [
      { from: '2025-11-27', to: '2026-11-27' },
      {
        months: { from: '2025-12-01', before: '2026-11-01' },
        days: [
          { from: '2025-11-27', to: '2025-11-30' },
          { from: '2026-11-01', to: '2026-11-27' },
        ],
      },
    ],
    [
      { from: '2025-09-01', to: '2026-07-31' },
      { months: { from: '2025-09-01', before: '2026-08-01' }, days: [] },
    ],
    [{ from: '2026-03-05', to: '2026-03-20' }, { days: [{ from: '2026-03-05', to: '2026-03-20' }] }],
    [
      { from: '2026-03-01', to: '2026-03-31' },
      { months: { from: '2026-03-01', before: '2026-04-01' }, days: [] },
    ],
    [{ from: '2026-01-31', to: '2026-02-01' }, { days: [{ from: '2026-01-31', to: '2026-02-01' }] }],
    [
      { from: '2024-02-01', to: '2024-02-29' },
      { months: { from: '2024-02-01', before: '2024-03-01' }, days: [] },
    ],
    [
      { from: '2025-12-15', to: '2026-01-31' },
      { months: { from: '2026-01-01', before: '2026-02-01' }, days: [{ from: '2025-12-15', to: '2025-12-31' }] },
    ],
    [{ to: '2026-05-10' }, { months: { from: undefined, before: '2026-05-01' }, days: [{ from: '2026-05-01', to: '2026-05-10' }] }],
    [{ from: '2026-05-10' }, { months: { from: '2026-06-01', before: undefined }, days: [{ from: '2026-05-10', to: '2026-05-31' }] }],
    [{}, { months: { from: undefined, before: undefined }, days: [] }],
  ] as [DayRange, ReturnType<typeof wholeMonthsOf>][])('%o', (period, split) => {
    expect(wholeMonthsOf(period)).toEqual(split);
  });

  it('covers every day of a period once and no other, for starts over six weeks and ends over a year', () => {
    const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
    const parts = (day: string, split: ReturnType<typeof wholeMonthsOf>) =>
      (split.months &&
      (split.months.from === undefined || day >= split.months.from) &&
      (split.months.before === undefined || firstOfMonth(day) < split.months.before)
        ? 1
        : 0) + split.days.filter(({ from, to }) => (from === undefined || day >= from) && (to === undefined || day <= to)).length;
    const wrong: string[] = [];
    let periods = 0;
    for (let start = '2025-01-25'; start < '2025-03-08'; start = addDays(start, 1)) {
      for (let end = addDays(start, -2); end < addDays(start, 400); end = addDays(end, 7)) {
        periods++;
        const split = wholeMonthsOf({ from: start, to: end });
        for (let day = addDays(start, -40); day <= addDays(end, 40); day = addDays(day, 1)) {
          if (parts(day, split) !== (day >= start && day <= end ? 1 : 0)) wrong.push(`${day} in ${start}..${end}`);
        }
      }
    }
    expect(periods).toBeGreaterThan(2_000);
    expect(wrong).toEqual([]);
  });
});
