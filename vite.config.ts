import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { landingPreloadsPlugin } from './scripts/landing-preloads.ts';

/**
 * Writes a .br and a .gz next to every text asset of the build, which the server sends to
 * browsers that accept them (@fastify/static preCompressed): the first download is a third of
 * its raw size, at no cost per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|map)$/;
  let outDir = '';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of files(outDir).filter((name) => compressible.test(name))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// The client is built into dist/client, which the Fastify server serves in production.
// In development Vite serves it and proxies /api to the API server (scripts/dev.ts).
const apiPort = Number(process.env.PORT ?? 3000);

// react-router's package.json exports its development build only (warnings that build their
// messages on every render); the production build ships beside it, and the client's build uses it.
const reactRouterProduction = (file: string) => join(import.meta.dirname, 'node_modules/react-router/dist/production', file);

export default defineConfig(({ command }) => ({
  plugins: [react(), landingPreloadsPlugin(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
    // The first download is one chunk (everything reachable without a dynamic import: the
    // providers, the shell and the routes' guards); screens come as their own chunks on first
    // visit. `npm run check:bundle` holds both to their budgets.
    // The libraries most screens share (react-admin's list and form parts, the MUI components
    // they use) come as one chunk too, not as dozens of small ones: a phone on a slow network
    // opens six connections at a time, and each wave of tiny requests costs a round trip before
    // the screen can render (bench/RESULTS-client.md). Zod's schemas stay with the forms.
    // For the same reason the app's own modules that four or more screens share (the list frame,
    // chips, formatters, choices, filters, form helpers, image tiles) come as one chunk: split by
    // who shares them they made dozens of chunks, most under 1 kB, a wave of them before the units
    // list could render (bench/RESULTS-client.md, "sixth pass").
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            {
              name: 'screens-common',
              test: (id) => id.includes('/node_modules/') && !id.includes('/node_modules/zod/'),
              minShareCount: 8,
              priority: 1,
            },
            { name: 'app-shared', test: (id) => id.includes('/src/client/'), minShareCount: 4, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
