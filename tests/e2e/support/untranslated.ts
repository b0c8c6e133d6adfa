// What "no untranslated text" means on an Arabic screen, checked in the browser. Two rules over
// the visible page, outside its data (table cells, deal cards, description values: names, emails,
// numbers and notes people typed, in any language):
//  1. no text, accessible name, tooltip or placeholder is an English message of the client (its
//     own messages and react-admin's, en.ts), whatever element shows it;
//  2. the chrome (app bar, menus, buttons, links, tabs, headings, labels, column headers,
//     pagination, helper texts, dialogs, those attributes) holds no Latin word other than a name
//     of the organization's records (`allowed`) or one the Arabic messages themselves use (PDF,
//     Excel, WhatsApp, currency codes).
import type { Page } from 'playwright-core';
import { ar } from '../../../src/client/i18n/ar.ts';
import { en } from '../../../src/client/i18n/en.ts';

/** Every message of a nested message object, by its dotted key. */
function flatten(messages: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const LATIN_WORD = /[A-Za-z]{2,}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English messages a screen must not show, as anchored, case-insensitive pattern sources: each
 * plural form on its own, `%{…}` standing for any text. Left out: those the Arabic messages keep
 * as they are (a product or file-format name) and those whose fixed words hold no Latin word.
 */
function englishPatterns(): string[] {
  const arabic = flatten(ar);
  const patterns = new Set<string>();
  for (const [key, message] of flatten(en)) {
    if (arabic.get(key) === message) continue;
    for (const form of message.split('||||').map((part) => part.trim())) {
      const literal = form.split(/%\{[^}]+\}/);
      if (!literal.some((part) => LATIN_WORD.test(part))) continue;
      patterns.add(`^${literal.map((part) => escape(part)).join('.+')}$`);
    }
  }
  return [...patterns];
}

/**
 * The capitalised Latin words of the Arabic messages: names the Arabic screens keep (PDF, Excel,
 * WhatsApp, Google Authenticator). Lower-case ones (a URL's scheme, a template's `{floor}`) are
 * not names and stay forbidden.
 */
function latinNamesOfArabic(): string[] {
  const words = new Set<string>();
  for (const message of flatten(ar).values())
    for (const [word] of message.replace(/%\{[^}]+\}/g, ' ').matchAll(/[A-Z][A-Za-z.]*[A-Za-z]/g)) words.add(word);
  return [...words];
}

const ENGLISH = englishPatterns();
const KEPT_LATIN = latinNamesOfArabic();

export interface ScreenData {
  /** Names of records shown in the chrome (a heading, a tab's title): data, in whatever script. */
  allowed: readonly string[];
}

/** Elements whose whole content is data: table and grid cells, deal cards, description values. */
const DATA_ZONES = ['td', '[role="gridcell"]', '[data-testid="deal-card"]', 'dd'].join(', ');
const CHROME = [
  'header',
  'nav',
  '[role="menu"]',
  '[role="tablist"]',
  'thead',
  '[role="columnheader"]',
  'label',
  'legend',
  'button',
  'a',
  '[role="button"]',
  '[role="tab"]',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  '.MuiTablePagination-root',
  '.MuiFormHelperText-root',
  '.MuiSelect-select',
  '.MuiAlert-root',
  '[role="dialog"]',
  '[role="tooltip"]',
].join(',');

/** The untranslated texts visible on the page, each with where it was found; [] when there is none. */
export async function untranslatedTexts(page: Page, data: ScreenData): Promise<string[]> {
  return page.evaluate(
    ({ english, kept, allowed, dataZones, chrome }) => {
      const patterns = english.map((source) => new RegExp(source, 'i'));
      // Longest first, so that "Vista Tower A" goes before "Vista" would.
      const names = [...allowed, ...kept].sort((a, b) => b.length - a.length);
      const currency = /\b[A-Z]{3}\b/g;
      const residue = (text: string) => names.reduce((rest, name) => rest.split(name).join(' '), text).replace(currency, ' ');
      const found: string[] = [];
      const check = (text: string, inChrome: boolean, where: string) => {
        const trimmed = text.replace(/\s+/g, ' ').trim();
        if (!trimmed || allowed.includes(trimmed)) return;
        if (patterns.some((pattern) => pattern.test(trimmed))) found.push(`English message ${where}: ${trimmed}`);
        else if (inChrome && /[A-Za-z]{2,}/.test(residue(trimmed))) found.push(`Latin text ${where}: ${trimmed}`);
      };
      const shown = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && element.getClientRects().length > 0;
      const describe = (element: Element) => `in <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(`${dataZones}, script, style`) || !shown(parent)) continue;
        check(node.textContent ?? '', parent.closest(chrome) !== null, describe(parent));
      }
      for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
        if (element.closest(dataZones) || !shown(element)) continue;
        for (const attribute of ['aria-label', 'title', 'placeholder']) {
          const value = element.getAttribute(attribute);
          // A name, tooltip or placeholder is chrome wherever its element is.
          if (value) check(value, true, `${attribute} of ${describe(element)}`);
        }
      }
      return [...new Set(found)];
    },
    {
      english: ENGLISH,
      kept: KEPT_LATIN,
      allowed: [...data.allowed],
      dataZones: DATA_ZONES,
      chrome: CHROME,
    },
  );
}

const ARABIC = flatten(ar);

/** An Arabic message by its dotted key, to find a control by its Arabic name. */
export function arabic(key: string): string {
  const message = ARABIC.get(key);
  if (message === undefined) throw new Error(`no Arabic message ${key}`);
  return message;
}
