// Support for the account suites: an app with its own data directory (mail is written there)
// and application key, the mails it wrote, TOTP codes computed from an otpauth URL as an
// authenticator app would, and a clock the tests move.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { URI, type TOTP } from 'otpauth';
import type { AppConfig } from '../../../src/server/config.ts';
import { setTestNow } from '../../../src/server/services/clock.ts';
import { createTestContext, type TestContext } from './testApp.ts';

export const TEST_APP_KEY = randomBytes(32).toString('base64');

export interface AccountTestContext extends TestContext {
  dataDir: string;
}

export async function createAccountTestContext(config: Partial<AppConfig> = {}): Promise<AccountTestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rp-accounts-'));
  const ctx = await createTestContext({ config: { dataDir, appKey: TEST_APP_KEY, publicUrl: 'https://app.example.test', ...config } });
  return {
    ...ctx,
    dataDir,
    close: async () => {
      await ctx.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface WrittenMail {
  file: string;
  raw: string;
  parsed: ParsedMail;
}

/** Every mail written under DATA_DIR/mail, parsed as a mail client would. */
export async function writtenMails(dataDir: string): Promise<WrittenMail[]> {
  const dir = path.join(dataDir, 'mail');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => {
        const raw = await fs.readFile(path.join(dir, name), 'utf8');
        return { file: path.join(dir, name), raw, parsed: await simpleParser(raw) };
      }),
  );
}

export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address ?? ''));
}

/** Mail is queued after the answer: waits for the mails to `to` (any letter case) to number `count`. */
export async function mailsTo(dataDir: string, to: string, count = 1): Promise<WrittenMail[]> {
  for (let attempt = 0; ; attempt++) {
    const mails = (await writtenMails(dataDir)).filter((mail) =>
      recipients(mail.parsed).some((address) => address.toLowerCase() === to.toLowerCase()),
    );
    if (mails.length >= count || attempt >= 50) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The first link in a mail's text body. */
export function linkIn(mail: WrittenMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`no link in mail: ${mail.parsed.text}`);
  return new URL(match[0]);
}

/** What an authenticator app does with the QR code's URL. */
export function authenticatorFor(otpauthUrl: string): { totp: TOTP; codeAt(at: Date): string } {
  const totp = URI.parse(otpauthUrl) as TOTP;
  return { totp, codeAt: (at) => totp.generate({ timestamp: at.getTime() }) };
}

/** Fixes the time the server's services see (expiries, throttle windows, TOTP steps). */
export function setClock(at: Date): void {
  setTestNow(at);
}

export function resetClock(): void {
  setTestNow(undefined);
}
