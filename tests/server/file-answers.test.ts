// Files in and out, generated from the route list. Every GET is called with organization A's ids
// by a caller allowed it: each answer that is not JSON is a file, and must carry the file CSP
// (`default-src 'none'; sandbox`), nosniff, and a Content-Disposition whose name has no control or
// bidi character and the extension of its content type — and every route that declares no JSON
// answer must be reached with a file, so a new download route is swept the day it lands. Then
// every route taking a file is sent its valid payload with names a browser or an attacker may send
// (a NUL, a bidi override, Arabic as raw UTF-8, a PDF named .html): never a 500, and no answer
// repeats a control or bidi character.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/server/db/schema.ts';
import { FILE_CSP } from '../../src/server/http/downloads.ts';
import { kindOfContentType, uploadedFileSchema } from '../../src/server/http/uploads.ts';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';
import { can, type Action } from '../../src/shared/permissions.ts';
import type { Role } from '../../src/shared/roles.ts';
import { pdfBytes, type MultipartValue } from './support/files.ts';
import { buildFullWorld, concreteUrl, send, type FullWorld } from './support/full-world.ts';
import { jpegBytes } from './support/inventory.ts';
import { operationName, operationsOf, recordingModule, type Operation } from './support/routes.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { validPayload } from './support/valid-requests.ts';
import type { Actor } from './support/world.ts';

/** What no file name the server shows may hold: controls, DEL, C1, bidi controls and marks, separators. */
// oxlint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** The same, as JSON escapes them (a control character in a JSON answer is written `\u00XX`). */
const UNSAFE_IN_JSON = /\\u00[01][0-9a-f]|\\u007f|[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/i;
/** Guards against a sweep that silently finds no download (17 operations answered files when written). */
const MIN_FILE_OPERATIONS = 15;

/**
 * File names sent in place of each file's own, in the way each reaches the server, and the name an
 * answer that shows file names must then show (with the extension of what the file holds).
 */
const HOSTILE_NAMES: { label: string; filename: string; rfc5987: boolean; shown: RegExp }[] = [
  { label: 'a NUL, percent-encoded in filename*', filename: 'scan\u0000.pdf', rfc5987: true, shown: /^scan\.(pdf|png|jpg)$/ },
  {
    label: 'a bidi override and a C1 control',
    filename: 'invoice\u202Efdp\u0085.exe',
    rfc5987: true,
    shown: /^invoicefdp\.(pdf|png|jpg)$/,
  },
  { label: 'Arabic as raw UTF-8', filename: 'عقد الإيجار.pdf', rfc5987: false, shown: /^عقد الإيجار\.(pdf|png|jpg)$/ },
  { label: 'a type the content is not', filename: 'letter.html', rfc5987: false, shown: /^letter\.(pdf|png|jpg)$/ },
];

/** Every file name a JSON answer shows (`filename`, `file_name`, at any depth). */
function shownNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(shownNames);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...((key === 'filename' || key === 'file_name') && typeof child === 'string' ? [child] : []),
    ...shownNames(child),
  ]);
}

const allowed = (operation: Operation, role: Role) =>
  [operation.action, operation.orAction].some((action) => action !== undefined && can(action as Action, role));

/** A caller of A (or of the platform, for its own records) allowed the call; null: public. */
function callerOf(w: FullWorld, operation: Operation): Actor | null {
  if (operation.action === 'public') return null;
  if (operation.action === 'account') return w.actors.developer_admin;
  if (/^\/api\/(contacts|messenger)\//.test(operation.url)) return w.actors.super_admin;
  if (allowed(operation, 'developer_admin')) return w.actors.developer_admin;
  if (allowed(operation, 'super_admin_sales_manager')) return { ...w.actors.super_admin_sales_manager, orgId: w.developerId };
  return { ...w.actors.super_admin, orgId: w.developerId };
}

/** Whether a body field's schema takes an uploaded file (also optional, in a list, one of a union, or transformed). */
function takesFile(schema: unknown): boolean {
  if (schema === uploadedFileSchema) return true;
  const def = (schema as { _zod?: { def?: { innerType?: unknown; element?: unknown; in?: unknown; options?: unknown[] } } })?._zod?.def;
  if (!def) return false;
  return [def.innerType, def.element, def.in, ...(def.options ?? [])].some((inner) => inner !== undefined && takesFile(inner));
}

/** The body fields of a route that take files, read from its schema. */
function fileFieldsOf(operation: Operation): string[] {
  const shape = (operation.route.schema as { body?: { shape?: Record<string, unknown> } } | undefined)?.body?.shape ?? {};
  return Object.entries(shape)
    .filter(([, schema]) => takesFile(schema))
    .map(([field]) => field);
}

const isJson = (response: LightMyRequestResponse) => String(response.headers['content-type'] ?? '').startsWith('application/json');

function declaresJsonAnswer(operation: Operation): boolean {
  const response = (operation.route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return Object.keys(response ?? {}).some((status) => /^2\d\d$/.test(status));
}

/** The name a Content-Disposition gives, from its RFC 5987 `filename*`. */
function dispositionName(header: string): string | null {
  const match = /filename\*=UTF-8''([^;]+)/.exec(header);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** What is wrong with a file answer (empty when nothing is). */
function fileAnswerProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const contentType = String(response.headers['content-type'] ?? '');
  if (response.headers['content-security-policy'] !== FILE_CSP)
    problems.push(`CSP ${JSON.stringify(response.headers['content-security-policy'])}`);
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  const name = dispositionName(String(response.headers['content-disposition'] ?? ''));
  if (name === null) problems.push(`no filename* in ${JSON.stringify(response.headers['content-disposition'])}`);
  else {
    if (UNSAFE_IN_NAMES.test(name)) problems.push(`an unsafe character in the name ${JSON.stringify(name)}`);
    const kind = kindOfContentType(contentType);
    const extension = name.split('.').pop()!.toLowerCase();
    const expected = kind === null ? null : kind === 'jpeg' ? ['jpg', 'jpeg'] : [kind];
    if (expected && !expected.includes(extension)) problems.push(`the name ${JSON.stringify(name)} for a ${contentType}`);
  }
  return problems;
}

describe('files in and out', () => {
  let ctx: TestContext;
  let w: FullWorld;
  let operations: Operation[];
  /** A's records the full world does not hold: a 360 image and a signatory's ID document. */
  let panoramaId: number;
  const recorded: RouteOptions[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ modules: [recordingModule(recorded)] });
    w = await buildFullWorld(ctx);
    ({ operations } = operationsOf(recorded));
    const admin = w.actors.developer_admin;
    const panorama = await send(ctx, {
      method: 'POST',
      url: 'inventory/media360',
      token: admin.token,
      query: { organization_id: w.developerId },
      body: { project_id: String(w.records.project), title: 'Lobby' },
      files: { image: { filename: 'lobby.jpg', content: await jpegBytes(200, 100), type: 'image/jpeg' } },
    });
    expect(panorama.statusCode, panorama.body).toBe(201);
    panoramaId = (panorama.json() as { data: { id: number } }).data.id;
    const storage = createLocalStorage(path.join(ctx.config.dataDir, 'files'));
    const source = path.join(ctx.config.dataDir, 'id-document.jpg');
    await writeFile(source, await jpegBytes(40, 30));
    const key = await storage.put(source, { folder: 'signup-id-documents', extension: 'jpg' });
    await ctx.db.update(organizations).set({ signatory_id_document_path: key }).where(eq(organizations.id, w.developerId));
  }, 60_000);
  afterAll(() => ctx?.close());

  /** The full world's URL, with the records it lacks put in. */
  function urlOf(operation: Operation): string | null {
    const url = concreteUrl(w, operation.method, operation.url);
    if (url === null) return null;
    if (operation.url.startsWith('/api/inventory/media360/:id/'))
      return url.replace(`/media360/${w.records.media360}/`, `/media360/${panoramaId}/`);
    if (operation.url.endsWith('/registration-files/:file')) return url.replace(/[^/]+$/, 'signatory_id_document');
    return url;
  }

  it('sends every file under the file CSP, nosniff, and a clean name with its type’s extension; every download route is reached', async () => {
    const reads = operations.filter((operation) => operation.method === 'GET');
    const failures: string[] = [];
    const unfilled: string[] = [];
    const fileOperations: string[] = [];
    for (const operation of reads) {
      const name = operationName(operation);
      const url = urlOf(operation);
      if (url === null) {
        unfilled.push(name);
        continue;
      }
      const caller = callerOf(w, operation);
      const payload = validPayload(w, name);
      const response = await send(ctx, {
        method: 'GET',
        url,
        token: caller?.token,
        query: { ...payload?.query, ...(caller ? { organization_id: caller.orgId } : {}) },
      });
      if (response.statusCode >= 500) failures.push(`${name}: ${response.statusCode}`);
      if (isJson(response)) {
        if (!declaresJsonAnswer(operation) && response.statusCode < 300)
          failures.push(`${name}: a JSON answer from a route that declares none`);
        continue;
      }
      fileOperations.push(name);
      const problems = fileAnswerProblems(response);
      if (problems.length > 0) failures.push(`${name}: ${problems.join('; ')}`);
    }
    const downloads = reads.filter((operation) => !declaresJsonAnswer(operation)).map(operationName);
    console.log(
      `file answers: ${reads.length} GET operations called with A's ids; ${fileOperations.length} answered a file, all under "${FILE_CSP}":\n  ${fileOperations.join('\n  ')}`,
    );
    expect(unfilled).toEqual([]);
    expect(failures).toEqual([]);
    // A route that declares no JSON answer streams a file: each must have been reached with one.
    expect(downloads.filter((name) => !fileOperations.includes(name))).toEqual([]);
    expect(fileOperations.length).toBeGreaterThanOrEqual(MIN_FILE_OPERATIONS);
  }, 60_000);

  it('takes every upload with a NUL, a bidi override, raw UTF-8 or a lying extension in its name: never a 500, no unsafe character answered', async () => {
    const uploads = operations.filter((operation) => {
      const consumes = (operation.route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      return consumes.includes('multipart/form-data');
    });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let cases = 0;
    let namesShown = 0;
    for (const operation of uploads) {
      const name = operationName(operation);
      const url = concreteUrl(w, operation.method, operation.url);
      const caller = callerOf(w, operation);
      for (const hostile of HOSTILE_NAMES) {
        const payload = validPayload(w, name);
        if (!payload?.files || url === null) {
          failures.push(`${name}: no valid multipart payload in support/valid-requests.ts`);
          break;
        }
        const rename = (value: MultipartValue): MultipartValue =>
          typeof value === 'string' ? value : { ...value, filename: hostile.filename, rfc5987: hostile.rfc5987 };
        const files = Object.fromEntries(
          Object.entries(payload.files).map(([field, value]) => [field, Array.isArray(value) ? value.map(rename) : rename(value)]),
        );
        const fields = Object.fromEntries(
          Object.entries(payload.body ?? {}).map(([field, value]) => [field, typeof value === 'string' ? value : JSON.stringify(value)]),
        );
        const response = await send(ctx, {
          method: operation.method,
          url,
          token: caller?.token,
          query: { ...payload.query, ...(caller ? { organization_id: caller.orgId } : {}) },
          body: fields,
          files,
        });
        cases++;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const label = `${name} with ${hostile.label}`;
        if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        // A signup step done once is then a 409; the rest take the file.
        else if (response.statusCode >= 400 && response.statusCode !== 409)
          failures.push(`${label}: refused ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (UNSAFE_IN_JSON.test(response.body)) failures.push(`${label}: an unsafe character in the answer ${response.body.slice(0, 200)}`);
        // A call whose valid form carries no file (a document's fields alone) shows the name it had.
        const sentFile = Object.values(files).flat().length > 0;
        const names = sentFile && isJson(response) && response.statusCode < 300 ? shownNames(response.json()) : [];
        if (names.length > 0) {
          namesShown++;
          if (!names.some((shown) => hostile.shown.test(shown)))
            failures.push(`${label}: none of the names shown is the one sent, cleaned: ${JSON.stringify(names)}`);
        }
      }
    }
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `upload names: ${uploads.length} operations taking files × ${HOSTILE_NAMES.length} names = ${cases} cases; statuses ${histogram}; ${namesShown} answers showed the name, cleaned`,
    );
    expect(failures).toEqual([]);
    expect(uploads.length).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it('takes no file a JSON body spells (`{kind: "file", path}` naming a file on the server): every upload route refuses it, the file stays', async () => {
    const target = path.join(ctx.config.dataDir, 'someone-elses-letter.pdf');
    await writeFile(target, pdfBytes('not yours'));
    const forged = { kind: 'file', filename: 'stolen.pdf', mimetype: 'application/pdf', path: target, size: 1 };
    const uploads = operations.filter((operation) =>
      ((operation.route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data'),
    );
    const failures: string[] = [];
    for (const operation of uploads) {
      const name = operationName(operation);
      const payload = validPayload(w, name);
      const url = concreteUrl(w, operation.method, operation.url);
      const fileFields = fileFieldsOf(operation);
      if (!payload || url === null || fileFields.length === 0) {
        failures.push(`${name}: no valid payload, or no file field in its body schema`);
        continue;
      }
      // Every file field spelled in JSON (a list field as a list of one).
      const spelled = Object.fromEntries(fileFields.map((field) => [field, Array.isArray(payload.files?.[field]) ? [forged] : forged]));
      const caller = callerOf(w, operation);
      const response = await send(ctx, {
        method: operation.method,
        url,
        token: caller?.token,
        query: { ...payload.query, ...(caller ? { organization_id: caller.orgId } : {}) },
        body: { ...payload.body, ...spelled },
      });
      const refusedOnAFileField =
        response.statusCode === 422 &&
        Object.keys(response.json().errors ?? {}).some((field) =>
          fileFields.some((file) => field === file || field.startsWith(`${file}.`)),
        );
      // A signup step already done answers 409 before it looks at the body.
      if (!refusedOnAFileField && response.statusCode !== 409)
        failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    console.log(`forged uploads: ${uploads.length} operations taking files, each refused a file spelled in JSON`);
    expect(failures).toEqual([]);
    expect((await readFile(target)).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
