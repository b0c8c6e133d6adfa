// A contract rendered as PDF: the template's wording with its placeholders filled, the parties,
// the period and the commission, and room for both signatures.
import { formatDate } from '../../../shared/date-format.ts';
import { renderPdf } from '../../services/pdf.ts';
import { textStyle, textWidth, writeFlowingText, writeText } from '../../services/pdf-text.ts';

export interface ContractDocument {
  number: string;
  templateName: string;
  body: string;
  organizationName: string;
  tradeLicenseNumber: string | null;
  startDate: string;
  endDate: string;
  commissionPercent: string;
  status: string;
}

const NAVY = '#1e3a5f';
const ACCENT = '#f5a623';

export function fillPlaceholders(body: string, values: Record<string, string>): string {
  return body.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}

/** A contract's calendar date as the document writes it, day-month-year (src/shared/date-format.ts). */
const writtenDate = (isoDate: string) => formatDate(isoDate) ?? isoDate;

export function renderContractPdf(contract: ContractDocument): Promise<Buffer> {
  const text = fillPlaceholders(contract.body, {
    organization_name: contract.organizationName,
    trade_license_number: contract.tradeLicenseNumber ?? '—',
    contract_number: contract.number,
    start_date: writtenDate(contract.startDate),
    end_date: writtenDate(contract.endDate),
    commission_percent: contract.commissionPercent,
  });
  return renderPdf({ title: `${contract.templateName} ${contract.number}` }, (doc) => {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    doc.rect(0, 0, doc.page.width, 8).fill(ACCENT);
    doc.x = doc.page.margins.left;
    doc.y = doc.page.margins.top;
    textStyle(doc, 'bold', 20, NAVY);
    writeFlowingText(doc, 'Realestate Platform', { width });
    doc.moveDown(0.2);
    textStyle(doc, 'regular', 10, '#555555');
    writeFlowingText(doc, `Contract ${contract.number} · ${contract.status}`, { width });
    doc.moveDown(1.2);
    textStyle(doc, 'bold', 16, NAVY);
    writeFlowingText(doc, contract.templateName, { width });
    doc.moveDown(0.6);
    const facts: [string, string][] = [
      ['Party', contract.organizationName],
      ['Trade licence', contract.tradeLicenseNumber ?? '—'],
      ['Period', `${writtenDate(contract.startDate)} to ${writtenDate(contract.endDate)}`],
      ['Commission', `${contract.commissionPercent}%`],
    ];
    const left = doc.x;
    for (const [label, value] of facts) {
      // The label in bold, the value after it on the same line (and wrapped beside it).
      textStyle(doc, 'bold', 10, '#000000');
      const labelText = `${label}: `;
      const labelWidth = textWidth(doc, labelText);
      const top = doc.y;
      writeText(doc, labelText, left, top, { width: labelWidth + 1 });
      textStyle(doc, 'regular', 10, '#000000');
      const height = writeText(doc, value, left + labelWidth, top, { width: width - labelWidth });
      doc.x = left;
      doc.y = top + height;
    }
    doc.moveDown(1);
    textStyle(doc, 'regular', 11, '#000000');
    for (const paragraph of text.split(/\n\s*\n/)) {
      writeFlowingText(doc, paragraph.trim(), { width, align: 'justify' });
      doc.moveDown(0.7);
    }
    doc.moveDown(2);
    const signatureWidth = (width - 40) / 2;
    if (doc.y + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    textStyle(doc, 'regular', 9, '#555555');
    for (const [index, party] of ['For Realestate Platform', `For ${contract.organizationName}`].entries()) {
      const x = doc.page.margins.left + index * (signatureWidth + 40);
      doc
        .moveTo(x, y + 40)
        .lineTo(x + signatureWidth, y + 40)
        .strokeColor('#999999')
        .stroke();
      writeText(doc, party, x, y + 46, { width: signatureWidth });
    }
  });
}
