// `npm start`: build the client when its build is missing or older than its sources, then run
// the server (which migrates, seeds an empty embedded database and serves on PORT).
import fs from 'node:fs';
import path from 'node:path';
import { buildClient } from './build-client.ts';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

const sources = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts']
  .map((p) => path.join(root, p))
  .filter((p) => fs.existsSync(p));
const stale = !fs.existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > fs.statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the client…');
  buildClient(root);
}
process.chdir(root);
await import('../src/server/main.ts');
