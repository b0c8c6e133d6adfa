import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the API suites (node, a fresh cloned database per file; on PGlite by default,
// on PostgreSQL when DATABASE_URL is set) and the client suites (jsdom).
export default defineConfig({
  test: {
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
