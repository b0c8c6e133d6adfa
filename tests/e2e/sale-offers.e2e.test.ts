// Sale offers end to end, against the one shared server: the sales manager builds an offer of
// three Skyline Builders units (a building, three units ticked, a custom plan applied to all),
// gives a discount once the units are known, changes it on the draft's details, downloads its
// PDF, and the PDF's text shows one page per unit, the discount and who sells. The text is read by inflating
// the content streams (node:zlib) and decoding the strings of the Tj/TJ operators, through each
// font's ToUnicode map when it has one (embedded fonts write glyph ids).
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser.ts';

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    let start = match.index + match[0].indexOf(body) + streamAt + 'stream'.length;
    if (text[start] === '\r') start++;
    if (text[start] === '\n') start++;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const raw = Buffer.from(text.slice(start, start + length), 'latin1');
    objects.set(Number(match[1]), { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** A ToUnicode CMap as code (hex) → text. */
function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(pair[1]!.toLowerCase(), unicode(pair[2]!.replace(/\s/g, '')));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const width = range[1]!.length;
      const from = parseInt(range[1]!, 16);
      const to = parseInt(range[2]!, 16);
      // A target may hold several UTF-16 units with spaces between them (a ligature: <0066 0066>).
      const targets = [...range[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((target) => target[1]!.replace(/\s/g, ''));
      for (let code = from; code <= to; code++) {
        const key = code.toString(16).padStart(width, '0');
        const first = targets[0] ?? '';
        if (range[3]!.startsWith('[')) map.set(key, unicode(targets[code - from] ?? ''));
        else map.set(key, unicode((parseInt(first, 16) + code - from).toString(16).padStart(first.length, '0')));
      }
    }
  }
  return map;
}

function decodeString(token: string, cmap: Map<string, string> | undefined): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s/g, '').toLowerCase();
    if (!cmap) return Buffer.from(hex, 'hex').toString('latin1');
    const width = [...cmap.keys()][0]?.length ?? 2;
    return (hex.match(new RegExp(`.{${width}}`, 'g')) ?? []).map((code) => cmap.get(code) ?? '').join('');
  }
  return token
    .slice(1, -1)
    .replace(/\\([nrtbf()\\])/g, (_match, escaped: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[escaped] ?? escaped);
}

/** The text of each page, in page order. */
function pdfPageTexts(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const ref = (dictionary: string, key: string) => Number(new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dictionary)?.[1]);
  const pagesRoot = [...objects.values()].find(
    (object) => /\/Type\s*\/Pages\b/.test(object.dictionary) && !/\/Parent\b/.test(object.dictionary),
  );
  const pageIds: number[] = [];
  const walk = (id: number) => {
    const object = objects.get(id)!;
    if (/\/Type\s*\/Page\b/.test(object.dictionary)) pageIds.push(id);
    else for (const kid of /\/Kids\s*\[([^\]]*)\]/.exec(object.dictionary)?.[1]?.matchAll(/(\d+) 0 R/g) ?? []) walk(Number(kid[1]));
  };
  walk(Number([...objects.entries()].find(([, object]) => object === pagesRoot)![0]));

  return pageIds.map((pageId) => {
    const page = objects.get(pageId)!.dictionary;
    const resourcesId = ref(page, 'Resources');
    const resources = Number.isNaN(resourcesId) ? page : objects.get(resourcesId)!.dictionary;
    const fontsBlock = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, Map<string, string> | undefined>();
    for (const font of fontsBlock.matchAll(/\/(\S+?)\s+(\d+) 0 R/g)) {
      const toUnicode = ref(objects.get(Number(font[2]))?.dictionary ?? '', 'ToUnicode');
      fonts.set(font[1]!, Number.isNaN(toUnicode) ? undefined : parseCMap(objects.get(toUnicode)!.stream!.toString('latin1')));
    }
    const contentIds = /\/Contents\s*\[([^\]]*)\]/
      .exec(page)?.[1]
      ?.match(/\d+(?= 0 R)/g)
      ?.map(Number) ?? [ref(page, 'Contents')];
    const content = contentIds.map((id) => objects.get(id)!.stream!.toString('latin1')).join('\n');
    let cmap: Map<string, string> | undefined;
    const parts: string[] = [];
    const tokens = /\/(\S+)\s+[\d.]+\s+Tf|(\[(?:[^\]\\]|\\.)*\])\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g;
    for (const token of content.matchAll(tokens)) {
      if (token[1]) cmap = fonts.get(token[1]);
      else if (token[2])
        parts.push([...token[2].matchAll(/<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g)].map((piece) => decodeString(piece[0], cmap)).join(''));
      else if (token[3]) parts.push(decodeString(token[3], cmap));
    }
    return parts.join(' ');
  });
}

const suffix = randomBytes(4).toString('hex');
const clientName = `Client ${suffix}`;
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ signedInAs: 'sales@demo.test' });
});

afterAll(async () => {
  await browser?.close();
});

/** A custom plan of 10 % on booking and 90 % on handover for the unit shown in `section`. */
async function saveCustomPlan(page: Page, unitNumber: string) {
  const section = page.getByRole('region', { name: new RegExp(`^Unit ${unitNumber},`) });
  await section.getByRole('radio', { name: 'Custom installments' }).check();
  const first = section.getByRole('group', { name: 'Installment 1' });
  await first.getByLabel('Label').fill('Booking');
  await first.getByLabel('Percentage').fill('10');
  await section.getByRole('button', { name: 'Add installment' }).click();
  const second = section.getByRole('group', { name: 'Installment 2' });
  await second.getByLabel('Label').fill('Handover');
  await second.getByLabel('Percentage').fill('90');
  await second.getByRole('combobox', { name: 'Due' }).click();
  await page.getByRole('option', { name: 'On handover', exact: true }).click();
  await section.getByRole('button', { name: `Save the plan of unit ${unitNumber}` }).click();
  await section.getByText('Current plan: Custom plan').waitFor();
}

describe('sale offers', () => {
  it('lets a sales manager build an offer of three units with plans and a discount, and download its PDF', async () => {
    const page = await browser.newPage();

    // The draft, for one of his developer organizations.
    await page.goto('/inventory/sale-offers');
    await page.getByRole('link', { name: 'New sale offer' }).click();
    await page.waitForURL('**/inventory/sale-offers/create');
    await page.getByRole('combobox', { name: 'Developer' }).click();
    await page.getByRole('option', { name: 'Skyline Builders' }).click();
    await page.getByLabel('Client name').fill(clientName);
    await page.getByLabel('Client email').fill(`client-${suffix}@example.test`);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/inventory\/sale-offers\/\d+\/show\/units$/);
    const offerPath = new URL(page.url()).pathname.replace(/\/units$/, '');

    // Three available units of the first matching building.
    await page.getByRole('region', { name: 'Buildings' }).getByRole('button').first().click();
    const picks = page.getByRole('region', { name: 'Available units' }).getByRole('checkbox', { disabled: false });
    await picks.first().waitFor();
    const unitNumbers: string[] = [];
    for (let index = 0; index < 3; index++) {
      const checkbox = picks.nth(index);
      unitNumbers.push((await checkbox.getAttribute('aria-label'))!.replace(/^Select unit /, ''));
      await checkbox.check();
    }
    await page.getByRole('button', { name: 'Add 3 selected units' }).click();
    await page.getByText('3 units on this offer').waitFor();

    // A plan for the first, applied to all.
    await page.getByRole('link', { name: 'Next: payment plans' }).click();
    await page.waitForURL(`**${offerPath}/plans`);
    await saveCustomPlan(page, unitNumbers[0]!);
    await page.getByRole('button', { name: 'Apply this plan to all units' }).click();
    await page.getByText('Current plan: Custom plan').nth(2).waitFor();

    // The discount, now that the units' total is known.
    await page.getByLabel('Discount', { exact: true }).fill('50000');
    await page.getByRole('button', { name: 'Apply discount' }).click();
    await page.getByTestId('offer-discount').getByText('AED 50,000').waitFor();
    await page.getByRole('link', { name: 'Finish' }).click();
    await page.waitForURL(`**${offerPath}`);
    await page.getByRole('heading', { level: 1, name: /^Offer SO-/ }).waitFor();
    for (const unitNumber of unitNumbers) await page.getByRole('table', { name: `Schedule of unit ${unitNumber}` }).waitFor();

    // Still a draft: its details change from Edit.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**${offerPath}/details`);
    await page.getByLabel('Discount', { exact: true }).fill('75000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**${offerPath}`);
    await page.getByTestId('offer-discount').getByText('AED 75,000').waitFor();

    // The PDF: one page per unit, each naming its unit.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdfPageTexts(pdf);
    const text = pages.join('\n');
    expect(text).toContain(clientName);
    expect(text).toContain('Discount');
    expect(text).toContain('- AED 75,000');
    expect(text).toContain('Omar Haddad');
    for (const unitNumber of unitNumbers) {
      expect(pages.filter((text) => text.includes(unitNumber)).length, `pages naming unit ${unitNumber}`).toBeGreaterThanOrEqual(1);
    }
    // A unit's own page is headed "Unit <number>". A bare number is no proof: unit "202" also
    // stands in "2026" on every page, and the summary page lists every unit.
    const headed = (text: string, unitNumber: string) =>
      new RegExp(`Unit ${unitNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text);
    const unitPages = pages.filter((text) => unitNumbers.filter((unitNumber) => headed(text, unitNumber)).length === 1);
    expect(unitPages.length).toBeGreaterThanOrEqual(3);
    await page.close();
  });
});
