// A sale offer as a PDF a broker can send: a cover (developer branding, client, number, dates,
// who sells it and how to reach him), one page per unit (facts, floor plan, price and installment schedule) and a totals page.
// Every block is placed at a computed position with a height limit, so a unit never spills onto
// a second page and the page count is always units + 2.
import { UNIT_TYPE_LABELS } from '../../../shared/crm.ts';
import type { DueType } from '../../../shared/inventory.ts';
import { formatDate as formatDateText } from '../../../shared/date-format.ts';
import { formatMoney as formatMoneyText } from '../../../shared/money.ts';
import type { SaleOfferDetail, SaleOfferUnit } from '../../../shared/sale-offers.ts';
import { renderPdf, type PdfDocument } from '../../services/pdf.ts';
import { lineHeight, textStyle, writeText, type TextBox } from '../../services/pdf-text.ts';

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
}

const NAVY = '#1e3a5f';
const ACCENT = '#c9a227';
const MUTED = '#5f6b7a';
const LINE = '#d9dee5';
const SOFT = '#f3f5f8';
const MARGIN = 48;

/** The one money format, with a plain space after the code so the PDF's text reads and searches as "AED 1,000,000". */
function formatMoney(minor: number, currency: string): string {
  return formatMoneyText(minor, currency).replace(/\u00a0/g, ' ');
}

/** A calendar date on the one date format (src/shared/date-format.ts): "31 Dec 2026". */
function formatDate(isoDate: string): string {
  return formatDateText(isoDate) ?? isoDate;
}

function formatArea(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} sq ft`;
}

function titleCase(value: string): string {
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function describeDue(dueType: DueType, dueValue: number | null): string {
  switch (dueType) {
    case 'on_booking':
      return 'On booking';
    case 'months_after_booking':
      return `${dueValue} month${dueValue === 1 ? '' : 's'} after booking`;
    case 'construction_percent':
      return `At ${dueValue}% construction`;
    case 'on_handover':
      return 'On handover';
    case 'months_after_handover':
      return `${dueValue} month${dueValue === 1 ? '' : 's'} after handover`;
  }
}

function bedroomsLabel(bedrooms: number): string {
  return bedrooms === 0 ? 'Studio' : String(bedrooms);
}

/**
 * Draws text at a fixed place, cut to one line (or `lines`) with an ellipsis when too long; names
 * in Arabic print shaped and in their order (services/pdf-text.ts).
 */
function place(doc: PdfDocument, text: string, x: number, y: number, box: Omit<TextBox, 'lines'> & { lines?: number }) {
  writeText(doc, text, x, y, { lines: 1, ...box });
}

/** Every block is placed by hand: the page's own bottom margin would only add stray pages. */
function freePage(doc: PdfDocument) {
  doc.page.margins.bottom = 0;
}

/** Images opened once per document: pdfkit embeds an opened image once however often it is drawn. */
const openedImages = new WeakMap<PdfDocument, Map<PdfImage, unknown>>();

function tryImage(doc: PdfDocument, image: PdfImage | null, x: number, y: number, options: PDFKit.Mixins.ImageOption): boolean {
  if (!image) return false;
  let cache = openedImages.get(doc);
  if (!cache) openedImages.set(doc, (cache = new Map()));
  try {
    // openImage is pdfkit API its type definitions leave out.
    if (!cache.has(image)) cache.set(image, (doc as unknown as { openImage(source: PdfImage): unknown }).openImage(image));
    const opened = cache.get(image);
    if (!opened) return false;
    doc.image(opened as PdfImage, x, y, options);
    return true;
  } catch {
    // A stored file that passed the type check but does not decode is left out, not a 500.
    cache.set(image, null);
    return false;
  }
}

function footer(doc: PdfDocument, input: SaleOfferPdfInput, pageLabel: string) {
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
function pageHeader(doc: PdfDocument, input: SaleOfferPdfInput): number {
  doc.rect(0, 0, doc.page.width, 56).fill(NAVY);
  doc.rect(0, 56, doc.page.width, 3).fill(ACCENT);
  const hasLogo = tryImage(doc, input.logo, MARGIN, 10, { fit: [36, 36], valign: 'center' });
  textStyle(doc, 'bold', 12, '#ffffff');
  place(doc, input.developer.name, MARGIN + (hasLogo ? 46 : 0), 16, { width: 300 });
  textStyle(doc, 'regular', 9, '#dfe6ee');
  place(doc, `Sale offer ${input.offer.number}`, MARGIN + (hasLogo ? 46 : 0), 33, { width: 300 });
  place(doc, `Prepared for ${input.offer.client_name}`, doc.page.width - MARGIN - 220, 25, { width: 220, align: 'right' });
  return 80;
}

function sellerLine(seller: NonNullable<SaleOfferPdfInput['seller']>): string {
  return [seller.name, seller.email, seller.phone].filter(Boolean).join('  |  ');
}

function drawCover(doc: PdfDocument, input: SaleOfferPdfInput) {
  const { offer } = input;
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 150).fill(NAVY);
  doc.rect(0, 150, doc.page.width, 4).fill(ACCENT);
  const hasLogo = tryImage(doc, input.logo, MARGIN, 30, { fit: [90, 90], valign: 'center' });
  const nameX = MARGIN + (hasLogo ? 110 : 0);
  textStyle(doc, 'bold', 22, '#ffffff');
  place(doc, input.developer.name, nameX, 58, { width: doc.page.width - nameX - MARGIN });
  textStyle(doc, 'regular', 11, '#dfe6ee');
  place(doc, 'Exclusive sale offer', nameX, 88, { width: 300 });

  let y = 186;
  textStyle(doc, 'bold', 28, NAVY);
  place(doc, 'Sale Offer', MARGIN, y, { width });
  y += 40;
  textStyle(doc, 'regular', 12, MUTED);
  place(doc, 'Prepared for', MARGIN, y, { width });
  y += 16;
  textStyle(doc, 'bold', 18, '#111111');
  place(doc, offer.client_name, MARGIN, y, { width, lines: 2 });
  y += 30;

  if (input.coverImage && tryImage(doc, input.coverImage, MARGIN, y + 10, { fit: [width, 260], align: 'center', valign: 'center' }))
    y += 280;
  else y += 20;

  const facts: [string, string][] = [
    ['Offer number', offer.number],
    ['Date', formatDate(input.issuedOn)],
    ['Valid until', formatDate(offer.valid_until)],
    ['Units', String(offer.units.length)],
    ['Total', formatMoney(offer.totals.total, offer.currency)],
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
  if (offer.client_email || offer.client_phone) {
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, ['Client contact:', offer.client_email, offer.client_phone].filter(Boolean).join('  '), MARGIN, y, { width });
    y += 18;
  }
  if (input.seller) {
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, 'Your contact', MARGIN, y, { width });
    textStyle(doc, 'bold', 11, '#111111');
    place(doc, sellerLine(input.seller), MARGIN, y + 14, { width });
  }
  footer(doc, input, 'Cover');
}

function drawFacts(doc: PdfDocument, unit: SaleOfferUnit, x: number, y: number, width: number): number {
  const facts: [string, string][] = [
    ['Project', unit.project_name],
    ['Building', unit.building_name],
    ['Unit number', unit.unit_number],
    ['Floor', String(unit.floor)],
    ['Type', (UNIT_TYPE_LABELS as Record<string, string>)[unit.type] ?? titleCase(unit.type)],
    ['Bedrooms', bedroomsLabel(unit.bedrooms)],
    ['Bathrooms', unit.bathrooms === null ? '—' : String(unit.bathrooms)],
    ['Internal area', formatArea(unit.internal_area)],
    ['Balcony area', unit.balcony_area === null ? '—' : formatArea(unit.balcony_area)],
    ['Total area', formatArea(unit.total_area)],
    ['Views', unit.views.length ? unit.views.map(titleCase).join(', ') : '—'],
  ];
  const rowHeight = 17;
  facts.forEach(([label, value], index) => {
    const rowY = y + index * rowHeight;
    if (index % 2 === 0) doc.rect(x, rowY - 4, width, rowHeight).fill(SOFT);
    textStyle(doc, 'regular', 9.5, MUTED);
    place(doc, label, x + 8, rowY, { width: 100 });
    textStyle(doc, 'bold', 9.5, '#111111');
    place(doc, value, x + 110, rowY, { width: width - 118 });
  });
  return y + facts.length * rowHeight;
}

function drawSchedule(doc: PdfDocument, unit: SaleOfferUnit, currency: string, y: number, bottom: number) {
  const width = doc.page.width - 2 * MARGIN;
  textStyle(doc, 'bold', 12, NAVY);
  place(doc, unit.payment_plan_name ? `Payment plan: ${unit.payment_plan_name}` : 'Payment plan', MARGIN, y, { width });
  y += 20;
  if (!unit.schedule.length) {
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, 'No payment plan has been chosen for this unit yet.', MARGIN, y, { width });
    return;
  }
  // Long plans shrink their rows so the unit still fits on its one page.
  const rowHeight = Math.min(18, (bottom - y) / (unit.schedule.length + 1));
  const fontSize = Math.max(3.5, Math.min(9.5, rowHeight * 0.62));
  const columns = [
    { label: '#', x: MARGIN + 6, width: 18, align: 'left' as const },
    { label: 'Installment', x: MARGIN + 26, width: 126, align: 'left' as const },
    { label: 'Due', x: MARGIN + 156, width: 116, align: 'left' as const },
    { label: 'Due date', x: MARGIN + 276, width: 60, align: 'left' as const },
    { label: '%', x: MARGIN + 338, width: 36, align: 'right' as const },
    { label: 'Amount', x: MARGIN + 380, width: width - 386, align: 'right' as const },
  ];
  doc.rect(MARGIN, y, width, rowHeight).fill(NAVY);
  textStyle(doc, 'bold', fontSize, '#ffffff');
  for (const column of columns)
    place(doc, column.label, column.x, y + (rowHeight - fontSize) / 2, { width: column.width, align: column.align });
  y += rowHeight;
  unit.schedule.forEach((installment, index) => {
    if (index % 2 === 1) doc.rect(MARGIN, y, width, rowHeight).fill(SOFT);
    const cells = [
      String(index + 1),
      installment.label,
      describeDue(installment.due_type, installment.due_value),
      installment.due_date ? formatDate(installment.due_date) : '—',
      `${installment.percentage}%`,
      formatMoney(installment.amount, currency),
    ];
    textStyle(doc, 'regular', fontSize, '#111111');
    cells.forEach((cell, cellIndex) => {
      const column = columns[cellIndex]!;
      place(doc, cell, column.x, y + (rowHeight - fontSize) / 2, { width: column.width, align: column.align });
    });
    y += rowHeight;
  });
}

function drawUnitPage(doc: PdfDocument, input: SaleOfferPdfInput, unit: SaleOfferUnit, index: number) {
  doc.addPage();
  freePage(doc);
  let y = pageHeader(doc, input);
  const width = doc.page.width - 2 * MARGIN;
  textStyle(doc, 'regular', 9, ACCENT);
  place(doc, `UNIT ${index + 1} OF ${input.offer.units.length}`, MARGIN, y, { width, characterSpacing: 1 });
  y += 14;
  textStyle(doc, 'bold', 20, NAVY);
  place(doc, `Unit ${unit.unit_number}`, MARGIN, y, { width });
  y += 26;
  textStyle(doc, 'regular', 10.5, MUTED);
  place(doc, `${unit.project_name}  |  ${unit.building_name}`, MARGIN, y, { width });
  y += 24;

  const floorPlan = input.floorPlans.get(unit.unit_id) ?? null;
  const factsWidth = floorPlan ? 270 : width;
  const factsBottom = drawFacts(doc, unit, MARGIN, y, factsWidth);
  if (floorPlan) {
    const planX = MARGIN + factsWidth + 16;
    doc
      .rect(planX, y - 4, width - factsWidth - 16, factsBottom - y + 4)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    tryImage(doc, floorPlan, planX + 6, y + 2, { fit: [width - factsWidth - 28, factsBottom - y - 18], align: 'center', valign: 'center' });
    textStyle(doc, 'regular', 8, MUTED);
    place(doc, 'Floor plan', planX + 6, factsBottom - 14, { width: width - factsWidth - 28, align: 'center' });
  }
  y = factsBottom + 14;

  doc.roundedRect(MARGIN, y, width, 40, 6).fill(NAVY);
  textStyle(doc, 'regular', 10, '#dfe6ee');
  place(doc, 'Price', MARGIN + 14, y + 14, { width: 100 });
  textStyle(doc, 'bold', 16, '#ffffff');
  place(doc, formatMoney(unit.price, input.offer.currency), MARGIN + 120, y + 11, { width: width - 134, align: 'right' });
  y += 58;
  drawSchedule(doc, unit, input.offer.currency, y, doc.page.height - 60);
  footer(doc, input, `Unit ${index + 1} of ${input.offer.units.length}`);
}

function drawTotalsPage(doc: PdfDocument, input: SaleOfferPdfInput) {
  const { offer } = input;
  doc.addPage();
  freePage(doc);
  let y = pageHeader(doc, input);
  const width = doc.page.width - 2 * MARGIN;
  textStyle(doc, 'bold', 20, NAVY);
  place(doc, 'Offer summary', MARGIN, y, { width });
  y += 34;

  const bottom = doc.page.height - 250;
  const rowHeight = Math.min(18, (bottom - y) / (offer.units.length + 1));
  const fontSize = Math.max(3.5, Math.min(9.5, rowHeight * 0.62));
  doc.rect(MARGIN, y, width, rowHeight).fill(NAVY);
  textStyle(doc, 'bold', fontSize, '#ffffff');
  place(doc, 'Unit', MARGIN + 8, y + (rowHeight - fontSize) / 2, { width: 90 });
  place(doc, 'Project  |  Building', MARGIN + 100, y + (rowHeight - fontSize) / 2, { width: 240 });
  place(doc, 'Price', MARGIN + 340, y + (rowHeight - fontSize) / 2, { width: width - 348, align: 'right' });
  y += rowHeight;
  offer.units.forEach((unit, index) => {
    if (index % 2 === 1) doc.rect(MARGIN, y, width, rowHeight).fill(SOFT);
    textStyle(doc, 'regular', fontSize, '#111111');
    place(doc, unit.unit_number, MARGIN + 8, y + (rowHeight - fontSize) / 2, { width: 90 });
    place(doc, `${unit.project_name}  |  ${unit.building_name}`, MARGIN + 100, y + (rowHeight - fontSize) / 2, { width: 236 });
    place(doc, formatMoney(unit.price, offer.currency), MARGIN + 340, y + (rowHeight - fontSize) / 2, {
      width: width - 348,
      align: 'right',
    });
    y += rowHeight;
  });
  y += 12;

  // Without a discount the sum is the total: one line says it.
  const totals: [string, string, boolean][] = [
    ...(offer.totals.discount > 0
      ? ([
          ['Sum of unit prices', formatMoney(offer.totals.subtotal, offer.currency), false],
          ['Discount', `- ${formatMoney(offer.totals.discount, offer.currency)}`, false],
        ] as [string, string, boolean][])
      : []),
    ['Total', formatMoney(offer.totals.total, offer.currency), true],
  ];
  for (const [label, value, strong] of totals) {
    if (strong) {
      doc.roundedRect(MARGIN + width / 2 - 20, y - 6, width / 2 + 20, 30, 5).fill(NAVY);
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
  place(doc, `This offer is valid until ${formatDate(offer.valid_until)}.`, MARGIN, y, { width });
  y += 18;
  if (input.seller) {
    textStyle(doc, 'regular', 10, '#111111');
    place(doc, `Questions? Contact ${sellerLine(input.seller)}`, MARGIN, y, { width });
    y += 18;
  }
  if (offer.notes) {
    textStyle(doc, 'bold', 10, NAVY);
    place(doc, 'Notes', MARGIN, y, { width });
    y += 14;
    textStyle(doc, 'regular', 9.5, '#111111');
    place(doc, offer.notes, MARGIN, y, { width, lines: Math.max(1, Math.floor((doc.page.height - 80 - y) / lineHeight(doc))) });
  }
  textStyle(doc, 'regular', 7.5, MUTED);
  place(
    doc,
    'Prices and availability are subject to change until a reservation is confirmed. Installment amounts are computed from the unit price; dates that depend on construction progress are set when the milestone is reached.',
    MARGIN,
    doc.page.height - 70,
    { width, lines: 2 },
  );
  footer(doc, input, 'Summary');
}

export function renderSaleOfferPdf(input: SaleOfferPdfInput): Promise<Buffer> {
  return renderPdf({ title: `Sale offer ${input.offer.number}`, subject: `Sale offer for ${input.offer.client_name}` }, (doc) => {
    freePage(doc);
    drawCover(doc, input);
    input.offer.units.forEach((unit, index) => drawUnitPage(doc, input, unit, index));
    drawTotalsPage(doc, input);
  });
}
