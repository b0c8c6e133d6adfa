// Mirroring a page for right-to-left documents. A renderer lays its page out once, as it reads in
// English (x from the left edge, first column on the left), and passes each box through here: in
// an Arabic document (services/pdf.ts `language`) the box lands at its mirror image and its
// alignment flips, so labels sit on the right, values to their left and a table's first column
// is the rightmost. An English document is drawn exactly where the renderer placed it.
import type { PdfDocument } from './pdf.ts';
import { textDirection, type TextBox } from './pdf-text.ts';

export type Align = NonNullable<TextBox['align']>;

/** Whether the document reads right to left. */
export function mirrored(doc: PdfDocument): boolean {
  return textDirection(doc) === 'rtl';
}

/** The left edge of a box `width` wide laid out at `x`: mirrored across the page when right to left. */
export function boxX(doc: PdfDocument, x: number, width: number): number {
  return mirrored(doc) ? doc.page.width - x - width : x;
}

/** An alignment as laid out, flipped when right to left (left ↔ right; center and justify stay). */
export function boxAlign(doc: PdfDocument, align: Align | undefined): Align | undefined {
  if (!mirrored(doc)) return align;
  if (align === 'left') return 'right';
  if (align === 'right') return 'left';
  return align;
}
