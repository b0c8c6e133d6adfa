// PDF documents with pdfkit and its built-in fonts (nothing is fetched). A renderer draws on
// the document; this collects the bytes so routes can answer them as one download.
import PDFDocument from 'pdfkit';

export type PdfDocument = InstanceType<typeof PDFDocument>;

export function renderPdf(info: { title: string; subject?: string }, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: info.title, Subject: info.subject ?? info.title, Producer: 'Realestate Platform' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
