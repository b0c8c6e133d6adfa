// Limits (issue 10, API4/API8): body and upload size limits, the per-user upload quota, request
// timeouts against slow senders, page-size caps over every list and options endpoint, and only
// declared methods answered on every path. The lists, options endpoints and paths are found in
// the OpenAPI document, so a new route is covered the day it is added.
import net from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERRIDABLE_METHODS } from '../../src/shared/api.ts';
import type { Database } from '../../src/server/db/client.ts';
import { organizationDocuments } from '../../src/server/db/schema.ts';
import { leadDocuments } from '../../src/server/db/crm-schema.ts';
import { storedBytesOf } from '../../src/server/services/upload-quota.ts';
import { insertLead } from './support/crm.ts';
import { changedTables, databaseState } from './support/db-state.ts';
import { multipart, pdfBytes, PNG_BYTES } from './support/files.ts';
import { LIST_SEEDERS } from './support/list-seeders.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

interface OpenApiDoc {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

async function openApi(app: FastifyInstance): Promise<OpenApiDoc> {
  return (await call(app, 'GET', 'docs/openapi.json')).json() as OpenApiDoc;
}

/** The error envelope: `{message, errors?}` and nothing else (no stack, no Fastify internals). */
function expectEnvelope(body: string, context: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(typeof parsed.message, context).toBe('string');
  expect(
    Object.keys(parsed).filter((key) => key !== 'message' && key !== 'errors'),
    context,
  ).toEqual([]);
}

/** A file of `bytes` bytes whose content is of the given kind (the size check comes first). */
const paddedPdf = (bytes: number) =>
  Buffer.concat([pdfBytes('padding'), Buffer.alloc(Math.max(0, bytes - pdfBytes('padding').length), 0x20)]);
const paddedPng = (bytes: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(Math.max(0, bytes - PNG_BYTES.length))]);

/** Rows of a raw statement; both drivers (node-postgres, PGlite) answer `{rows}`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function countOf(db: Database, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return row!.n;
}

const leadDocument = (ctx: TestContext, actor: Actor, leadId: number, bytes: number) => {
  const { body, headers } = multipart({
    organization_id: String(actor.orgId),
    file: { filename: 'file.pdf', content: paddedPdf(bytes), type: 'application/pdf' },
  });
  return call(ctx.app, 'POST', `crm/leads/${leadId}/documents`, { token: actor.token, body, headers });
};
const organizationDocument = (ctx: TestContext, actor: Actor, bytes: number) => {
  const { body, headers } = multipart({
    organization_id: String(actor.orgId),
    type: 'additional',
    name: 'Annex',
    file: { filename: 'annex.pdf', content: paddedPdf(bytes), type: 'application/pdf' },
  });
  return call(ctx.app, 'POST', `auth/organizations/${actor.orgId}/documents`, { token: actor.token, body, headers });
};

// Small limits keep the test bodies small: 16 KB of JSON, 3 MB per request.
describe('body and upload limits', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { bodyLimitBytes: 16 * 1024, uploadLimitBytes: 3 * 1024 * 1024 } });
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  it('answers a JSON, urlencoded or overridden body over BODY_LIMIT_BYTES with 413 in the envelope, creating nothing', async () => {
    const admin = w.actors.developer_admin;
    const before = await countOf(ctx.db, 'leads');
    const big = { full_name: 'Big Body', email: 'big@example.test', source: 'website', status: 'new', notes: 'x'.repeat(20 * 1024) };
    const json = await call(ctx.app, 'POST', 'crm/leads', as(admin, { body: big }));
    expect(json.statusCode).toBe(413);
    expectEnvelope(json.body, 'json');

    const form = await call(ctx.app, 'POST', 'crm/leads', {
      token: admin.token,
      body: new URLSearchParams({ organization_id: String(admin.orgId), full_name: 'x'.repeat(20 * 1024) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(413);
    expectEnvelope(form.body, 'urlencoded');

    const lead = await insertLead(ctx.db, admin.orgId);
    const overridden = await call(ctx.app, 'POST', `crm/leads/${lead.id}`, as(admin, { query: { _method: 'PUT' }, body: big }));
    expect(overridden.statusCode).toBe(413);
    expectEnvelope(overridden.body, '_method=PUT');
    expect(await countOf(ctx.db, 'leads')).toBe(before + 1);
  });

  it('answers a multipart body over UPLOAD_LIMIT_BYTES, a file over its kind’s limit and too many files with 413', async () => {
    const admin = w.actors.developer_admin;
    const lead = await insertLead(ctx.db, admin.orgId);
    const tooBig = await leadDocument(ctx, admin, lead.id, 3 * 1024 * 1024 + 1);
    expect(tooBig.statusCode).toBe(413);
    expectEnvelope(tooBig.body, 'request limit');

    // A logo may be at most 2 MB, within the 3 MB request limit.
    const { body, headers } = multipart({
      organization_id: String(admin.orgId),
      logo: { filename: 'logo.png', content: paddedPng(2 * 1024 * 1024 + 1), type: 'image/png' },
    });
    const logo = await call(ctx.app, 'POST', `auth/organizations/${admin.orgId}/upload-logo`, { token: admin.token, body, headers });
    expect(logo.statusCode).toBe(413);
    expect(logo.json().message).toMatch(/2 MB/);

    const many = multipart({
      organization_id: String(admin.orgId),
      files: Array.from({ length: 51 }, (_, i) => ({ filename: `f${i}.pdf`, content: pdfBytes(), type: 'application/pdf' })),
    });
    const tooMany = await call(ctx.app, 'POST', `crm/leads/${lead.id}/documents`, {
      token: admin.token,
      body: many.body,
      headers: many.headers,
    });
    expect(tooMany.statusCode).toBe(413);
    expectEnvelope(tooMany.body, 'files limit');
    expect(await countOf(ctx.db, 'lead_documents')).toBe(0);
  });
});

// 400 KB per user.
describe('upload quota', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { uploadQuotaBytes: 400 * 1024 } });
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  it('refuses an upload past UPLOAD_QUOTA_MB with 413, counting every kind of file the user stored, until he deletes some', async () => {
    const admin = w.actors.developer_admin;
    const lead = await insertLead(ctx.db, admin.orgId);
    expect((await leadDocument(ctx, admin, lead.id, 150 * 1024)).statusCode).toBe(201);
    const second = await leadDocument(ctx, admin, lead.id, 150 * 1024);
    expect(second.statusCode).toBe(201);
    expect(await storedBytesOf(ctx.db, admin.userId)).toBe(300 * 1024);

    // An organization document counts against the same quota as lead documents.
    const documentsBefore = await countOf(ctx.db, 'organization_documents');
    const refused = await organizationDocument(ctx, admin, 150 * 1024);
    expect(refused.statusCode).toBe(413);
    expectEnvelope(refused.body, 'quota');
    expect(refused.json().message).toMatch(/upload quota of 0\.4 MB would be exceeded: 0\.3 MB stored/);
    expect(await countOf(ctx.db, 'organization_documents')).toBe(documentsBefore);
    // So does a lead document.
    expect((await leadDocument(ctx, admin, lead.id, 150 * 1024)).statusCode).toBe(413);
    expect(await ctx.db.$count(leadDocuments)).toBe(2);

    // The quota is the user's: another user still uploads.
    expect((await organizationDocument(ctx, w.actors.broker_admin, 150 * 1024)).statusCode).toBe(201);

    // A CSV import reads its file without keeping it: not refused by the quota.
    const csv = multipart({
      organization_id: String(admin.orgId),
      file: { filename: 'leads.csv', content: Buffer.from('full_name,email\nQuota Lead,quota.lead@example.test\n'), type: 'text/csv' },
    });
    const imported = await call(ctx.app, 'POST', 'crm/leads/import', { token: admin.token, body: csv.body, headers: csv.headers });
    expect(imported.statusCode, imported.body).toBe(200);

    // Deleting a document frees its bytes.
    const documentId = second.json().data.id as number;
    expect((await call(ctx.app, 'DELETE', `crm/documents/${documentId}`, as(admin))).statusCode).toBe(200);
    const accepted = await organizationDocument(ctx, admin, 150 * 1024);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await storedBytesOf(ctx.db, admin.userId)).toBe(300 * 1024);
    expect(await ctx.db.$count(organizationDocuments)).toBe(documentsBefore + 2);
  });
});

describe('request timeouts (a real listening server)', () => {
  const TIMEOUT_MS = 600;
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { requestTimeoutMs: TIMEOUT_MS } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('sets the server’s timeouts from REQUEST_TIMEOUT_MS', () => {
    const server = ctx.app.server;
    expect(server.requestTimeout).toBe(TIMEOUT_MS);
    expect(server.headersTimeout).toBeLessThanOrEqual(TIMEOUT_MS);
    expect(server.timeout).toBe(TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBe(72_000);
  });

  /**
   * Opens a socket, writes `head`, then one more piece every 100 ms (up to 20 s). Resolves with
   * what the server answered once it closes the connection; rejects if it never does.
   */
  function trickle(head: string, piece: string): Promise<{ answer: string; piecesSent: number }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let piecesSent = 0;
      let timer: NodeJS.Timeout | undefined;
      const sendPieces = () =>
        setInterval(() => {
          if (piecesSent >= 200) {
            clearInterval(timer);
            socket.destroy();
            reject(new Error('the server kept a slow connection open for 20 s'));
            return;
          }
          if (!socket.destroyed && socket.writable) {
            socket.write(piece);
            piecesSent++;
          }
        }, 100);
      socket.on('connect', () => {
        socket.write(head);
        timer = sendPieces();
      });
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, piecesSent });
      });
    });
  }

  /** A 408 in the envelope, the connection closed after it. */
  function expectTimedOut(answer: string) {
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(body!)).toEqual({ message: 'The request took too long to arrive.' });
  }

  it('closes a connection whose headers trickle in (slowloris) with 408', async () => {
    const { answer } = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
    expectTimedOut(answer);
  });

  it('closes a connection whose body trickles in with 408', async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{';
    const { answer } = await trickle(head, ' ');
    expectTimedOut(answer);
  });

  it('does not tunnel CONNECT: the connection is closed without a 2xx', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => resolve(data));
    });
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
  });
});

describe('page-size caps', () => {
  let ctx: TestContext;
  let w: World;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    doc = await openApi(ctx.app);
  });
  afterAll(() => ctx.close());

  const okSchema = (path: string) => doc.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;

  it(
    'caps every list at 100 rows per page, with more than 100 rows to show, then every options endpoint at 100 items',
    { timeout: 120_000 },
    async () => {
      const lists = Object.keys(doc.paths).filter(
        (path) => okSchema(path)?.properties?.meta !== undefined && okSchema(path)?.properties?.data?.type === 'array',
      );
      expect(lists.length).toBeGreaterThanOrEqual(25);
      expect(lists.filter((path) => !LIST_SEEDERS[path])).toEqual([]);
      const uncapped: string[] = [];
      for (const path of lists.sort()) {
        const target = await LIST_SEEDERS[path]!(ctx.db, w);
        await target.seed(101);
        const res = await call(ctx.app, 'GET', target.url, as(target.actor, { query: { ...target.query, per_page: 1000 } }));
        expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
        const { data, meta } = res.json() as { data: unknown[]; meta: { total: number; per_page: number } };
        if (meta.total <= 100 || data.length !== 100 || meta.per_page !== 100)
          uncapped.push(`${path}: ${data.length} rows of ${meta.total}, per_page ${meta.per_page}`);
      }
      expect(uncapped).toEqual([]);

      // Options endpoints (`{data: [{value, label}]}`), now over tables holding more than 100 rows.
      const options = Object.keys(doc.paths).filter((path) => {
        const item = okSchema(path)?.properties?.data?.items;
        return (
          okSchema(path)?.properties?.meta === undefined &&
          item?.properties?.value !== undefined &&
          item.properties.label !== undefined &&
          !path.includes('{')
        );
      });
      expect(options.length).toBeGreaterThanOrEqual(5);
      const sizes: Record<string, number> = {};
      for (const path of options) {
        for (const actor of [w.actors.developer_admin, w.actors.broker_admin, w.actors.super_admin]) {
          const res = await call(ctx.app, 'GET', path, as(actor, { query: { per_page: 1000 } }));
          expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(500);
          if (res.statusCode !== 200) continue;
          sizes[
            `${path} as ${actor === w.actors.super_admin ? 'super admin' : actor === w.actors.developer_admin ? 'developer admin' : 'broker admin'}`
          ] = (res.json() as { data: unknown[] }).data.length;
        }
      }
      console.table(sizes);
      expect(Object.entries(sizes).filter(([, size]) => size > 100)).toEqual([]);
      // The cap was reached, not merely never tested: some options lists had more than 100 candidates.
      expect(Object.values(sizes).filter((size) => size === 100).length).toBeGreaterThan(0);
    },
  );
});

describe('only declared methods are answered', () => {
  const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const;
  let ctx: TestContext;
  let w: World;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    doc = await openApi(ctx.app);
  });
  afterAll(() => ctx.close());

  it(
    'answers every method a path does not declare, directly or through _method, with 404/405 in the envelope and changes nothing',
    { timeout: 120_000 },
    async () => {
      const apiPaths = Object.keys(doc.paths).filter((path) => path.startsWith('/api/'));
      expect(apiPaths.length).toBeGreaterThan(100);
      const patterns = apiPaths.map((path) => ({
        regex: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        methods: new Set(Object.keys(doc.paths[path]!).map((method) => method.toUpperCase())),
      }));
      /** Whether some declared route answers `method` at the concrete URL (`/crm/leads/options` also matches `/crm/leads/{id}`). */
      const declared = (method: string, url: string) =>
        patterns.some(({ regex, methods }) => regex.test(url) && (methods.has(method) || (method === 'HEAD' && methods.has('GET'))));

      const admin = w.actors.super_admin;
      const before = await databaseState(ctx.db);
      const wrong: string[] = [];
      let cases = 0;
      const expectRefused = (label: string, res: { statusCode: number; body: string }) => {
        cases++;
        let enveloped = false;
        try {
          const body = JSON.parse(res.body) as Record<string, unknown>;
          enveloped = typeof body.message === 'string' && Object.keys(body).every((key) => key === 'message' || key === 'errors');
        } catch {
          enveloped = res.body === '' && res.statusCode === 404; // a HEAD answer has no body
        }
        if (![404, 405].includes(res.statusCode) || !enveloped) wrong.push(`${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      };

      for (const path of apiPaths) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        for (const method of METHODS) {
          if (declared(method, url)) continue;
          const res = await ctx.app.inject({
            method,
            url: `${url}?organization_id=${admin.orgId}`,
            headers: { authorization: `Bearer ${admin.token}`, accept: 'application/json' },
          });
          expectRefused(`${method} ${path}`, res);
        }
        for (const method of OVERRIDABLE_METHODS) {
          if (declared(method, url)) continue;
          const inQuery = await call(ctx.app, 'POST', `${url}?_method=${method}`, as(admin, { body: {} }));
          expectRefused(`POST ${path}?_method=${method}`, inQuery);
          const inBody = await call(ctx.app, 'POST', url, as(admin, { body: { _method: method } }));
          expectRefused(`POST ${path} {_method: ${method}}`, inBody);
        }
        // A method that cannot be overridden to is not one: on a path without POST it stays a POST nobody answers.
        if (!declared('POST', url))
          expectRefused(`POST ${path}?_method=TRACE`, await call(ctx.app, 'POST', `${url}?_method=TRACE`, as(admin, { body: {} })));
      }
      console.log(`declared methods: ${apiPaths.length} paths, ${cases} undeclared method cases`);
      expect(wrong).toEqual([]);
      // Nothing at all, the audit log and throttle counters included.
      expect(changedTables(before, await databaseState(ctx.db), new Set())).toEqual([]);
    },
  );
});
