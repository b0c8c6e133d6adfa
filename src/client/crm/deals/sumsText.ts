// A kanban figure summed per currency, as one text: "AED 1,200,000 + KWD 35,000". Amounts of two
// currencies are never added (docs/domain.md "Money"); with no deals it is zero of `fallback`.
import type { CurrencyTotal } from '../../../shared/deals.ts';

type Format = (minor: number, currency: string, wholeUnits?: boolean) => string;

export function sumsText(
  totals: readonly (Omit<CurrencyTotal, 'weighted_value'> & Partial<Pick<CurrencyTotal, 'weighted_value'>>)[],
  field: 'total_value' | 'weighted_value',
  fallback: string,
  format: Format,
): string {
  if (totals.length === 0) return format(0, fallback, true);
  return totals.map((total) => format(total[field] ?? 0, total.currency, true)).join(' + ');
}
