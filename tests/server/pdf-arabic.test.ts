// Arabic in the PDFs: an English sale offer and contract naming an Arabic buyer, project and party
// print those names (embedded Noto fonts, shaped, in bidi order), read back by poppler's pdftotext
// in logical order. Page 1 is also rendered to PNG for a person to look at (CI keeps no artifacts).
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderContractPdf } from '../../src/server/modules/contracts/contract.pdf.ts';
import { renderSaleOfferPdf } from '../../src/server/modules/sale-offers/sale-offer.pdf.ts';
import { renderPdf } from '../../src/server/services/pdf.ts';
import { textStyle, writeText } from '../../src/server/services/pdf-text.ts';
import type { SaleOfferDetail, SaleOfferUnit } from '../../src/shared/sale-offers.ts';
import { drawnWord, pdfPageCount, pdfPicture, pdfText, pdfWords } from './support/sale-offers.ts';

const BUYER = 'محمد عبدالله الهاشمي';
const PROJECT = 'أبراج الخليج';
const PICTURES = path.join(os.tmpdir(), 'rp-pdf-arabic');

/** pdftotext marks right-to-left lines with bidi embedding controls; the words are what matter. */
const readable = (text: string) => text.replace(/[\u202a-\u202e\u200e\u200f]/g, '');

/** The left edge of a word on the page: Latin as written, Arabic as drawn (its letters right to left). */
function leftOf(words: { word: string; x: number }[], word: string): number {
  const found = words.find((candidate) => candidate.word.replace(/[,.]$/, '') === drawnWord(word));
  if (!found) throw new Error(`"${word}" is not on the page: ${words.map((candidate) => candidate.word).join(' ')}`);
  return found.x;
}

/** Page 1 as a PNG in PICTURES, for a person to look at. */
function keepPicture(pdf: Buffer, name: string) {
  const picture = pdfPicture(pdf, PICTURES, name);
  if (picture) console.log(`PDF page 1 for a person to look at: ${picture}`);
}

function arabicOffer(): SaleOfferDetail {
  const unit: SaleOfferUnit = {
    unit_id: 1,
    position: 0,
    project_id: 1,
    project_name: PROJECT,
    building_id: 1,
    building_name: 'Tower A',
    unit_number: '1204',
    floor: 12,
    type: 'apartment',
    bedrooms: 2,
    bathrooms: 2,
    internal_area: 1200,
    balcony_area: null,
    total_area: 1200,
    views: ['sea'],
    unit_status: 'available',
    price: 120_000_000,
    floor_plan_url: null,
    payment_plan_id: null,
    payment_plan_name: null,
    custom_installments: false,
    installments: [],
    schedule: [],
  };
  return {
    id: 1,
    organization_id: 1,
    developer_name: 'Skyline Builders',
    number: 'SO-2026-000042',
    client_name: BUYER,
    client_email: 'buyer@example.test',
    client_phone: null,
    lead_id: null,
    lead_name: null,
    valid_until: '2026-12-31',
    status: 'draft',
    currency: 'AED',
    discount: 0,
    subtotal: 120_000_000,
    total: 120_000_000,
    units_count: 1,
    created_by: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    notes: `Unit 1204 — ${BUYER}, AED 1,200,000`,
    units: [unit],
    totals: { subtotal: 120_000_000, discount: 0, total: 120_000_000, units_count: 1 },
    can: { edit: true, delete: true },
  };
}

describe('Arabic in the PDFs', () => {
  it('prints an Arabic buyer and project in an English sale offer, in logical order', async () => {
    const pdf = await renderSaleOfferPdf({
      offer: arabicOffer(),
      developer: { name: 'Skyline Builders', phone: null, email: null },
      logo: null,
      coverImage: null,
      seller: null,
      floorPlans: new Map(),
      issuedOn: '2026-01-01',
      language: 'en',
    });
    keepPicture(pdf, 'sale-offer');
    expect(pdfPageCount(pdf)).toBe(3);
    const text = readable(pdfText(pdf));
    expect(text).toContain(BUYER);
    expect(text).toContain(PROJECT);
    // The English around them stays whole.
    expect(text).toContain('Prepared for');
    expect(text).toContain('Unit 1204');
    expect(text).toContain('AED 1,200,000');
    expect(text).not.toContain('dV-dV/');
  });

  it('keeps the Latin parts of a line that mixes Arabic, Latin and numbers', async () => {
    const pdf = await renderPdf({ title: 'mixed' }, (doc) => {
      textStyle(doc, 'regular', 12, '#000000');
      writeText(doc, `Unit 1204 — ${BUYER}, AED 1,200,000`, 56, 56, { width: 480 });
    });
    // pdftotext reads a line that is mostly Arabic from the right; each part keeps its own order.
    const line = readable(pdfText(pdf)).trim();
    expect(line).toContain('Unit 1204');
    expect(line).toContain('AED 1,200,000');
    expect(line).toContain(BUYER);
  });

  it('draws a mixed line in bidi order: left to right in English, right to left in Arabic', async () => {
    const line = `Unit 1204 — ${BUYER}, AED 1,200,000`;
    const english = pdfWords(
      await renderPdf({ title: 'ltr' }, (doc) => {
        textStyle(doc, 'regular', 12, '#000000');
        writeText(doc, line, 56, 56, { width: 480 });
      }),
    );
    // The Latin reads left to right around the name; the name's words read right to left.
    expect(leftOf(english, 'Unit')).toBeLessThan(leftOf(english, '1204'));
    expect(leftOf(english, '1204')).toBeLessThan(leftOf(english, 'عبدالله'));
    expect(leftOf(english, 'عبدالله')).toBeLessThan(leftOf(english, 'محمد'));
    expect(leftOf(english, 'محمد')).toBeLessThan(leftOf(english, 'AED'));

    const arabic = pdfWords(
      await renderPdf({ title: 'rtl', language: 'ar' }, (doc) => {
        textStyle(doc, 'regular', 12, '#000000');
        writeText(doc, line, 56, 56, { width: 480 });
      }),
    );
    // In an Arabic paragraph the runs go right to left ("Unit 1204" first, at the right), each
    // Latin run still left to right, and the line sits against the right edge.
    expect(leftOf(arabic, 'AED')).toBeLessThan(leftOf(arabic, 'عبدالله'));
    expect(leftOf(arabic, 'عبدالله')).toBeLessThan(leftOf(arabic, 'محمد'));
    expect(leftOf(arabic, 'محمد')).toBeLessThan(leftOf(arabic, 'Unit'));
    expect(leftOf(arabic, 'Unit')).toBeLessThan(leftOf(arabic, '1204'));
    expect(Math.max(...arabic.map((word) => word.right))).toBeCloseTo(536, 0);
  });

  it('reads back each letter of a word whose letters share a shape (ب ن, ج ح, ت ي)', async () => {
    const words = ['عند الحجز', 'المبنى', 'عند التسليم', 'النسبة', 'بيانات'];
    const pdf = await renderPdf({ title: 'letters', language: 'ar' }, (doc) => {
      textStyle(doc, 'regular', 12, '#000000');
      writeText(doc, words.join(' — '), 56, 56, { width: 480 });
    });
    const text = readable(pdfText(pdf));
    for (const word of words) expect(text).toContain(word);
  });

  it('draws Arabic-Indic digits left to right inside Arabic text', async () => {
    const words = pdfWords(
      await renderPdf({ title: 'digits', language: 'ar' }, (doc) => {
        textStyle(doc, 'regular', 12, '#000000');
        writeText(doc, 'الوحدة ١٢٠٤ في الطابق ١٢', 56, 56, { width: 480 });
      }),
    ).map((position) => position.word);
    expect(words).toContain('١٢٠٤');
    expect(words).not.toContain('٤٠٢١');
  });

  it('renders characters neither font has (emoji, CJK, astral letters) in either direction', async () => {
    for (const language of ['en', 'ar'] as const) {
      const pdf = await renderPdf({ title: 'astral', language }, (doc) => {
        textStyle(doc, 'regular', 12, '#000000');
        writeText(doc, `Villa 😀😀 ${BUYER} 😀 契約 𝐀 ok`, 56, 56, { width: 400 });
      });
      const text = readable(pdfText(pdf));
      expect(text).toContain('Villa');
      expect(text).toContain(BUYER);
    }
  });

  it('wraps a long mixed line without losing or reordering a word', async () => {
    const sentence = `مرحبا بكم في ${PROJECT}، الوحدة 1204 بسعر AED 1,200,000 للسيد ${BUYER}.`;
    const pdf = await renderPdf({ title: 'wrapped' }, (doc) => {
      textStyle(doc, 'regular', 11, '#000000');
      writeText(doc, `${sentence} `.repeat(3).trim(), 56, 56, { width: 200 });
    });
    const lines = readable(pdfText(pdf))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.length).toBeGreaterThan(3);
    const text = lines.join(' ');
    // Every word of the sentence is there, three times: none lost at a line's end.
    for (const word of ['مرحبا', 'الخليج', 'الوحدة', '1204', 'AED', '1,200,000', ...BUYER.split(' ')])
      expect(text.split(word)).toHaveLength(4);
  });

  it('prints an Arabic party in a contract', async () => {
    const pdf = await renderContractPdf({
      number: 'CT-2026-0007',
      templateName: 'Developer agreement',
      body: 'This agreement is made with {{organization_name}} from {{start_date}} to {{end_date}}.',
      organizationName: 'شركة أبراج الخليج للتطوير العقاري',
      tradeLicenseNumber: 'TL-778',
      startDate: '2026-05-01',
      endDate: '2027-04-30',
      commissionPercent: '2.5',
      status: 'active',
      language: 'en',
    });
    keepPicture(pdf, 'contract');
    const text = readable(pdfText(pdf));
    expect(text).toContain('شركة أبراج الخليج للتطوير العقاري');
    expect(text).toContain('1 May 2026 to 30 Apr 2027');
    expect(text).toContain('This agreement is made with');
  });
});
