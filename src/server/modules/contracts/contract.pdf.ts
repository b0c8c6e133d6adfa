// A contract rendered as PDF: the template's wording with its placeholders filled, the parties,
// the period and the commission, and room for both signatures. Its own wording is in the language
// of the person generating it (contract.pdf-texts.ts); an Arabic contract reads right to left, its
// page mirrored (services/pdf-layout.ts), while the template's paragraphs keep the direction of
// the language they were written in.
import type { Language } from '../../../shared/languages.ts';
import type { ContractStatus } from '../../db/schema.ts';
import { documentFormat } from '../../services/document-format.ts';
import { renderPdf } from '../../services/pdf.ts';
import { boxX } from '../../services/pdf-layout.ts';
import { textStyle, textWidth, writeFlowingText, writeText } from '../../services/pdf-text.ts';
import { CONTRACT_PDF_TEXTS, PLATFORM_NAME } from './contract.pdf-texts.ts';

export interface ContractDocument {
  number: string;
  templateName: string;
  body: string;
  organizationName: string;
  tradeLicenseNumber: string | null;
  startDate: string;
  endDate: string;
  commissionPercent: string;
  status: ContractStatus;
  /** The language of the person generating it (request.language). */
  language: Language;
}

const NAVY = '#1e3a5f';
const ACCENT = '#f5a623';

export function fillPlaceholders(body: string, values: Record<string, string>): string {
  return body.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}

/** The language a template is written in: Arabic when its first letter is, else English. */
function templateLanguage(body: string): Language {
  return /^[^\p{L}]*\p{Script=Arabic}/u.test(body) ? 'ar' : 'en';
}

export function renderContractPdf(contract: ContractDocument): Promise<Buffer> {
  const texts = CONTRACT_PDF_TEXTS[contract.language];
  // A contract's calendar dates as the document writes them, day-month-year (src/shared/date-format.ts).
  const writtenDate = documentFormat(contract.language).date;
  // The template's dates are written in the template's language, so they read in its sentences.
  const templateDate = documentFormat(templateLanguage(contract.body)).date;
  const text = fillPlaceholders(contract.body, {
    organization_name: contract.organizationName,
    trade_license_number: contract.tradeLicenseNumber ?? '—',
    contract_number: contract.number,
    start_date: templateDate(contract.startDate),
    end_date: templateDate(contract.endDate),
    commission_percent: contract.commissionPercent,
  });
  const info = { title: texts.title(contract.templateName, contract.number), language: contract.language };
  return renderPdf(info, (doc) => {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    doc.rect(0, 0, doc.page.width, 8).fill(ACCENT);
    doc.x = doc.page.margins.left;
    doc.y = doc.page.margins.top;
    textStyle(doc, 'bold', 20, NAVY);
    writeFlowingText(doc, PLATFORM_NAME, { width });
    doc.moveDown(0.2);
    textStyle(doc, 'regular', 10, '#555555');
    writeFlowingText(doc, texts.heading(contract.number, texts.statuses[contract.status]), { width });
    doc.moveDown(1.2);
    textStyle(doc, 'bold', 16, NAVY);
    writeFlowingText(doc, contract.templateName, { width });
    doc.moveDown(0.6);
    const facts: [string, string][] = [
      [texts.party, contract.organizationName],
      [texts.tradeLicence, contract.tradeLicenseNumber ?? '—'],
      [texts.period, texts.periodValue(writtenDate(contract.startDate), writtenDate(contract.endDate))],
      [texts.commission, `${contract.commissionPercent}%`],
    ];
    const left = doc.x;
    for (const [label, value] of facts) {
      // The label in bold, the value after it on the same line (and wrapped beside it); an Arabic
      // contract has the label on the right and the value to its left.
      textStyle(doc, 'bold', 10, '#000000');
      const labelText = texts.labelled(label);
      const labelWidth = textWidth(doc, labelText);
      const top = doc.y;
      writeText(doc, labelText, boxX(doc, left, labelWidth + 1), top, { width: labelWidth + 1 });
      textStyle(doc, 'regular', 10, '#000000');
      const height = writeText(doc, value, boxX(doc, left + labelWidth, width - labelWidth), top, { width: width - labelWidth });
      doc.x = left;
      doc.y = top + height;
    }
    doc.moveDown(1);
    textStyle(doc, 'regular', 11, '#000000');
    for (const paragraph of text.split(/\n\s*\n/)) {
      writeFlowingText(doc, paragraph.trim(), { width, align: 'justify', direction: 'auto' });
      doc.moveDown(0.7);
    }
    doc.moveDown(2);
    const signatureWidth = (width - 40) / 2;
    if (doc.y + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    textStyle(doc, 'regular', 9, '#555555');
    for (const [index, party] of [texts.signedFor(PLATFORM_NAME), texts.signedFor(contract.organizationName)].entries()) {
      const x = boxX(doc, doc.page.margins.left + index * (signatureWidth + 40), signatureWidth);
      doc
        .moveTo(x, y + 40)
        .lineTo(x + signatureWidth, y + 40)
        .strokeColor('#999999')
        .stroke();
      writeText(doc, party, x, y + 46, { width: signatureWidth });
    }
  });
}
