// Arabic has six plural forms (src/shared/arabic-plural.ts), and polyglot picks among them by
// count under the `ar` locale. A message that varies by %{smart_count} must give all six, or
// polyglot falls back to the first form for counts it lacks (and shows the plural form for a
// single item when only two are given).
import type { ArabicPluralForms } from '../../shared/arabic-plural.ts';

/** The six forms, in polyglot's order and with its separator. */
export function arabicPlural(forms: ArabicPluralForms): string {
  return [forms.zero, forms.one, forms.two, forms.few, forms.many, forms.other].join(' |||| ');
}

/**
 * A noun in the shapes Arabic counting needs. The dual is the oblique one (وحدتين), since
 * counted nouns here mostly follow a verbal noun or a preposition ("تم حذف وحدتين").
 */
export interface ArabicNoun {
  /** الوحدة */
  definite: string;
  /** وحدة: also the counted form from 100 up (١٠٠ وحدة) and for zero */
  singular: string;
  /** وحدة واحدة */
  one: string;
  /** وحدتين */
  dual: string;
  /** وحدات: counted from 3 to 10 */
  plural: string;
  /** وحدةً / عميلًا: counted from 11 to 99 */
  accusative: string;
}

/** "%{smart_count} units" in the six forms: ٠ وحدة، وحدة واحدة، وحدتين، ٣ وحدات، ١١ وحدةً، ١٠٠ وحدة. */
export function countedForms(noun: ArabicNoun): ArabicPluralForms {
  return {
    zero: `%{smart_count} ${noun.singular}`,
    one: noun.one,
    two: noun.dual,
    few: `%{smart_count} ${noun.plural}`,
    many: `%{smart_count} ${noun.accusative}`,
    other: `%{smart_count} ${noun.singular}`,
  };
}

/** A counted message: `sentence` wraps each of the noun's six counted forms. */
export function arabicCount(noun: ArabicNoun, sentence: (counted: string) => string): string {
  const forms = countedForms(noun);
  return arabicPlural({
    zero: sentence(forms.zero),
    one: sentence(forms.one),
    two: sentence(forms.two),
    few: sentence(forms.few),
    many: sentence(forms.many),
    other: sentence(forms.other),
  });
}

/** react-admin's created/updated/deleted notices of a resource (`resources.<name>.notifications`). */
export function recordNotifications(noun: ArabicNoun) {
  const done = (verbalNoun: string, nothing: string) =>
    arabicPlural({
      zero: `${nothing} أي ${noun.singular}`,
      one: `تم ${verbalNoun} ${noun.definite}`,
      two: `تم ${verbalNoun} ${noun.dual}`,
      few: `تم ${verbalNoun} %{smart_count} ${noun.plural}`,
      many: `تم ${verbalNoun} %{smart_count} ${noun.accusative}`,
      other: `تم ${verbalNoun} %{smart_count} ${noun.singular}`,
    });
  return {
    created: `تم إنشاء ${noun.definite}`,
    updated: done('تحديث', 'لم يتم تحديث'),
    deleted: done('حذف', 'لم يتم حذف'),
  };
}

/**
 * A resource's `name`: react-admin asks for it with smart_count 1 (one record) or 2 (titles and
 * the menu), and under `ar` polyglot reads 2 as the dual form, so every form but one's is the
 * plural.
 */
export function resourceName(singular: string, plural: string): string {
  return arabicPlural({ zero: plural, one: singular, two: plural, few: plural, many: plural, other: plural });
}
