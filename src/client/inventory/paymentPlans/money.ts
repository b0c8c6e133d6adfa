// Money as the UI shows it: integer minor units (fils) in, "AED 1,000,000.00" out.
export function formatMoney(minor: number, currency = 'AED', locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(minor / 100);
}
