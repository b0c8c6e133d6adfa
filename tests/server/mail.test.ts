import { once } from 'node:events';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, renderMail } from '../../src/server/services/mail.ts';
import { createAccountTestContext, linkIn, recipients, writtenMails } from './support/accounts.ts';
import { createUser } from './support/factories.ts';
import { call } from './support/testApp.ts';

/** A real SMTP server on a free local port, keeping every message as received. */
async function startSmtpServer() {
  const received: { envelopeTo: string[]; parsed: ParsedMail }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The app's kind of logger, writing its JSON lines into `lines`. */
function capturingLogger(lines: string[]) {
  return Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } }).log;
}

describe('mail delivery', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('sends a password reset link through SMTP_URL, with a text and an HTML body', async () => {
    const ctx = await createAccountTestContext({ smtpUrl: smtp.url, mailFrom: 'Realestate Platform <no-reply@app.example.test>' });
    try {
      await createUser(ctx.db, { email: 'smtp-user@example.test', full_name: 'Smtp User' });
      const res = await call(ctx.app, 'POST', 'auth/forgot-password', { body: { email: 'smtp-user@example.test' } });
      expect(res.statusCode).toBe(200);
      await ctx.app.close(); // waits for queued mail
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.envelopeTo).toEqual(['smtp-user@example.test']);
      expect(message!.parsed.from?.text).toBe('"Realestate Platform" <no-reply@app.example.test>');
      expect(message!.parsed.subject).toBe('Reset your password');
      expect(message!.parsed.text).toMatch(
        /Reset your password: https:\/\/app\.example\.test\/auth\/reset-password\?token=[\w-]+&email=smtp-user%40example\.test/,
      );
      expect(message!.parsed.html).toMatch(
        /<a href="https:\/\/app\.example\.test\/auth\/reset-password\?token=[\w-]+&amp;email=smtp-user%40example\.test">/,
      );
      // Nothing is written to disk when a server is configured.
      expect(await writtenMails(ctx.dataDir)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('writes each message as an .eml file under DATA_DIR/mail when SMTP_URL is not set, and logs where', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rp-mail-'));
    const lines: string[] = [];
    const log = capturingLogger(lines);
    try {
      const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Platform <no-reply@example.test>', dataDir }, log);
      await mailer.send({
        to: 'reader@example.test',
        language: 'en',
        subject: 'Hello',
        paragraphs: ['First <paragraph> & more.'],
        action: { label: 'Open', url: 'https://app.example.test/x?a=1&b=2' },
      });
      const [mail] = await writtenMails(dataDir);
      expect(path.dirname(mail!.file)).toBe(path.join(dataDir, 'mail'));
      expect(recipients(mail!.parsed)).toEqual(['reader@example.test']);
      expect(mail!.parsed.text).toBe(
        'First <paragraph> & more.\n\nOpen: https://app.example.test/x?a=1&b=2\n\n-- \nThis message was sent automatically by Realestate Platform.',
      );
      expect(mail!.parsed.html).toContain('<p>First &lt;paragraph&gt; &amp; more.</p>');
      expect(linkIn(mail!).toString()).toBe('https://app.example.test/x?a=1&b=2');
      expect((await fs.stat(mail!.file)).mode & 0o777).toBe(0o600);
      const logged = lines.map((line) => JSON.parse(line));
      expect(logged).toEqual([
        expect.objectContaining({
          msg: 'mail written (SMTP_URL is not set)',
          to: 'reader@example.test',
          subject: 'Hello',
          file: mail!.file,
        }),
      ]);
      expect(lines.join('')).not.toContain('b=2');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('lays an Arabic mail out right to left, with an Arabic font and footer, and says its language', async () => {
    const arabic = renderMail({ to: 'r@example.test', language: 'ar', subject: 'مرحبًا', paragraphs: ['نص الرسالة'] });
    expect(arabic.html).toContain('<html dir="rtl" lang="ar">');
    expect(arabic.html).toContain('<body dir="rtl"');
    expect(arabic.html).toMatch(/font-family: [^;]*'Geeza Pro'[^;]*Tahoma[^;]*'Noto Sans Arabic'/);
    expect(arabic.html).toContain('text-align: right');
    // Each paragraph opens with a right-to-left mark, for plain-text readers.
    expect(arabic.text).toBe('\u200fنص الرسالة\n\n-- \n\u200fأُرسلت هذه الرسالة تلقائيًا من منصة Realestate Platform.');
    const english = renderMail({ to: 'r@example.test', language: 'en', subject: 'Hello', paragraphs: ['Body'] });
    expect(english.html).toContain('<html dir="ltr" lang="en">');
    expect(english.html).not.toContain('Geeza Pro');

    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rp-mail-'));
    try {
      const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'p@example.test', dataDir }, capturingLogger([]));
      await mailer.send({ to: 'r@example.test', language: 'ar', subject: 'مرحبًا', paragraphs: ['نص الرسالة'] });
      const [mail] = await writtenMails(dataDir);
      expect(mail!.parsed.subject).toBe('مرحبًا');
      expect(mail!.parsed.headers.get('content-language')).toBe('ar');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('logs a queued message that cannot be delivered instead of failing the request', async () => {
    const lines: string[] = [];
    const log = capturingLogger(lines);
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'p@example.test', dataDir: os.tmpdir() }, log);
    mailer.queue({ to: 'lost@example.test', language: 'en', subject: 'Lost', paragraphs: ['x'] });
    await mailer.flush();
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['mail could not be sent']);
  });
});
