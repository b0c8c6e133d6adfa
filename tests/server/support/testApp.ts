// One test file's world: a fresh cloned database and an app built on it, driven by app.inject.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../../src/server/app.ts';
import { loadConfig, type AppConfig } from '../../../src/server/config.ts';
import type { Database, DatabaseHandle, DatabaseOptions } from '../../../src/server/db/client.ts';
import { freshDatabase } from './database.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), clientDir: undefined, ...overrides };
}

/** A fresh database and, unless the test names one, a DATA_DIR of its own (files, mail, key). */
export async function createTestContext(
  options: { config?: Partial<AppConfig>; database?: DatabaseOptions } & BuildOptions = {},
): Promise<TestContext> {
  const database = await freshDatabase(options.database);
  const ownDataDir = options.config?.dataDir ? null : await mkdtemp(path.join(os.tmpdir(), 'rp-test-data-'));
  const config = testConfig({ ...(ownDataDir ? { dataDir: ownDataDir } : {}), ...options.config });
  const app = await buildApp(config, database, { modules: options.modules, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One API call the way a client makes it: JSON body, bearer token, query object. */
export function call(app: FastifyInstance, method: string, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: method as InjectOptions['method'],
    url: url.startsWith('/api') ? url : `/api/${url.replace(/^\//, '')}`,
    headers: {
      accept: 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    query: options.query as InjectOptions['query'],
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}
