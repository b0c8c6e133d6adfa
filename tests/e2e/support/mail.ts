// The mails the shared server wrote (it writes .eml files under DATA_DIR/mail without SMTP): the
// link a person would follow, waited for as a person waits for the mail to arrive.
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';

/** The texts of the mails written to `to` (any letter case), newest first. */
async function mailTexts(to: string): Promise<string[]> {
  const mailDir = path.join(inject('dataDir'), 'mail');
  const files = (await fs.readdir(mailDir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  const texts: string[] = [];
  for (const file of files) {
    const mail = await simpleParser(await fs.readFile(path.join(mailDir, file)));
    const recipients = [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase()));
    if (recipients.includes(to.toLowerCase())) texts.push(mail.text ?? '');
  }
  return texts;
}

/** The newest link to `pathname` (`/auth/reset-password`) in a mail to `to`, once one is written. */
export async function linkInMail(to: string, pathname: string, timeoutMs = 15_000): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?\\S*)?`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const text of await mailTexts(to)) {
      const link = pattern.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a link to ${pathname} within ${timeoutMs} ms`);
}

/** The newest mail to `to` that contains `text`, once one is written. */
export async function mailContaining(to: string, text: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailTexts(to)).find((mail) => mail.includes(text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} containing ${JSON.stringify(text)} within ${timeoutMs} ms`);
}
