import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the API suites (node, a fresh cloned database per file; on PGlite by default,
// on PostgreSQL when DATABASE_URL is set) and the client suites (jsdom).
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
          setupFiles: ['tests/client/support/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
