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

// The app's first render of a page in a test file takes a while in jsdom: the page's modules are
// loaded then, and react-admin and MUI warm up. Under a loaded CI machine that once took 4.1 s, past
// the 4 s this wait had; 10 s leaves room and costs a passing test nothing (a wait ends as soon as
// its element appears), and stays under the 20 s test timeout so a failure names the element.
configure({ asyncUtilTimeout: 10_000 });
