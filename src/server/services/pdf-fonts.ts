// The fonts every PDF is written in: Noto Sans for Latin text and Noto Sans Arabic for Arabic,
// regular and bold, self-hosted from the @fontsource packages (nothing is fetched). pdfkit's
// built-in Helvetica has no Arabic glyph: it printed "محمد" as garbage. The WOFF files are read
// once per process; pdfkit embeds only the glyphs a document uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { PdfDocument } from './pdf.ts';

export type TextWeight = 'regular' | 'bold';

/** Which font a character is drawn with: Arabic script, Latin (with digits and punctuation), or the rarer Latin letters. */
export type FontFace = 'arabic' | 'latin' | 'latin-ext';

const FACES: readonly FontFace[] = ['arabic', 'latin', 'latin-ext'];
const WEIGHTS: Record<TextWeight, number> = { regular: 400, bold: 700 };

// Resolved through the module system, not the working directory, so the server finds them
// wherever it is started from.
const resolvePackageFile = createRequire(import.meta.url).resolve;

function fontFile(face: FontFace, weight: TextWeight): string {
  const file =
    face === 'arabic'
      ? `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${WEIGHTS[weight]}-normal.woff`
      : `@fontsource/noto-sans/files/noto-sans-${face}-${WEIGHTS[weight]}-normal.woff`;
  return resolvePackageFile(file);
}

/**
 * A WOFF 1.0 font unpacked to the plain TrueType it wraps. fontkit would inflate the WOFF's
 * tables in JavaScript for every document, most of a one-unit offer's time (bench/RESULTS.md,
 * "Sale offer PDF"); node's zlib does it once per process.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font.');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + 16 * count;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(sfnt, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

let fontBytes: Map<string, Buffer> | null = null;

export function fontName(face: FontFace, weight: TextWeight): string {
  return `noto-${face}-${weight}`;
}

function loadedFonts(): Map<string, Buffer> {
  if (!fontBytes) {
    const loaded = new Map<string, Buffer>();
    for (const face of FACES)
      for (const weight of Object.keys(WEIGHTS) as TextWeight[])
        loaded.set(fontName(face, weight), woffToSfnt(readFileSync(fontFile(face, weight))));
    fontBytes = loaded;
  }
  return fontBytes;
}

/** Makes the fonts known to a new document and starts it in regular Latin. */
export function registerFonts(doc: PdfDocument): void {
  for (const [name, bytes] of loadedFonts()) doc.registerFont(name, bytes);
  doc.font(fontName('latin', 'regular'));
}

/** The letters of the Arabic script, its presentation forms included. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

// pdfkit keeps the parsed font (fontkit) of a selected font on the document; its type
// definitions leave that out.
type FontWithGlyphs = { font?: { hasGlyphForCodePoint(codePoint: number): boolean } };

const latinCoverage = new Map<number, boolean>();

/**
 * The face a character is drawn in. Spaces and punctuation are Latin: shaping never joins across
 * them, and an Arabic run stays a run of Arabic letters, which fontkit shapes as one word.
 */
export function faceOf(doc: PdfDocument, character: string): FontFace {
  if (ARABIC_SCRIPT.test(character)) return 'arabic';
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0x250) return codePoint < 0x100 ? 'latin' : 'latin-ext';
  let inLatin = latinCoverage.get(codePoint);
  if (inLatin === undefined) {
    const font = (doc.font(fontName('latin', 'regular')) as unknown as { _font: FontWithGlyphs })._font;
    inLatin = font.font?.hasGlyphForCodePoint(codePoint) ?? true;
    latinCoverage.set(codePoint, inLatin);
  }
  return inLatin ? 'latin' : 'latin-ext';
}

// pdfkit internals (its type definitions leave them out): the selected font, its fontkit font
// and subset, and how it turns text into glyph ids and a glyph-to-text map.
interface FontkitGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}
interface EmbeddedFont {
  font: { _glyphs: Record<number, FontkitGlyph | undefined>; getGlyph(id: number, codePoints?: number[]): FontkitGlyph };
  subset: { glyphs: number[] };
  scale: number;
  unicode: number[][];
  widths: number[];
  layout(text: string, features?: unknown): { glyphs: FontkitGlyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
}

const truthful = new WeakSet<EmbeddedFont>();

const sameLetters = (a: number[], b: number[]) => a.length === b.length && a.every((codePoint, index) => codePoint === b[index]);

/**
 * Makes an Arabic font's glyphs read back as the letters they were drawn for. Noto Sans Arabic
 * draws ج ح خ (and ب ت ث ن ي…) as one shape plus dots, and fontkit hands out one glyph object per
 * id, carrying the letter of its first use — even within one word: pdftotext read "الخليج" as
 * "الحليج" and "الحجز" as "الححز". A glyph asked for with other letters than the one cached now
 * comes fresh (the cached shape's letters are those of its first use only), and each (glyph,
 * letters) pair gets its own id in the subset, so the PDF's glyph-to-text map holds one answer per id.
 */
function readTruthfully(font: EmbeddedFont): void {
  if (truthful.has(font)) return;
  truthful.add(font);
  const fontkit = font.font;
  const getGlyph = fontkit.getGlyph.bind(fontkit);
  fontkit.getGlyph = (id, codePoints = []) => {
    const cached = fontkit._glyphs[id];
    if (cached && codePoints.length && !sameLetters(cached.codePoints, codePoints)) delete fontkit._glyphs[id];
    return getGlyph(id, codePoints);
  };
  const ids = new Map<string, number>();
  font.encode = (text, features) => {
    const { glyphs, positions } = font.layout(text, features);
    const encoded = glyphs.map((glyph) => {
      const key = `${glyph.id}:${glyph.codePoints.join(',')}`;
      let id = ids.get(key);
      if (id === undefined) {
        font.subset.glyphs.push(glyph.id);
        id = font.subset.glyphs.length - 1;
        ids.set(key, id);
        font.widths[id] = glyph.advanceWidth * font.scale;
        font.unicode[id] = glyph.codePoints;
      }
      return `0000${id.toString(16)}`.slice(-4);
    });
    return [encoded, positions];
  };
}

/** Selects a face's font for the next text. */
export function useFace(doc: PdfDocument, face: FontFace, weight: TextWeight): PdfDocument {
  doc.font(fontName(face, weight));
  if (face === 'arabic') readTruthfully((doc as unknown as { _font: EmbeddedFont })._font);
  return doc;
}
