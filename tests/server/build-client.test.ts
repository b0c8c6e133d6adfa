// `npm start` builds the client for production even when started with another NODE_ENV (the
// browser tests start it under vitest, NODE_ENV=test): scripts/build-client.ts.
import { execFileSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { buildClient } from '../../scripts/build-client.ts';

vi.mock('node:child_process', () => ({ execFileSync: vi.fn() }));

describe('buildClient', () => {
  it('runs vite build with NODE_ENV=production, whatever the caller has', () => {
    expect(process.env.NODE_ENV).toBe('test');
    buildClient('/app');
    const [, args, options] = vi.mocked(execFileSync).mock.calls[0]!;
    expect(args).toEqual(['/app/node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
    expect(options).toMatchObject({ cwd: '/app', env: { NODE_ENV: 'production' } });
  });
});
