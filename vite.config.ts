import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client is built into dist/client, which the Fastify server serves in production.
// In development Vite serves it and proxies /api to the API server (scripts/dev.ts).
const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
    // The first download is one chunk (everything reachable without a dynamic import: the
    // providers, the shell and the routes' guards); screens come as their own chunks on first
    // visit. `npm run check:bundle` holds both to their budgets.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
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
});
