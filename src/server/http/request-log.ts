// The request log's options: what a logged request shows, and what it never shows. Fastify logs
// each request's URL, so a secret a client put in a query string (a password, a token, a 2FA code)
// would be written to disk and shipped wherever logs go; the URL is logged with those values
// replaced, whichever route it reached, and the usual secret fields are redacted from any object.
import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Query fields whose value is a credential: never logged, whatever the route. */
export const SECRET_QUERY_FIELDS: readonly string[] = [
  'password',
  'current_password',
  'password_confirmation',
  'token',
  'challenge_token',
  'code',
  'recovery_code',
];

export const REDACTED = '[Redacted]';

const secretFields = new Set(SECRET_QUERY_FIELDS);

/**
 * The secret field a query key names, however it is spelled — `password`, `password[]`,
 * `user[password]`, `pass%77ord` and `PASSWORD` all name `password` (keys are decoded as the query
 * parser does) — or null when it names none.
 */
export function secretFieldOfQueryKey(rawKey: string): string | null {
  const key = [...new URLSearchParams(`${rawKey}=`).keys()][0] ?? '';
  return (
    key
      .toLowerCase()
      .split(/[[\].]+/)
      .find((segment) => secretFields.has(segment)) ?? null
  );
}

export const isSecretQueryKey = (rawKey: string): boolean => secretFieldOfQueryKey(rawKey) !== null;

/** The names of the secret fields a URL's query carries (empty when none). */
export function secretQueryKeys(url: string): string[] {
  const query = url.split('?').slice(1).join('?');
  if (!query) return [];
  return query
    .split('&')
    .map((pair) => pair.split('=')[0] ?? '')
    .filter(isSecretQueryKey);
}

/** The URL with the value of every secret query field replaced; the rest is kept as sent. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=')[0] ?? '';
      return isSecretQueryKey(key) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

/** Fastify's own request serializer (method, URL, host, address), with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Fastify's `logger` option; `stream` lets a test read what would be written. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: LogStream): LoggerOptions {
  return {
    level: config.logLevel,
    serializers: { req: serializeRequest },
    // Secrets never reach the log, whatever a later log line includes.
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      '*.password',
      '*.current_password',
      '*.password_confirmation',
      '*.token',
      '*.challenge_token',
      '*.recovery_code',
      '*.plain_text_token',
    ],
    ...(stream ? { stream } : {}),
  };
}
