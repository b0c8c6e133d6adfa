// Outgoing mail through nodemailer. With SMTP_URL set, messages go to that server; without it
// each message is written as an .eml file under DATA_DIR/mail and the file is logged, so
// password resets and invitations work with no setup. Every message has a text and an HTML body,
// in the recipient's language (docs/api.md "Languages", "Mails"): each mail's module keeps its
// words per language, this layout adds the direction, the font and the footer.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { isRightToLeft, type Language } from '../../shared/languages.ts';

export interface MailMessage {
  to: string;
  /** The recipient's language: the words were written in it, the layout follows it. */
  language: Language;
  subject: string;
  /** Paragraphs of plain text; the HTML body is built from the same paragraphs. */
  paragraphs: string[];
  /** One call to action, shown as a link under the paragraphs. */
  action?: { label: string; url: string };
}

/**
 * One mail's words in one language. A mail keeps them as `Record<Language, (input) => MailTexts>`
 * in its own module, so a mail whose Arabic is missing does not compile.
 */
export interface MailTexts {
  subject: string;
  paragraphs: string[];
  /** The label of the mail's one link, when it has one. */
  action?: string;
}

/** The message of `texts`, in `language`, with its link (when the texts name one). */
export function composeMail(to: string, language: Language, texts: MailTexts, actionUrl?: string): MailMessage {
  return {
    to,
    language,
    subject: texts.subject,
    paragraphs: texts.paragraphs,
    ...(texts.action !== undefined && actionUrl !== undefined ? { action: { label: texts.action, url: actionUrl } } : {}),
  };
}

/** Under every mail: who sent it, since nobody signs an automatic mail. */
const FOOTERS: Record<Language, string> = {
  en: 'This message was sent automatically by Realestate Platform.',
  ar: 'أُرسلت هذه الرسالة تلقائيًا من منصة Realestate Platform.',
};

/**
 * System fonts only (mail clients block remote ones). The Arabic stack names what each system
 * ships with Arabic glyphs: Geeza Pro (Apple), Segoe UI and Tahoma (Windows), Noto (Android, Linux).
 */
const FONT_STACKS: Record<Language, string> = {
  en: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  ar: "'Geeza Pro', 'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Naskh Arabic', Arial, sans-serif",
};

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
  const { action, language } = message;
  const footer = FOOTERS[language];
  const direction = isRightToLeft(language) ? 'rtl' : 'ltr';
  // A plain-text reader takes each paragraph's direction from its first strong letter: an Arabic
  // paragraph that opens with a Latin name would read left to right. A right-to-left mark first
  // (U+200F, invisible) sets it.
  const mark = direction === 'rtl' ? '\u200f' : '';
  const paragraphs = [...message.paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])];
  // "-- " before the footer: the signature separator mail clients recognise.
  const text = [...paragraphs.map((paragraph) => `${mark}${paragraph}`), `-- \n${mark}${footer}`].join('\n\n');
  const align = direction === 'rtl' ? 'right' : 'left';
  const html = [
    `<!doctype html><html dir="${direction}" lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>`,
    // dir again on the body: some clients keep only the body of a message.
    `<body dir="${direction}" style="font-family: ${FONT_STACKS[language]}; line-height: 1.6; text-align: ${align}">`,
    ...message.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<p style="color: #666; font-size: 0.85em">${escapeHtml(footer)}</p>`,
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
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        headers: { 'Content-Language': message.language },
        ...renderMail(message),
      });
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
