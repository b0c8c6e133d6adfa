// The request side of versions (docs/api.md "Versions"; the contract is told in http/versions.ts):
// reads the version an update was based on (If-Match, else the body's updated_at), runs every
// update handler inside that version's scope so services check it without carrying it, and
// answers a strong ETag with every single-record answer.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, fieldError } from '../http/errors.ts';
import { runBasedOn, type BasedOn } from '../http/versions.ts';

const UPDATE_METHODS = new Set(['PUT', 'PATCH']);
const WRAPPED = Symbol('versionedHandler');

declare module 'fastify' {
  interface FastifyRequest {
    /** The version this update was based on (If-Match or body updated_at); see http/versions.ts. */
    basedOnVersion?: BasedOn;
  }
}

/** The strong ETag of a record version. */
function etagOf(updatedAt: Date | string): string {
  return `"${new Date(updatedAt).getTime()}"`;
}

/** Milliseconds of an ETag we issued (`"1700000000000"`, also weak or holding an ISO time); null when it is none. */
function parseEtag(value: string): number | null {
  const match = /^(?:W\/)?"([^"]*)"$/.exec(value.trim());
  if (!match) return null;
  const inner = match[1]!;
  const time = /^\d{1,15}$/.test(inner) ? Number(inner) : Date.parse(inner);
  return Number.isFinite(time) ? time : null;
}

/** The version a request names: If-Match first, else the body's updated_at. Throws on a malformed one. */
function basedOnVersionOf(headers: FastifyRequest['headers'], body: unknown): BasedOn {
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined && ifMatch.trim() !== '') {
    if (ifMatch.trim() === '*') return undefined;
    const time = parseEtag(ifMatch);
    if (time === null) throw badRequest('The If-Match header must be one ETag this API sent with the record.');
    return time;
  }
  const bodyVersion = body && typeof body === 'object' ? (body as Record<string, unknown>).updated_at : undefined;
  if (bodyVersion === undefined || bodyVersion === null || bodyVersion === '') return undefined;
  const time = typeof bodyVersion === 'string' ? Date.parse(bodyVersion) : Number.NaN;
  if (Number.isNaN(time)) throw fieldError('updated_at', 'The updated at field must be a date and time.');
  return time;
}

function isUpdateRoute(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const override = route.config?.overriddenMethod;
  return methods.some((method) => UPDATE_METHODS.has(method)) || (override !== undefined && UPDATE_METHODS.has(override));
}

function withVersionScope(handler: RouteHandlerMethod): RouteHandlerMethod {
  if ((handler as { [WRAPPED]?: true })[WRAPPED]) return handler;
  const wrapped = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    return runBasedOn(request.basedOnVersion, () => handler.call(this, request, reply));
  } as RouteHandlerMethod;
  (wrapped as { [WRAPPED]?: true })[WRAPPED] = true;
  return wrapped;
}

function singleRecordVersion(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const data = (payload as { data?: unknown }).data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const updatedAt = (data as { updated_at?: unknown }).updated_at;
  if (typeof updatedAt !== 'string' && !(updatedAt instanceof Date)) return undefined;
  return Number.isNaN(new Date(updatedAt).getTime()) ? undefined : etagOf(updatedAt);
}

export default fp(
  async function versionsPlugin(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (isUpdateRoute(route)) route.handler = withVersionScope(route.handler);
    });

    // From the raw body: a route's schema may not declare updated_at (and would strip it).
    app.addHook('preValidation', async (request) => {
      const method = request.routeOptions.config?.overriddenMethod ?? request.method;
      if (!UPDATE_METHODS.has(method)) return;
      request.basedOnVersion = basedOnVersionOf(request.headers, request.body);
    });

    app.addHook('preSerialization', async (request, reply, payload) => {
      if (reply.statusCode >= 300 || reply.hasHeader('etag')) return payload;
      const method = request.routeOptions.config?.overriddenMethod ?? request.method;
      if (method !== 'GET' && !UPDATE_METHODS.has(method)) return payload;
      const etag = singleRecordVersion(payload);
      if (etag) reply.header('etag', etag);
      return payload;
    });
  },
  { name: 'versions' },
);
