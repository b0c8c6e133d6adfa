import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { arabicPluralForm } from '../../src/shared/arabic-plural.ts';

describe('arabicPluralForm', () => {
  it('picks the form CLDR gives each count', () => {
    const forms = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 200].map(arabicPluralForm);
    expect(forms).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'other', 'other', 'few', 'many', 'other']);
  });

  it('agrees with polyglot, which the client counts with', () => {
    const names = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
    const polyglot = polyglotI18nProvider(() => ({ n: names.join(' |||| ') }) as unknown as TranslationMessages, 'ar');
    for (let count = 0; count <= 250; count++) expect(polyglot.translate('n', { smart_count: count })).toBe(arabicPluralForm(count));
  });
});
