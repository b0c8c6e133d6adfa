// Debian's chromium driven by playwright-core (never a downloaded browser), launched once by the
// worker that runs every file (tests/e2e/vitest.config.ts: isolate false), in which each
// openBrowser() is a fresh context of its own — empty storage, cookies and cache, as a fresh
// profile was — without the cost of launching chromium again. playwright-core ends it when the
// worker exits.
import { chromium, type BrowserContext, type Browser as Chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../support/local-processes.ts';
import { signInThroughApi } from '../../support/api-sign-in.ts';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-pass-2026';

export interface Browser {
  context: BrowserContext;
  baseUrl: string;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

let launched: Promise<Chromium> | undefined;

/** This worker's chromium, launched once. */
function workerChromium(): Promise<Chromium> {
  launched ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  return launched;
}

const sessions = new Map<string, Promise<Record<string, string>>>();

/**
 * The localStorage entries of `email`'s session, signed in through the API once per run (the
 * worker keeps them from file to file): the login page itself is tested by sign-in.e2e.test.ts
 * and accounts.e2e.test.ts, for every demo account, and need not be paid again by every file.
 */
function sessionOf(baseUrl: string, email: string): Promise<Record<string, string>> {
  let entries = sessions.get(email);
  if (!entries) {
    entries = signInThroughApi(baseUrl, email, DEMO_PASSWORD, 'e2e').then((session) => session.entries);
    sessions.set(email, entries);
  }
  return entries;
}

/**
 * A fresh browser context; `signedInAs` (a demo account) starts it with that account's session
 * stored, as after its sign-in: its pages open on the app, past the login page.
 */
export async function openBrowser(options: { signedInAs?: string } = {}): Promise<Browser> {
  const baseUrl = inject('baseUrl');
  const storageState = options.signedInAs
    ? {
        cookies: [],
        origins: [
          {
            origin: baseUrl,
            localStorage: Object.entries(await sessionOf(baseUrl, options.signedInAs)).map(([name, value]) => ({ name, value })),
          },
        ],
      }
    : undefined;
  const context = await (await workerChromium()).newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, storageState });
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
