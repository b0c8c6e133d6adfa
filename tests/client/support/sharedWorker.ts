// Files share a worker's jsdom window and its node_modules (isolate: false); each file gets the
// app's own modules afresh, and a document as a fresh window would have it.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.resetModules();
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  document.head.querySelectorAll('style[data-emotion^="mui"]').forEach((style) => style.remove());
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.title = '';
});
