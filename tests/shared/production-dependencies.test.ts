// The production install (`npm install --omit=dev`, README "Deploying") holds `dependencies` only:
// every package the server or the shared code imports at run time must be there, and a package
// only the client imports must not (the client is built, so its libraries are build tools; one in
// `dependencies` drags React and its kin into every server). `npm run check:production` proves the
// same by installing and starting; this is its fast half, run with every `npm test`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The packages a source imports when it runs: `import type` and relative paths left out. */
export function runtimePackages(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[\s\S]*?\s+from\s+'([^']+)'/gm),
    ...source.matchAll(/^\s*import\s+'([^']+)'/gm),
    ...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:') && !builtinModules.includes(specifier))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

const sourcesOf = (folders: string[]) =>
  folders.flatMap((folder) => sourceFiles(path.join(root, folder)).map((file) => readFileSync(file, 'utf8')));

/** Packages the sources import, and those whose files they read by path (`'@fontsource/noto-sans/files/…'`). */
function packagesOf(folders: string[]): Set<string> {
  const sources = sourcesOf(folders);
  const readAsFiles = Object.keys(manifest.dependencies).filter((name) =>
    sources.some((source) => source.includes(`'${name}/`) || source.includes(`\`${name}/`)),
  );
  return new Set([...sources.flatMap(runtimePackages), ...readAsFiles]);
}

describe('production dependencies', () => {
  const serverSide = packagesOf(['src/server', 'src/shared']);
  const clientSide = packagesOf(['src/client']);

  it('reads run-time imports and skips type-only and relative ones', () => {
    const sample = [
      "import type { A } from 'types-only';",
      "import { b, type C } from '@scope/pkg/sub/path.js';",
      "import d from './local.ts';",
      "import 'side-effect';",
      "export { e } from 'reexported';",
      "import {\n  f,\n} from 'multi-line';",
      "const g = await import('lazy/chunk');",
      "import { readFile } from 'node:fs/promises';",
      "import path from 'path';",
    ].join('\n');
    expect(runtimePackages(sample).sort()).toEqual(['@scope/pkg', 'lazy', 'multi-line', 'reexported', 'side-effect']);
  });

  it('lists every package the server and the shared code import in dependencies', () => {
    expect([...serverSide].filter((name) => !(name in manifest.dependencies)).sort()).toEqual([]);
  });

  it('keeps packages only the client imports out of dependencies', () => {
    const clientOnly = [...clientSide].filter((name) => !serverSide.has(name));
    expect(clientOnly.filter((name) => name in manifest.dependencies).sort()).toEqual([]);
  });
});
