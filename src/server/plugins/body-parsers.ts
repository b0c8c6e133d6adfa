// Body parsers besides JSON: urlencoded forms and multipart. A multipart body is read whole
// before the tenant context and the handler run — fields in any order, each file streamed to a
// temporary file (removed once the response is sent) — so handlers see one plain object. It is
// read once per request: by routing when `_method` must be found in it, else by its parser.
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import busboy from 'busboy';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, payloadTooLarge } from '../http/errors.ts';
import { addField, parseQueryString } from '../http/query-string.ts';
import { cleanUploadFilename } from '../http/upload-filenames.ts';

/**
 * Marks the files this parser wrote. A JSON body can spell `{kind: 'file', path: …}`, naming any
 * file on the server (another tenant's document); it cannot carry a symbol.
 */
const RECEIVED = Symbol('receivedUpload');

/** A file of a multipart body, as handlers receive it. */
export interface UploadedFile {
  kind: 'file';
  filename: string;
  /** What the client claimed; uploads check the real type by content. */
  mimetype: string;
  path: string;
  size: number;
}

/** A file this request's multipart body brought, never an object a body spelled like one. */
export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as { [RECEIVED]?: true })[RECEIVED] === true;
}

function receivedFile(file: UploadedFile): UploadedFile {
  return Object.assign(file, { [RECEIVED]: true as const });
}

const TEMP_DIRS = Symbol('uploadTempDirs');
const MULTIPART = Symbol('multipartBody');
type RawWithUploads = IncomingMessage & { [TEMP_DIRS]?: string[]; [MULTIPART]?: Promise<Record<string, unknown>> };

interface ReceivedFile {
  name: string;
  file: UploadedFile;
}

/** `name[]` collects a list; a plain name repeated becomes a list too. */
function addFile(fields: Record<string, unknown>, { name, file }: ReceivedFile) {
  const isList = name.endsWith('[]');
  const key = isList ? name.slice(0, -2) : name;
  if (!key || key === '__proto__' || key === 'constructor' || key === 'prototype') return;
  const existing = fields[key];
  if (isList || existing !== undefined)
    fields[key] = [...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]), file];
  else fields[key] = file;
}

/**
 * The multipart body of a request, read (once) from `payload`: routing reads it from the raw
 * request when it looks for `_method`, the content-type parser otherwise.
 */
export function readMultipart(raw: IncomingMessage, payload: NodeJS.ReadableStream, limitBytes: number): Promise<Record<string, unknown>> {
  const request = raw as RawWithUploads;
  request[MULTIPART] ??= parseMultipart(request, payload, limitBytes);
  return request[MULTIPART];
}

function parseMultipart(request: RawWithUploads, payload: NodeJS.ReadableStream, limitBytes: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    // A body announced as too large is refused unread; one that grows past the limit, once it does.
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes) {
      reject(payloadTooLarge());
      return;
    }
    let parser: busboy.Busboy;
    try {
      // Browsers send a file's name as raw UTF-8 (busboy would read it as latin1: Arabic came out garbled).
      parser = busboy({
        headers: request.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: limitBytes, fields: 1000, files: 50, fieldSize: 1024 * 1024 },
      });
    } catch {
      reject(badRequest('The multipart body is malformed.'));
      return;
    }
    const fields: Record<string, unknown> = {};
    const pendingFiles: Promise<ReceivedFile | null>[] = [];
    let failed: Error | null = null;
    const outs: WriteStream[] = [];
    let dirPromise: Promise<string> | null = null;
    const tempDir = () => {
      dirPromise ??= mkdtemp(path.join(os.tmpdir(), 'upload-')).then((dir) => {
        (request[TEMP_DIRS] ??= []).push(dir);
        return dir;
      });
      return dirPromise;
    };
    const fail = (error: Error) => {
      failed ??= error;
    };

    parser.on('field', (name, value) => addField(fields as Record<string, string | string[]>, name, value));
    // Files finish writing in any order; they are added in the order they were sent (`order`), so
    // `images[]` keeps the order the user picked.
    parser.on('file', (name, stream, info) => {
      const order = pendingFiles.length;
      // A body cut off inside this file errors the file stream too, possibly before the
      // temporary directory exists: unheard, that is an uncaught exception ending the process.
      stream.on('error', () => fail(badRequest('The multipart body is malformed.')));
      const done = tempDir().then(
        (dir) =>
          new Promise<ReceivedFile | null>((fileResolve) => {
            const target = path.join(dir, `${order}-${Math.random().toString(36).slice(2)}`);
            const out = createWriteStream(target);
            outs.push(out);
            let size = 0;
            stream.on('data', (chunk: Buffer) => (size += chunk.length));
            stream.on('limit', () => fail(payloadTooLarge('The uploaded file is too large.')));
            stream.on('error', () => {
              out.destroy();
              fileResolve(null);
            });
            stream.pipe(out);
            out.on('finish', () => {
              fileResolve({
                name,
                file: receivedFile({
                  kind: 'file',
                  filename: cleanUploadFilename(info.filename),
                  mimetype: info.mimeType,
                  path: target,
                  size,
                }),
              });
            });
            out.on('error', (error) => {
              fail(error);
              fileResolve(null);
            });
          }),
      );
      pendingFiles.push(done);
    });
    parser.on('filesLimit', () => fail(payloadTooLarge('Too many files in one request.')));
    parser.on('fieldsLimit', () => fail(payloadTooLarge('Too many fields in one request.')));
    // A body cut off inside a file never finishes that file, and busboy does not close after
    // an error: answer now (the temporary files go with the request) instead of waiting forever.
    parser.on('error', () => {
      for (const out of outs) out.destroy();
      reject(failed ?? badRequest('The multipart body is malformed.'));
    });
    parser.on('close', () => {
      void Promise.all(pendingFiles).then((received) => {
        if (failed) return reject(failed);
        for (const entry of received) if (entry) addFile(fields, entry);
        resolve({ ...fields });
      });
    });
    let received = 0;
    const countBytes = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limitBytes) return;
      payload.off('data', countBytes);
      payload.unpipe(parser);
      for (const out of outs) out.destroy();
      reject(payloadTooLarge());
    };
    payload.on('data', countBytes);
    payload.pipe(parser);
  });
}

export default fp(
  async function bodyParsersPlugin(app: FastifyInstance, options: { uploadLimitBytes: number }) {
    // The API speaks JSON, forms and multipart only; anything else is a 415, not a string body.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseQueryString(body as string));
    });

    app.addContentTypeParser('multipart/form-data', { bodyLimit: options.uploadLimitBytes }, (request, payload, done) => {
      readMultipart(request.raw, payload, options.uploadLimitBytes).then(
        (fields) => done(null, fields),
        (error: Error) => done(error),
      );
    });

    app.addHook('onResponse', async (request) => {
      const dirs = (request.raw as RawWithUploads)[TEMP_DIRS];
      if (dirs) await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });
  },
  { name: 'body-parsers' },
);
