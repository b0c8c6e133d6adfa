// The one HTTP client (docs/product.md section 7). Every call of the app goes through `apiRequest` or
// `apiDownload`: same-origin `/api`, PUT/DELETE tunnelled through POST + `_method`, locale and
// current organization on every payload, the chosen language as Accept-Language, bearer token, multipart when files are present, and
// failures turned into HttpError after 401/403 went through the forced-logout logic.
import { HttpError } from 'react-admin';
import { API_PREFIX, DEFAULT_LOCALE } from '../../shared/api.ts';
import { currentLanguage } from '../i18n/language.ts';
import { reportAccessDenied } from './accessDenied.ts';
import { GENERIC_HTTP_ERROR, isAccessDenied, toHttpError } from './apiError.ts';
import {
  apiPath,
  encodeQuery,
  filenameFromContentDisposition,
  hasFiles,
  toFormData,
  type PathSegment,
  type Payload,
} from './requestEncoding.ts';
import { readSession, type Session } from './session.ts';
import { ifMatchOf } from '../versions/recordVersion.ts';
import { reportVersionConflict } from '../versions/versionConflicts.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** A path (`crm/leads/3`) or its segments; empty segments are dropped. */
  path: string | readonly PathSegment[];
  data?: Payload;
  /** false for the public calls (login, 2FA challenge, countries…): no bearer token is sent. */
  authenticated?: boolean;
  /** false when a 401/403 of this call must not start a forced logout (the logout call itself). */
  reportAccessDenied?: boolean;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** Where the data of a method travels, and the method actually sent (docs/api.md "Method override"). */
const TRANSPORT: Record<HttpMethod, { sent: 'GET' | 'POST' | 'PATCH'; placement: 'query' | 'body'; override?: string }> = {
  GET: { sent: 'GET', placement: 'query' },
  POST: { sent: 'POST', placement: 'body' },
  PUT: { sent: 'POST', placement: 'body', override: 'PUT' },
  PATCH: { sent: 'PATCH', placement: 'body' },
  DELETE: { sent: 'POST', placement: 'query', override: 'DELETE' },
};

/** Every payload carries the locale and, when there is one (non-zero), the current organization. */
function withContext(data: Payload | undefined, { organizationId }: Session): Payload {
  return {
    ...data,
    locale: DEFAULT_LOCALE,
    ...(organizationId ? { organization_id: organizationId } : {}),
  };
}

/** The URL and fetch options of a request, with no I/O: what docs/product.md section 7 prescribes. */
export function buildFetchRequest(request: ApiRequest): { url: string; init: RequestInit } {
  const method = request.method ?? 'GET';
  const transport = TRANSPORT[method];
  const session = readSession();
  const payload = withContext(request.data, session);

  // The language the server answers a call without a user in (docs/api.md "Languages"); the
  // payload's `locale` stays `en`, as SPEC.md fixes it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (request.authenticated !== false && session.token) headers.Authorization = `Bearer ${session.token}`;
  // An update names the version it was based on (docs/api.md "Versions"): the record's updated_at it carries.
  const ifMatch = method === 'PUT' || method === 'PATCH' ? ifMatchOf(payload.updated_at) : undefined;
  if (ifMatch) headers['If-Match'] = ifMatch;

  const path = typeof request.path === 'string' ? apiPath(request.path) : apiPath(...request.path);
  // `_method` leads the query: the server routes on it before reading a byte of the body, so an
  // upload's files stream to their route instead of being read to find it.
  const override = transport.override ? { _method: transport.override } : {};
  const query = encodeQuery(transport.placement === 'query' ? { ...override, ...payload } : override);
  const url = `${API_PREFIX}/${path}${query ? `?${query}` : ''}`;
  let body: BodyInit | undefined;
  if (transport.placement === 'body' && hasFiles(payload)) {
    // No Content-Type header: the browser adds multipart/form-data with its boundary.
    body = toFormData(payload);
  } else if (transport.placement === 'body') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  return { url, init: { method: transport.sent, headers, body, signal: request.signal } };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function send(request: ApiRequest): Promise<Response> {
  const { url, init } = buildFetchRequest(request);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // An aborted call stays an AbortError (react-query cancels queries that way).
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(GENERIC_HTTP_ERROR, 0, { message: GENERIC_HTTP_ERROR });
  }
  if (response.ok) return response;

  const failure = toHttpError(response.status, await readJson(response));
  if (isAccessDenied(failure) && request.reportAccessDenied !== false) await reportAccessDenied(failure);
  reportVersionConflict(failure, request.path);
  throw failure;
}

/** A JSON call; resolves with the parsed answer (null for an empty one). */
export async function apiRequest<T = unknown>(request: ApiRequest): Promise<T> {
  const response = await send(request);
  return (await readJson(response)) as T;
}

/** A file download: the bytes and the name given by `Content-Disposition`. */
export async function apiDownload(request: ApiRequest): Promise<DownloadedFile> {
  const response = await send(request);
  return {
    blob: await response.blob(),
    filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
}
