import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { MAX_JSON_DEPTH } from '../../src/server/plugins/json-body.ts';
import { unstorableTextFields } from '../../src/server/plugins/text-guard.ts';
import { createUser, tokenFor } from './support/factories.ts';
import { withProbe } from './support/probeModule.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';

describe('the error envelope', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext({ modules: withProbe });
    token = await tokenFor(ctx.db, (await createUser(ctx.db)).id);
  });
  afterAll(() => ctx.close());

  it('keys nested validation errors with dots, one entry per bad field', async () => {
    const res = await call(ctx.app, 'POST', 'probe/nested', {
      token,
      body: {
        name: 'Plan',
        installments: [
          { label: 'a', percentage: 50 },
          { label: 'b', percentage: 50 },
          { label: 'c', percentage: 140 },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['installments.2.percentage']);
    expect(res.json().message).toBe(res.json().errors['installments.2.percentage'][0]);
  });

  it('summarises several errors in the message, as Laravel does', async () => {
    const res = await call(ctx.app, 'POST', 'probe/nested', { token, body: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/\(and 1 more error\)$/);
  });

  it('answers 500 with a generic message, no stack trace or SQL, and a request id', async () => {
    const res = await call(ctx.app, 'GET', 'probe/boom', { token });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error. Please try again later.' });
    expect(res.body).not.toMatch(/select|secret|at .*\.ts/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries extra fields of a conflict, such as the current record', async () => {
    const res = await call(ctx.app, 'GET', 'probe/conflict', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The record was changed by someone else.', data: { id: 1 } });
  });

  it('answers a transaction the database aborted for a concurrent one with a 409 to try again, in both languages', async () => {
    const english = await call(ctx.app, 'POST', 'probe/deadlock', { token });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({ message: 'Another change to the same records was being saved at the same moment. Please try again.' });
    const arabicUser = await createUser(ctx.db);
    await ctx.db.update(users).set({ locale: 'ar' }).where(eq(users.id, arabicUser.id));
    const arabic = await call(ctx.app, 'POST', 'probe/deadlock', { token: await tokenFor(ctx.db, arabicUser.id) });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe('كان تغيير آخر على السجلات نفسها يُحفظ في اللحظة نفسها. يُرجى المحاولة مرة أخرى.');
  });

  it('answers 404 in the envelope for an unknown API route', async () => {
    const res = await call(ctx.app, 'GET', 'no/such/route', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The route GET /api/no/such/route does not exist.' });
  });

  it('answers 415 in the envelope for an unsupported content type', async () => {
    const res = await call(ctx.app, 'POST', 'auth/login', { body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This content type is not supported.' });
  });

  it('reads multipart fields and files in any order before the handler runs', async () => {
    const boundary = 'B0UNDARY';
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    const payload =
      part('Content-Disposition: form-data; name="images[]"; filename="a.png"\r\nContent-Type: image/png', 'PNGDATA1') +
      part('Content-Disposition: form-data; name="kind"', 'gallery') +
      part('Content-Disposition: form-data; name="images[]"; filename="../../b.png"\r\nContent-Type: image/png', 'PNG2') +
      part('Content-Disposition: form-data; name="tags[]"', 'one') +
      part('Content-Disposition: form-data; name="tags[]"', 'two') +
      `--${boundary}--\r\n`;
    const res = await call(ctx.app, 'POST', 'probe/upload', {
      token,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      images: [
        { file: 'a.png', size: 8, mimetype: 'image/png' },
        { file: 'b.png', size: 4, mimetype: 'image/png' },
      ],
      kind: 'gallery',
      tags: ['one', 'two'],
    });
  });

  it('keeps files of a list in the order they were sent, whichever finishes writing first', async () => {
    const boundary = 'B0UNDARY';
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    const payload =
      part(
        'Content-Disposition: form-data; name="images[]"; filename="first-and-big.png"\r\nContent-Type: image/png',
        'x'.repeat(3 * 1024 * 1024),
      ) +
      part('Content-Disposition: form-data; name="images[]"; filename="second.png"\r\nContent-Type: image/png', 'y') +
      part('Content-Disposition: form-data; name="images[]"; filename="third.png"\r\nContent-Type: image/png', 'z') +
      `--${boundary}--\r\n`;
    const res = await call(ctx.app, 'POST', 'probe/upload', {
      token,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().images.map((image: { file: string }) => image.file)).toEqual(['first-and-big.png', 'second.png', 'third.png']);
  });

  it('refuses a NUL character in any query or body string with 422 on its field, before the database sees it', async () => {
    const search = await call(ctx.app, 'GET', 'probe/organizations', { token, query: { search: 'a\u0000b' } });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ search: ['This field contains a character that is not allowed.'] });
    const nested = await call(ctx.app, 'POST', 'probe/nested', {
      token,
      body: { installments: [{ label: 'ok' }, { label: 'bad\u0000' }] },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ 'installments.1.label': ['This field contains a character that is not allowed.'] });
  });

  /** `leaf` inside `levels` objects `{"a": …}`; the body itself is the first level. */
  const nestedIn = (levels: number, leaf: unknown): unknown => {
    let value = leaf;
    for (let level = 0; level < levels; level++) value = { a: value };
    return value;
  };
  const deepPath = (levels: number) => Array.from({ length: levels }, () => 'a').join('.');

  it('refuses NUL and lone surrogates at any depth, in values and in keys, with 422 on the dotted field', async () => {
    const message = 'This field contains a character that is not allowed.';
    // 30 levels: past the 20 the guard used to stop at, within what the JSON parser lets in.
    for (const bad of ['a\u0000b', 'a\uD800', '\uDFFFb']) {
      const res = await call(ctx.app, 'POST', 'probe/items/1', { token, body: { ok: 'fine', deep: nestedIn(30, bad) } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().errors).toEqual({ [`deep.${deepPath(30)}`]: [message] });
    }
    const list = await call(ctx.app, 'POST', 'probe/items/1', { token, body: { rows: [[['ok', 'x\uDBFF']]] } });
    expect(list.json().errors).toEqual({ 'rows.0.0.1': [message] });
    // A key cannot be named in the answer: the object holding it is.
    for (const key of ['\u0000', 'k\uD800']) {
      const res = await call(ctx.app, 'POST', 'probe/items/1', { token, body: { deep: nestedIn(29, { [key]: 'value' }) } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [`deep.${deepPath(29)}`]: ['This field contains a name with a character that is not allowed.'] });
    }
    const topKey = await call(ctx.app, 'POST', 'probe/items/1', { token, body: { ['\u0000']: 1 } });
    expect(topKey.json().errors).toEqual({ body: ['This field contains a name with a character that is not allowed.'] });
    // Paired surrogates (emoji) are text like any other.
    expect((await call(ctx.app, 'POST', 'probe/items/1', { token, body: { deep: nestedIn(30, '😀 ok'), ['👩‍👩‍👧']: 'ok' } })).statusCode).toBe(
      200,
    );
  });

  it('checks a JSON object shaped like an uploaded file as the text it is', async () => {
    const res = await call(ctx.app, 'POST', 'probe/items/1', {
      token,
      body: { file: { kind: 'file', filename: 'a\u0000.pdf', path: '/tmp/x' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'file.filename': ['This field contains a character that is not allowed.'] });
  });

  it('walks any depth without recursion: a 200,000-level structure is checked whole', () => {
    expect(unstorableTextFields(nestedIn(200_000, 'x\u0000'))).toEqual({
      [deepPath(200_000)]: ['This field contains a character that is not allowed.'],
    });
    expect(unstorableTextFields(nestedIn(200_000, 'fine'))).toEqual({});
  });

  it(`refuses a JSON body nested deeper than ${MAX_JSON_DEPTH} levels with 400 before anything parses it, and takes one of ${MAX_JSON_DEPTH}`, async () => {
    const tooDeep = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
    for (const text of [
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
      JSON.stringify(nestedIn(MAX_JSON_DEPTH, [])),
      '['.repeat(200_000),
    ]) {
      const res = await call(ctx.app, 'POST', 'probe/items/1', { token, body: text, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, text.slice(0, 40)).toBe(400);
      expect(res.json()).toEqual({ message: tooDeep });
    }
    const deepest = nestedIn(MAX_JSON_DEPTH, 'leaf');
    const accepted = await call(ctx.app, 'POST', 'probe/items/1', { token, body: deepest });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().body).toEqual(deepest);
    // Brackets inside strings are text, escaped quotes included.
    const brackets = await call(ctx.app, 'POST', 'probe/items/1', { token, body: { text: '"[{'.repeat(5000), key: '\\"{[' } });
    expect(brackets.statusCode).toBe(200);
    // Still Fastify's own parser behind the limit: `__proto__` refused, empty and broken bodies 400.
    for (const text of ['{"__proto__":{"polluted":true}}', '', '{"a":']) {
      expect(
        (await call(ctx.app, 'POST', 'probe/items/1', { token, body: text, headers: { 'content-type': 'application/json' } })).statusCode,
        text,
      ).toBe(400);
    }
  });

  it('keeps bracketed query names flat: no nesting to bound there', async () => {
    const key = `a${'[b]'.repeat(5000)}`;
    const res = await call(ctx.app, 'POST', `probe/items/1?${encodeURIComponent(key)}=1&list[]=x&list[]=y`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().query).toEqual({ [key]: '1', list: ['x', 'y'] });
  });

  it('answers 400 to a multipart body cut off inside a file, instead of waiting for it forever', async () => {
    const payload = '--x\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\n\r\nPNG';
    const res = await call(ctx.app, 'POST', 'probe/upload', {
      token,
      body: payload,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The multipart body is malformed.' });
  });

  it('refuses a multipart file over the upload limit with 413', async () => {
    const small = await createTestContext({ modules: withProbe, config: { uploadLimitBytes: 2048 } });
    const smallToken = await tokenFor(small.db, (await createUser(small.db)).id);
    const boundary = 'B0UNDARY';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n${'x'.repeat(4096)}\r\n--${boundary}--\r\n`;
    const res = await call(small.app, 'POST', 'probe/upload', {
      token: smallToken,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(413);
    await small.close();
  });
});
