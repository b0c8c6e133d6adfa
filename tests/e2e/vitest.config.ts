import { defineConfig } from 'vitest/config';

// Browser tests: one seeded server (`npm start` on a temporary DATA_DIR) shared by every file
// (support/globalSetup.ts), driven by playwright-core in Debian's chromium. Files run one after
// another, in one worker that keeps its modules (playwright-core, the i18n messages) and its
// chromium from file to file (support/browser.ts): each file still gets fresh browser contexts.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
