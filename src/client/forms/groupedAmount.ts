// What an amount input shows while someone types: the digits with thousands grouped ("1,500,000"),
// the decimal point and at most the currency's decimals, and the amount that text means in minor
// units of the currency (the one money rule, src/shared/money.ts). English separators: the
// digits typed are ASCII whatever the reader's language.
import { currencyDecimals, minorToMajor, parseMoney } from '../../shared/money.ts';

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Typed text → the grouped text to show and its minor units (null when nothing is typed). */
export function groupTypedAmount(typed: string, currency: string): { text: string; minor: number | null } {
  const decimals = currencyDecimals(currency);
  const kept = typed.replace(/[^\d.]/g, '');
  const point = decimals > 0 ? kept.indexOf('.') : -1;
  const whole = (point === -1 ? kept.replace(/\./g, '') : kept.slice(0, point)).replace(/^0+(?=\d)/, '');
  const fraction =
    point === -1
      ? ''
      : kept
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, decimals);
  if (whole === '' && point === -1) return { text: '', minor: null };
  const shownWhole = whole === '' ? '0' : whole;
  const text = `${groupThousands(shownWhole)}${point === -1 ? '' : `.${fraction}`}`;
  return { text, minor: parseMoney(fraction === '' ? shownWhole : `${shownWhole}.${fraction}`, currency) };
}

/** Minor units → the text an amount input starts from: "1,500,000", "1,500.50", "12.345". */
export function amountInputText(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const [whole = '0', fraction = ''] = minorToMajor(minor, currency).toFixed(decimals).split('.');
  return `${groupThousands(whole)}${/[1-9]/.test(fraction) ? `.${fraction}` : ''}`;
}

/** Where the caret goes in `text` to sit after the `count`th digit or point, as it did before regrouping. */
export function caretAfter(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/[\d.]/.test(text[index]!)) seen++;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** How many digits and points stand before `caret` in `text`. */
export function amountCharsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/[^\d.]/g, '').length;
}
