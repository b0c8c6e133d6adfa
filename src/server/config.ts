// Environment → typed configuration. Every setting has a default so `npm start` works on a
// fresh machine; README.md's configuration table lists each of them.
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  TRUST_PROXY: booleanFlag.default(false),
  CORS_ORIGINS: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  DEMO_PASSWORD: z.string().min(8).default('demo-pass-2026'),
  SEED_DEMO: booleanFlag.default(true),
  // Laravel writes its key as `base64:…`; both spellings are accepted.
  APP_KEY: z
    .string()
    .transform((value) => value.replace(/^base64:/, ''))
    .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Realestate Platform <no-reply@realestate.invalid>'),
  WHATSAPP_CLOUD_BASE_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_CLOUD_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_CLOUD_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,32}$/, 'must be the numeric phone number id')
    .optional(),
  MESSENGER_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  RESERVATION_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  RESERVATION_SWEEP_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  // A guessable token would expose the product's traffic shape: at least 16 characters.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  tokenTtlDays: number;
  trustProxy: boolean;
  corsOrigins: string[];
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** Total bytes of files one user may keep stored (images, media, documents). */
  uploadQuotaBytes: number;
  /** Longest a client may take to send a whole request (headers within at most 10 s of it); slow senders get 408. */
  requestTimeoutMs: number;
  demoPassword: string;
  seedDemo: boolean;
  /** Base64 of the 32-byte application key; unset → generated once into DATA_DIR/app.key. */
  appKey: string | undefined;
  /** Where mail goes; unset → each message is written as an .eml file under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The WhatsApp Cloud API (base URL with its version); sending through it needs both the token and the phone number id. */
  whatsappCloud: { baseUrl: string; accessToken: string | undefined; phoneNumberId: string | undefined };
  /** How often the message queue worker looks for queued messages; 0 runs no worker in this process. */
  messengerPollMs: number;
  /** How long a unit reservation holds when the caller gives no `reserved_until`. */
  reservationHours: number;
  /** How often the sweeper returns lapsed reservations to available; 0 runs no sweeper (reads still release them). */
  reservationSweepMs: number;
  /** Bearer token of the Prometheus scraper; unset → no /api/metrics route (404). */
  metricsToken: string | undefined;
  /** Directory of the built client; absent in tests. */
  clientDir?: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    logLevel: c.LOG_LEVEL,
    tokenTtlDays: c.TOKEN_TTL_DAYS,
    trustProxy: c.TRUST_PROXY,
    corsOrigins: c.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    bodyLimitBytes: c.BODY_LIMIT_BYTES,
    uploadLimitBytes: c.UPLOAD_LIMIT_BYTES,
    uploadQuotaBytes: c.UPLOAD_QUOTA_MB * 1024 * 1024,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    demoPassword: c.DEMO_PASSWORD,
    seedDemo: c.SEED_DEMO,
    appKey: c.APP_KEY,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    whatsappCloud: {
      baseUrl: c.WHATSAPP_CLOUD_BASE_URL.replace(/\/+$/, ''),
      accessToken: c.WHATSAPP_CLOUD_ACCESS_TOKEN,
      phoneNumberId: c.WHATSAPP_CLOUD_PHONE_NUMBER_ID,
    },
    messengerPollMs: c.MESSENGER_POLL_MS,
    reservationHours: c.RESERVATION_HOURS,
    reservationSweepMs: c.RESERVATION_SWEEP_MS,
    metricsToken: c.METRICS_TOKEN,
    clientDir: path.resolve('dist/client'),
  };
}
