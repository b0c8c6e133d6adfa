// The server's production build: src/server/main.ts compiled into dist/server/main.js, which
// `npm run start:prod` runs with plain node — no TypeScript loader, no dev dependency. Packages
// stay imports of node_modules (installed with `npm install --omit=dev`); the migrations are
// copied beside the bundle, where src/server/db/client.ts looks for them (next to itself).
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const outDir = 'dist/server';

function copyMigrations(): Plugin {
  return {
    name: 'copy-migrations',
    apply: 'build',
    closeBundle() {
      // The SQL files and the journal that orders them; drizzle-kit's schema snapshots (meta/*_snapshot.json)
      // serve only `npm run db:generate`.
      cpSync(join(import.meta.dirname, 'src/server/db/migrations'), join(import.meta.dirname, outDir, 'migrations'), {
        recursive: true,
        filter: (source) => !source.endsWith('_snapshot.json'),
      });
    },
  };
}

export default defineConfig({
  plugins: [copyMigrations()],
  // Not the client's public/ folder: the server serves dist/client.
  publicDir: false,
  build: {
    ssr: 'src/server/main.ts',
    outDir,
    emptyOutDir: true,
    target: 'node20.19',
    sourcemap: true,
    minify: false,
  },
});
