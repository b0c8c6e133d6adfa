// PostgreSQL text cannot hold the NUL character, and its jsonb refuses NUL and lone UTF-16
// surrogates (`\ud800`, which JSON.stringify writes for them): a query or body string carrying one
// would fail in the database (a 500) wherever it is used — a search, a name, a saved filter — or be
// stored silently altered. Refused here, once for every route, at any depth and in object keys as
// well as values, as a 422 on the field that carries it. Runs after the permission check, so a
// caller without access learns nothing more than before.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import { isUploadedFile } from './body-parsers.ts';

const MESSAGE = 'This field contains a character that is not allowed.';
const KEY_MESSAGE = 'This field contains a name with a character that is not allowed.';

// String.prototype.isWellFormed (Node 20) is ES2024, past the library this project compiles against.
const isWellFormed = (value: string) => (value as string & { isWellFormed(): boolean }).isWellFormed();

/** No NUL, and every surrogate in a pair (text UTF-8 and PostgreSQL can hold). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && isWellFormed(value);
}

const fieldPath = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

/**
 * Every string of a parsed query, body or params, walked with a list rather than by recursion:
 * how deep the input goes decides nothing. A key that is not storable text is reported on the
 * object holding it (its own name cannot be shown), and not walked into. `isUpload` names the
 * files of a multipart body, which are the parser's, not the caller's, text.
 */
export function unstorableTextFields(root: unknown, isUpload: (value: object) => boolean = () => false): FieldErrors {
  const errors: FieldErrors = {};
  const pending: [value: unknown, path: string][] = [[root, '']];
  for (let next = 0; next < pending.length; next++) {
    const [value, path] = pending[next]!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) errors[path || 'body'] = [MESSAGE];
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, fieldPath(path, String(index))]));
    } else if (value !== null && typeof value === 'object' && !isUpload(value)) {
      for (const [name, item] of Object.entries(value)) {
        if (isStorableText(name)) pending.push([item, fieldPath(path, name)]);
        else errors[path || 'body'] = [KEY_MESSAGE];
      }
    }
  }
  return errors;
}

export default fp(
  async function textGuardPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      // Only the multipart parser makes files (isUploadedFile): in JSON, `{"kind": "file"}` is text like any other.
      const errors = {
        ...unstorableTextFields(request.query),
        ...unstorableTextFields(request.body, isUploadedFile),
        ...unstorableTextFields(request.params),
      };
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
    });
  },
  { name: 'text-guard', dependencies: ['permissions'] },
);
