// Organization signup routes (docs/api.md "Organization signup"): public, no token. The licence
// check and company data are throttled per address; the file steps are multipart, their files
// checked by content (PDF, JPEG, PNG, at most 10 MB).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankDataFields,
  brokerDataFields,
  checkTradeLicenseBody,
  companyDataBody,
  signatoryDataFields,
} from '../../../shared/schemas/signup.ts';
import { uploadedFileSchema } from '../../http/uploads.ts';
import type { ModuleDeps } from '../module.ts';
import { signupStateSchema, signupStepResponseSchema } from './signup.resources.ts';
import * as signup from './signup.service.ts';

/** Not a UUID is a 404, as an unknown one is (see signup.queries.ts). */
const signupParams = z.object({ orgUuid: z.string() });

export default async function signupRoutes(app: FastifyInstance, { db, storage, mailer, config }: ModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['signup'];
  const pub = { action: 'public' } as const;
  // Per call: the applicant's language is kept with each step they send.
  const contextOf = (request: FastifyRequest): signup.SignupContext => ({
    db,
    storage,
    mailer,
    publicUrl: config.publicUrl,
    language: request.language,
  });
  const multipart = ['multipart/form-data'];

  routes.post('/signup/check-trade-license-number', {
    config: pub,
    schema: {
      tags,
      summary: 'Whether a trade licence number is still free (letter case and spaces ignored); 30 a minute per address',
      body: checkTradeLicenseBody,
      response: { 200: z.object({ data: z.object({ available: z.boolean() }) }) },
    },
    handler: (request) => signup.checkTradeLicense(db, request.ip, request.body),
  });

  routes.post('/signup/company-data', {
    config: pub,
    schema: {
      tags,
      summary: 'Start a signup (a pending organization), or correct the company data of one by its uuid; 10 an hour per address',
      body: companyDataBody,
      response: { 200: signupStepResponseSchema, 201: signupStepResponseSchema },
    },
    handler: async (request, reply) => {
      const { created, ...answer } = await signup.saveCompanyData(contextOf(request), request.ip, request.body);
      return reply.code(created ? 201 : 200).send(answer);
    },
  });

  routes.get('/signup/:orgUuid', {
    config: pub,
    schema: {
      tags,
      summary: 'Where a signup stands and what was entered, to resume it',
      params: signupParams,
      response: { 200: z.object({ data: signupStateSchema }) },
    },
    handler: (request) => signup.signupState(db, request.params.orgUuid),
  });

  routes.post('/signup/:orgUuid/bank-data', {
    config: pub,
    schema: {
      tags,
      summary: 'Bank data with the bank confirmation letter',
      consumes: multipart,
      params: signupParams,
      body: bankDataFields.extend({ bank_confirmation_letter: uploadedFileSchema }),
      response: { 200: signupStepResponseSchema },
    },
    handler: (request) => {
      const { bank_confirmation_letter, ...fields } = request.body;
      return signup.saveBankData(contextOf(request), request.params.orgUuid, fields, bank_confirmation_letter);
    },
  });

  routes.post('/signup/:orgUuid/auth-signatory-data', {
    config: pub,
    schema: {
      tags,
      summary: 'The authorised signatory with an ID document; ends the signup of a developer',
      consumes: multipart,
      params: signupParams,
      body: signatoryDataFields.extend({ id_document: uploadedFileSchema }),
      response: { 200: signupStepResponseSchema },
    },
    handler: (request) => {
      const { id_document, ...fields } = request.body;
      return signup.saveSignatoryData(contextOf(request), request.params.orgUuid, fields, id_document);
    },
  });

  routes.post('/signup/:orgUuid/broker-data', {
    config: pub,
    schema: {
      tags,
      summary: 'Broker data (ORN number, broker card); brokers only, ends their signup',
      consumes: multipart,
      params: signupParams,
      body: brokerDataFields.extend({ broker_card: uploadedFileSchema }),
      response: { 200: signupStepResponseSchema },
    },
    handler: (request) => {
      const { broker_card, ...fields } = request.body;
      return signup.saveBrokerData(contextOf(request), request.params.orgUuid, fields, broker_card);
    },
  });
}
