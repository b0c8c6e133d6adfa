// JSON bodies: Fastify's own parser (secure-json-parse, so `__proto__` and `constructor.prototype`
// keep being refused with 400) behind a limit on nesting, counted on the raw text before anything
// parses the body or recurses over it. No body of the API nests more than a few levels; one nested
// thousands deep would drive the validators, JSON.stringify or PostgreSQL's jsonb past their
// stacks, a 500. Refused here, for every route, with 400 in the error envelope.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/errors.ts';

/** Objects and lists inside one another, the body itself counting as the first level. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;

/**
 * Whether JSON text nests objects and lists deeper than `limit`: one pass over the characters,
 * brackets inside strings ignored, no recursion. Malformed text is the parser's to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_LIST) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_LIST) {
      depth--;
    }
  }
  return false;
}

export default fp(
  async function jsonBodyPlugin(app: FastifyInstance) {
    const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
    const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
        done(badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`), undefined);
        return;
      }
      parse(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
