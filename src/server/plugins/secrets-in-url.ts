// A secret travels in a request body, never in a URL: URLs are written to request logs, kept in
// browser history and proxies' logs. A route whose body takes a password, a token or a code
// refuses a call that puts one in its query string — 422 on that field, saying where to send it —
// before anything runs, whichever method reaches it (a DELETE, or a POST with `_method=DELETE`).
// The request log redacts such values on every route (http/request-log.ts). Runs after the
// permission check, like the text guard, so a caller without access learns nothing more than before.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import { isSecretQueryKey, secretFieldOfQueryKey, secretQueryKeys } from '../http/request-log.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on a route whose body takes a secret: such a field in its query string is refused. */
    takesSecrets?: boolean;
  }
}

/** The field names a body schema declares (a zod object, possibly refined or piped; or a JSON schema). */
export function bodyFieldsOf(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 5) return [];
  const shape = (schema as { shape?: unknown }).shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  // A pipe (preprocess, transform) declares its fields on either side; optional and nullable wrap them.
  const definition = (schema as { def?: { in?: unknown; out?: unknown; innerType?: unknown } }).def;
  if (definition?.in || definition?.out) return [...bodyFieldsOf(definition.in, depth + 1), ...bodyFieldsOf(definition.out, depth + 1)];
  if (definition?.innerType) return bodyFieldsOf(definition.innerType, depth + 1);
  const properties = (schema as { properties?: unknown }).properties;
  return properties && typeof properties === 'object' ? Object.keys(properties) : [];
}

export function inBodyOnlyMessage(field: string): string {
  return `The ${field.replace(/_/g, ' ')} must be sent in the request body, never in the URL.`;
}

export default fp(
  async function secretsInUrlPlugin(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (bodyFieldsOf(route.schema?.body).some(isSecretQueryKey)) route.config = { ...route.config, takesSecrets: true };
    });

    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.config.takesSecrets) return;
      // The URL as sent: method override copies a DELETE's body fields into its parsed query.
      const keys = secretQueryKeys(request.url);
      if (keys.length === 0) return;
      const errors: FieldErrors = {};
      for (const key of keys) {
        // `user[password]` is reported on `password`; secretQueryKeys kept only keys that name one.
        const field = secretFieldOfQueryKey(key) ?? key;
        errors[field] = [inBodyOnlyMessage(field)];
      }
      throw validationFailed(errors);
    });
  },
  { name: 'secrets-in-url', dependencies: ['permissions'] },
);
