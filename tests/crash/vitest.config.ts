import { defineConfig } from 'vitest/config';

// Crash safety (`npm run test:crash`): the real server as a child process, killed with SIGKILL in
// the middle of a burst of creates, restarted on the same database and checked. PostgreSQL runs
// when DATABASE_URL is set (a fresh database is created from it and dropped); the embedded PGlite
// database always runs. Both are asserted. CRASH_KILLS sets the number of kills on PostgreSQL (2 by default),
// CRASH_PGLITE_KILLS on PGlite (1 by default).
export default defineConfig({
  test: {
    name: 'crash',
    environment: 'node',
    include: ['tests/crash/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
