// The shape of an API module: a Fastify plugin registered under /api with the app's shared
// dependencies. A new capability is a new module in modules/index.ts, never a plugin change.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Encrypter } from '../services/encryption.ts';
import type { Mailer } from '../services/mail.ts';
import type { FileStorage } from '../services/storage.ts';

export interface ModuleDeps {
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  /** Uploaded files (DATA_DIR/files). */
  storage: FileStorage;
  /** Outgoing mail (SMTP_URL, or .eml files under DATA_DIR/mail); flushed when the app closes. */
  mailer: Mailer;
  /** Encrypts secrets at rest (2FA) with the application key. */
  encrypter: Encrypter;
}

export type ApiModule = (api: FastifyInstance, deps: ModuleDeps) => Promise<void>;
