// The WhatsApp Cloud API (Meta Graph API): POST {base}/{phone_number_id}/messages with a bearer
// token, the base URL carrying the API version (https://graph.facebook.com/v21.0). A template is
// sent by name and language with its variables as named body parameters; the body we rendered is
// what the log shows.
//
// Retries: 429 (after Retry-After when given) and 5xx, with exponential backoff, up to
// `maxAttempts`; a connection that could not be opened is retried too (nothing was sent). Other
// 4xx are final. A timeout is final as well: the request may have reached Meta and been sent, and
// a message must never go out twice.
import type { MessagingProvider, OutgoingMessage, SendOutcome } from './provider.ts';

export interface WhatsAppCloudSettings {
  baseUrl: string;
  accessToken: string;
  phoneNumberId: string;
}

export interface WhatsAppCloudOptions {
  timeoutMs?: number;
  maxAttempts?: number;
  /** The wait before retry number `retry` (1, 2, …) when the answer gave no Retry-After. */
  backoffMs?: (retry: number) => number;
  /** Longest wait a Retry-After may ask for; longer asks fail the message instead. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

const DEFAULTS = {
  timeoutMs: 15_000,
  maxAttempts: 4,
  backoffMs: (retry: number) => Math.min(30_000, 1000 * 2 ** (retry - 1)),
  maxRetryAfterMs: 60_000,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

const CONNECTION_NOT_OPENED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

export function whatsAppPayload(message: OutgoingMessage) {
  const parameters = Object.entries(message.variables).map(([name, text]) => ({ type: 'text', parameter_name: name, text }));
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/\D/g, ''),
    ...(message.template
      ? {
          type: 'template',
          template: {
            name: message.template.name,
            language: { code: message.template.language },
            ...(parameters.length ? { components: [{ type: 'body', parameters }] } : {}),
          },
        }
      : { type: 'text', text: { preview_url: false, body: message.body } }),
  };
}

function errorOf(status: number, body: unknown): string {
  const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  return error?.code !== undefined ? `${message} (code ${String(error.code)})` : message;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { raw: text.slice(0, 2000) };
  }
}

export function createWhatsAppCloudProvider(settings: WhatsAppCloudSettings, options: WhatsAppCloudOptions = {}): MessagingProvider {
  const o = { ...DEFAULTS, ...options };
  const doFetch = options.fetch ?? fetch;
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;

  async function send(message: OutgoingMessage): Promise<SendOutcome> {
    const payload = JSON.stringify(whatsAppPayload(message));
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
          body: payload,
          signal: AbortSignal.timeout(o.timeoutMs),
        });
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          return {
            ok: false,
            error: `No answer within ${o.timeoutMs / 1000} s; not resent, as it may have been delivered.`,
            response: null,
          };
        }
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code && CONNECTION_NOT_OPENED.has(code) && attempt < o.maxAttempts) {
          await o.sleep(o.backoffMs(attempt));
          continue;
        }
        return { ok: false, error: `Could not reach the WhatsApp Cloud API: ${code ?? (error as Error).message}`, response: null };
      }
      const body = await readBody(response);
      if (response.ok) {
        const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
        return { ok: true, providerMessageId: typeof id === 'string' ? id : null, response: body };
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (retryable && attempt < o.maxAttempts) {
        const asked = response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : null;
        if (asked === null || asked <= o.maxRetryAfterMs) {
          await o.sleep(asked ?? o.backoffMs(attempt));
          continue;
        }
      }
      return { ok: false, error: errorOf(response.status, body), response: { status: response.status, body } };
    }
  }

  return { name: 'whatsapp_cloud', send };
}
