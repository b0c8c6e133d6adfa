// A contract rendered as PDF: the template's wording with its placeholders filled, the parties,
// the period and the commission, and room for both signatures.
import { formatDate } from '../../../shared/date-format.ts';
import { renderPdf } from '../../services/pdf.ts';

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
    doc.rect(0, 0, doc.page.width, 8).fill(ACCENT);
    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(20).text('Realestate Platform', { continued: false });
    doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#555555').text(`Contract ${contract.number} · ${contract.status}`);
    doc.moveDown(1.2).fillColor(NAVY).font('Helvetica-Bold').fontSize(16).text(contract.templateName);
    doc.moveDown(0.6).fillColor('#000000').font('Helvetica').fontSize(10);
    const facts: [string, string][] = [
      ['Party', contract.organizationName],
      ['Trade licence', contract.tradeLicenseNumber ?? '—'],
      ['Period', `${writtenDate(contract.startDate)} to ${writtenDate(contract.endDate)}`],
      ['Commission', `${contract.commissionPercent}%`],
    ];
    for (const [label, value] of facts) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    }
    doc.moveDown(1).fontSize(11);
    for (const paragraph of text.split(/\n\s*\n/)) {
      doc.text(paragraph.trim(), { align: 'justify' }).moveDown(0.7);
    }
    doc.moveDown(2);
    const y = doc.y;
    const width = (doc.page.width - 2 * 56 - 40) / 2;
    for (const [index, party] of ['For Realestate Platform', `For ${contract.organizationName}`].entries()) {
      const x = 56 + index * (width + 40);
      doc
        .moveTo(x, y + 40)
        .lineTo(x + width, y + 40)
        .strokeColor('#999999')
        .stroke();
      doc
        .fontSize(9)
        .fillColor('#555555')
        .text(party, x, y + 46, { width });
    }
  });
}
