// Amounts, numbers and dates as a document (a PDF) prints them in its language: the language's
// formatting tag (FORMAT_LOCALES in shared/languages.ts: Latin digits for Arabic, as Gulf business
// documents write them), through the one money and date formats (shared/money.ts,
// shared/date-format.ts). The invisible direction marks Intl adds for Arabic are left out, and
// no-break spaces become plain ones: the PDF's text helper orders each line by the bidi algorithm
// itself (services/pdf-text.ts), and a reader copies and searches "AED 1,000,000" as typed.
import { formatDate } from '../../shared/date-format.ts';
import { FORMAT_LOCALES, type Language } from '../../shared/languages.ts';
import { formatMoney } from '../../shared/money.ts';

const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;
const NO_BREAK_SPACES = /[\u00a0\u202f]/g;

const plain = (text: string) => text.replace(DIRECTION_MARKS, '').replace(NO_BREAK_SPACES, ' ');

export interface DocumentFormat {
  /** `minor` units of `currency` with its code: "AED 1,200,000", "1,200.500 KWD" in Arabic. */
  money(minor: number, currency: string): string;
  /** A calendar date (YYYY-MM-DD): "31 Dec 2026", "31 ديسمبر 2026". */
  date(isoDate: string): string;
  /** A number with grouped thousands and at most two decimals. */
  number(value: number): string;
}

export function documentFormat(language: Language): DocumentFormat {
  const locale = FORMAT_LOCALES[language];
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    money: (minor, currency) => plain(formatMoney(minor, currency, { locale })),
    date: (isoDate) => plain(formatDate(isoDate, { locale }) ?? isoDate),
    number: (value) => plain(numbers.format(value)),
  };
}
