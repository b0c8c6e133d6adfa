// Method override (API.md "Conventions"): a POST whose query or body (JSON, urlencoded or
// multipart) holds `_method` = PUT, PATCH or DELETE is handled exactly as that method.
//
// How: every PUT/PATCH/DELETE route gets a hidden POST twin carrying a `methodOverride`
// constraint. The constraint is derived before routing by reading the POST body into memory
// (within the body limits); the body is then replayed to Fastify's parsers in preParsing. A
// path that also has its own POST keeps it as the unconstrained route, so `_method` decides
// which one runs. Because the twin is the same route (schema, action, handler), hooks,
// validation and permissions behave identically to the original method.
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { OVERRIDABLE_METHODS, type OverridableMethod } from '../../shared/api.ts';
import { payloadTooLarge } from '../http/errors.ts';

const BUFFERED = Symbol('bufferedBody');
type BufferedBody = { body: Buffer } | { tooLarge: true };
type RawWithBody = IncomingMessage & { [BUFFERED]?: BufferedBody };

export interface BodyLimits {
  bodyLimitBytes: number;
  uploadLimitBytes: number;
}

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data/i.test(contentType ?? '');
}

export function limitFor(contentType: string | undefined, limits: BodyLimits): number {
  return isMultipart(contentType) ? limits.uploadLimitBytes : limits.bodyLimitBytes;
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
  if (isMultipart(type)) {
    const match = /content-disposition:\s*form-data;\s*name="_method"\r\n(?:[^\r\n]+\r\n)*\r\n([^\r\n]*)\r\n/i.exec(body.toString('latin1'));
    return toOverride(match?.[1]);
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

type ConstraintStrategy = NonNullable<NonNullable<FastifyServerOptions['routerOptions']>['constraints']>[string];

/**
 * The find-my-way constraint strategy; pass it to Fastify's `constraints` option. Its derivation
 * is asynchronous (three parameters), which find-my-way supports but its types do not describe.
 */
export function methodOverrideConstraint(limits: BodyLimits): ConstraintStrategy {
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
    deriveConstraint(req: RawWithBody, _ctx: unknown, done: (err: Error | null, value?: string) => void) {
      if (req.method !== 'POST') return done(null, undefined);
      const fromQuery = overrideInQuery(req.url);
      if (fromQuery) return done(null, fromQuery);
      const contentType = req.headers['content-type'];
      const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
      if (!hasBody) return done(null, undefined);
      void bufferBody(req, limitFor(contentType, limits)).then((buffered) => {
        req[BUFFERED] = buffered;
        done(null, 'body' in buffered ? overrideInBody(contentType, buffered.body) : undefined);
      });
    },
  };
  return strategy as unknown as ConstraintStrategy;
}

export default fp(
  async function methodOverridePlugin(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.config?.overriddenMethod) return;
      for (const method of methods) {
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
