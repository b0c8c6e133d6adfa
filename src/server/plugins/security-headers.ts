// Security headers on every answer (OWASP API8). The app's pages get a Content-Security-Policy
// that allows only this origin's scripts; the public project page (/embed/projects/...) is the one
// page other sites must be able to put in an iframe, so it alone may be framed. The Swagger UI
// under /api/docs sends its own CSP (its static assets need one of their own), which is kept.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../shared/api.ts';

export const EMBED_PAGE_PREFIX = '/embed/projects/';

/** One year, subdomains included: a browser that has seen HTTPS once never falls back to HTTP. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

function appPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    // Uploaded images are shown from blob: URLs (fetched with the bearer token); MUI icons inline data: SVGs.
    "img-src 'self' blob: data:",
    // MUI (emotion) injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    // Videos play from the providers' privacy players; 360° tours are hosted anywhere on HTTPS.
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https:",
    // The panorama viewer (pannellum) reads its image, already fetched with the token, as a blob: URL.
    "connect-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export const APP_CSP = appPolicy("'none'");
export const EMBED_CSP = appPolicy('*');

export function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply) => {
      const path = pathOf(request);
      reply.header('x-content-type-options', 'nosniff');
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);

      if (isUnder(path, API_PREFIX)) {
        // JSON and files: nothing to frame, no address to leak. No CSP here: the Swagger UI sets
        // its own, and files carry theirs (http/downloads.ts).
        reply.header('referrer-policy', 'no-referrer');
        reply.header('x-frame-options', 'DENY');
        return;
      }
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (path.startsWith(EMBED_PAGE_PREFIX)) {
        reply.header('content-security-policy', EMBED_CSP);
        reply.removeHeader('x-frame-options');
        return;
      }
      reply.header('content-security-policy', APP_CSP);
      reply.header('x-frame-options', 'DENY');
    });
  },
  { name: 'security-headers' },
);
