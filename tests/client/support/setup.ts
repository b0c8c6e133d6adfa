// Client test setup (jsdom): a clean DOM and empty storage around every test, and the few
// browser APIs jsdom lacks that MUI and the layout call. A file of pure logic may run in node
// (`// @vitest-environment node`), which spares it setting up jsdom: it gets the mocks reset only.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { insertOnlyVisibilityRules, resetStyleRules } from './visibilityStyles.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

if (typeof window !== 'undefined') setUpBrowser();

function setUpBrowser() {
  insertOnlyVisibilityRules();
  afterAll(resetStyleRules);

  beforeEach(() => {
    localStorage.clear();
  });

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  // jsdom implements neither; MUI's useMediaQuery and our scroll-to-top call them.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = (() => {}) as typeof window.scrollTo;

  // jsdom has no object URLs; images downloaded with the bearer token and upload previews use them.
  if (!URL.createObjectURL) {
    let next = 0;
    URL.createObjectURL = () => `blob:http://localhost/${++next}`;
    URL.revokeObjectURL = () => {};
  }
}

// The app's first render in a test file takes a while in jsdom (react-admin and MUI warm up).
configure({ asyncUtilTimeout: 4000 });
