// PostgreSQL text cannot hold the NUL character: a query or body string carrying one would fail
// in the database (a 500) wherever it is used — a search, a filter, a name. Refused here, once for
// every route, as a 422 on the field that carries it. Runs after the tenant check, so a caller
// without access learns nothing more than before.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed, type FieldErrors } from '../http/errors.ts';

const MESSAGE = 'This field contains a character that is not allowed.';

function collectNulFields(value: unknown, key: string, errors: FieldErrors, depth = 0): void {
  if (depth > 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) errors[key || 'body'] = [MESSAGE];
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectNulFields(item, key ? `${key}.${index}` : String(index), errors, depth + 1));
    return;
  }
  if (value && typeof value === 'object' && (value as { kind?: unknown }).kind !== 'file') {
    for (const [name, item] of Object.entries(value)) collectNulFields(item, key ? `${key}.${name}` : name, errors, depth + 1);
  }
}

export default fp(
  async function textGuardPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const errors: FieldErrors = {};
      collectNulFields(request.query, '', errors);
      collectNulFields(request.body, '', errors);
      collectNulFields(request.params, '', errors);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
    });
  },
  { name: 'text-guard', dependencies: ['tenant-context'] },
);
