// A recording stand-in for globalThis.fetch: tests answer each request with a function and
// read back what was sent. No test reaches a network.
import { vi } from 'vitest';

export interface SentRequest {
  url: string;
  path: string;
  query: URLSearchParams;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  /** The JSON body, parsed (undefined for no body or a multipart one). */
  json: Record<string, unknown> | undefined;
  /** The multipart body, when one was sent. */
  form: FormData | undefined;
  /** The request's abort signal: a test sees a stale request cancelled. */
  signal: AbortSignal | undefined;
}

type Responder = (request: SentRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function toSentRequest(input: RequestInfo | URL, init: RequestInit = {}): SentRequest {
  const url = String(input);
  const parsed = new URL(url, 'http://localhost');
  const body = init.body;
  return {
    url,
    path: parsed.pathname,
    query: parsed.searchParams,
    method: init.method ?? 'GET',
    headers: { ...(init.headers as Record<string, string>) },
    body,
    json: typeof body === 'string' ? JSON.parse(body) : undefined,
    form: body instanceof FormData ? body : undefined,
    signal: init.signal ?? undefined,
  };
}

/** Replaces fetch for the current test; returns the list of requests it received. */
export function mockFetch(respond: Responder = () => jsonResponse({ data: [] })) {
  const requests: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toSentRequest(input, init);
    requests.push(request);
    return respond(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

/** Answers by "METHOD /api/path" (method as sent on the wire); anything else is a 404. */
export function routeFetch(routes: Record<string, Responder | unknown>) {
  return mockFetch((request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (route === undefined) return jsonResponse({ message: `No mock for ${request.method} ${request.path}` }, 404);
    return typeof route === 'function' ? (route as Responder)(request) : jsonResponse(route);
  });
}
