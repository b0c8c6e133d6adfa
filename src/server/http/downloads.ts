// The one way files leave the server: bytes, their stored content type, a safe
// `Content-Disposition` (ASCII fallback plus RFC 5987 UTF-8 name, the extension of the content
// type), never sniffed, and a CSP under which a file opened in the browser runs nothing.
import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../services/storage.ts';
import { notFound } from './errors.ts';
import { downloadName, withoutUnsafeCharacters } from './upload-filenames.ts';
import { kindOfContentType } from './uploads.ts';

/**
 * The policy of every file answer: an SVG, or an HTML polyglot, opened straight from its address
 * loads nothing and runs no script, in a sandbox with an origin of its own (so no access to the
 * app's storage either). Images and PDFs read through the app come as blobs and are unaffected.
 */
export const FILE_CSP = "default-src 'none'; sandbox";

export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const cleaned =
    withoutUnsafeCharacters(filename)
      .replace(/["\\/]/g, '_')
      .trim() || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`;
}

export interface FileAnswer {
  filename: string;
  contentType: string;
}

/**
 * The headers of a file answer. The name takes the content type's extension (a stored name may
 * claim another: `letter.html` holding a PDF is downloaded as `letter.pdf`).
 */
export function fileHeaders(
  reply: FastifyReply,
  file: FileAnswer,
  disposition: 'attachment' | 'inline' = 'attachment',
  size?: number,
): FastifyReply {
  const kind = kindOfContentType(file.contentType);
  const name = withoutUnsafeCharacters(file.filename);
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(kind ? downloadName(name, kind) : name, disposition))
    .header('content-security-policy', FILE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (size !== undefined) reply.header('content-length', String(size));
  return reply;
}

/** A file made on the fly (a PDF…), answered as a download. */
export function sendGeneratedFile(reply: FastifyReply, file: FileAnswer & { bytes: Buffer }): FastifyReply {
  return fileHeaders(reply, file, 'attachment', file.bytes.length).send(file.bytes);
}

export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: FileAnswer & { key: string },
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<FastifyReply> {
  const stored = await storage.open(file.key);
  if (!stored) throw notFound('The file is no longer available.');
  return fileHeaders(reply, file, disposition, stored.size).send(stored.body);
}
