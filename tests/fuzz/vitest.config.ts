import { defineConfig } from 'vitest/config';

// Schema-driven fuzzing of the whole API (`npm run test:fuzz`): one app on one database cloned from
// the migrated one the server suites use (same globalSetup), requests built by fast-check from each
// route's own schemas. FUZZ_RUNS sets the number of requests (10,000 by default).
export default defineConfig({
  test: {
    name: 'fuzz',
    environment: 'node',
    include: ['tests/fuzz/**/*.fuzz.test.ts'],
    globalSetup: ['tests/server/support/globalSetup.ts'],
    fileParallelism: false,
    // The run reports its heap after a collection (start and end), to show memory stays flat.
    execArgv: ['--expose-gc'],
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
  },
});
