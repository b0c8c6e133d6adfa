// One chromium (Debian's, never a downloaded one) for the whole browser-test run, started beside
// the product server by globalSetup.ts: each test file connects to it and opens contexts of its
// own (browser.ts), instead of launching chromium again for every file.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/local-processes.ts';

export interface BrowserServer {
  /** What `chromium.connect` takes to reach it. */
  wsEndpoint: string;
  stop(): Promise<void>;
}

export async function startBrowserServer(): Promise<BrowserServer> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  return { wsEndpoint: server.wsEndpoint(), stop: () => server.close() };
}
