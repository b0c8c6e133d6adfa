// How free-text search compares words (docs/api.md "Lists"): letter case, Arabic diacritics, the
// usual Arabic letter variants and Arabic-Indic digits do not count, so "محمد" finds "مُحَمَّد",
// "احمد" finds "أحمد" and "١٠١" finds "101".
// The server folds the user's term with `foldForSearch` and the column with the SQL function
// `search_fold` (migration `*_arabic_search.sql`): the two must stay the same mapping, letter for letter.

/** Tashkeel (fathatan … wasla-less marks, U+064B–U+065F), the superscript alef (U+0670) and tatweel (U+0640). */
import { toLatinDigits } from './digits.ts';

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** Each variant and the letter it is searched as: hamza-carrying and wasla alefs → alef, teh marbuta → heh, alef maksura → yeh, hamza on waw → waw, hamza on yeh → yeh. */
export const ARABIC_LETTER_VARIANTS: Readonly<Record<string, string>> = {
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0629': '\u0647', // ة → ه
  '\u0649': '\u064A', // ى → ي
  '\u0624': '\u0648', // ؤ → و
  '\u0626': '\u064A', // ئ → ي
};

const VARIANT_PATTERN = new RegExp(`[${Object.keys(ARABIC_LETTER_VARIANTS).join('')}]`, 'g');

/** The form a text is compared in: lower case, without Arabic marks, Arabic variants unified, Latin digits. */
export function foldForSearch(text: string): string {
  return toLatinDigits(text)
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(VARIANT_PATTERN, (letter) => ARABIC_LETTER_VARIANTS[letter] ?? letter);
}
