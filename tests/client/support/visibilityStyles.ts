// jsdom computes an element's style by walking every CSS rule in the document, and testing-library
// asks for it on every node it names or checks for visibility: with MUI's emotion rules that walk
// was about a quarter of the client suites' CPU time. Those queries read only the properties that
// decide whether a user can see and reach an element, so emotion inserts just the rules that set
// one of them. A file that reads any other computed style (a colour, a transform, a grid) calls
// `keepAllStyles()` at its top and gets every rule, as a browser would.
import { createRequire } from 'node:module';
import path from 'node:path';

/** What testing-library (hidden, toBeVisible) and user-event (pointer-events) read. */
const DECIDES_VISIBILITY = /[{;](display|visibility|opacity|pointer-events):/;
/**
 * The key of emotion's default cache (components rendered without the app's CacheProvider). It
 * lives in node_modules as long as the worker, and marks a rule inserted even when this filter
 * skipped it: a later file that keeps all styles would never get that rule. So it gets every rule.
 * The app's own caches (`mui`, `muirtl`) are app modules, made afresh for each file.
 */
const WORKER_LIFETIME_CACHE = 'css';
const KEEP_ALL = Symbol.for('realestate-platform.test.keepAllStyles');
const INSTALLED = Symbol.for('realestate-platform.test.visibilityRulesOnly');

// On globalThis, not in this module: a worker re-imports the test support with each file.
type Flagged = typeof globalThis & { [KEEP_ALL]?: boolean; [INSTALLED]?: boolean };

/** Every emotion rule is inserted in the current test file (reset after the file). */
export function keepAllStyles(): void {
  (globalThis as Flagged)[KEEP_ALL] = true;
}

/** Back to the visibility rules only: called after each file, whose worker may run the next one. */
export function resetStyleRules(): void {
  (globalThis as Flagged)[KEEP_ALL] = false;
}

/** Filters what emotion's style sheets insert, in both builds node_modules holds (once per worker). */
export function insertOnlyVisibilityRules(): void {
  const flags = globalThis as Flagged;
  if (flags[INSTALLED]) return;
  flags[INSTALLED] = true;
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve('@emotion/sheet/package.json')), 'dist');
  for (const build of ['emotion-sheet.cjs.js', 'emotion-sheet.development.cjs.js']) {
    const { StyleSheet } = require(path.join(dist, build)) as {
      StyleSheet: { prototype: { insert(rule: string): void } };
    };
    const insert = StyleSheet.prototype.insert;
    StyleSheet.prototype.insert = function insertIfItDecidesVisibility(this: { key: string }, rule: string) {
      if (flags[KEEP_ALL] || this.key === WORKER_LIFETIME_CACHE || DECIDES_VISIBILITY.test(rule)) insert.call(this, rule);
    };
  }
}
