// The fuzz run's verdict on one answer, proven on answers made to fail: a 5xx, an error outside
// the envelope, a stack frame, a source path, SQL — and an echo of what the caller sent is no leak.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { problemsOf } from './support/response-checks.ts';

function answer(
  statusCode: number,
  body: string,
  contentType = 'application/json; charset=utf-8',
  headers: Record<string, string> = {},
): LightMyRequestResponse {
  return { statusCode, body, headers: { 'content-type': contentType, ...headers } } as unknown as LightMyRequestResponse;
}

describe('the fuzz verdict on an answer', () => {
  it('passes a success and an error in the envelope', () => {
    expect(problemsOf(answer(200, '{"data":{"id":1}}'), '')).toEqual([]);
    expect(problemsOf(answer(422, '{"message":"Bad.","errors":{"name":["Bad."]}}'), '')).toEqual([]);
    expect(problemsOf(answer(409, '{"message":"Changed.","data":{"id":1}}'), '')).toEqual([]);
  });

  it('passes a file sent under the file CSP, and fails one sent without it', () => {
    const csp = { 'content-security-policy': "default-src 'none'; sandbox" };
    expect(problemsOf(answer(200, '\x89PNG', 'image/png', csp), '')).toEqual([]);
    expect(problemsOf(answer(200, '<svg/>', 'image/svg+xml', csp), '')).toEqual([]);
    expect(problemsOf(answer(200, '<svg/>', 'image/svg+xml'), '')).toEqual(['a image/svg+xml answer without the file CSP']);
    expect(problemsOf(answer(200, '%PDF-', 'application/pdf', { 'content-security-policy': "default-src 'self'" }), '')).toEqual([
      'a application/pdf answer without the file CSP',
    ]);
  });

  it('fails a 5xx and an error outside the envelope', () => {
    expect(problemsOf(answer(500, '{"message":"Server error."}'), '')).toEqual(['status 500']);
    expect(problemsOf(answer(400, 'Bad Request', 'text/plain', { 'content-security-policy': "default-src 'none'; sandbox" }), '')).toEqual([
      'error body is not JSON',
    ]);
    expect(problemsOf(answer(404, '{"error":"Not Found"}'), '')).toEqual(['error body has no message']);
    expect(problemsOf(answer(422, '{"message":"Bad.","errors":{"name":"Bad."}}'), '')).toEqual([
      'error body `errors` is not {field: string[]}',
    ]);
  });

  it('fails a stack frame, a source path, SQL and a database error in any body', () => {
    const [frame] = problemsOf(answer(400, '{"message":"x at Object.handler (/work/main/src/server/a.ts:10:5)"}'), '');
    expect(frame).toMatch(/^stack frame/);
    expect(problemsOf(answer(200, '{"data":"see src/server/app.ts:12"}'), '')[0]).toMatch(/^source path/);
    expect(problemsOf(answer(400, '{"message":"select id, name from users where"}'), '')[0]).toMatch(/^SQL text/);
    expect(problemsOf(answer(409, '{"message":"duplicate key value violates unique constraint"}'), '')[0]).toMatch(/^database error/);
  });

  it('does not count what the caller sent and the answer echoes', () => {
    expect(problemsOf(answer(201, '{"data":{"name":"insert into notes"}}'), '{"name":"insert into notes"}')).toEqual([]);
  });
});
