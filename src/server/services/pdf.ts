// PDF documents with pdfkit and the self-hosted Noto fonts (nothing is fetched). A renderer draws
// on the document, its text through services/pdf-text.ts; this collects the bytes so routes can
// answer them as one download.
import PDFDocument from 'pdfkit';
import { DEFAULT_LANGUAGE, isRightToLeft, type Language } from '../../shared/languages.ts';
import { registerFonts } from './pdf-fonts.ts';
import { setTextDirection } from './pdf-text.ts';

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** A document's language (shared/languages.ts) sets its paragraph direction: an Arabic document reads right to left. */
export function renderPdf(
  info: { title: string; subject?: string; language?: Language },
  draw: (doc: PdfDocument) => void,
): Promise<Buffer> {
  const language = info.language ?? DEFAULT_LANGUAGE;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      lang: language,
      info: { Title: info.title, Subject: info.subject ?? info.title, Producer: 'Realestate Platform' },
    });
    registerFonts(doc);
    setTextDirection(doc, isRightToLeft(language) ? 'rtl' : 'ltr');
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
