// How a call's path and payload travel (docs/product.md section 7, docs/api.md "Conventions"): paths from
// segments with empty ones dropped, query strings with `name[]` lists, and multipart bodies as
// soon as a file is among the values. Pure functions; httpClient decides which one to use.

export type PathSegment = string | number | null | undefined;

export type Payload = Record<string, unknown>;

/**
 * Joins path segments, dropping empty, null and undefined ones so the server never sees `//`
 * (`apiPath('auth', 'organizations', undefined)` → `auth/organizations`). A segment may itself
 * hold slashes (`crm/leads`); each part is URI-encoded.
 */
export function apiPath(...segments: PathSegment[]): string {
  return segments
    .filter((segment) => segment !== null && segment !== undefined)
    .flatMap((segment) => String(segment).split('/'))
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => encodeURIComponent(part))
    .join('/');
}

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** A file, or a list holding a file, anywhere at the top level of the payload. */
export function hasFiles(payload: Payload): boolean {
  return Object.values(payload).some((value) => isFile(value) || (Array.isArray(value) && value.some((item) => isFile(item))));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isFile(value) && !(value instanceof Date);
}

function scalarText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Flattens a payload into name/value pairs the way PHP-style servers read them: lists of
 * scalars or files as `name[]`, lists of objects as `name[0][field]`, objects as `name[field]`.
 * null and undefined are left out.
 */
function flatten(name: string, value: unknown, into: Array<[string, string | Blob]>): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (isPlainObject(item) || Array.isArray(item)) flatten(`${name}[${index}]`, item, into);
      else flatten(`${name}[]`, item, into);
    });
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, nested] of Object.entries(value)) flatten(`${name}[${key}]`, nested, into);
    return;
  }
  into.push([name, isFile(value) ? value : scalarText(value)]);
}

function pairsOf(payload: Payload): Array<[string, string | Blob]> {
  const pairs: Array<[string, string | Blob]> = [];
  for (const [name, value] of Object.entries(payload)) flatten(name, value, pairs);
  return pairs;
}

/** `page=1&ids[]=3&ids[]=4` (brackets percent-encoded, as URLSearchParams does). */
export function encodeQuery(payload: Payload): string {
  const params = new URLSearchParams();
  for (const [name, value] of pairsOf(payload)) params.append(name, typeof value === 'string' ? value : '');
  return params.toString();
}

/** A multipart body: fields keep their names, files go in as files, lists as `name[]`. */
export function toFormData(payload: Payload): FormData {
  const form = new FormData();
  for (const [name, value] of pairsOf(payload)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value instanceof File ? value.name : 'blob');
  }
  return form;
}

/**
 * The file name of a download, from `Content-Disposition` (`filename*=UTF-8''…` preferred
 * over `filename="…"`), or null when the server named none.
 */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter below.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  return name || null;
}
