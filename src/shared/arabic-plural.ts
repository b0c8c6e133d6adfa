// Arabic's six plural forms and which one a count takes: 0, 1, 2, 3–10, 11–99, then 100 and up
// (100, 101, 102, 200…), by the count's last two digits past 100 (CLDR's rule, the one polyglot
// applies under `ar`). The client's messages give polyglot the six forms
// (src/client/i18n/arabicPlural.ts); the server's Arabic messages pick one here.
export interface ArabicPluralForms {
  zero: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

export function arabicPluralForm(count: number): keyof ArabicPluralForms {
  if (count === 0) return 'zero';
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}
