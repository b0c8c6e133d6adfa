// Arabic has six plural forms, and polyglot picks among them by count under the `ar` locale:
// 0, 1, 2, 3–10, 11–99, then 100 and up (100, 101, 102, 200…). A message that varies by
// %{smart_count} must give all six, or polyglot falls back to the first form for counts it lacks
// (and shows the plural form for a single item when only two are given).
export interface ArabicPluralForms {
  zero: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

/** The six forms, in polyglot's order and with its separator. */
export function arabicPlural(forms: ArabicPluralForms): string {
  return [forms.zero, forms.one, forms.two, forms.few, forms.many, forms.other].join(' |||| ');
}
