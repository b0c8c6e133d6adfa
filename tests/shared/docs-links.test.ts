import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The references between the code and docs/ stay true as code moves: every file path a doc names
// exists, and every section the code, tests, scripts, benchmarks or README cite by name
// (`docs/api.md "Versions"`) or by number (`docs/product.md section 6`) is a heading of that doc.
const ROOT = resolve(import.meta.dirname, '../..');
const DOCS_DIR = join(ROOT, 'docs');
const CITING = ['src', 'tests', 'scripts', 'bench', 'README.md', 'docs'];
const TEXT_FILE = /\.(ts|tsx|md)$/;

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (TEXT_FILE.test(path)) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEXT_FILE.test(name) && !name.split(/[\\/]/).includes('node_modules'))
    .map((name) => join(full, name));
}

const docNames = readdirSync(DOCS_DIR).filter((name) => name.endsWith('.md'));

/** Headings of a doc outside code fences, and the numbers of numbered ones (`## 6. Roles…`). */
function headingsOf(doc: string): { names: string[]; numbers: Set<string> } {
  const names: string[] = [];
  let fenced = false;
  for (const line of readFileSync(join(DOCS_DIR, doc), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*$/.exec(line);
    if (heading) names.push(heading[1]!);
  }
  const numbers = new Set(names.flatMap((name) => /^(\d+)\.\s/.exec(name)?.[1] ?? []));
  return { names, numbers };
}
const HEADINGS = new Map(docNames.map((doc) => [doc, headingsOf(doc)]));

/** A cited name is a heading when equal to one, a prefix of one cut at a comma, or cut short with "…". */
function resolvesTo(cited: string, headings: readonly string[]): boolean {
  return headings.some((heading) => {
    const name = heading.replace(/^\d+\.\s+/, '');
    if (name === cited) return true;
    if (cited.endsWith('…')) return name.startsWith(cited.slice(0, -1).trimEnd());
    return name.startsWith(`${cited},`);
  });
}

/** A source file's text with comment lines that continue one another joined, so a citation may wrap. */
const joinedComments = (text: string) => text.replace(/\n\s*(?:\/\/|\*(?!\/))\s?/g, ' ');

interface Citation {
  file: string;
  doc: string;
  section: string;
}

function citationsIn(file: string): Citation[] {
  const text = joinedComments(readFileSync(file, 'utf8'));
  const at = relative(ROOT, file);
  const found: Citation[] = [];
  for (const match of text.matchAll(/docs\/([a-z]+\.md) "([^"\n]+)"/g)) found.push({ file: at, doc: match[1]!, section: match[2]! });
  for (const match of text.matchAll(/docs\/([a-z]+\.md)(?:'s)? sections? (\d+)(?: and (\d+))?/g)) {
    for (const number of [match[2], match[3]]) if (number) found.push({ file: at, doc: match[1]!, section: number });
  }
  return found;
}

const THIS_FILE = resolve(import.meta.filename);
const citations = CITING.flatMap(filesUnder)
  .filter((file) => resolve(file) !== THIS_FILE)
  .flatMap(citationsIn);

describe('docs/', () => {
  it('has the five docs the code cites, and an index', () => {
    expect(docNames.sort()).toEqual(
      expect.arrayContaining(['README.md', 'api.md', 'architecture.md', 'domain.md', 'permissions.md', 'product.md']),
    );
  });

  it('names only files that exist', () => {
    const missing = docNames.flatMap((doc) => {
      const text = readFileSync(join(DOCS_DIR, doc), 'utf8');
      return [...text.matchAll(/`((?:src|tests|scripts|bench|docs)\/[^`\s]+)`/g)]
        .map((match) => match[1]!)
        .filter((path) => !/[<>*{}…]/.test(path) && !existsSync(join(ROOT, path)))
        .map((path) => `${doc}: ${path}`);
    });
    expect(missing).toEqual([]);
  });

  it('finds citations to check in the code', () => {
    expect(citations.length).toBeGreaterThan(100);
  });

  it('has a heading for every section the code, tests, scripts, benchmarks and README cite', () => {
    const unresolved = citations
      .filter(({ doc, section }) => {
        const headings = HEADINGS.get(doc);
        if (!headings) return true;
        return /^\d+$/.test(section) ? !headings.numbers.has(section) : !resolvesTo(section, headings.names);
      })
      .map(({ file, doc, section }) => `${file}: docs/${doc} ${/^\d+$/.test(section) ? `section ${section}` : `"${section}"`}`);
    expect(unresolved).toEqual([]);
  });
});
