// The language of the server's answers (docs/api.md "Languages"): the signed-in user's profile
// language, else the first of ours the `Accept-Language` header names (sign-in, registration,
// password reset, signup: calls without a user), else English. Server messages and documents
// read `request.language`; a mail is in its recipient's language, which is this one only for a
// recipient without an account (docs/api.md "Mails"). The payload's `locale` field decides nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type Language } from '../../shared/languages.ts';

export function requestLanguage(request: FastifyRequest): Language {
  if (request.principal?.kind === 'user') return request.principal.language;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

export default fp(
  async function languagePlugin(app: FastifyInstance) {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    // After authentication's onRequest hook, which has found the user of a signed-in call.
    app.addHook('onRequest', async (request) => {
      request.language = requestLanguage(request);
    });
  },
  { name: 'language', dependencies: ['authentication'] },
);
