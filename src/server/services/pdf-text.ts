// The one way PDF text is drawn, so Arabic prints as well as English, alone or mixed in one line
// ("Unit 1204 — محمد الهاشمي, AED 1,200,000"). A paragraph is wrapped on its logical text, then
// each line is put in visual order by the Unicode bidirectional algorithm (bidi-js; the paragraph
// direction is the document's language), cut into runs of one face and one direction, and each
// run is drawn with its font: fontkit shapes an Arabic run (joined letters) and lays it out right
// to left itself, so Arabic runs are handed over in logical order and the others in visual order.
import bidiFactory from 'bidi-js';
import { faceOf, fontName, useFace, type FontFace, type TextWeight } from './pdf-fonts.ts';
import type { PdfDocument } from './pdf.ts';

export type { TextWeight } from './pdf-fonts.ts';
export type TextDirection = 'ltr' | 'rtl';

const bidi = bidiFactory();

/** Lines are this many times the font size apart. */
const LINE_SPACING = 1.3;
/** The baseline sits this many times the font size below the top of a line, as Helvetica's did. */
const BASELINE = 0.78;
const ELLIPSIS = '…';

interface TextState {
  weight: TextWeight;
  size: number;
  direction: TextDirection;
}

const states = new WeakMap<PdfDocument, TextState>();

function stateOf(doc: PdfDocument): TextState {
  let state = states.get(doc);
  if (!state) states.set(doc, (state = { weight: 'regular', size: 12, direction: 'ltr' }));
  return state;
}

/** The paragraph direction of a document's text: right to left for an Arabic document. */
export function setTextDirection(doc: PdfDocument, direction: TextDirection): void {
  stateOf(doc).direction = direction;
}

/** The document's paragraph direction, which its layout mirrors by (services/pdf-layout.ts). */
export function textDirection(doc: PdfDocument): TextDirection {
  return stateOf(doc).direction;
}

/** A strong letter: the first one decides a paragraph's own direction (Unicode bidi rules P2, P3). */
const STRONG_LETTER = /\p{L}/u;
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/** The direction text written by a person reads in: its first strong letter's, else the document's. */
function ownDirection(doc: PdfDocument, text: string): TextDirection {
  const first = STRONG_LETTER.exec(text)?.[0];
  if (first === undefined) return stateOf(doc).direction;
  return RIGHT_TO_LEFT_LETTER.test(first) ? 'rtl' : 'ltr';
}

/** Runs `draw` with the paragraph direction `box` asks for (`auto`: the text's own), then restores the document's. */
function inDirection<T>(doc: PdfDocument, text: string, box: Pick<TextBox, 'direction'>, draw: () => T): T {
  if (!box.direction) return draw();
  const state = stateOf(doc);
  const documentDirection = state.direction;
  state.direction = box.direction === 'auto' ? ownDirection(doc, text) : box.direction;
  try {
    return draw();
  } finally {
    state.direction = documentDirection;
  }
}

/** Sets the weight, size and colour the next texts are drawn in. */
export function textStyle(doc: PdfDocument, weight: TextWeight, size: number, color: string): PdfDocument {
  Object.assign(stateOf(doc), { weight, size });
  return doc.font(fontName('latin', weight)).fontSize(size).fillColor(color);
}

/** The distance between two lines of text at the current size. */
export function lineHeight(doc: PdfDocument): number {
  return stateOf(doc).size * LINE_SPACING;
}

export interface TextBox {
  width: number;
  align?: 'left' | 'right' | 'center' | 'justify';
  /** At most this many lines; the last one shown ends in an ellipsis when text is left over. */
  lines?: number;
  characterSpacing?: number;
  /**
   * The paragraph direction, when not the document's: `auto` takes the text's own (its first
   * strong letter), for what a person wrote (notes, a contract template) in either language.
   */
  direction?: TextDirection | 'auto';
}

interface FaceRun {
  face: FontFace;
  text: string;
}

/** Consecutive characters of one face, in logical order. */
function faceRuns(doc: PdfDocument, text: string): FaceRun[] {
  const runs: FaceRun[] = [];
  for (const character of text) {
    const face = faceOf(doc, character);
    const last = runs.at(-1);
    if (last && last.face === face) last.text += character;
    else runs.push({ face, text: character });
  }
  return runs;
}

function runWidth(doc: PdfDocument, run: FaceRun, characterSpacing: number): number {
  useFace(doc, run.face, stateOf(doc).weight);
  return doc.widthOfString(run.text, { characterSpacing });
}

/** The width a piece of text takes at the current style (shaped, so an Arabic word measures as drawn). */
export function textWidth(doc: PdfDocument, text: string, characterSpacing = 0): number {
  const width = faceRuns(doc, text).reduce((sum, run) => sum + runWidth(doc, run, characterSpacing), 0);
  doc.font(fontName('latin', stateOf(doc).weight));
  return width;
}

/** A word longer than the line is cut between characters, as many as fit (at least one). */
function cutToWidth(doc: PdfDocument, word: string, width: number, characterSpacing: number): [string, string] {
  const characters = Array.from(word);
  let count = 1;
  while (count < characters.length && textWidth(doc, characters.slice(0, count + 1).join(''), characterSpacing) <= width) count++;
  return [characters.slice(0, count).join(''), characters.slice(count).join('')];
}

/** One paragraph's logical text cut into lines at spaces, each at most `width` wide. */
function wrapParagraph(doc: PdfDocument, paragraph: string, width: number, characterSpacing: number, limit: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = paragraph.match(/\S+\s*/g) ?? [];
  for (let index = 0; index < words.length && lines.length < limit; index++) {
    const word = words[index]!;
    const candidate = line + word;
    if (textWidth(doc, candidate.trimEnd(), characterSpacing) <= width) {
      line = candidate;
      continue;
    }
    if (line) {
      lines.push(line.trimEnd());
      line = '';
      index--;
      continue;
    }
    const [head, rest] = cutToWidth(doc, word.trimEnd(), width, characterSpacing);
    lines.push(head);
    if (rest) words.splice(index + 1, 0, rest + word.slice(word.trimEnd().length));
  }
  if (line.trimEnd() || !lines.length) lines.push(line.trimEnd());
  return lines;
}

interface WrappedLine {
  text: string;
  /** The paragraph's last line, which justified text leaves ragged. */
  endsParagraph: boolean;
}

/** The lines of `text`, paragraph by paragraph; past `limit` lines the rest is not laid out. */
function wrapText(doc: PdfDocument, text: string, width: number, characterSpacing: number, limit: number): WrappedLine[] {
  const wrapped: WrappedLine[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    if (wrapped.length >= limit) break;
    const lines = wrapParagraph(doc, paragraph, width, characterSpacing, limit - wrapped.length);
    wrapped.push(...lines.map((line, index) => ({ text: line, endsParagraph: index === lines.length - 1 })));
  }
  return wrapped;
}

/** The last line kept, shortened until it and an ellipsis fit. */
function withEllipsis(doc: PdfDocument, line: string, width: number, characterSpacing: number): string {
  let characters = Array.from(line.trimEnd());
  while (characters.length && textWidth(doc, characters.join('').trimEnd() + ELLIPSIS, characterSpacing) > width)
    characters = characters.slice(0, -1);
  return characters.join('').trimEnd() + ELLIPSIS;
}

interface VisualRun {
  face: FontFace;
  /** What is handed to pdfkit: for Arabic, the order fontkit reverses into visual order; visual order otherwise. */
  text: string;
  width: number;
  spaces: number;
}

/** A line in visual order, left to right, as runs of one face and one embedding level. */
function visualRuns(doc: PdfDocument, line: string, characterSpacing: number): VisualRun[] {
  const { direction } = stateOf(doc);
  const levels = bidi.getEmbeddingLevels(line, direction);
  const order = bidi.getReorderedIndices(line, levels);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  // Per UTF-16 unit, as bidi-js counts.
  const faces = Array.from({ length: line.length }, (_, index) => faceOf(doc, line[index]!));
  const runs: { face: FontFace; indices: number[]; level: number }[] = [];
  for (const index of order) {
    const face = faces[index]!;
    const level = levels.levels[index]!;
    const last = runs.at(-1);
    const previous = last?.indices.at(-1);
    if (last && last.face === face && last.level === level && previous !== undefined && Math.abs(previous - index) === 1)
      last.indices.push(index);
    else runs.push({ face, indices: [index], level });
  }
  return runs.map(({ face, indices, level }) => {
    const logical = [...indices].sort((a, b) => a - b);
    const rightToLeft = level % 2 === 1;
    // fontkit lays out any Arabic-script run right to left. Arabic letters (odd level) are handed
    // over as written; Arabic-Indic digits (٤٥, an even level: read left to right) reversed, so
    // its reversal puts them back.
    const ordered = face === 'arabic' ? (rightToLeft ? logical : logical.reverse()) : indices;
    let text = ordered.map((index) => mirrored.get(index) ?? line[index]!).join('');
    // bidi-js counts UTF-16 units: a surrogate pair reversed with its run is put back in order.
    if (face !== 'arabic' && rightToLeft) text = text.replace(/([\udc00-\udfff])([\ud800-\udbff])/g, '$2$1');
    return { face, text, width: runWidth(doc, { face, text }, characterSpacing), spaces: text.split(' ').length - 1 };
  });
}

/** Draws one line with its top at `y`, placed in `box` as aligned. */
function drawLine(doc: PdfDocument, line: WrappedLine, x: number, y: number, box: TextBox, characterSpacing: number) {
  const runs = visualRuns(doc, line.text, characterSpacing);
  const natural = runs.reduce((sum, run) => sum + run.width, 0);
  const spaces = runs.reduce((sum, run) => sum + run.spaces, 0);
  const align = box.align === 'justify' && line.endsParagraph ? (stateOf(doc).direction === 'rtl' ? 'right' : 'left') : box.align;
  const wordSpacing = align === 'justify' && spaces > 0 && natural < box.width ? (box.width - natural) / spaces : 0;
  let left = x;
  if (align === 'right') left = x + box.width - natural;
  else if (align === 'center') left = x + (box.width - natural) / 2;
  else if (align !== 'justify' && align !== 'left' && stateOf(doc).direction === 'rtl') left = x + box.width - natural;
  const { weight } = stateOf(doc);
  const baseline = y + stateOf(doc).size * BASELINE;
  for (const run of runs) {
    if (run.text.trim()) {
      useFace(doc, run.face, weight).text(run.text, left, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        characterSpacing,
        ...(wordSpacing && run.spaces ? { wordSpacing } : {}),
      });
    }
    left += run.width + wordSpacing * run.spaces;
  }
  // pdfkit moved its cursor along the runs; it ends below the line, as after its own text().
  doc.font(fontName('latin', weight));
  doc.x = x;
  doc.y = y + lineHeight(doc);
}

/** The lines `text` takes in `box`, cut to `box.lines` with an ellipsis. */
function layOut(doc: PdfDocument, text: string, box: TextBox): WrappedLine[] {
  const characterSpacing = box.characterSpacing ?? 0;
  // One line more than shown tells whether text is left over (and an ellipsis is due).
  const lines = wrapText(doc, text, box.width, characterSpacing, box.lines === undefined ? Infinity : box.lines + 1);
  if (box.lines === undefined || lines.length <= box.lines) return lines;
  const kept = lines.slice(0, Math.max(1, box.lines));
  const last = kept.at(-1)!;
  kept[kept.length - 1] = { text: withEllipsis(doc, last.text, box.width, characterSpacing), endsParagraph: true };
  return kept;
}

/**
 * Draws text with its first line's top at (x, y), wrapped to `box.width`, at most `box.lines`
 * lines. Nothing here opens a page: the caller places blocks. Answers the height drawn.
 */
export function writeText(doc: PdfDocument, text: string, x: number, y: number, box: TextBox): number {
  return inDirection(doc, text, box, () => {
    const lines = layOut(doc, text, box);
    const height = lineHeight(doc);
    lines.forEach((line, index) => drawLine(doc, line, x, y + index * height, box, box.characterSpacing ?? 0));
    return lines.length * height;
  });
}

/**
 * Draws text where the document's cursor is (doc.x, doc.y) and moves the cursor below it,
 * opening a new page when a line would cross the bottom margin: for documents that flow.
 */
export function writeFlowingText(doc: PdfDocument, text: string, box: Omit<TextBox, 'lines'>): void {
  inDirection(doc, text, box, () => {
    const height = lineHeight(doc);
    const x = doc.x;
    for (const line of layOut(doc, text, box)) {
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      drawLine(doc, line, x, doc.y, box, box.characterSpacing ?? 0);
    }
  });
}
