// Every message the API may answer with has its Arabic (docs/architecture.md "Messages in two
// languages"): the sentences written in src/server and src/shared/schemas
// (tests/shared/support/server-messages.ts) against the catalog src/shared/messages/ar-messages.ts,
// and every label a message helper is given against src/shared/messages/ar-attributes.ts.
import { describe, expect, it } from 'vitest';
import { arabicApiMessages } from '../../src/shared/messages/ar.ts';
import { arabicAttributes } from '../../src/shared/messages/ar-attributes.ts';
import { arabicMessages } from '../../src/shared/messages/ar-messages.ts';
import { PLACEHOLDER, sourceLabels, sourceMessages } from './support/server-messages.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a pattern its placeholders match anything in (`:label` in the catalog, `:_` in the source). */
function patternOf(text: string, placeholder: RegExp): RegExp {
  return new RegExp(`^${text.split(placeholder).map(escapeRegExp).join('[\\s\\S]*')}$`);
}

const CATALOG_PLACEHOLDER = /:[a-z][a-z_]*/;
const SOURCE_PLACEHOLDER = new RegExp(escapeRegExp(PLACEHOLDER));
const catalogPatterns = Object.keys(arabicMessages).map((english) => ({ english, pattern: patternOf(english, CATALOG_PLACEHOLDER) }));

/** A source message the catalog words: exactly, or a catalog template and the source template fit each other. */
function coveredBy(text: string): string | undefined {
  if (!text.includes(PLACEHOLDER)) return arabicApiMessages.message(text) === text ? undefined : text;
  const sourcePattern = patternOf(text, SOURCE_PLACEHOLDER);
  return catalogPatterns.find(({ english, pattern }) => sourcePattern.test(english) || pattern.test(text))?.english;
}

describe('the API answers in Arabic', () => {
  const messages = sourceMessages();

  it('finds the messages of the services and the shared schemas', () => {
    const texts = messages.map((message) => message.text);
    expect(texts).toContain('These credentials do not match our records.');
    expect(texts).toContain(`The ${PLACEHOLDER} field is required.`);
    expect(texts).toContain('This building has units; delete its units first.');
    expect(texts).not.toContain('Lead created.');
    expect(messages.length).toBeGreaterThan(300);
  });

  it('has the Arabic of every message the server may answer with', () => {
    const missing = messages
      .filter((message) => coveredBy(message.text) === undefined)
      .map((message) => `${message.file}: ${message.text}`);
    expect(missing).toEqual([]);
  });

  it('has the Arabic of every field label a message embeds', () => {
    expect(sourceLabels().filter((label) => arabicAttributes[label] === undefined)).toEqual([]);
  });

  it('leaves no English words in a translated message', () => {
    const english = messages
      .filter((message) => !message.text.includes(PLACEHOLDER))
      .map((message) => arabicApiMessages.message(message.text))
      .filter((translation) => /\b[a-z]{3,} [a-z]{3,}\b/.test(translation));
    expect(english).toEqual([]);
  });

  it('keeps every placeholder of the English in its Arabic, and adds none', () => {
    const names = (text: string) => [...text.matchAll(/:([a-z][a-z_]*)/g)].map((match) => match[1]).sort();
    const mismatched = Object.entries(arabicMessages).filter(([english, arabic]) => names(english).join() !== names(arabic).join());
    expect(mismatched).toEqual([]);
  });

  it('translates a label inside a message and keeps names, numbers and codes', () => {
    expect(arabicApiMessages.message('The building id must be a positive integer.')).toBe('يجب أن تكون قيمة معرّف المبنى عددًا صحيحًا موجبًا.');
    expect(arabicApiMessages.message('The full name field must not be greater than 255 characters.')).toBe(
      'يجب ألا يزيد عدد أحرف حقل الاسم الكامل على 255.',
    );
    expect(arabicApiMessages.message('This unit is priced in KWD, the offer in AED: an offer holds units of one currency.')).toBe(
      'هذه الوحدة مسعّرة بـKWD وعرض البيع بـAED: يضم عرض البيع وحدات بعملة واحدة.',
    );
    expect(arabicApiMessages.message('Units A-101, A-102 are no longer available.')).toBe('الوحدات A-101, A-102 لم تعد متاحة.');
  });

  it('leaves a message it does not know in English', () => {
    expect(arabicApiMessages.message('Something nobody wrote down.')).toBe('Something nobody wrote down.');
  });

  it('counts the more errors of a 422 in Arabic plural forms', () => {
    expect([1, 2, 3, 11, 100].map((count) => arabicApiMessages.moreErrors(count))).toEqual([
      '(وخطأ آخر)',
      '(وخطآن آخران)',
      '(و3 أخطاء أخرى)',
      '(و11 خطأً آخر)',
      '(و100 خطأ آخر)',
    ]);
  });
});
