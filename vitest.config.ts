import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: the API suites (node, a fresh cloned database per file; on PGlite by default,
// on PostgreSQL when DATABASE_URL is set) and the client suites (jsdom), in two: those that share
// a worker's window and those that mock modules, each file in a worker of its own.

/** The client test files that replace modules (`vi.mock`): a mock would outlive its file in a shared worker. */
function clientFilesMockingModules(): string[] {
  const dir = 'tests/client';
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.posix.join(dir, name))
    .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(file, 'utf8')));
}
const MOCKING_FILES = clientFilesMockingModules();

export default defineConfig({
  test: {
    // Vitest runs one worker fewer than there are cores: on a 2-core machine, one file at a time.
    // The suites are CPU-bound and every file has its own database, so one worker per core runs
    // them side by side, much sooner (bench/RESULTS.md, "Test suite on two cores"); capped so a
    // large machine does not open dozens of databases at once.
    maxWorkers: Math.min(availableParallelism(), 8),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts'],
          globalSetup: ['tests/server/support/globalSetup.ts'],
          // Each file builds its own app on its own cloned database, so the modules can be loaded
          // once per worker instead of once per file: about half the suite's CPU time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          exclude: MOCKING_FILES,
          // A worker sets jsdom up once and keeps node_modules loaded (and warm) across its files;
          // each file still starts from fresh app modules and an empty document (sharedWorker.ts).
          // Half the client suites' time (bench/RESULTS.md "Client test suite speed").
          setupFiles: ['tests/client/support/setup.ts', 'tests/client/support/sharedWorker.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client-isolated',
          environment: 'jsdom',
          include: MOCKING_FILES,
          setupFiles: ['tests/client/support/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
