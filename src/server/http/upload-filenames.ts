// The names of uploaded files, which a client chooses freely: cleaned once as the multipart body
// is read (no folder, no control character — PostgreSQL text cannot hold a NUL — no bidi control
// that makes `fdp.exe` read as `exe.pdf`, a bounded length), and given the extension of the type
// found in the file, so a download is never saved under a name that opens it as something else.
import type { FileKind } from './uploads.ts';

/** At most this many characters (code points) are kept of a name, its extension included. */
export const MAX_FILENAME_LENGTH = 200;

/** The name a file gets when the client gave none, or nothing of it remained. */
export const FALLBACK_FILENAME = 'file';

// C0 and C1 controls and DEL; the bidi embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069) and marks (U+200E, U+200F, the Arabic letter mark U+061C); the line and paragraph
// separators; a byte-order mark.
// oxlint-disable-next-line no-control-regex -- matching control characters is this expression's job
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Text shown as a file name with the characters that hide or disguise what it says removed. */
export function withoutUnsafeCharacters(text: string): string {
  return text.normalize('NFC').replace(UNSAFE_CHARACTERS, '');
}

/** A name's stem and its last dot-separated part (`letter` and `pdf`; `` and `png` for `.png`; no extension for `letter`). */
function splitExtension(name: string): { stem: string; extension: string | null } {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? { stem: name.slice(0, dot), extension: name.slice(dot + 1) } : { stem: name, extension: null };
}

/** Cuts a name to `MAX_FILENAME_LENGTH` code points, from its stem so the extension stays. */
function bounded(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= MAX_FILENAME_LENGTH) return name;
  const { extension } = splitExtension(name);
  const tail = extension !== null && extension.length <= 16 ? `.${extension}` : '';
  return (
    Array.from(name.slice(0, name.length - tail.length))
      .slice(0, MAX_FILENAME_LENGTH - Array.from(tail).length)
      .join('')
      .trimEnd() + tail
  );
}

/**
 * A client's file name made safe to store and show: its last path part (either slash), without
 * control or bidi characters, trimmed of spaces and of the dots Windows drops, at most
 * `MAX_FILENAME_LENGTH` characters; `file` when nothing is left.
 */
export function cleanUploadFilename(raw: string | undefined): string {
  const lastPart = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = bounded(
    withoutUnsafeCharacters(lastPart)
      .trim()
      .replace(/[. ]+$/, ''),
  );
  return /^\.*$/.test(cleaned) ? FALLBACK_FILENAME : cleaned;
}

/** The extensions a name may already end in for a kind (`jpeg` too for a JPEG); the first is given. */
const NAME_EXTENSIONS: Record<FileKind, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  webp: ['webp'],
  gif: ['gif'],
  svg: ['svg'],
};

/**
 * The name to download a file of `kind` under: the extension the name claims replaced by the
 * kind's when it differs (`letter.html` holding a PDF → `letter.pdf`, `scan` → `scan.png`).
 */
export function downloadName(filename: string, kind: FileKind): string {
  const { stem, extension } = splitExtension(filename);
  const extensions = NAME_EXTENSIONS[kind];
  if (stem && extension !== null && extensions.includes(extension.toLowerCase())) return filename;
  return bounded(`${stem || FALLBACK_FILENAME}.${extensions[0]}`);
}
