// Translating the API's English messages (docs/architecture.md "Messages in two languages"),
// Laravel's way: a catalog keyed by the English text, whose `:name` placeholders stand for the
// parts a message is built with ("The :label field is required."), and a table of the field labels
// and nouns those parts may be. A finished message is matched exactly first, then against the
// templates; a captured part that is a known label is translated, anything else (a name, a number,
// a code) is kept. A message the catalog lacks stays English: translating never throws.
import english from 'zod/v4/locales/en.js';
import type { ArabicPluralForms } from '../arabic-plural.ts';

export interface MessageCatalog {
  /** English message (with `:name` placeholders) → the same message in the catalog's language. */
  messages: Record<string, string>;
  /** English field label or noun, as messages embed it ("building id") → the language's. */
  attributes: Record<string, string>;
  /** The 422 summary's tail, "(and N more errors)", in each plural form; `:count` is the number. */
  moreErrors: ArabicPluralForms;
  /** Picks the plural form of a count. */
  pluralForm: (count: number) => keyof ArabicPluralForms;
  /** zod's own messages in the language (a zod locale's error map), for issues no schema worded. */
  zodLocaleError: (issue: ZodIssueLike) => string | undefined;
}

/** A zod issue as a failed parse reports it with `reportInput: true` (the input is what zod words "received …" from). */
export interface ZodIssueLike {
  code: string;
  message: string;
  input?: unknown;
}

/** The API's messages in one language; English's is the identity (src/shared/messages/english.ts). */
export interface MessageTranslator {
  message(english: string): string;
  /** A zod issue's message: zod's own words (no schema gave one) in the language, else `message` translated. */
  issue(issue: ZodIssueLike): string;
  /** "(and 2 more errors)" in the language. */
  moreErrors(count: number): string;
}

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

const PLACEHOLDER = /:([a-z][a-z_]*)/g;

/** What zod says in English when no schema worded the issue: an issue saying just that is zod's own. */
const zodEnglish = english().localeError as unknown as (issue: ZodIssueLike) => string | undefined;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(english: string, translation: string): Template {
  const names: string[] = [];
  const source = english
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, translation };
}

/** The number of literal characters: a template with more of them is the more specific one. */
const literalLength = (english: string) => english.replace(PLACEHOLDER, '').length;

export function createTranslator(catalog: MessageCatalog): MessageTranslator {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const keys = Object.keys(catalog.messages).sort((a, b) => literalLength(b) - literalLength(a));
  for (const english of keys) {
    const translation = catalog.messages[english]!;
    if (PLACEHOLDER.test(english)) templates.push(compile(english, translation));
    else exact.set(english, translation);
    PLACEHOLDER.lastIndex = 0;
  }
  const attributes = new Map(Object.entries(catalog.attributes));

  function message(english: string): string {
    const found = exact.get(english);
    if (found !== undefined) return found;
    for (const template of templates) {
      const match = template.pattern.exec(english);
      if (!match) continue;
      const params = new Map(template.names.map((name, index) => [name, match[index + 1]!]));
      return template.translation.replace(PLACEHOLDER, (whole, name: string) => {
        const value = params.get(name);
        if (value === undefined) return whole;
        return attributes.get(value) ?? value;
      });
    }
    return english;
  }

  return {
    message,
    issue(issue) {
      if (issue.message === zodEnglish(issue)) return catalog.zodLocaleError(issue) ?? issue.message;
      return message(issue.message);
    },
    moreErrors(count) {
      return catalog.moreErrors[catalog.pluralForm(count)].replace(':count', String(count));
    },
  };
}
