// One fuzz request for a route, as plain data (so fast-check prints it whole as the counterexample
// and it can be replayed): who calls, the concrete path and query string, extra headers, and a
// body — JSON from the route's schema, a form, multipart with files, raw malformed bytes, or the
// route's JSON with a field nested around and far past the parser's depth limit.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { PNG_BYTES, pdfBytes } from '../../server/support/files.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../src/server/plugins/json-body.ts';
import { isStorableText } from '../../../src/server/plugins/text-guard.ts';
import { can } from '../../../src/shared/permissions.ts';
import type { CallerName, FuzzCaller, FuzzWorld } from './fuzz-world.ts';
import { BAD_DATE_TIMES, BAD_DATES, encode, hostileSegment, hostileValue, wellFormed } from './hostile-values.ts';
import type { FuzzRoute } from './routes.ts';
import { fieldValue, partValue, type IdHints, type JsonSchema } from './schema-arbitrary.ts';

/** A file part; `rfc5987` sends its name percent-encoded in `filename*` (how a NUL reaches the server). */
export type FuzzFile = { file: keyof typeof FILES; filename: string; rfc5987: boolean };
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: unknown }
  | { kind: 'multipart'; fields: [string, string | FuzzFile][] }
  | { kind: 'raw'; contentType: string | null; text: string };

export interface FuzzRequest {
  route: string;
  caller: CallerName | 'bad_token';
  /** Path and query string, as sent. */
  url: string;
  headers: Record<string, string>;
  body: FuzzBody;
}

const FILES = {
  png: PNG_BYTES,
  pdf: pdfBytes('fuzz'),
  csv: Buffer.from('full_name,email,phone\nAda,ada@example.test,+971500000000\n"unterminated,x\n'),
  empty: Buffer.alloc(0),
  text_as_image: Buffer.from('this is not an image'),
  truncated_png: PNG_BYTES.subarray(0, 30),
  binary: Buffer.from(Array.from({ length: 256 }, (_, index) => index)),
  svg_with_script: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg" width="8" height="8"><x:script>alert(1)</x:script><rect width="8" height="8"/></svg>',
  ),
  broken_svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g>'),
};
const FILENAMES = [
  'photo.png',
  'plan.pdf',
  'leads.csv',
  'companies.xlsx',
  'image.jpg',
  '../../etc/passwd',
  'a'.repeat(300) + '.png',
  '😀.png',
  'no-extension',
  '.png',
  'x.exe',
  'let\u0000ter.pdf',
  '\u0000',
  'invoice\u202Efdp.exe',
  'عقد الإيجار.pdf',
  'letter.html',
  'tab\tname.png',
  '\uD800.png',
];

const BAD_TOKENS = ['Bearer ', 'Bearer x', 'Bearer 1|abc', 'Basic YTpi', 'bearer ' + 'a'.repeat(5000), 'Bearer \u00e9\u00e9', 'Token 123'];

/** Bodies no parser should turn into a 500. */
const MALFORMED: { contentType: string | null; text: string }[] = [
  { contentType: 'application/json', text: '{' },
  { contentType: 'application/json', text: '{"full_name":' },
  { contentType: 'application/json', text: '[1,2' },
  { contentType: 'application/json', text: 'nul' },
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '"text"' },
  { contentType: 'application/json', text: '123' },
  { contentType: 'application/json', text: '[]' },
  { contentType: 'application/json', text: '1e999' },
  { contentType: 'application/json', text: '\uFEFF{}' },
  { contentType: 'application/json', text: '{"a":1,"a":2}' },
  { contentType: 'application/json', text: '{"__proto__":{"polluted":true}}' },
  { contentType: 'application/json', text: '{"constructor":{"prototype":{"polluted":true}}}' },
  { contentType: 'application/json', text: '['.repeat(3000) + ']'.repeat(3000) },
  { contentType: 'application/json', text: '{"a":' + '{"a":'.repeat(1000) + '1' + '}'.repeat(1001) },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'application/json; charset=latin1', text: '{}' },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'application/xml', text: '<a/>' },
  { contentType: 'application/octet-stream', text: '\u0000\u0001\u0002' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=%zz&&=&organization_id[]=1&__proto__[x]=1' },
  { contentType: 'application/x-www-form-urlencoded', text: '' },
  { contentType: 'multipart/form-data', text: '' },
  { contentType: 'multipart/form-data; boundary=x', text: '' },
  { contentType: 'multipart/form-data; boundary=x', text: '--x--\r\n' },
  { contentType: 'multipart/form-data; boundary=x', text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
  {
    contentType: 'multipart/form-data; boundary=x',
    text: '--x\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\n\r\n',
  },
  { contentType: 'multipart/form-data; boundary=x', text: 'garbage' },
  { contentType: 'multipart/mixed', text: 'x' },
  { contentType: 'image/png', text: 'x' },
  { contentType: '', text: '{}' },
  { contentType: null, text: '{}' },
  { contentType: ';;;', text: '{}' },
];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A query string the way clients send lists: `name[]=a&name[]=b` or `name=a&name=b`. */
function queryString(value: unknown, bracketLists: boolean): string {
  if (value === undefined) return '';
  if (!isObject(value)) return `q=${encode(scalarText(value))}`;
  const pairs: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if (Array.isArray(item))
      for (const element of item) pairs.push(`${encode(key)}${bracketLists ? '[]' : ''}=${encode(scalarText(element))}`);
    else pairs.push(`${encode(key)}=${encode(scalarText(item))}`);
  }
  return pairs.join('&');
}

function isOrganizationParam(route: FuzzRoute, name: string): boolean {
  return name === 'orgId' || name === 'organizationId' || (name === 'id' && route.url.startsWith('/api/auth/organizations/:id'));
}

function pathSegment(route: FuzzRoute, name: string, hints: IdHints, world: FuzzWorld): fc.Arbitrary<string> {
  const schema: JsonSchema = route.params?.properties?.[name] ?? { type: 'string' };
  let valid: fc.Arbitrary<string>;
  if (isOrganizationParam(route, name)) {
    // The world's own organizations are never the target of a deletion: the run would lose its callers.
    const pool =
      route.method === 'DELETE' && name === 'id'
        ? world.spareOrganizationIds
        : [...world.worldOrganizationIds, ...world.spareOrganizationIds];
    valid = fc.constantFrom(...pool).map(String);
  } else if (schema.enum?.length) {
    valid = fc.constantFrom(...schema.enum.map(String));
  } else if (schema.type === 'integer' || schema.anyOf?.some((option) => option.type === 'integer')) {
    valid = fc
      .oneof({ weight: 4, arbitrary: fc.constantFrom(...hints.ids) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }) })
      .map(String);
  } else {
    valid = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }).map(encode), fc.constantFrom('unknown', 'a', '1'));
  }
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileSegment() });
}

function organizationIdParam(caller: FuzzCaller, world: FuzzWorld): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 10, arbitrary: fc.constant(caller.orgId === undefined ? undefined : String(caller.orgId)) },
    { weight: 2, arbitrary: fc.constantFrom(...world.worldOrganizationIds, ...world.spareOrganizationIds).map(String) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hostileValue().map(scalarText) },
  );
}

/** A multipart form from a generated body: file-shaped fields (schema `{}`) get files, the rest text. */
function multipartFields(route: FuzzRoute, hints: IdHints): fc.Arbitrary<[string, string | FuzzFile][]> {
  const properties = route.body?.properties ?? {};
  const fileArbitrary = fc.record({
    file: fc.constantFrom(...(Object.keys(FILES) as (keyof typeof FILES)[])),
    filename: fc.constantFrom(...FILENAMES),
    rfc5987: fc.boolean(),
  });
  const isFileField = (schema: JsonSchema) =>
    Object.keys(schema).length === 0 || (schema.anyOf ?? []).some((option) => Object.keys(option).length === 0);
  const entries = Object.entries(properties).map(([key, schema]) => {
    const value: fc.Arbitrary<[string, string | FuzzFile][]> = isFileField(schema)
      ? fc
          .array(fileArbitrary, { minLength: 0, maxLength: 3 })
          .map((files) => files.map((file): [string, FuzzFile] => [files.length > 1 ? `${key}[]` : key, file]))
      : fieldValue(schema, key, hints).map((item) =>
          Array.isArray(item)
            ? item.map((element): [string, string] => [`${key}[]`, scalarText(element)])
            : item === undefined
              ? []
              : [[key, scalarText(item)]],
        );
    return fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant([]) });
  });
  return fc.tuple(...entries).map((lists) => lists.flat());
}

/** Levels of one field's nesting: the whole body just within the limit, just past it, far past. */
const NESTING_LEVELS = [MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH, 2 * MAX_JSON_DEPTH, 5_000, 100_000];

/** `levels` lists or objects inside one another, as JSON text (built as text: no stack needed). */
function nestedText(levels: number, container: 'list' | 'object'): string {
  return container === 'list' ? '['.repeat(levels) + ']'.repeat(levels) : '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
}

/**
 * The route's generated JSON body with one field nested `levels` deep: a field the route stores
 * as an object (a saved filter's `filters`, a jsonb column) or an undeclared one (a top-level list
 * around a body that is not an object).
 */
function deeplyNested(route: FuzzRoute, hints: IdHints): fc.Arbitrary<FuzzBody> {
  const objectFields = Object.entries(route.body?.properties ?? {})
    .filter(([, schema]) => schema.type === 'object' || schema.additionalProperties !== undefined)
    .map(([name]) => name);
  return fc
    .tuple(
      partValue(route.body ?? { type: 'object', properties: {} }, hints),
      objectFields.length
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...objectFields) }, { weight: 1, arbitrary: fc.constant('zz_nested') })
        : fc.constant('zz_nested'),
      fc.constantFrom(...NESTING_LEVELS),
      fc.constantFrom<'list' | 'object'>('list', 'object'),
    )
    .map(([value, field, levels, container]): FuzzBody => {
      const nested = nestedText(levels, container);
      const rest =
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).filter(([name]) => name !== field))
          : value;
      const body = JSON.stringify(rest ?? {});
      const text =
        body === '{}' ? `{"${field}":${nested}}` : body.startsWith('{') ? `{"${field}":${nested},${body.slice(1)}` : `[${nested},${body}]`;
      return { kind: 'raw', contentType: 'application/json', text };
    });
}

function bodyFor(route: FuzzRoute, hints: IdHints): fc.Arbitrary<FuzzBody> {
  const malformed = fc.constantFrom(...MALFORMED).map((raw): FuzzBody => ({ kind: 'raw', ...raw }));
  const deep = deeplyNested(route, hints);
  const takesBody = route.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(route.method);
  if (!takesBody) {
    return fc.oneof(
      { weight: 12, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
      { weight: 1, arbitrary: hostileValue().map((value): FuzzBody => ({ kind: 'json', value })) },
      { weight: 1, arbitrary: malformed },
      { weight: 1, arbitrary: deep },
    );
  }
  const json = partValue(route.body, hints).map((value): FuzzBody => ({ kind: 'json', value }));
  const form = partValue(route.body, hints).map((value): FuzzBody => ({ kind: 'form', value }));
  if (route.multipart) {
    const multipart = multipartFields(route, hints).map((fields): FuzzBody => ({ kind: 'multipart', fields }));
    return fc.oneof(
      { weight: 8, arbitrary: multipart },
      { weight: 2, arbitrary: json },
      { weight: 2, arbitrary: malformed },
      { weight: 1, arbitrary: deep },
    );
  }
  return fc.oneof(
    { weight: 10, arbitrary: json },
    { weight: 1, arbitrary: form },
    { weight: 2, arbitrary: malformed },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
  );
}

/** The classes of odd input the run must keep sending (issue 22): counted, so a run that stopped sending one fails. */
export type OddShape = 'bad date' | 'JSON nested past the limit' | 'NUL or lone surrogate deep or in a key';
export const ODD_SHAPES: OddShape[] = ['bad date', 'JSON nested past the limit', 'NUL or lone surrogate deep or in a key'];
const BAD_DATE_TEXT = new Set([...BAD_DATES, ...BAD_DATE_TIMES]);

/** Whether a value holds unstorable text three or more levels down, or as a key at any level. */
function buriesUnstorable(root: unknown): boolean {
  const pending: [value: unknown, depth: number][] = [[root, 0]];
  for (let next = 0; next < pending.length; next++) {
    const [value, depth] = pending[next]!;
    if (typeof value === 'string') {
      if (depth >= 3 && !isStorableText(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push([item, depth + 1]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return true;
        pending.push([item, depth + 1]);
      }
    }
  }
  return false;
}

/** The odd shapes one request carries. */
export function oddShapesOf(request: FuzzRequest): OddShape[] {
  const shapes: OddShape[] = [];
  const { body } = request;
  const values: unknown[] =
    body.kind === 'json' || body.kind === 'form' ? [body.value] : body.kind === 'multipart' ? body.fields.map(([, value]) => value) : [];
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const texts = [...query.values(), ...values.flatMap((value) => (typeof value === 'string' ? [value] : []))];
  const carriesBadDate = (value: unknown): boolean =>
    typeof value === 'string'
      ? BAD_DATE_TEXT.has(value)
      : value !== null && typeof value === 'object' && Object.values(value).some(carriesBadDate);
  if (texts.some((text) => BAD_DATE_TEXT.has(text)) || values.some(carriesBadDate)) shapes.push('bad date');
  if (body.kind === 'raw' && body.contentType === 'application/json' && nestsDeeperThan(body.text, MAX_JSON_DEPTH))
    shapes.push('JSON nested past the limit');
  if (body.kind === 'json' && buriesUnstorable(body.value)) shapes.push('NUL or lone surrogate deep or in a key');
  return shapes;
}

/** Whether the permission matrix lets the caller past the route's check (so the handler runs). */
function mayCall(route: FuzzRoute, caller: FuzzCaller): boolean {
  if (route.actions.includes('public')) return true;
  const role = caller.membership?.role ?? (caller.name === 'organization_token' ? 'developer_admin' : null);
  if (!role) return false;
  if (route.actions.includes('account')) return caller.membership !== undefined;
  return route.actions.some((action) => can(action, role));
}

/** Every caller, mostly the ones the route lets in: their requests reach the handler and the database. */
function callerArbitrary(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzCaller | 'bad_token'> {
  return fc.oneof(...world.callers.map((caller) => ({ weight: mayCall(route, caller) ? 6 : 1, arbitrary: fc.constant(caller) })), {
    weight: 1,
    arbitrary: fc.constant<'bad_token'>('bad_token'),
  });
}

const IF_MATCH = ['"0"', '"1"', 'W/"1"', '*', '"junk"', '""', 'not quoted', '"' + 'f'.repeat(500) + '"', '"2026-01-01T00:00:00.000Z"'];

export function requestArbitrary(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const hints: IdHints = { ids: world.knownIds, organizationIds: [...world.worldOrganizationIds, ...world.spareOrganizationIds] };
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const segments = fc.tuple(...names.map((name) => pathSegment(route, name, hints, world)));
  const query = partValue(route.querystring ?? { type: 'object', properties: {} }, hints);
  return callerArbitrary(route, world).chain((caller) =>
    fc
      .record({
        segments,
        query,
        bracketLists: fc.boolean(),
        organizationId: organizationIdParam(caller === 'bad_token' ? { name: 'anonymous' } : caller, world),
        body: bodyFor(route, hints),
        badToken: fc.constantFrom(...BAD_TOKENS),
        ifMatch: fc.option(fc.constantFrom(...IF_MATCH), { freq: 8 }),
      })
      .map(({ segments: values, query: queryValue, bracketLists, organizationId, body, badToken, ifMatch }): FuzzRequest => {
        let index = 0;
        const path = route.url.replace(/:(\w+)/g, () => values[index++]!);
        const search = [
          queryString(queryValue, bracketLists),
          organizationId === undefined ? '' : `organization_id=${encode(organizationId)}`,
        ]
          .filter(Boolean)
          .join('&');
        const headers: Record<string, string> = {};
        if (caller === 'bad_token') headers.authorization = badToken;
        if (ifMatch) headers['if-match'] = ifMatch;
        return {
          route: `${route.method} ${route.url}`,
          caller: caller === 'bad_token' ? caller : caller.name,
          url: search ? `${path}?${search}` : path,
          headers,
          body,
        };
      }),
  );
}

function multipartPayload(fields: [string, string | FuzzFile][]): { payload: Buffer; contentType: string } {
  const boundary = '----fuzzboundary7d93';
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    const safeName = name.replace(/["\r\n]/g, '_');
    if (typeof value === 'string') {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safeName}"\r\n\r\n${wellFormed(value)}\r\n`));
    } else {
      const filename = value.rfc5987
        ? `filename*=UTF-8''${encode(value.filename)}`
        : `filename="${wellFormed(value.filename).replace(/["\r\n]/g, '_')}"`;
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${safeName}"; ${filename}\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        FILES[value.file],
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The request as app.inject takes it, acting as the named caller with his current token. */
export function toInject(request: FuzzRequest, method: string, callers: FuzzCaller[]): InjectOptions {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const caller = callers.find((candidate) => candidate.name === request.caller);
  if (caller?.token) headers.authorization = `Bearer ${caller.token}`;
  const options: InjectOptions = { method: method as InjectOptions['method'], url: request.url, headers };
  const { body } = request;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = body.value === undefined ? '' : JSON.stringify(body.value);
  } else if (body.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    options.payload = queryString(body.value, true);
  } else if (body.kind === 'multipart') {
    const { payload, contentType } = multipartPayload(body.fields);
    headers['content-type'] = contentType;
    options.payload = payload;
  } else if (body.kind === 'raw') {
    if (body.contentType !== null) headers['content-type'] = body.contentType;
    options.payload = body.text;
  }
  return options;
}
