// Debian's chromium (never a downloaded browser) started by hand with a DevTools port, so that
// Lighthouse can drive it by `port` while playwright-core, attached over CDP to the same default
// browser context, puts the signed-in session into localStorage and empties the HTTP cache
// between runs (Lighthouse keeps storage — disableStorageReset — so it must not clear it itself).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startProduct } from '../../tests/e2e/support/globalSetup.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/local-processes.ts';

/** The product server as `npm start` runs it, on an embedded database: the e2e tests' starter. */
export { startProduct };

export interface DebuggableChromium {
  port: number;
  /** Writes these localStorage entries for the origin of `baseUrl` (one throw-away tab). */
  setLocalStorage(baseUrl: string, entries: Record<string, string>): Promise<void>;
  /** Empties the HTTP cache, so every audited load downloads the app as a first visit does. */
  clearCache(): Promise<void>;
  close(): Promise<void>;
}

async function readDevToolsPort(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`chromium printed no DevTools address:\n${stderr}`)), timeoutMs);
    child.stderr!.on('data', (chunk) => {
      stderr += String(chunk);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`chromium exited with code ${code}:\n${stderr}`)));
  });
}

/** A throw-away profile; one a late helper is still writing to is left to the OS's temp cleaner, not a failed run. */
function removeProfile(profile: string): void {
  try {
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.warn(`could not remove the chromium profile ${profile}: ${(error as Error).message}`);
  }
}

export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-lighthouse-'));
  // Its own process group, so that stopping it stops its helpers too (they write to the profile).
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const stop = async (signal: NodeJS.Signals) => {
    const exited =
      child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
    await exited;
    removeProfile(profile);
  };
  let browser: Browser | undefined;
  try {
    const port = await readDevToolsPort(child, 30_000);
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0]!;
    const attached = browser;
    return {
      port,
      async setLocalStorage(baseUrl, entries) {
        const page = await context.newPage();
        // Any same-origin document will do: the storage belongs to the origin, not the page.
        await page.goto(`${baseUrl}/favicon.svg`);
        await page.evaluate((values) => {
          for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
        }, entries);
        await page.close();
      },
      async clearCache() {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        await page.close();
      },
      async close() {
        await attached.close().catch(() => {});
        await stop('SIGTERM');
      },
    };
  } catch (error) {
    await browser?.close().catch(() => {});
    await stop('SIGKILL');
    throw error;
  }
}
