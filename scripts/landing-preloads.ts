// A build plugin: a small script index.html loads (async) that asks, on a landing screen's address
// and with a session stored, for that screen's chunks as <link rel="modulepreload"> — fetched
// beside the first chunk, evaluated only when the route imports them. Without it a phone waits for
// the first chunk, its evaluation, the session check and the shell's render before the page's
// chunks are even requested. The Content-Security-Policy allows scripts from 'self' only, hence a
// file, not an inline script. Signed out, the address leads to the login page: nothing is fetched.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SESSION_KEYS } from '../src/client/providers/session.ts';
import { LANDING_SCREENS, type LandingScreen } from '../src/client/routing/landingScreens.ts';

/** What the plugin reads of a chunk of the bundle. */
export interface BundleChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The chunk files a chunk needs: itself and every chunk it imports statically, transitively. */
function closure(start: string, chunks: ReadonlyMap<string, BundleChunk>): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/** `/crm/pipelines/kanban/:id` → `^/crm/pipelines/kanban/[^/]+/?$` */
export function pathPattern(path: string): string {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/**
 * Each landing screen's address pattern and the chunk files its page needs beyond the first
 * download (the entry chunk and what it imports). Throws when a screen's module is no chunk's
 * facade: a moved or renamed page must not leave a preload of nothing behind.
 */
export function landingPreloads(
  chunks: readonly BundleChunk[],
  root: string,
  screens: readonly LandingScreen[] = LANDING_SCREENS,
): [string, string[]][] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName, byFile)]));
  return screens.map((screen) => {
    const moduleId = `${root}/${screen.module}`;
    const page = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
    if (!page) throw new Error(`landing screen ${screen.path}: ${screen.module} is not a chunk of the build (moved or renamed?)`);
    return [pathPattern(screen.path), [...closure(page.fileName, byFile)].filter((file) => !initial.has(file)).map((file) => `/${file}`)];
  });
}

// The script's table line, and its tag in index.html: written here, read back by readPreloadScript.
const SCREENS_LINE = /^ {4}var screens = (.*);$/m;
const SCRIPT_TAG = /<script async src="\/(assets\/landing-preloads-[0-9a-f]{8}\.js)"><\/script>/;

/** The preload script's source: classic script, no dependencies, every failure silent. */
export function preloadScript(preloads: [string, string[]][]): string {
  return `(function () {
  try {
    if (!localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})) return;
    var screens = ${JSON.stringify(preloads)};
    for (var i = 0; i < screens.length; i++) {
      if (!new RegExp(screens[i][0]).test(location.pathname)) continue;
      screens[i][1].forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      return;
    }
  } catch (error) {
    // No storage (a locked-down browser): the page loads its chunks itself, a little later.
  }
})();
`;
}

/** The address patterns and chunk files a preload script asks for (its source as preloadScript wrote it). */
export function readPreloadScript(source: string): [string, string[]][] {
  const table = SCREENS_LINE.exec(source);
  if (!table) throw new Error('not a landing preload script: no table of screens');
  return JSON.parse(table[1]!) as [string, string[]][];
}

/** What a built client's index.html preloads on each landing screen (none when it has no preload script). */
export function builtLandingPreloads(clientDir: string): [string, string[]][] {
  const tag = SCRIPT_TAG.exec(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  return tag ? readPreloadScript(readFileSync(join(clientDir, tag[1]!), 'utf8')) : [];
}

export function landingPreloadsPlugin(): Plugin {
  let root = '';
  return {
    name: 'landing-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const source = preloadScript(landingPreloads(chunks, root));
      const fileName = `assets/landing-preloads-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('index.html is not in the bundle: the landing preloads have nowhere to go');
      // Before the entry script, so that its request (a few hundred bytes) leaves first.
      const page = String(html.source);
      const entry = page.indexOf('<script type="module"');
      if (entry === -1) this.error('index.html has no module script: the landing preloads have nowhere to go');
      html.source = `${page.slice(0, entry)}<script async src="/${fileName}"></script>\n    ${page.slice(entry)}`;
    },
  };
}
