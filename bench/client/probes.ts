// What runs inside the page for bench/responsiveness.ts: observers of long tasks and of event
// timings (installed before the app's first script), and the clock of an interaction — from the
// input event's own timestamp to the first frame painted after the DOM shows the result.
// Kept as plain functions so playwright can ship them into the page (no imports, no closures).

declare global {
  interface Window {
    __bench: {
      longTasks: { start: number; duration: number }[];
      /** When the page's largest contentful paint (so far) was painted; 0 before any. */
      largestPaint: number;
      events: { name: string; start: number; duration: number }[];
      lastInput: number;
      pending?: Promise<number>;
    };
  }
}

/**
 * Prepended to functions shipped into the page as text: tsx's transform wraps named functions in
 * `__name(…)`, which the page does not define.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name = (target) => target;';

/** An init script: every page of the context records its long tasks, largest paint and slow events from the start. */
export function installObservers(): void {
  const bench: Window['__bench'] = { longTasks: [], largestPaint: 0, events: [], lastInput: 0 };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  // The moment of the last user input, on the page's clock (the event's own timestamp).
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'wheel']) {
    window.addEventListener(type, (event) => (bench.lastInput = event.timeStamp), { capture: true });
  }
}

/**
 * Starts watching, frame by frame, for `test` (a function body over `document`) to hold; the
 * answer (read by `settled`) is the milliseconds from the last user input — or from the page's
 * time origin when `fromLoad` — to the first frame painted after it held. Arm before acting, so a
 * quick update cannot slip past.
 */
export function armFrameWhen([body, fromLoad, timeoutMs]: [string, boolean, number]): void {
  const test = new Function('document', body) as (document: Document) => boolean;
  window.__bench.pending = new Promise((resolve, reject) => {
    const deadline = performance.now() + timeoutMs;
    const tick = () => {
      if (test(document)) {
        // The frame after this one is the first that paints what the DOM now holds.
        requestAnimationFrame(() => resolve(performance.now() - (fromLoad ? 0 : window.__bench.lastInput)));
        return;
      }
      if (performance.now() > deadline) reject(new Error(`not within ${timeoutMs} ms: ${body}`));
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The answer of the last armFrameWhen. */
export function settled(): Promise<number> {
  return window.__bench.pending!;
}

/** Long tasks and the slowest event since `since` (performance.now()). */
export function mainThreadSince(since: number): { longTasks: number; longTaskMs: number; slowestEventMs: number } {
  const tasks = window.__bench.longTasks.filter((task) => task.start >= since);
  const events = window.__bench.events.filter((event) => event.start >= since);
  return {
    longTasks: tasks.length,
    longTaskMs: tasks.reduce((sum, task) => sum + task.duration, 0),
    slowestEventMs: events.reduce((max, event) => Math.max(max, event.duration), 0),
  };
}

/**
 * Scrolls an element to its end in steps of `step` px, one per frame, and answers the longest
 * gap between frames (ms): smooth scrolling keeps it near 16.7.
 */
export function scrollByFrames([selector, step, frames]: [string, number, number]): Promise<{ longestFrameMs: number; frames: number }> {
  const box = document.querySelector(selector);
  if (!box) throw new Error(`no ${selector}`);
  return new Promise((resolve) => {
    let last = performance.now();
    let longest = 0;
    let count = 0;
    const tick = (now: number) => {
      longest = Math.max(longest, now - last);
      last = now;
      box.scrollTop += step;
      box.dispatchEvent(new Event('scroll', { bubbles: true }));
      if (++count < frames) requestAnimationFrame(tick);
      else resolve({ longestFrameMs: longest, frames: count });
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });
}
