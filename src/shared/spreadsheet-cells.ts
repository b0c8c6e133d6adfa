// The one guard against formula injection (OWASP "CSV Injection", ASVS 5.0 1.2.10, CWE-1236) for
// every CSV and xlsx the product writes: a text cell that a spreadsheet could read as a formula is
// prefixed with a single quote. Numbers and dates the product itself formats stay what they are.

/** A cell as the writers take it: text, a number, a date, or empty. */
export type SpreadsheetValue = string | number | Date | null;

/**
 * What may start a formula: `=`, `+`, `-`, `@` (the ones spreadsheets evaluate), tab and carriage
 * return (which some readers skip before evaluating the rest), plus line feed and NUL (ASVS lists
 * NUL; a line feed is the other half of a line break). `+` and `-` are escaped before digits too:
 * `-2+3+cmd|' /C calc'!A0` starts with a digit after its sign, and a phone number in text losing
 * nothing but a visible quote is the price of that.
 */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/** Whether a spreadsheet could read this text as a formula. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** Text made inert for a spreadsheet: a leading `'` when it could start a formula. */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A cell as every writer must write it: text through `inertText`, anything else untouched (a
 * negative number written as a number stays a number; only text can carry a formula).
 */
export function spreadsheetCell<T extends SpreadsheetValue>(value: T): T {
  return (typeof value === 'string' ? inertText(value) : value) as T;
}
