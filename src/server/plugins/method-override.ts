// Method override (docs/api.md "Conventions"): a POST whose query or body (JSON, urlencoded or
// multipart) holds `_method` = PUT, PATCH or DELETE is handled exactly as that method.
//
// How: every PUT/PATCH/DELETE route gets a hidden POST twin carrying a `methodOverride`
// constraint, so hooks, validation and permissions behave as on the original method. The
// constraint is derived while routing, from the query first. The body is read to find `_method`
// only on a path that exists, and only for a caller whose bearer token is valid or a public
// POST: a JSON or form body into memory (within BODY_LIMIT_BYTES, replayed to the parsers in
// preParsing), a multipart body through its own parser (files streamed to disk). An anonymous
// caller of a protected path is routed from the headers alone and refused (401) unread.
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { OVERRIDABLE_METHODS, type OverridableMethod } from '../../shared/api.ts';
import type { Database } from '../db/client.ts';
import { payloadTooLarge } from '../http/errors.ts';
import { RouteTable, type TableRoute } from '../http/route-table.ts';
import { principalOf } from './authentication.ts';
import { readMultipart } from './body-parsers.ts';

const BUFFERED = Symbol('bufferedBody');
type BufferedBody = { body: Buffer } | { tooLarge: true };
type RawWithBody = IncomingMessage & { [BUFFERED]?: BufferedBody };

export interface BodyLimits {
  bodyLimitBytes: number;
  uploadLimitBytes: number;
}

function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data/i.test(contentType ?? '');
}

function toOverride(value: unknown): OverridableMethod | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return (OVERRIDABLE_METHODS as readonly string[]).includes(upper) ? (upper as OverridableMethod) : undefined;
}

function overrideInQuery(url: string | undefined): OverridableMethod | undefined {
  const query = url?.split('?')[1];
  return query ? toOverride(new URLSearchParams(query).get('_method')) : undefined;
}

function overrideInBody(contentType: string | undefined, body: Buffer): OverridableMethod | undefined {
  if (body.length === 0) return undefined;
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/json') || type.includes('+json')) {
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      return parsed && typeof parsed === 'object' ? toOverride((parsed as Record<string, unknown>)._method) : undefined;
    } catch {
      return undefined; // the JSON parser answers 400 later, on the plain route
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return toOverride(new URLSearchParams(body.toString('utf8')).get('_method'));
  }
  return undefined;
}

/** Reads the whole request body, stopping (without reading on) once it passes the limit. */
function bufferBody(raw: RawWithBody, limit: number): Promise<BufferedBody> {
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ tooLarge: true });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BufferedBody) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onEnd);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        raw.pause();
        finish({ tooLarge: true });
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => finish({ body: Buffer.concat(chunks, size) });
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onEnd);
  });
}

/** The `_method` a body carries, read as little as it takes; never throws (errors surface in parsing). */
async function overrideFromBody(raw: RawWithBody, limits: BodyLimits): Promise<OverridableMethod | undefined> {
  const contentType = raw.headers['content-type'];
  if (isMultipart(contentType)) {
    const fields = await readMultipart(raw, raw, limits.uploadLimitBytes).catch(() => ({}) as Record<string, unknown>);
    return toOverride(fields._method);
  }
  const buffered = await bufferBody(raw, limits.bodyLimitBytes);
  raw[BUFFERED] = buffered;
  return 'body' in buffered ? overrideInBody(contentType, buffered.body) : undefined;
}

type ConstraintStrategy = NonNullable<NonNullable<FastifyServerOptions['routerOptions']>['constraints']>[string];

export interface MethodOverride {
  /** Pass to Fastify's `routerOptions.constraints.methodOverride`. */
  constraint: ConstraintStrategy;
  /** Register before any route: it adds the twins and replays bodies routing has read. */
  plugin: FastifyPluginAsync;
}

export function createMethodOverride(limits: BodyLimits, db: Database): MethodOverride {
  const routes = new RouteTable();

  /** Where an anonymous POST goes without its body read: its own POST, else a twin (both → 401). */
  function withoutBody(here: TableRoute[]): OverridableMethod | undefined {
    if (here.some((route) => route.method === 'POST')) return undefined;
    return here.map((route) => toOverride(route.method)).find((method) => method !== undefined);
  }

  async function derive(req: RawWithBody): Promise<OverridableMethod | undefined> {
    if (req.method !== 'POST') return undefined;
    const fromQuery = overrideInQuery(req.url);
    if (fromQuery) return fromQuery;
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    const here = routes.routesAt(req.url ?? '');
    // An unknown path is refused (404) before its body, whatever it holds.
    if (!hasBody || here.length === 0) return undefined;
    const publicPost = here.some((route) => route.method === 'POST' && route.action === 'public');
    if (!publicPost && !(await principalOf(db, req))) return withoutBody(here);
    return overrideFromBody(req, limits);
  }

  const strategy = {
    name: 'methodOverride',
    mustMatchWhenDerived: true,
    validate(value: unknown) {
      if (!toOverride(value)) throw new Error(`methodOverride must be one of ${OVERRIDABLE_METHODS.join(', ')}`);
    },
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => void handlers.set(value, store),
      };
    },
    // Asynchronous (three parameters): find-my-way supports it, its types do not describe it.
    deriveConstraint(req: RawWithBody, _ctx: unknown, done: (err: Error | null, value?: string) => void) {
      derive(req).then(
        (value) => done(null, value),
        (error: Error) => done(error),
      );
    },
  };

  const plugin = fp(
    async function methodOverridePlugin(app: FastifyInstance) {
      app.addHook('onRoute', (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        if (route.config?.overriddenMethod) return;
        for (const method of methods) {
          const action = route.config?.action;
          if (action) routes.add(route.url, { method, action });
          assertRoutableWithoutBody(routes, route.url);
          const override = toOverride(method);
          if (!override) continue;
          app.route({
            ...route,
            method: 'POST',
            constraints: { ...route.constraints, methodOverride: override },
            schema: { ...route.schema, hide: true },
            config: { ...route.config, overriddenMethod: override },
          });
        }
      });

      // Replays a body that routing already read; refuses one that was over the limit.
      app.addHook('preParsing', async (request, _reply, payload) => {
        const buffered = (request.raw as RawWithBody)[BUFFERED];
        if (!buffered) return payload;
        if (!('body' in buffered)) throw payloadTooLarge();
        const replay = new PassThrough() as PassThrough & { receivedEncodedLength?: number };
        replay.receivedEncodedLength = buffered.body.length;
        replay.end(buffered.body);
        return replay;
      });

      // A DELETE takes its data from the query; through a POST twin it may arrive in the body.
      app.addHook('preValidation', async (request) => {
        if (request.routeOptions.config.overriddenMethod !== 'DELETE') return;
        const body = request.body;
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          request.query = { ...(body as object), ...(request.query as object) };
        }
      });
    },
    { name: 'method-override' },
  );

  return { constraint: strategy as unknown as ConstraintStrategy, plugin };
}

/**
 * An anonymous POST is routed without reading its body, so on a path whose own POST is public a
 * `_method` in the body could not reach a protected twin: such a path would need its body read
 * before authentication. None exists; this keeps it so.
 */
function assertRoutableWithoutBody(routes: RouteTable, url: string): void {
  const here = routes.routesAt(url);
  const publicPost = here.some((route) => route.method === 'POST' && route.action === 'public');
  if (publicPost && here.some((route) => toOverride(route.method) && route.action !== 'public')) {
    throw new Error(`${url} has a public POST and a protected override: its body would be read before authentication.`);
  }
}
