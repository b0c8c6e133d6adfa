// Storing files that demo data generates (PDFs, logos) the way uploads are stored: through the
// storage service, under server-generated names. The seed removes them again if its
// transaction fails.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderPdf } from '../../services/pdf.ts';
import { textStyle, writeFlowingText } from '../../services/pdf-text.ts';
import type { FileStorage } from '../../services/storage.ts';

export interface StoredDemoFile {
  key: string;
  size: number;
}

export async function storeDemoFile(storage: FileStorage, folder: string, extension: string, bytes: Buffer): Promise<StoredDemoFile> {
  const temporary = path.join(os.tmpdir(), `demo-${randomUUID()}.${extension}`);
  await writeFile(temporary, bytes);
  return { key: await storage.put(temporary, { folder, extension }), size: bytes.length };
}

/** A one-page PDF with a title and lines of text, stored. */
export async function storeDemoPdf(storage: FileStorage, folder: string, title: string, lines: string[]): Promise<StoredDemoFile> {
  const bytes = await renderPdf({ title }, (doc) => {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    textStyle(doc, 'regular', 18, '#000000');
    writeFlowingText(doc, title, { width });
    doc.moveDown();
    textStyle(doc, 'regular', 11, '#000000');
    for (const line of lines) writeFlowingText(doc, line, { width });
  });
  return storeDemoFile(storage, folder, 'pdf', bytes);
}
