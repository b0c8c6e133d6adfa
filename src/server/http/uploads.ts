// One upload policy check for every module: the type is decided by the file's content (magic
// bytes), never by its name or the client's header; too big → 413, wrong type → 422 on the
// field. An SVG is never kept as such: it is drawn to a PNG, which is what gets stored.
import { open, readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import { isUploadedFile, type UploadedFile } from '../plugins/body-parsers.ts';
import { rasterizeSvg } from '../services/images.ts';
import { fieldError, payloadTooLarge } from './errors.ts';
import { downloadName } from './upload-filenames.ts';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'gif' | 'svg';

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

export const EXTENSIONS: Record<FileKind, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif', svg: 'svg' };

/** The kind of a content type this module names, null for any other (a spreadsheet…). */
export function kindOfContentType(contentType: string): FileKind | null {
  const bare = contentType.split(';')[0]!.trim().toLowerCase();
  return (Object.keys(CONTENT_TYPES) as FileKind[]).find((kind) => CONTENT_TYPES[kind] === bare) ?? null;
}

/** The content type of a stored file, from the extension storage gave it. */
export function contentTypeOfKey(key: string): string {
  const extension = key.split('.').pop();
  const kind = (Object.keys(EXTENSIONS) as FileKind[]).find((k) => EXTENSIONS[k] === extension);
  return kind ? CONTENT_TYPES[kind] : 'application/octet-stream';
}

export interface UploadPolicy {
  kinds: readonly FileKind[];
  maxBytes: number;
}

export const DOCUMENT_POLICY: UploadPolicy = { kinds: ['pdf', 'jpeg', 'png'], maxBytes: 10 * 1024 * 1024 };
export const LOGO_POLICY: UploadPolicy = { kinds: ['png', 'jpeg', 'webp', 'svg'], maxBytes: 2 * 1024 * 1024 };
export const IMAGE_POLICY: UploadPolicy = { kinds: ['png', 'jpeg', 'webp'], maxBytes: 10 * 1024 * 1024 };

/** A multipart file field in a route schema; its content is checked by `acceptUpload`. */
export const uploadedFileSchema = z.custom<UploadedFile>(isUploadedFile, { message: 'The field must be a file.' });

/** One file or a list of them (`images[]`), as the multipart parser hands them over: 1 to `max`. */
export const uploadedFilesSchema = (field: string, max: number) =>
  z
    .union([uploadedFileSchema, z.array(uploadedFileSchema)], { error: `The ${field} field is required.` })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .refine((files) => files.length >= 1, `The ${field} field is required.`)
    .refine((files) => files.length <= max, `At most ${max} ${field} per upload.`);

export async function detectKind(filePath: string): Promise<FileKind | null> {
  const handle = await open(filePath, 'r');
  const head = Buffer.alloc(512);
  try {
    await handle.read(head, 0, 512, 0);
  } finally {
    await handle.close();
  }
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (/^GIF8[79]a/.test(head.subarray(0, 6).toString('latin1'))) return 'gif';
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return 'svg';
  return null;
}

export interface AcceptedUpload {
  /** The file to store: for an SVG, the PNG drawn from it (not the file that was passed in). */
  file: UploadedFile;
  kind: FileKind;
  contentType: string;
  extension: string;
  /** The client's (already cleaned) name with the extension of the kind found: the name to keep and download under. */
  filename: string;
}

/** Draws an accepted SVG to a PNG beside it (in the request's temporary folder, removed with it). */
async function svgAsPng(field: string, file: UploadedFile): Promise<UploadedFile> {
  const target = `${file.path}.png`;
  try {
    await rasterizeSvg(await readFile(file.path), target);
  } catch {
    throw fieldError(field, `The ${field.replace(/_/g, ' ')} could not be read as an image.`);
  }
  return { ...file, path: target, size: (await stat(target)).size, mimetype: CONTENT_TYPES.png };
}

/** Checks a file against a policy; throws 413 or a 422 on `field`. */
export async function acceptUpload(field: string, file: UploadedFile, policy: UploadPolicy): Promise<AcceptedUpload> {
  if (file.size > policy.maxBytes) {
    throw payloadTooLarge(`The ${field.replace(/_/g, ' ')} may not be greater than ${Math.round(policy.maxBytes / 1024 / 1024)} MB.`);
  }
  const detected = await detectKind(file.path);
  if (!detected || !policy.kinds.includes(detected)) {
    throw fieldError(field, `The ${field.replace(/_/g, ' ')} must be a file of type: ${policy.kinds.join(', ')}.`);
  }
  const [kind, stored] = detected === 'svg' ? (['png', await svgAsPng(field, file)] as const) : ([detected, file] as const);
  return { file: stored, kind, contentType: CONTENT_TYPES[kind], extension: EXTENSIONS[kind], filename: downloadName(file.filename, kind) };
}
