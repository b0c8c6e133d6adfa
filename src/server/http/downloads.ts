// The one way files leave the server: bytes, their stored content type, and a safe
// `Content-Disposition` (ASCII fallback plus RFC 5987 UTF-8 name, the extension of the content
// type), never sniffed.
import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../services/storage.ts';
import { notFound } from './errors.ts';
import { downloadName, withoutUnsafeCharacters } from './upload-filenames.ts';
import { kindOfContentType } from './uploads.ts';

export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const cleaned = withoutUnsafeCharacters(filename).replace(/["\\/]/g, '_').trim() || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`;
}

/**
 * The headers of a file answer. The name takes the content type's extension (a stored name may
 * claim another: `letter.html` holding a PDF is downloaded as `letter.pdf`).
 */
function downloadHeaders(reply: FastifyReply, file: { filename: string; contentType: string }, disposition: 'attachment' | 'inline', size: number) {
  const kind = kindOfContentType(file.contentType);
  const name = withoutUnsafeCharacters(file.filename);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(size))
    .header('content-disposition', contentDisposition(kind ? downloadName(name, kind) : name, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
}

/** A file made on the fly (a PDF…), answered as a download. */
export function sendGeneratedFile(reply: FastifyReply, file: { bytes: Buffer; filename: string; contentType: string }): FastifyReply {
  return downloadHeaders(reply, file, 'attachment', file.bytes.length).send(file.bytes);
}

export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string; filename: string; contentType: string },
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<FastifyReply> {
  const size = await storage.size(file.key);
  if (size === null) throw notFound('The file is no longer available.');
  return downloadHeaders(reply, file, disposition, size).send(storage.open(file.key));
}
