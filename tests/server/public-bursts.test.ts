// Every public POST that checks a credential, hashes a password, sends mail or creates records is
// throttled, and its limit holds under a concurrent burst from one address (issue 22): each call
// is counted before its work, in one atomic upsert, so no call of a burst passes a check made
// before the others were counted. The routes are read from the app: a new public POST must be
// given a burst here, or an exemption with its reason.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDataBody } from './support/valid-requests.ts';
import { operationName, operationsOf, recordingModule, type Operation } from './support/routes.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

interface Burst {
  /** Calls sent at once, all from one address. */
  size: number;
  /** How many of them the limit lets through, and their answer; the others get 429 with Retry-After. */
  through: number;
  status: number;
  payload: (i: number) => Record<string, unknown>;
}

const NEW_PASSWORD = 'a long enough pass phrase';

const BURSTS: Record<string, Burst> = {
  // One email from one address: the hard lock, 5 a minute.
  'POST /api/auth/login': {
    size: 40,
    through: 5,
    status: 422,
    payload: () => ({ email: 'burst@example.test', password: 'wrong', device_name: 'burst' }),
  },
  // One challenge: 5 answers a minute (wrong answers per user across challenges: tests/server/two-factor.test.ts).
  'POST /api/auth/2fa/two-factor-challenge': {
    size: 20,
    through: 5,
    status: 422,
    payload: () => ({ challenge_token: 'no-such-challenge', code: '000000' }),
  },
  'POST /api/auth/register': {
    size: 15,
    through: 10,
    status: 200,
    payload: (i) => ({
      full_name: 'Burst Person',
      email: `burst-register-${i}@example.test`,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    }),
  },
  // Many emails from one address: 20 an hour (one email: 1 a minute).
  'POST /api/auth/forgot-password': { size: 30, through: 20, status: 200, payload: (i) => ({ email: `burst-forgot-${i}@example.test` }) },
  'POST /api/auth/reset-password': {
    size: 30,
    through: 20,
    status: 422,
    payload: (i) => ({
      token: 'made-up-token',
      email: `burst-reset-${i}@example.test`,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    }),
  },
  'POST /api/signup/check-trade-license-number': {
    size: 40,
    through: 30,
    status: 200,
    payload: (i) => ({ trade_license_number: `TL-BURST-${i}` }),
  },
  'POST /api/signup/company-data': { size: 15, through: 10, status: 201, payload: () => companyDataBody('developer') },
  // Verification links from one address: 30 a quarter hour.
  'POST /api/auth/verify-email': { size: 40, through: 30, status: 422, payload: (i) => ({ token: `made-up-link-${i}` }) },
};

/** Public POSTs left out, each with why a burst of them costs nothing worth limiting. */
const EXEMPT: Record<string, string> = {
  'POST /api/embed/projects/:token/enquiries':
    'limited (5 an hour an address, 50 a project), but a burst needs a live public page and a form token issued seconds before: tests/server/inventory-embed-enquiries.test.ts sends 8 at once and sees five 201 and three 429',
  'POST /api/auth/invitation-link':
    "the link's random 256-bit secret is the credential; an unknown one is one indexed lookup, and it changes nothing",
  'POST /api/signup/:orgUuid/bank-data': "the signup's random uuid is the credential; an unknown one is one indexed lookup",
  'POST /api/signup/:orgUuid/auth-signatory-data': "the signup's random uuid is the credential; an unknown one is one indexed lookup",
  'POST /api/signup/:orgUuid/broker-data': "the signup's random uuid is the credential; an unknown one is one indexed lookup",
};

describe('public calls under a concurrent burst from one address', () => {
  let ctx: TestContext;
  let publicPosts: Operation[];
  beforeAll(async () => {
    const recorded: Parameters<typeof recordingModule>[0] = [];
    ctx = await createTestContext({ modules: [recordingModule(recorded)] });
    publicPosts = operationsOf(recorded).operations.filter((operation) => operation.action === 'public' && operation.method === 'POST');
  });
  afterAll(() => ctx.close());

  it('knows every public POST: each has a burst or a reason to have none', () => {
    expect(publicPosts.map(operationName).sort()).toEqual([...Object.keys(BURSTS), ...Object.keys(EXEMPT)].sort());
  });

  let address = 0;
  for (const [route, burst] of Object.entries(BURSTS)) {
    it(`${route}: ${burst.through} of ${burst.size} get through, the others 429 with Retry-After`, async () => {
      const remoteAddress = `198.51.100.${++address}`;
      const url = route.replace(/^POST /, '');
      const answers = await Promise.all(
        Array.from({ length: burst.size }, (_, i) =>
          ctx.app.inject({ method: 'POST', url, payload: burst.payload(i), remoteAddress } as InjectOptions),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.filter((status) => status === burst.status),
        statuses.join(' '),
      ).toHaveLength(burst.through);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(burst.size - burst.through);
      for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }, 60_000);
  }
});
