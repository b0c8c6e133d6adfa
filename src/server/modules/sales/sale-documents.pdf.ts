// A sale's documents as PDFs, branded like the sale offer (../sale-offers/sale-offer.pdf.ts: the
// developer's name, logo and colours, its contact in the footer): a payment receipt per receipt
// and a statement of account per sale. Both are written in the language of the person generating
// them (sale-documents.pdf-texts.ts); an Arabic one reads right to left, its page mirrored
// (services/pdf-layout.ts). The figures are the sale's own (`SaleDetail.payments`, the receipts
// as GET sales/{id}/receipts answers them): nothing is recomputed here.
import type { Language } from '../../../shared/languages.ts';
import type { SaleDetail, SaleReceipt } from '../../../shared/sales.ts';
import { documentFormat, type DocumentFormat } from '../../services/document-format.ts';
import { renderPdf, type PdfDocument } from '../../services/pdf.ts';
import { textStyle } from '../../services/pdf-text.ts';
import { freePage, place, rectAt, tryImage, type PdfImage } from '../sale-offers/sale-offer.pdf.ts';
import { SALE_DOCUMENT_TEXTS, type SaleDocumentTexts } from './sale-documents.pdf-texts.ts';

export interface SaleDocumentInput {
  sale: SaleDetail;
  /** The sale's receipts, newest first (GET sales/{id}/receipts). */
  receipts: SaleReceipt[];
  developer: { name: string; phone: string | null; email: string | null };
  logo: PdfImage | null;
  /** YYYY-MM-DD: today in the organization's time zone. */
  issuedOn: string;
  language: Language;
}

interface Doc {
  input: SaleDocumentInput;
  texts: SaleDocumentTexts;
  format: DocumentFormat;
}

const NAVY = '#1e3a5f';
const ACCENT = '#c9a227';
const MUTED = '#5f6b7a';
const LINE = '#d9dee5';
const SOFT = '#f3f5f8';
const RED = '#b42318';
const BLUE = '#1d4ed8';
const MARGIN = 48;
const FOOTER = 60;

const money = (d: Doc, minor: number) => d.format.money(minor, d.input.sale.currency);

function buyersLine(d: Doc): string {
  return d.input.sale.buyers.map((buyer) => buyer.full_name).join(d.texts.listSeparator);
}

function unitLine(sale: SaleDetail): string {
  return `${sale.unit_number}  |  ${sale.project_name}  |  ${sale.building_name}`;
}

/** A receipt's status as printed: received, pending until its date, bounced with its reason. */
export function receiptStatusText(d: Pick<Doc, 'texts' | 'format'>, receipt: SaleReceipt): string {
  if (receipt.status === 'bounced') return d.texts.statusBounced(receipt.bounce?.reason ?? '');
  if (receipt.status === 'pending') return d.texts.statusPending(d.format.date(receipt.cheque_date ?? receipt.received_date));
  return d.texts.statusReceived;
}

/** How money moved: the method, or a cheque with its number, bank and date (`fallbackDate` when it has none). */
function methodText(
  d: Doc,
  movement: Pick<SaleReceipt, 'method' | 'cheque_number' | 'cheque_bank' | 'cheque_date'>,
  fallbackDate: string,
): string {
  if (movement.method !== 'cheque') return d.texts.methods[movement.method];
  return d.texts.cheque(movement.cheque_number ?? '', movement.cheque_bank ?? '', d.format.date(movement.cheque_date ?? fallbackDate));
}

/** The branded band at the top of each page: logo, developer, the document's name and number. */
function header(doc: PdfDocument, d: Doc, heading: string, number: string): number {
  doc.rect(0, 0, doc.page.width, 76).fill(NAVY);
  doc.rect(0, 76, doc.page.width, 3).fill(ACCENT);
  const hasLogo = tryImage(doc, d.input.logo, MARGIN, 12, { fit: [52, 52], valign: 'center' });
  const nameX = MARGIN + (hasLogo ? 64 : 0);
  textStyle(doc, 'bold', 16, '#ffffff');
  place(doc, d.input.developer.name, nameX, 22, { width: 280 });
  textStyle(doc, 'regular', 10, '#dfe6ee');
  place(doc, heading, nameX, 44, { width: 280 });
  textStyle(doc, 'bold', 11, '#ffffff');
  place(doc, number, doc.page.width - MARGIN - 170, 22, { width: 170, align: 'right' });
  textStyle(doc, 'regular', 9, '#dfe6ee');
  place(doc, d.texts.statement.issuedOn(d.format.date(d.input.issuedOn)), doc.page.width - MARGIN - 170, 44, {
    width: 170,
    align: 'right',
  });
  return 100;
}

function footer(doc: PdfDocument, d: Doc, label: string) {
  const y = doc.page.height - 32;
  doc
    .moveTo(MARGIN, y - 8)
    .lineTo(doc.page.width - MARGIN, y - 8)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  textStyle(doc, 'regular', 8, MUTED);
  const contact = [d.input.developer.name, d.input.developer.phone, d.input.developer.email].filter(Boolean).join('  |  ');
  place(doc, contact, MARGIN, y, { width: doc.page.width - 2 * MARGIN - 210 });
  place(doc, label, doc.page.width - MARGIN - 200, y, { width: 200, align: 'right' });
}

/** Label and value rows on a soft box; answers the y below it. */
function factsBox(doc: PdfDocument, rows: [string, string][], x: number, y: number, width: number, labelWidth = 150): number {
  const rowHeight = 20;
  const height = rows.length * rowHeight + 16;
  rectAt(doc, x, y, width, height, 6).fill(SOFT);
  rows.forEach(([label, value], index) => {
    const rowY = y + 10 + index * rowHeight;
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, label, x + 14, rowY, { width: labelWidth - 14 });
    textStyle(doc, 'bold', 10, '#111111');
    place(doc, value, x + labelWidth, rowY, { width: width - labelWidth - 14 });
  });
  return y + height;
}

function statusBanner(doc: PdfDocument, text: string, color: string, y: number): number {
  const width = doc.page.width - 2 * MARGIN;
  rectAt(doc, MARGIN, y, width, 28, 5).fill(color);
  textStyle(doc, 'bold', 11, '#ffffff');
  place(doc, text, MARGIN + 14, y + 8, { width: width - 28 });
  return y + 40;
}

function drawReceipt(doc: PdfDocument, d: Doc, receipt: SaleReceipt) {
  const { texts, format, input } = d;
  const sale = input.sale;
  const width = doc.page.width - 2 * MARGIN;
  const number = texts.receiptNumber(receipt.id);
  let y = header(doc, d, texts.receipt.heading, number);
  textStyle(doc, 'bold', 24, NAVY);
  place(doc, texts.receipt.heading, MARGIN, y, { width });
  y += 40;
  if (receipt.status === 'bounced') y = statusBanner(doc, receiptStatusText(d, receipt), RED, y);
  if (receipt.status === 'pending') y = statusBanner(doc, receiptStatusText(d, receipt), BLUE, y);

  const rows: [string, string][] = [
    [texts.receipt.number, number],
    [texts.receipt.date, format.date(receipt.received_date)],
    [texts.receipt.receivedFrom, buyersLine(d)],
    [texts.receipt.sale, texts.saleNumbered(sale.id)],
    [texts.receipt.unit, unitLine(sale)],
    [texts.receipt.method, texts.methods[receipt.method]],
    ...(receipt.method === 'cheque'
      ? ([
          [texts.receipt.chequeNumber, receipt.cheque_number ?? ''],
          [texts.receipt.chequeBank, receipt.cheque_bank ?? ''],
          [texts.receipt.chequeDate, receipt.cheque_date ? format.date(receipt.cheque_date) : ''],
        ] as [string, string][])
      : []),
    ...(receipt.reference ? ([[texts.receipt.reference, receipt.reference]] as [string, string][]) : []),
    [texts.receipt.status, receiptStatusText(d, receipt)],
  ];
  y = factsBox(doc, rows, MARGIN, y, width) + 16;

  doc.roundedRect(MARGIN, y, width, 44, 6).fill(NAVY);
  textStyle(doc, 'regular', 11, '#dfe6ee');
  place(doc, texts.receipt.amount, MARGIN + 14, y + 15, { width: 140 });
  textStyle(doc, 'bold', 18, '#ffffff');
  place(doc, money(d, receipt.amount), MARGIN + 160, y + 12, { width: width - 174, align: 'right' });
  y += 62;

  textStyle(doc, 'bold', 11, NAVY);
  place(doc, texts.receipt.appliedTo, MARGIN, y, { width });
  y += 18;
  const lines = new Map(sale.schedule.lines.map((line) => [line.id, line]));
  const applied = receipt.allocations.filter((allocation) => lines.has(allocation.line_id));
  if (applied.length === 0) {
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, texts.receipt.notApplied, MARGIN, y, { width });
    y += 18;
  }
  const bottom = doc.page.height - FOOTER - 40;
  for (const allocation of applied) {
    if (y > bottom) break;
    const line = lines.get(allocation.line_id)!;
    const due = line.due_date ? format.date(line.due_date) : texts.statement.notDated;
    textStyle(doc, 'regular', 10, '#111111');
    place(doc, `${line.sequence}. ${line.label}  |  ${due}`, MARGIN, y, { width: width - 160 });
    place(doc, money(d, allocation.amount), MARGIN + width - 150, y, { width: 150, align: 'right' });
    y += 16;
  }
  textStyle(doc, 'regular', 8.5, MUTED);
  place(doc, texts.receipt.thanks, MARGIN, doc.page.height - FOOTER - 14, { width });
  footer(doc, d, `${texts.saleNumbered(sale.id)}  |  ${number}`);
}

interface Column {
  x: number;
  width: number;
  align?: 'left' | 'right';
}

/** Columns from widths, left to right as on the English page. */
function columnsOf(widths: number[], rightFrom: number): Column[] {
  let x = MARGIN;
  return widths.map((width, index) => {
    const column = { x: x + 4, width: width - 8, align: index >= rightFrom ? ('right' as const) : ('left' as const) };
    x += width;
    return column;
  });
}

/** The statement: page by page, a new page (with its header) whenever the next block would not fit. */
function drawStatement(doc: PdfDocument, d: Doc) {
  const { texts, format, input } = d;
  const sale = input.sale;
  const payments = sale.payments;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - FOOTER;
  let page = 1;
  let y = header(doc, d, texts.statement.heading, texts.saleNumbered(sale.id));
  const newPage = () => {
    footer(doc, d, `${texts.saleNumbered(sale.id)}  |  ${texts.statement.page(page)}`);
    doc.addPage();
    freePage(doc);
    page += 1;
    y = header(doc, d, texts.statement.heading, texts.saleNumbered(sale.id));
  };
  const room = (height: number) => {
    if (y + height > bottom) newPage();
  };

  textStyle(doc, 'bold', 22, NAVY);
  place(doc, texts.statement.heading, MARGIN, y, { width });
  y += 34;
  if (sale.cancellation)
    y = statusBanner(doc, texts.statement.cancelled(format.date(sale.cancellation.at.slice(0, 10)), sale.cancellation.reason), RED, y);

  y =
    factsBox(
      doc,
      [
        [texts.statement.buyers, buyersLine(d)],
        [texts.statement.unit, sale.unit_number],
        [texts.statement.projectBuilding, `${sale.project_name}  |  ${sale.building_name}`],
        [texts.statement.bookingDate, format.date(sale.booking_date)],
        ...(sale.spa_date ? ([[texts.statement.spaDate, format.date(sale.spa_date)]] as [string, string][]) : []),
        ...(sale.discount > 0
          ? ([
              [texts.statement.listPrice, money(d, sale.list_price)],
              [texts.statement.discount, money(d, sale.discount)],
            ] as [string, string][])
          : []),
        [texts.statement.agreedPrice, money(d, sale.final_price)],
      ],
      MARGIN,
      y,
      width,
    ) + 14;

  // Fees: their own lines, outside the schedule.
  textStyle(doc, 'bold', 12, NAVY);
  place(doc, texts.statement.fees, MARGIN, y, { width });
  y += 18;
  if (sale.fees.length === 0) {
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, texts.statement.noFees, MARGIN, y, { width });
    y += 16;
  }
  const feeRows: [string, number, boolean][] = sale.fees.map((fee) => [
    fee.label + (fee.rate_hundredths !== null ? ` (${format.number(fee.rate_hundredths / 100)}%)` : ''),
    fee.amount,
    false,
  ]);
  if (sale.fees.length) feeRows.push([texts.statement.feesTotal, sale.fees_total, true]);
  for (const [label, amount, strong] of feeRows) {
    room(16);
    textStyle(doc, strong ? 'bold' : 'regular', 10, '#111111');
    place(doc, label, MARGIN, y, { width: width - 160 });
    place(doc, money(d, amount), MARGIN + width - 150, y, { width: 150, align: 'right' });
    y += 16;
  }
  y += 10;

  // The summary: the same figures as the sale's page (payments of GET sales/{id}).
  room(100);
  textStyle(doc, 'bold', 12, NAVY);
  place(doc, texts.statement.summary, MARGIN, y, { width });
  y += 20;
  const summary: [string, number, string][] = [
    [texts.statement.agreedPrice, sale.final_price, '#111111'],
    [texts.statement.paid, payments.paid, '#111111'],
    [texts.statement.balance, payments.open, NAVY],
    [texts.statement.overdue, payments.overdue, payments.overdue > 0 ? RED : '#111111'],
    [texts.statement.credit, payments.credit, '#111111'],
    [texts.statement.pending, payments.pending, '#111111'],
  ];
  // Two columns of three: each label with its amount on its line, as a reader copies them.
  const cell = width / 2;
  const height = 3 * 20 + 12;
  rectAt(doc, MARGIN, y, width, height, 6).fill(SOFT);
  summary.forEach(([label, amount, color], index) => {
    const x = MARGIN + Math.floor(index / 3) * cell;
    const rowY = y + 8 + (index % 3) * 20;
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, label, x + 14, rowY, { width: 110 });
    textStyle(doc, 'bold', 11, color);
    place(doc, money(d, amount), x + 124, rowY, { width: cell - 138, align: 'right' });
  });
  y += height + 16;

  // The current schedule's lines with what is paid, open and overdue on each.
  room(60);
  textStyle(doc, 'bold', 12, NAVY);
  place(doc, `${texts.statement.schedule}: ${sale.schedule.plan_name}`, MARGIN, y, { width });
  y += 20;
  const scheduleColumns = columnsOf([22, 125, 72, 70, 70, 70, 70], 3);
  const scheduleHead = () => {
    doc.rect(MARGIN, y, width, 18).fill(NAVY);
    textStyle(doc, 'bold', 8, '#ffffff');
    const c = texts.statement.scheduleColumns;
    [c.number, c.installment, c.dueDate, c.amount, c.paid, c.open, c.overdue].forEach((text, index) => {
      const column = scheduleColumns[index]!;
      place(doc, text, column.x, y + 5, { width: column.width, align: column.align });
    });
    y += 18;
  };
  scheduleHead();
  const byLine = new Map(payments.lines.map((line) => [line.line_id, line]));
  sale.schedule.lines.forEach((line, index) => {
    if (y + 18 > bottom) {
      newPage();
      scheduleHead();
    }
    const payment = byLine.get(line.id);
    if (index % 2 === 1) doc.rect(MARGIN, y, width, 18).fill(SOFT);
    const cells = [
      format.number(line.sequence),
      line.label,
      line.due_date ? format.date(line.due_date) : texts.statement.notDated,
      money(d, line.amount),
      money(d, payment?.paid ?? 0),
      money(d, payment?.open ?? line.amount),
      money(d, payment?.overdue ?? 0),
    ];
    cells.forEach((text, cellIndex) => {
      const column = scheduleColumns[cellIndex]!;
      textStyle(doc, 'regular', 8, cellIndex === 6 && (payment?.overdue ?? 0) > 0 ? RED : '#111111');
      place(doc, text, column.x, y + 5, { width: column.width, align: column.align });
    });
    y += 18;
  });
  room(18);
  doc.rect(MARGIN, y, width, 18).fill(SOFT);
  textStyle(doc, 'bold', 8, '#111111');
  const totals = [sale.schedule.total, payments.lines.reduce((sum, line) => sum + line.paid, 0), payments.open, payments.overdue];
  totals.forEach((amount, index) => {
    const column = scheduleColumns[index + 3]!;
    place(doc, money(d, amount), column.x, y + 5, { width: column.width, align: column.align });
  });
  y += 30;

  // Every receipt: received, pending post-dated cheques, bounced ones with their reason.
  room(60);
  textStyle(doc, 'bold', 12, NAVY);
  place(doc, texts.statement.payments, MARGIN, y, { width });
  y += 20;
  if (input.receipts.length === 0) {
    textStyle(doc, 'regular', 10, MUTED);
    place(doc, texts.statement.noPayments, MARGIN, y, { width });
  } else {
    const paymentColumns = columnsOf([58, 58, 118, 60, 70, 135], 4);
    paymentColumns[5]!.align = 'left';
    const paymentsHead = () => {
      doc.rect(MARGIN, y, width, 18).fill(NAVY);
      textStyle(doc, 'bold', 8, '#ffffff');
      const c = texts.statement.paymentColumns;
      [c.number, c.date, c.method, c.reference, c.amount, c.status].forEach((text, index) => {
        const column = paymentColumns[index]!;
        place(doc, text, column.x, y + 5, { width: column.width, align: column.align });
      });
      y += 18;
    };
    paymentsHead();
    // Oldest first, as a statement reads.
    [...input.receipts].reverse().forEach((receipt, index) => {
      if (y + 26 > bottom) {
        newPage();
        paymentsHead();
      }
      if (index % 2 === 1) doc.rect(MARGIN, y, width, 26).fill(SOFT);
      const color = receipt.status === 'bounced' ? RED : receipt.status === 'pending' ? BLUE : '#111111';
      const cells = [
        texts.receiptNumber(receipt.id),
        format.date(receipt.received_date),
        methodText(d, receipt, receipt.received_date),
        receipt.reference ?? '',
        money(d, receipt.amount),
        receiptStatusText(d, receipt),
      ];
      cells.forEach((text, cellIndex) => {
        const column = paymentColumns[cellIndex]!;
        textStyle(doc, 'regular', 8, cellIndex === 5 ? color : '#111111');
        place(doc, text, column.x, y + 4, { width: column.width, align: column.align, lines: 2 });
      });
      y += 26;
    });
  }

  // Money given back on a cancelled sale, oldest first.
  if (sale.refunds.length) {
    y += 12;
    room(60);
    textStyle(doc, 'bold', 12, NAVY);
    place(doc, texts.statement.refunds, MARGIN, y, { width });
    y += 20;
    const refundColumns = columnsOf([66, 160, 80, 80, 113], 3);
    refundColumns[4]!.align = 'left';
    const refundsHead = () => {
      doc.rect(MARGIN, y, width, 18).fill(NAVY);
      textStyle(doc, 'bold', 8, '#ffffff');
      const c = texts.statement.refundColumns;
      [c.date, c.method, c.reference, c.amount, c.note].forEach((text, index) => {
        const column = refundColumns[index]!;
        place(doc, text, column.x, y + 5, { width: column.width, align: column.align });
      });
      y += 18;
    };
    refundsHead();
    [...sale.refunds].reverse().forEach((refund, index) => {
      if (y + 26 > bottom) {
        newPage();
        refundsHead();
      }
      if (index % 2 === 1) doc.rect(MARGIN, y, width, 26).fill(SOFT);
      const cells = [
        format.date(refund.refund_date),
        methodText(d, refund, refund.refund_date),
        refund.reference ?? '',
        money(d, refund.amount),
        refund.note ?? '',
      ];
      cells.forEach((text, cellIndex) => {
        const column = refundColumns[cellIndex]!;
        textStyle(doc, 'regular', 8, '#111111');
        place(doc, text, column.x, y + 4, { width: column.width, align: column.align, lines: 2 });
      });
      y += 26;
    });
  }
  footer(doc, d, `${texts.saleNumbered(sale.id)}  |  ${texts.statement.page(page)}`);
}

function docOf(input: SaleDocumentInput): Doc {
  return { input, texts: SALE_DOCUMENT_TEXTS[input.language], format: documentFormat(input.language) };
}

export function renderReceiptPdf(input: SaleDocumentInput, receipt: SaleReceipt): Promise<Buffer> {
  const d = docOf(input);
  const number = d.texts.receiptNumber(receipt.id);
  return renderPdf({ title: d.texts.receipt.title(number), subject: buyersLine(d), language: input.language }, (doc) => {
    freePage(doc);
    drawReceipt(doc, d, receipt);
  });
}

export function renderStatementPdf(input: SaleDocumentInput): Promise<Buffer> {
  const d = docOf(input);
  return renderPdf({ title: d.texts.statement.title(input.sale.id), subject: buyersLine(d), language: input.language }, (doc) => {
    freePage(doc);
    drawStatement(doc, d);
  });
}
