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
  REMINDER_POLL_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  RESERVATION_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  RESERVATION_SWEEP_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  // A guessable token would expose the product's traffic shape: at least 16 characters.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 or auto')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
});

/** The bucket settings hang together: a bucket needs both keys, and no S3 setting is ignored silently. */
const checkedSchema = configSchema.superRefine((c, ctx) => {
  if (c.S3_BUCKET) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
    }
    return;
  }
  for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is set but S3_BUCKET is not: set the bucket, or remove it' });
  }
});

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Wasabi…) that holds the stored files. */
export interface S3Settings {
  bucket: string;
  /** The service's address; unset → AWS S3 in the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Addresses objects as endpoint/bucket/key instead of bucket.endpoint/key (MinIO, most self-hosted services). */
  forcePathStyle: boolean;
}

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
  /** How often this server queues the payment reminders that are due; 0 runs no reminder job in this process. */
  reminderPollMs: number;
  /** How long a unit reservation holds when the caller gives no `reserved_until`. */
  reservationHours: number;
  /** How often the sweeper returns lapsed reservations to available; 0 runs no sweeper (reads still release them). */
  reservationSweepMs: number;
  /** Bearer token of the Prometheus scraper; unset → no /api/metrics route (404). */
  metricsToken: string | undefined;
  /** Where stored files live: this bucket when set, else DATA_DIR/files on local disk. */
  s3: S3Settings | null;
  /** Directory of the built client; absent in tests. */
  clientDir?: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = checkedSchema.safeParse(present);
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
    reminderPollMs: c.REMINDER_POLL_MS,
    reservationHours: c.RESERVATION_HOURS,
    reservationSweepMs: c.RESERVATION_SWEEP_MS,
    metricsToken: c.METRICS_TOKEN,
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          endpoint: c.S3_ENDPOINT,
          region: c.S3_REGION,
          accessKeyId: c.S3_ACCESS_KEY_ID!,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
        }
      : null,
    clientDir: path.resolve('dist/client'),
  };
}
