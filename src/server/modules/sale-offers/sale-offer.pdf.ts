// A sale offer as a PDF a broker can send: a cover (developer branding, client, number, dates,
// who sells it and how to reach him), one page per unit (facts, floor plan, price and installment schedule) and a totals page.
// Every block is placed at a computed position with a height limit, so a unit never spills onto
// a second page and the page count is always units + 2. It is written in the language of the
// person generating it (sale-offer.pdf-texts.ts): an Arabic offer reads right to left, its page
// laid out as the English one and mirrored (services/pdf-layout.ts).
import type { DueType } from '../../../shared/inventory.ts';
import type { Language } from '../../../shared/languages.ts';
import type { SaleOfferDetail, SaleOfferUnit } from '../../../shared/sale-offers.ts';
import { documentFormat, type DocumentFormat } from '../../services/document-format.ts';
import { renderPdf, type PdfDocument } from '../../services/pdf.ts';
import { boxAlign, boxX } from '../../services/pdf-layout.ts';
import { lineHeight, textStyle, writeText, type TextBox } from '../../services/pdf-text.ts';
import { VOCABULARY_LABELS, type VocabularyLabels } from '../../services/vocabulary-labels.ts';
import { SALE_OFFER_PDF_TEXTS, type SaleOfferPdfTexts } from './sale-offer.pdf-texts.ts';

export type PdfImage = Buffer;

export interface SaleOfferPdfInput {
  offer: SaleOfferDetail;
  developer: { name: string; phone: string | null; email: string | null };
  logo: PdfImage | null;
  coverImage: PdfImage | null;
  /** The person selling (the offer's creator), null when that account is gone. */
  seller: { name: string; email: string; phone: string | null } | null;
  floorPlans: Map<number, PdfImage>;
  /** YYYY-MM-DD */
  issuedOn: string;
  /** The language of the person generating it (request.language). */
  language: Language;
}

/** One rendering: its input and the words and formats of its language. */
interface Offer {
  input: SaleOfferPdfInput;
  texts: SaleOfferPdfTexts;
  format: DocumentFormat;
  labels: VocabularyLabels;
}

const NAVY = '#1e3a5f';
const ACCENT = '#c9a227';
const MUTED = '#5f6b7a';
const LINE = '#d9dee5';
const SOFT = '#f3f5f8';
const MARGIN = 48;

function formatArea(offer: Offer, value: number): string {
  return offer.texts.area(offer.format.number(value));
}

/** When an installment falls due, in the offer's language: "6 months after booking", "بعد 6 أشهر من الحجز". */
function describeDue(offer: Offer, dueType: DueType, dueValue: number | null): string {
  const value = dueValue ?? 0;
  return offer.texts.due[dueType](offer.format.number(value), value);
}

function bedroomsLabel(offer: Offer, bedrooms: number): string {
  return bedrooms === 0 ? offer.texts.studio : offer.format.number(bedrooms);
}

/**
 * Draws text at a fixed place, cut to one line (or `lines`) with an ellipsis when too long; names
 * in Arabic print shaped and in their order (services/pdf-text.ts). The place is given as the
 * English page has it: an Arabic document mirrors it (services/pdf-layout.ts).
 */
export function place(doc: PdfDocument, text: string, x: number, y: number, box: Omit<TextBox, 'lines'> & { lines?: number }) {
  writeText(doc, text, boxX(doc, x, box.width), y, { lines: 1, ...box, align: boxAlign(doc, box.align) });
}

/** A rectangle laid out as on the English page, mirrored in an Arabic document. */
export function rectAt(doc: PdfDocument, x: number, y: number, width: number, height: number, radius?: number): PdfDocument {
  const left = boxX(doc, x, width);
  return radius === undefined ? doc.rect(left, y, width, height) : doc.roundedRect(left, y, width, height, radius);
}

/** Every block is placed by hand: the page's own bottom margin would only add stray pages. */
export function freePage(doc: PdfDocument) {
  doc.page.margins.bottom = 0;
}

/** Images opened once per document: pdfkit embeds an opened image once however often it is drawn. */
const openedImages = new WeakMap<PdfDocument, Map<PdfImage, unknown>>();

/** An image fitted into `options.fit` at a place laid out as on the English page (mirrored in an Arabic document). */
export function tryImage(
  doc: PdfDocument,
  image: PdfImage | null,
  x: number,
  y: number,
  options: PDFKit.Mixins.ImageOption & { fit: [number, number] },
): boolean {
  if (!image) return false;
  const left = boxX(doc, x, options.fit[0]);
  let cache = openedImages.get(doc);
  if (!cache) openedImages.set(doc, (cache = new Map()));
  try {
    // openImage is pdfkit API its type definitions leave out.
    if (!cache.has(image)) cache.set(image, (doc as unknown as { openImage(source: PdfImage): unknown }).openImage(image));
    const opened = cache.get(image);
    if (!opened) return false;
    // pdfkit aligns an image in its box to the left unless told `right` or `center`.
    const align = boxAlign(doc, options.align ?? 'left');
    doc.image(opened as PdfImage, left, y, { ...options, align: align === 'left' ? undefined : (align as 'right' | 'center') });
    return true;
  } catch {
    // A stored file that passed the type check but does not decode is left out, not a 500.
    cache.set(image, null);
    return false;
  }
}

function footer(doc: PdfDocument, { input }: Offer, pageLabel: string) {
  const y = doc.page.height - 32;
  doc
    .moveTo(MARGIN, y - 8)
    .lineTo(doc.page.width - MARGIN, y - 8)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  textStyle(doc, 'regular', 8, MUTED);
  const contact = [input.developer.name, input.developer.phone, input.developer.email].filter(Boolean).join('  |  ');
  place(doc, contact, MARGIN, y, { width: doc.page.width - 2 * MARGIN - 210 });
  place(doc, `${input.offer.number}  |  ${pageLabel}`, doc.page.width - MARGIN - 200, y, { width: 200, align: 'right' });
}

/** The slim branded header of the unit and totals pages; answers the y below it. */
function pageHeader(doc: PdfDocument, { input, texts }: Offer): number {
  doc.rect(0, 0, doc.page.width, 56).fill(NAVY);
  doc.rect(0, 56, doc.page.width, 3).fill(ACCENT);
  const hasLogo = tryImage(doc, input.logo, MARGIN, 10, { fit: [36, 36], valign: 'center' });
  textStyle(doc, 'bold', 12, '#ffffff');
  place(doc, input.developer.name, MARGIN + (hasLogo ? 46 : 0), 16, { width: 300 });
  textStyle(doc, 'regular', 9, '#dfe6ee');
  place(doc, texts.offerNumbered(input.offer.number), MARGIN + (hasLogo ? 46 : 0), 33, { width: 300 });
  place(doc, texts.preparedForName(input.offer.client_name), doc.page.width - MARGIN - 220, 25, { width: 220, align: 'right' });
  return 80;
}

function sellerLine(seller: NonNullable<SaleOfferPdfInput['seller']>): string {
  return [seller.name, seller.email, seller.phone].filter(Boolean).join('  |  ');
}

function drawCover(doc: PdfDocument, offer: Offer) {
  const { input, texts, format } = offer;
  const saleOffer = input.offer;
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 150).fill(NAVY);
  doc.rect(0, 150, doc.page.width, 4).fill(ACCENT);
  const hasLogo = tryImage(doc, input.logo, MARGIN, 30, { fit: [90, 90], valign: 'center' });
  const nameX = MARGIN + (hasLogo ? 110 : 0);
  textStyle(doc, 'bold', 22, '#ffffff');
  place(doc, input.developer.name, nameX, 58, { width: doc.page.width - nameX - MARGIN });
  textStyle(doc, 'regular', 11, '#dfe6ee');
  place(doc, texts.exclusiveOffer, nameX, 88, { width: 300 });

  let y = 186;
  textStyle(doc, 'bold', 28, NAVY);
  place(doc, texts.saleOffer, MARGIN, y, { width });
  y += 40;
  textStyle(doc, 'regular', 12, MUTED);
  place(doc, texts.preparedFor, MARGIN, y, { width });
  y += 16;
  textStyle(doc, 'bold', 18, '#111111');
  place(doc, saleOffer.client_name, MARGIN, y, { width, lines: 2 });
  y += 30;

  if (input.coverImage && tryImage(doc, input.coverImage, MARGIN, y + 10, { fit: [width, 260], align: 'center', valign: 'center' }))
    y += 280;
  else y += 20;

  const facts: [string, string][] = [
    [texts.cover.offerNumber, saleOffer.number],
    [texts.cover.date, format.date(input.issuedOn)],
    [texts.cover.validUntil, format.date(saleOffer.valid_until)],
    [texts.cover.units, format.number(saleOffer.units.length)],
    [texts.cover.total, format.money(saleOffer.totals.total, saleOffer.currency)],
  ];
  const boxHeight = 22 * facts.length + 20;
  doc.roundedRect(MARGIN, y, width, boxHeight, 6).fill(SOFT);
  facts.forEach(([label, value], index) => {
    const rowY = y + 12 + index * 22;
    textStyle(doc, 'regular', 11, MUTED);
    place(doc, label, MARGIN + 16, rowY, { width: 160 });
    textStyle(doc, 'bold', 11, '#111111');
    place(doc, value, MARGIN + 180, rowY, { width: width - 196 });
  });
  y += boxHeight + 18;
  if (saleOffer.client_email || saleOffer.client_phone) {
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, [texts.cover.clientContact, saleOffer.client_email, saleOffer.client_phone].filter(Boolean).join('  '), MARGIN, y, {
      width,
    });
    y += 18;
  }
  if (input.seller) {
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, texts.cover.yourContact, MARGIN, y, { width });
    textStyle(doc, 'bold', 11, '#111111');
    place(doc, sellerLine(input.seller), MARGIN, y + 14, { width });
  }
  footer(doc, offer, texts.coverPage);
}

function drawFacts(doc: PdfDocument, offer: Offer, unit: SaleOfferUnit, x: number, y: number, width: number): number {
  const { texts, format, labels } = offer;
  const facts: [string, string][] = [
    [texts.facts.project, unit.project_name],
    [texts.facts.building, unit.building_name],
    [texts.facts.unitNumber, unit.unit_number],
    [texts.facts.floor, format.number(unit.floor)],
    [texts.facts.type, labels.unitTypes[unit.type]],
    [texts.facts.bedrooms, bedroomsLabel(offer, unit.bedrooms)],
    [texts.facts.bathrooms, unit.bathrooms === null ? '—' : format.number(unit.bathrooms)],
    [texts.facts.internalArea, formatArea(offer, unit.internal_area)],
    [texts.facts.balconyArea, unit.balcony_area === null ? '—' : formatArea(offer, unit.balcony_area)],
    [texts.facts.totalArea, formatArea(offer, unit.total_area)],
    [texts.facts.views, unit.views.length ? unit.views.map((view) => labels.views[view]).join(texts.listSeparator) : '—'],
  ];
  const rowHeight = 17;
  facts.forEach(([label, value], index) => {
    const rowY = y + index * rowHeight;
    if (index % 2 === 0) rectAt(doc, x, rowY - 4, width, rowHeight).fill(SOFT);
    textStyle(doc, 'regular', 9.5, MUTED);
    place(doc, label, x + 8, rowY, { width: 100 });
    textStyle(doc, 'bold', 9.5, '#111111');
    place(doc, value, x + 110, rowY, { width: width - 118 });
  });
  return y + facts.length * rowHeight;
}

function drawSchedule(doc: PdfDocument, offer: Offer, unit: SaleOfferUnit, y: number, bottom: number) {
  const { texts, format } = offer;
  const currency = offer.input.offer.currency;
  const width = doc.page.width - 2 * MARGIN;
  textStyle(doc, 'bold', 12, NAVY);
  place(doc, unit.payment_plan_name ? texts.paymentPlanNamed(unit.payment_plan_name) : texts.paymentPlan, MARGIN, y, { width });
  y += 20;
  if (!unit.schedule.length) {
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, texts.noPaymentPlan, MARGIN, y, { width });
    return;
  }
  // Long plans shrink their rows so the unit still fits on its one page.
  const rowHeight = Math.min(18, (bottom - y) / (unit.schedule.length + 1));
  const fontSize = Math.max(3.5, Math.min(9.5, rowHeight * 0.62));
  const columns = [
    { label: texts.schedule.number, x: MARGIN + 6, width: 18, align: 'left' as const },
    { label: texts.schedule.installment, x: MARGIN + 26, width: 126, align: 'left' as const },
    { label: texts.schedule.due, x: MARGIN + 156, width: 116, align: 'left' as const },
    // Wide enough for a date with an Arabic month name ("26 نوفمبر 2026").
    { label: texts.schedule.dueDate, x: MARGIN + 276, width: 74, align: 'left' as const },
    { label: texts.schedule.percentage, x: MARGIN + 352, width: 36, align: 'right' as const },
    { label: texts.schedule.amount, x: MARGIN + 394, width: width - 400, align: 'right' as const },
  ];
  doc.rect(MARGIN, y, width, rowHeight).fill(NAVY);
  textStyle(doc, 'bold', fontSize, '#ffffff');
  for (const column of columns)
    place(doc, column.label, column.x, y + (rowHeight - fontSize) / 2, { width: column.width, align: column.align });
  y += rowHeight;
  unit.schedule.forEach((installment, index) => {
    if (index % 2 === 1) doc.rect(MARGIN, y, width, rowHeight).fill(SOFT);
    const cells = [
      format.number(index + 1),
      installment.label,
      describeDue(offer, installment.due_type, installment.due_value),
      installment.due_date ? format.date(installment.due_date) : '—',
      `${format.number(installment.percentage)}%`,
      format.money(installment.amount, currency),
    ];
    textStyle(doc, 'regular', fontSize, '#111111');
    cells.forEach((cell, cellIndex) => {
      const column = columns[cellIndex]!;
      place(doc, cell, column.x, y + (rowHeight - fontSize) / 2, { width: column.width, align: column.align });
    });
    y += rowHeight;
  });
}

function drawUnitPage(doc: PdfDocument, offer: Offer, unit: SaleOfferUnit, index: number) {
  const { input, texts, format } = offer;
  const count = input.offer.units.length;
  doc.addPage();
  freePage(doc);
  let y = pageHeader(doc, offer);
  const width = doc.page.width - 2 * MARGIN;
  textStyle(doc, 'regular', 9, ACCENT);
  place(doc, texts.unitOfCount(index + 1, count), MARGIN, y, { width, characterSpacing: texts.unitOfCountSpacing });
  y += 14;
  textStyle(doc, 'bold', 20, NAVY);
  place(doc, texts.unitHeading(unit.unit_number), MARGIN, y, { width });
  y += 26;
  textStyle(doc, 'regular', 10.5, MUTED);
  place(doc, `${unit.project_name}  |  ${unit.building_name}`, MARGIN, y, { width });
  y += 24;

  const floorPlan = input.floorPlans.get(unit.unit_id) ?? null;
  const factsWidth = floorPlan ? 270 : width;
  const factsBottom = drawFacts(doc, offer, unit, MARGIN, y, factsWidth);
  if (floorPlan) {
    const planX = MARGIN + factsWidth + 16;
    rectAt(doc, planX, y - 4, width - factsWidth - 16, factsBottom - y + 4)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    tryImage(doc, floorPlan, planX + 6, y + 2, { fit: [width - factsWidth - 28, factsBottom - y - 18], align: 'center', valign: 'center' });
    textStyle(doc, 'regular', 8, MUTED);
    place(doc, texts.floorPlan, planX + 6, factsBottom - 14, { width: width - factsWidth - 28, align: 'center' });
  }
  y = factsBottom + 14;

  doc.roundedRect(MARGIN, y, width, 40, 6).fill(NAVY);
  textStyle(doc, 'regular', 10, '#dfe6ee');
  place(doc, texts.price, MARGIN + 14, y + 14, { width: 100 });
  textStyle(doc, 'bold', 16, '#ffffff');
  place(doc, format.money(unit.price, input.offer.currency), MARGIN + 120, y + 11, { width: width - 134, align: 'right' });
  y += 58;
  drawSchedule(doc, offer, unit, y, doc.page.height - 60);
  footer(doc, offer, texts.unitPage(index + 1, count));
}

function drawTotalsPage(doc: PdfDocument, offer: Offer) {
  const { input, texts, format } = offer;
  const saleOffer = input.offer;
  const money = (minor: number) => format.money(minor, saleOffer.currency);
  doc.addPage();
  freePage(doc);
  let y = pageHeader(doc, offer);
  const width = doc.page.width - 2 * MARGIN;
  textStyle(doc, 'bold', 20, NAVY);
  place(doc, texts.summary, MARGIN, y, { width });
  y += 34;

  const bottom = doc.page.height - 250;
  const rowHeight = Math.min(18, (bottom - y) / (saleOffer.units.length + 1));
  const fontSize = Math.max(3.5, Math.min(9.5, rowHeight * 0.62));
  doc.rect(MARGIN, y, width, rowHeight).fill(NAVY);
  textStyle(doc, 'bold', fontSize, '#ffffff');
  place(doc, texts.summaryColumns.unit, MARGIN + 8, y + (rowHeight - fontSize) / 2, { width: 90 });
  place(doc, texts.summaryColumns.projectBuilding, MARGIN + 100, y + (rowHeight - fontSize) / 2, { width: 240 });
  place(doc, texts.summaryColumns.price, MARGIN + 340, y + (rowHeight - fontSize) / 2, { width: width - 348, align: 'right' });
  y += rowHeight;
  saleOffer.units.forEach((unit, index) => {
    if (index % 2 === 1) doc.rect(MARGIN, y, width, rowHeight).fill(SOFT);
    textStyle(doc, 'regular', fontSize, '#111111');
    place(doc, unit.unit_number, MARGIN + 8, y + (rowHeight - fontSize) / 2, { width: 90 });
    place(doc, `${unit.project_name}  |  ${unit.building_name}`, MARGIN + 100, y + (rowHeight - fontSize) / 2, { width: 236 });
    place(doc, money(unit.price), MARGIN + 340, y + (rowHeight - fontSize) / 2, { width: width - 348, align: 'right' });
    y += rowHeight;
  });
  y += 12;

  // Without a discount the sum is the total: one line says it.
  const totals: [string, string, boolean][] = [
    ...(saleOffer.totals.discount > 0
      ? ([
          [texts.sumOfPrices, money(saleOffer.totals.subtotal), false],
          [texts.discount, texts.discountAmount(money(saleOffer.totals.discount)), false],
        ] as [string, string, boolean][])
      : []),
    [texts.total, money(saleOffer.totals.total), true],
  ];
  for (const [label, value, strong] of totals) {
    if (strong) {
      rectAt(doc, MARGIN + width / 2 - 20, y - 6, width / 2 + 20, 30, 5).fill(NAVY);
      textStyle(doc, 'bold', 13, '#ffffff');
    } else {
      textStyle(doc, 'regular', 10.5, '#111111');
    }
    place(doc, label, MARGIN + width / 2 - 8, y + (strong ? 2 : 0), { width: 130 });
    place(doc, value, MARGIN + width / 2 + 60, y + (strong ? 2 : 0), { width: width / 2 - 68, align: 'right' });
    y += strong ? 36 : 20;
  }
  y += 8;
  textStyle(doc, 'bold', 10, NAVY);
  place(doc, texts.validUntilSentence(format.date(saleOffer.valid_until)), MARGIN, y, { width });
  y += 18;
  if (input.seller) {
    textStyle(doc, 'regular', 10, '#111111');
    place(doc, texts.questions(sellerLine(input.seller)), MARGIN, y, { width });
    y += 18;
  }
  if (saleOffer.notes) {
    textStyle(doc, 'bold', 10, NAVY);
    place(doc, texts.notes, MARGIN, y, { width });
    y += 14;
    textStyle(doc, 'regular', 9.5, '#111111');
    // The notes read in the language they were written in, whatever the document's.
    place(doc, saleOffer.notes, MARGIN, y, {
      width,
      lines: Math.max(1, Math.floor((doc.page.height - 80 - y) / lineHeight(doc))),
      direction: 'auto',
    });
  }
  textStyle(doc, 'regular', 7.5, MUTED);
  place(doc, texts.terms, MARGIN, doc.page.height - 70, { width, lines: 2 });
  footer(doc, offer, texts.summaryPage);
}

export function renderSaleOfferPdf(input: SaleOfferPdfInput): Promise<Buffer> {
  const { language } = input;
  const offer: Offer = {
    input,
    texts: SALE_OFFER_PDF_TEXTS[language],
    format: documentFormat(language),
    labels: VOCABULARY_LABELS[language],
  };
  const info = { title: offer.texts.title(input.offer.number), subject: offer.texts.subject(input.offer.client_name), language };
  return renderPdf(info, (doc) => {
    freePage(doc);
    drawCover(doc, offer);
    input.offer.units.forEach((unit, index) => drawUnitPage(doc, offer, unit, index));
    drawTotalsPage(doc, offer);
  });
}
