// The client's build as `npm start` runs it when the build is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Always a production build, whatever NODE_ENV the caller has: under a test runner (NODE_ENV=test,
 * as the browser tests start the product) Vite bundled React's development build — a first chunk
 * a third larger and several times slower — and the server served it as the product.
 */
export function buildClient(root: string): void {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
