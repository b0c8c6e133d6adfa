// The WhatsApp Cloud API provider against an HTTP server started here that answers as the Cloud
// API does. Retry waits are injected, so the suite does not sleep.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWhatsAppCloudProvider } from '../../src/server/services/messaging/whatsapp-cloud-provider.ts';
import { eq } from 'drizzle-orm';
import { messageLogs } from '../../src/server/db/contacts-schema.ts';
import { configuredProviders } from '../../src/server/services/messaging/providers.ts';
import { insertCompany, insertTemplate } from './support/contacts.ts';
import { crmApi } from './support/crm.ts';
import { createTestContext, testConfig, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

describe('WhatsApp Cloud API provider', () => {
  let server: Server;
  let baseUrl: string;
  let handlers: Handler[];
  let received: { url: string; auth: string | undefined; body: unknown }[];
  const sleeps: number[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ url: request.url!, auth: request.headers.authorization, body: JSON.parse(body) });
        const handler = handlers.shift();
        if (handler) handler(request, body, response);
        else json(response, 500, { error: { message: 'unexpected call', code: 1 } });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    handlers = [];
    received = [];
    sleeps.length = 0;
  });

  function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  const provider = (timeoutMs = 2000) =>
    createWhatsAppCloudProvider(
      { baseUrl, accessToken: 'test-token', phoneNumberId: '123456789' },
      { timeoutMs, maxAttempts: 3, backoffMs: (retry) => 100 * 2 ** (retry - 1), sleep: async (ms) => void sleeps.push(ms) },
    );
  const message = {
    to: '+971 50 123 4567',
    body: 'Hello Marina Homes',
    template: { name: 'welcome', language: 'en' },
    variables: { name: 'Marina Homes' },
  };

  it('sends a template with named parameters and keeps the message id', async () => {
    handlers.push((_request, _body, response) =>
      json(response, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: '971501234567', wa_id: '971501234567' }],
        messages: [{ id: 'wamid.HBgM123' }],
      }),
    );
    const outcome = await provider().send(message);
    expect(outcome).toMatchObject({ ok: true, providerMessageId: 'wamid.HBgM123' });
    expect(received).toEqual([
      {
        url: '/v21.0/123456789/messages',
        auth: 'Bearer test-token',
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '971501234567',
          type: 'template',
          template: {
            name: 'welcome',
            language: { code: 'en' },
            components: [{ type: 'body', parameters: [{ type: 'text', parameter_name: 'name', text: 'Marina Homes' }] }],
          },
        },
      },
    ]);
  });

  it('keeps the error of a 400 and does not retry it', async () => {
    handlers.push((_request, _body, response) =>
      json(response, 400, {
        error: { message: '(#132001) Template name does not exist in the translation', type: 'OAuthException', code: 132001 },
      }),
    );
    const outcome = await provider().send(message);
    expect(outcome).toEqual({
      ok: false,
      error: '(#132001) Template name does not exist in the translation (code 132001)',
      response: {
        status: 400,
        body: { error: { message: '(#132001) Template name does not exist in the translation', type: 'OAuthException', code: 132001 } },
      },
    });
    expect(received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('retries a 429 after its Retry-After, then succeeds', async () => {
    handlers.push((_request, _body, response) =>
      json(response, 429, { error: { message: 'Rate limit hit', code: 130429 } }, { 'retry-after': '2' }),
    );
    handlers.push((_request, _body, response) => json(response, 200, { messages: [{ id: 'wamid.after429' }] }));
    const outcome = await provider().send(message);
    expect(outcome).toMatchObject({ ok: true, providerMessageId: 'wamid.after429' });
    expect(received).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('retries 5xx with exponential backoff and gives up after the last attempt', async () => {
    for (let i = 0; i < 3; i++)
      handlers.push((_request, _body, response) => json(response, 503, { error: { message: 'Service temporarily unavailable', code: 2 } }));
    const outcome = await provider().send(message);
    expect(outcome).toMatchObject({ ok: false, error: 'Service temporarily unavailable (code 2)' });
    expect(received).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('fails a request that times out, without resending it', async () => {
    handlers.push(() => undefined); // never answers
    const outcome = await provider(150).send(message);
    expect(outcome).toMatchObject({ ok: false, error: expect.stringContaining('No answer within') });
    expect(received).toHaveLength(1);
  });

  it('is offered only when configured', () => {
    expect(Object.keys(configuredProviders(testConfig()))).toEqual(['log']);
    const config = testConfig({ whatsappCloud: { baseUrl, accessToken: 'x', phoneNumberId: '1' } });
    expect(Object.keys(configuredProviders(config)).sort()).toEqual(['log', 'whatsapp_cloud']);
  });

  describe('sending through the API with whatsapp_cloud configured', () => {
    let ctx: TestContext;
    let w: World;
    beforeAll(async () => {
      ctx = await createTestContext({
        config: { messengerPollMs: 10, whatsappCloud: { baseUrl, accessToken: 'api-token', phoneNumberId: '555' } },
      });
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      w = await buildWorld(ctx.db);
    });
    afterAll(() => ctx.close());

    it('logs the message id of a success and the provider’s error of a failure', async () => {
      handlers.push((_request, _body, response) => json(response, 200, { messages: [{ id: 'wamid.e2e' }] }));
      handlers.push((_request, _body, response) =>
        json(response, 400, { error: { message: 'Recipient phone number not in allowed list', code: 131030 } }),
      );
      const template = await insertTemplate(ctx.db, w.platformId, {
        provider: 'whatsapp_cloud',
        name: 'hello_world',
        body: 'Hello {{name}}',
      });
      const first = await insertCompany(ctx.db, w.platformId, { name: 'First Co' });
      const second = await insertCompany(ctx.db, w.platformId, { name: 'Second Co' });
      const res = await crmApi(ctx).post(w.actors.super_admin, 'contacts/companies/send-messages', {
        ids: [first.id, second.id],
        provider: 'whatsapp_cloud',
        template_id: template.id,
      });
      expect(res.statusCode).toBe(202);
      const [okId, failedId] = res.json().data.log_ids as number[];
      const read = async (id: number) => (await ctx.db.select().from(messageLogs).where(eq(messageLogs.id, id)))[0]!;
      for (let i = 0; i < 400 && ((await read(failedId!)).status === 'queued' || (await read(failedId!)).status === 'sending'); i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await read(okId!)).toMatchObject({ status: 'sent', provider_message_id: 'wamid.e2e' });
      expect(await read(failedId!)).toMatchObject({ status: 'failed', error: 'Recipient phone number not in allowed list (code 131030)' });
      expect(received.map((request) => (request.body as { template: { name: string } }).template.name)).toEqual([
        'hello_world',
        'hello_world',
      ]);
      const detail = await crmApi(ctx).get(w.actors.super_admin, `messenger/logs/${failedId}`);
      expect(detail.json().data.provider_response).toEqual({
        status: 400,
        body: { error: { message: 'Recipient phone number not in allowed list', code: 131030 } },
      });
    });
  });
});
