// The request log never holds a secret a caller put in a URL: the password, token or code in a
// query string is replaced in the logged URL, on every route (generated over the routes the app
// registers, reading back the log stream of a real app), the rest of the URL kept as sent.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactedUrl, SECRET_QUERY_FIELDS } from '../../src/server/http/request-log.ts';
import { operationsOf, recordingModule, type Operation } from './support/routes.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';
import { expectEvery } from '../support/expect-every.ts';

const BATCH_SIZE = 24;

describe('the request log', () => {
  it('replaces the value of every secret query field, however the key is spelled, and keeps the rest', () => {
    expect(redactedUrl('/api/auth/me?page=2&password=hunter2&sort=name')).toBe(`/api/auth/me?page=2&password=${REDACTED}&sort=name`);
    expect(redactedUrl('/api/x?PASSWORD=a&pass%77ord=b&user[password]=c&code[]=d&token=e&recovery_code=f')).toBe(
      `/api/x?PASSWORD=${REDACTED}&pass%77ord=${REDACTED}&user[password]=${REDACTED}&code[]=${REDACTED}&token=${REDACTED}&recovery_code=${REDACTED}`,
    );
    expect(redactedUrl('/api/x?current_password=a&password_confirmation=b&challenge_token=c&passwords=d')).toBe(
      `/api/x?current_password=${REDACTED}&password_confirmation=${REDACTED}&challenge_token=${REDACTED}&passwords=d`,
    );
    expect(redactedUrl('/api/x?password')).toBe(`/api/x?password=${REDACTED}`);
    expect(redactedUrl('/api/auth/me')).toBe('/api/auth/me');
  });

  describe('over every route', () => {
    let ctx: TestContext;
    let world: World;
    let operations: Operation[];
    const recorded: RouteOptions[] = [];
    const logLines: string[] = [];

    beforeAll(async () => {
      ctx = await createTestContext({
        config: { logLevel: 'info' },
        modules: [recordingModule(recorded)],
        logStream: { write: (line: string) => void logLines.push(line) },
      });
      world = await buildWorld(ctx.db);
      ({ operations } = operationsOf(recorded));
    }, 60_000);
    afterAll(() => ctx.close());

    /** A path with the developer organization's id where one is named, else an unknown id. */
    const concreteUrl = (operation: Operation) =>
      operation.url.replace(/:(\w+)/g, (_match, name: string) =>
        name === 'orgId' || name === 'organizationId' ? String(world.developerId) : '999999',
      );

    it('never writes a secret sent in a query string to the log', async () => {
      const secretValues: string[] = [];
      const sent = operations.filter((operation) => operation.url !== '/api/auth/logout');
      for (let start = 0; start < sent.length; start += BATCH_SIZE) {
        const batch = sent.slice(start, start + BATCH_SIZE);
        await Promise.all(
          batch.map((operation, index) => {
            // A value of its own per route and field, so that any leak names where it came from.
            const query: Record<string, string> = { organization_id: String(world.developerId) };
            for (const field of SECRET_QUERY_FIELDS) {
              query[field] = `leak-${start + index}-${field}-${'x'.repeat(8)}`;
              secretValues.push(query[field]!);
            }
            return call(ctx.app, operation.method, concreteUrl(operation), { token: world.actors.super_admin.token, query });
          }),
        );
      }

      const log = logLines.join('');
      const leaked = secretValues.filter((value) => log.includes(value));
      const incoming = logLines
        .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
        .filter((line) => line.msg === 'incoming request');
      const redactedLines = incoming.filter((line) => line.req?.url?.includes(`password=${REDACTED}`));
      console.log(
        `request log: ${sent.length} operations called with ${SECRET_QUERY_FIELDS.length} secret query fields each, ` +
          `${secretValues.length} secret values, ${leaked.length} in the log; ${redactedLines.length} request lines redacted`,
      );
      expect(leaked).toEqual([]);
      expect(redactedLines.length).toBe(sent.length);
      // The rest of the URL is still there to read.
      expectEvery(redactedLines, (line) => line.req!.url!.includes(`organization_id=${world.developerId}`));
    }, 120_000);
  });
});
