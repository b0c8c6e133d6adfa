// The client's download budget (issue 11): the JS a first visit loads — index.html's entry script
// and its modulepreloads, plus every chunk those import statically — stays under 300 kB gzip, and
// no chunk is over 500 kB gzip. Reads the built dist/client; run `npm run build` first.
// A landing screen opened straight from its address (routing/landingScreens.ts) also has its own
// chunks preloaded beside the first download; those are the chunks its route imports on any
// visit, not a larger first download for every page, so they are listed here, not in the budget.
// Arabic (issue 25) loads on demand: its messages and right-to-left styles must be in no initial
// chunk, and their size is printed for bench/RESULTS-client.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtLandingPreloads } from './landing-preloads.ts';

const CLIENT_DIR = resolve('dist/client');
const ASSETS_DIR = join(CLIENT_DIR, 'assets');
const INITIAL_BUDGET = 300 * 1000;
const CHUNK_BUDGET = 500 * 1000;
/** The chunks of Arabic (i18n/languageResources.ts): ar.ts with its ar-<area>.ts files, and the RTL style cache. */
const ARABIC_CHUNK = /^(?:ar(?:-[a-z]+)*|rtlStyleCache)-[\w-]{8}\.js$/;

interface Chunk {
  file: string;
  raw: number;
  gzip: number;
  initial: boolean;
}

/** The asset file names index.html loads as scripts or modulepreloads. */
function htmlScripts(html: string): string[] {
  const pattern = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g;
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

/** The chunks a chunk imports statically (`import … from "./x.js"` / `import "./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1]!);
}

function initialChunks(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(ASSETS_DIR, file), 'utf8')));
  }
  return seen;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

function main(): number {
  const indexHtml = join(CLIENT_DIR, 'index.html');
  if (!existsSync(indexHtml)) {
    console.error(`${indexHtml} is missing: run \`npm run build\` first.`);
    return 1;
  }
  const entries = htmlScripts(readFileSync(indexHtml, 'utf8'));
  if (entries.length === 0) {
    console.error('index.html loads no script from /assets: the build is not the expected one.');
    return 1;
  }
  const initial = initialChunks(entries);
  const chunks: Chunk[] = readdirSync(ASSETS_DIR)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(join(ASSETS_DIR, file));
      return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length, initial: initial.has(file) };
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);

  const width = Math.max(...chunks.map((chunk) => chunk.file.length), 'chunk'.length);
  console.log(`${'chunk'.padEnd(width)}  ${'raw'.padStart(12)}  ${'gzip'.padStart(12)}  initial`);
  for (const chunk of chunks) {
    const over = chunk.gzip > CHUNK_BUDGET ? '  OVER 500 kB' : '';
    console.log(
      `${chunk.file.padEnd(width)}  ${kB(chunk.raw).padStart(12)}  ${kB(chunk.gzip).padStart(12)}  ${chunk.initial ? 'yes' : ''}${over}`,
    );
  }
  const initialGzip = chunks.filter((chunk) => chunk.initial).reduce((sum, chunk) => sum + chunk.gzip, 0);
  const totalGzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`\n${chunks.length} chunks, ${kB(totalGzip)} gzip in all`);
  console.log(`initial JS: ${initial.size} chunks, ${kB(initialGzip)} gzip (budget ${kB(INITIAL_BUDGET)})`);

  const gzipOf = new Map(chunks.map((chunk) => [chunk.file, chunk.gzip]));
  for (const [pattern, files] of builtLandingPreloads(CLIENT_DIR)) {
    const gzip = files.reduce((sum, file) => sum + (gzipOf.get(file.replace('/assets/', '')) ?? 0), 0);
    console.log(`landing screen ${pattern}: its own ${files.length} chunks, ${kB(gzip)} gzip, preloaded when opened directly`);
  }

  const arabic = chunks.filter((chunk) => ARABIC_CHUNK.test(chunk.file));
  console.log(`Arabic, on demand: ${arabic.map((chunk) => `${chunk.file} ${kB(chunk.gzip)}`).join(', ')} gzip`);

  const oversized = chunks.filter((chunk) => chunk.gzip > CHUNK_BUDGET);
  let failed = false;
  if (arabic.length === 0) {
    console.error('FAIL: no Arabic chunk was built: ar.ts must be imported on demand (import()), not bundled.');
    failed = true;
  }
  for (const chunk of arabic.filter((chunk) => chunk.initial)) {
    console.error(`FAIL: ${chunk.file} is in the initial JS: Arabic must load only when chosen.`);
    failed = true;
  }
  if (initialGzip > INITIAL_BUDGET) {
    console.error(`FAIL: the initial JS is ${kB(initialGzip)} gzip, over the ${kB(INITIAL_BUDGET)} budget.`);
    failed = true;
  }
  for (const chunk of oversized) {
    console.error(`FAIL: ${chunk.file} is ${kB(chunk.gzip)} gzip, over the ${kB(CHUNK_BUDGET)} per-chunk budget.`);
    failed = true;
  }
  if (!failed) console.log('Bundle budget OK.');
  return failed ? 1 : 0;
}

process.exitCode = main();
