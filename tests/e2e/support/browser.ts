// Debian's chromium driven by playwright-core (never a downloaded browser), one persistent
// context per test file with a fresh profile directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/local-processes.ts';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-pass-2026';

export interface Browser {
  context: BrowserContext;
  baseUrl: string;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export async function openBrowser(): Promise<Browser> {
  const baseUrl = inject('baseUrl');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  // Nothing may leave the machine: any request to another host fails the test that made it.
  const foreign: string[] = [];
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/]).*/, (route) => {
    const url = route.request().url();
    if (!url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    return route.abort();
  });
  return {
    context,
    baseUrl,
    newPage: () => context.newPage(),
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
      expect(foreign, 'requests to other hosts').toEqual([]);
    },
  };
}

/** Signs in through the login page and dismisses the two-factor notice with "Remind me later". */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/auth/two-factor/notice');
  await page.getByRole('button', { name: 'Remind me later' }).click();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
