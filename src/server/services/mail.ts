// Outgoing mail through nodemailer. With SMTP_URL set, messages go to that server; without it
// each message is written as an .eml file under DATA_DIR/mail and the file is logged, so
// password resets and invitations work with no setup. Every message has a text and an HTML body.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of plain text; the HTML body is built from the same paragraphs. */
  paragraphs: string[];
  /** One call to action, shown as a link under the paragraphs. */
  action?: { label: string; url: string };
}

export interface Mailer {
  /** Sends now; rejects when the message could not be delivered. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait: a request answers as fast whether or not a mail
   * goes out (no account enumeration by timing), and a mail server's hiccup is logged, not
   * turned into an error for a change that is already made.
   */
  queue(message: MailMessage): void;
  /** Waits for queued messages (on shutdown, and in tests). */
  flush(): Promise<void>;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderMail(message: MailMessage): { text: string; html: string } {
  const action = message.action;
  const text = [...message.paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...message.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  const mailDir = path.join(config.dataDir, 'mail');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const pending = new Set<Promise<void>>();

  const mailer: Mailer = {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, ...renderMail(message) });
      if (config.smtpUrl) {
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return;
      }
      await fs.mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      // The link (a secret) stays in the file; the log says only where to find it.
      log.info({ to: message.to, subject: message.subject, file }, 'mail written (SMTP_URL is not set)');
    },
    queue(message) {
      const sending = mailer
        .send(message)
        .catch((error: unknown) => log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      await Promise.allSettled(pending);
    },
  };
  return mailer;
}
