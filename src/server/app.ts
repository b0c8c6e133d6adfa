// buildApp(config, database) → a ready-to-listen Fastify instance. Tests call it with their own
// database; main.ts calls it with the configured one. Plugins load in this order, each one
// relying only on those before it:
//   request metrics → errors → unknown routes → security headers → cache control → method override → route policy
//   → JSON body → body parsers → authentication → tenant context → permissions → text guard
//   → secrets in URLs → versions → audit → upload quota → CORS → OpenAPI → the API modules under
//   /api (their answers compressed) → the built client (precompressed at build).
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../shared/api.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { parseQueryString } from './http/query-string.ts';
import { REQUEST_ID_HEADER, requestIdGenerator } from './http/request-id.ts';
import { validatorCompiler } from './http/request-validation.ts';
import { loggerOptions, type LogStream } from './http/request-log.ts';
import { createEncrypter, resolveAppKey } from './services/encryption.ts';
import { createMailer } from './services/mail.ts';
import { storageFromConfig } from './services/storage-from-config.ts';
import './http/request-context.ts';
import { API_MODULES } from './modules/index.ts';
import type { ApiModule } from './modules/module.ts';
import audit from './plugins/audit.ts';
import authentication from './plugins/authentication.ts';
import bodyParsers from './plugins/body-parsers.ts';
import cacheControl from './plugins/cache-control.ts';
import errors from './plugins/errors.ts';
import jsonBody from './plugins/json-body.ts';
import language from './plugins/language.ts';
import { createMethodOverride } from './plugins/method-override.ts';
import openapi from './plugins/openapi.ts';
import permissions from './plugins/permissions.ts';
import requestMetrics from './plugins/request-metrics.ts';
import routePolicy from './plugins/route-policy.ts';
import secretsInUrl from './plugins/secrets-in-url.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticClient from './plugins/static-client.ts';
import tenantContext from './plugins/tenant-context.ts';
import textGuard from './plugins/text-guard.ts';
import unknownRoutes from './plugins/unknown-routes.ts';
import uploadQuota from './plugins/upload-quota.ts';
import versions from './plugins/versions.ts';

export interface BuildOptions {
  /** API modules to register; the product's own by default (tests add probes of the plugins). */
  modules?: ApiModule[];
  /** Where the log is written (standard output by default); tests read the request log from it. */
  logStream?: LogStream;
}

export async function buildApp(config: AppConfig, database: DatabaseHandle, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { db } = database;
  const methodOverride = createMethodOverride(config, db);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // A request in flight when the shutdown starts is answered, not refused: a POST is routed only
    // once its body has arrived (the method override reads it), so Fastify's default 503 while
    // closing would drop an upload that was already streaming. Requests still arriving on a
    // kept-alive socket are answered with `Connection: close` instead, and the listening socket is
    // closed at once (main.ts).
    return503OnClosing: false,
    bodyLimit: config.bodyLimitBytes,
    // Slow senders (slowloris) hold a connection only so long: the whole request within
    // REQUEST_TIMEOUT_MS, its headers within 10 s of it, an idle socket closed after as long;
    // Node sweeps for late ones every second (30 s by default), answering 408.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 72_000,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 1000),
    },
    clientErrorHandler,
    routerOptions: {
      querystringParser: (query: string) => parseQueryString(query),
      constraints: { methodOverride: methodOverride.constraint },
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(requestMetrics);
  await app.register(errors);
  await app.register(unknownRoutes);
  await app.register(securityHeaders);
  await app.register(cacheControl);
  await app.register(methodOverride.plugin);
  await app.register(routePolicy);
  await app.register(jsonBody);
  await app.register(bodyParsers, { uploadLimitBytes: config.uploadLimitBytes });
  await app.register(authentication, { db });
  await app.register(language);
  await app.register(tenantContext, { db });
  await app.register(permissions);
  await app.register(textGuard);
  await app.register(secretsInUrl);
  await app.register(versions);
  await app.register(audit, { db });
  await app.register(uploadQuota, { db, uploadQuotaBytes: config.uploadQuotaBytes });
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: false,
    maxAge: 600,
    exposedHeaders: ['ETag'],
  });
  await app.register(openapi, { publicUrl: config.publicUrl });

  await app.register(
    async (api) => {
      // JSON answers of over 1 kB go compressed to a client that accepts it: the board's first
      // page is on a phone's path to its largest paint, and JSON shrinks several-fold for a
      // fraction of a millisecond of CPU (bench/RESULTS-client.md, "sixth pass").
      // Files already compressed (images, PDFs, workbooks) are left as they are (mime-db).
      await api.register(compress, { threshold: 1024 });
      const storage = storageFromConfig(config);
      app.addHook('onClose', () => storage.close());
      const mailer = createMailer(config, app.log);
      app.addHook('onClose', () => mailer.flush());
      const encrypter = createEncrypter(resolveAppKey(config));
      const deps = { db, database, config, storage, mailer, encrypter };
      for (const module of options.modules ?? API_MODULES) await api.register(module, deps);
    },
    { prefix: API_PREFIX },
  );
  await app.register(staticClient, { clientDir: config.clientDir });
  return app;
}
