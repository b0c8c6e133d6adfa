// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
// English and Arabic hold the same messages: every key in both, the same %{placeholders}, no
// Arabic value left empty or still in English, and counted Arabic messages with all six of
// polyglot's Arabic plural forms (or one wording for every count).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { ar } from '../../src/client/i18n/ar.ts';
import { en } from '../../src/client/i18n/en.ts';

/** Values the same in both languages on purpose: names, codes and formats, not words. */
const SAME_IN_BOTH = new Set([
  'Realestate Platform',
  'WhatsApp Cloud',
  'IBAN',
  'PDF',
  'CN-1234567',
  'AE',
  '+971 4 555 0100',
  'info@gulfhorizon.example',
  'https://gulfhorizon.example',
]);

type Messages = { [key: string]: string | Messages };

/** Every leaf as [dotted key, value]. */
function leaves(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Latin letters outside the %{placeholders}: words a reader would see in English. */
const hasWords = (text: string) => /[A-Za-z]/.test(text.replace(/%\{[^}]+\}/g, ''));

const placeholders = (text: string) => [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();

const english = new Map(leaves(en as Messages));
const arabic = new Map(leaves(ar as Messages));

describe('Arabic and English messages', () => {
  it('have the same keys', () => {
    const onlyEnglish = [...english.keys()].filter((key) => !arabic.has(key));
    const onlyArabic = [...arabic.keys()].filter((key) => !english.has(key));
    expect(onlyEnglish, 'keys missing in Arabic').toEqual([]);
    expect(onlyArabic, 'keys missing in English').toEqual([]);
    expect(english.size).toBeGreaterThan(1000);
  });

  it('use the same placeholders for each key', () => {
    const differing = [...english].filter(
      ([key, text]) => arabic.has(key) && placeholders(text).join() !== placeholders(arabic.get(key)!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('leave no Arabic value empty or still in English', () => {
    const empty = [...arabic].filter(([key, text]) => text.trim() === '' && english.get(key)?.trim() !== '');
    const untranslated = [...arabic].filter(([key, text]) => text === english.get(key) && hasWords(text) && !SAME_IN_BOTH.has(text));
    expect(empty.map(([key]) => key)).toEqual([]);
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('give counted Arabic messages one form or all six', () => {
    const wrongForms = [...arabic].filter(([, text]) => ![1, 6].includes(text.split('||||').length));
    expect(wrongForms.map(([key, text]) => `${key}: ${text.split('||||').length} forms`)).toEqual([]);
  });
});

describe('Arabic counted messages under polyglot', () => {
  const translate = polyglotI18nProvider(() => ar, 'ar').translate;

  it('name a resource in the plural for react-admin titles (count 2) and the singular for one', () => {
    expect(translate('resources.inventory/units.name', { smart_count: 2 })).toBe('الوحدات');
    expect(translate('resources.inventory/units.name', { smart_count: 1 })).toBe('الوحدة');
  });

  it('agree the noun with its count', () => {
    const updated = (count: number) => translate('resources.crm/leads.notifications.updated', { smart_count: count });
    expect(updated(1)).toBe('تم تحديث العميل المحتمل');
    expect(updated(2)).toBe('تم تحديث عميلين محتملين');
    expect(updated(5)).toBe('تم تحديث 5 عملاء محتملين');
    expect(updated(11)).toBe('تم تحديث 11 عميلًا محتملًا');
    expect(updated(100)).toBe('تم تحديث 100 عميل محتمل');
    expect(translate('inventory.units.bedrooms_value', { smart_count: 3 })).toBe('3 غرف نوم');
  });
});
