// The id a request is logged and answered under (header `X-Request-Id`). Behind a trusted proxy
// (TRUST_PROXY) the proxy's id is kept, so one request can be followed from the proxy's log into
// this server's; it is used only when it is short, visible ASCII without spaces, so a client that
// reaches the proxy cannot write control characters or a novel into the log. Otherwise, and
// always without TRUST_PROXY (where any client could set it), the server makes its own.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const MAX_LENGTH = 128;
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** Whether a proxy's request id is fit to be logged and echoed as given. */
export function isAcceptableRequestId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_LENGTH && VISIBLE_ASCII.test(value);
}

/** Fastify's `genReqId`: the trusted proxy's id when acceptable, else a fresh UUID. */
export function requestIdGenerator(trustProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER];
    return trustProxy && isAcceptableRequestId(given) ? given : randomUUID();
  };
}
