// Contacts and messenger end to end, against the one shared server: the super admin writes a
// message template, imports 20 companies from a CSV, changes the status of five of them at once,
// sends them the template, and finds their five message logs, which the worker sends in the
// background. Names, licences and phones are fresh each run.
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser.ts';

const run = randomBytes(3).toString('hex');
const prefix = `Contact ${run}`;
const templateName = `Intro ${run}`;
const phoneBase = randomInt(1_000_000, 8_999_000);

function companiesCsv(): string {
  const rows = Array.from({ length: 20 }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return [
      `${prefix} ${number}`,
      `E2E-${run}-${number}`,
      'AE',
      'Dubai',
      `+97150${phoneBase + index}`,
      `c${number}.${run}@example.test`,
    ].join(',');
  });
  return ['Name,Trade licence number,Country,City,Phone,Email', ...rows].join('\n') + '\n';
}

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ signedInAs: 'super@demo.test' });
});

afterAll(async () => {
  await browser?.close();
});

describe('contacts and the messenger', () => {
  it('imports companies, changes five in bulk, sends them a template and lists their logs', async () => {
    const page = await browser.newPage();

    // A template of the log provider, with a variable the sender fills.
    await page.goto('/messenger/logs/templates');
    await page.getByRole('tab', { name: 'Log only (not sent)' }).click();
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill(templateName);
    await form.getByLabel('Body').fill('Hello {{name}} in {{city}}, {{agent}} here.');
    await expect
      .poll(() => form.getByRole('region', { name: 'Preview' }).textContent())
      .toContain('Hello Gulf Horizon Properties LLC in Dubai, {{agent}} here.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: templateName, exact: true }).waitFor();

    // The import, with the report.
    await page.goto('/auth/contacts/companies');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importDialog = page.getByRole('dialog');
    await importDialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(companiesCsv()) });
    await importDialog.getByRole('button', { name: 'Next' }).click();
    await importDialog.getByRole('combobox', { name: 'Field of column Name' }).waitFor();
    await importDialog.getByRole('button', { name: 'Next' }).click();
    // The preview is the server's dry run: each company to be created, updates of stored ones off.
    await importDialog.getByText('Would create 20, update 0, skip 0; 0 rows rejected.').waitFor();
    const planned = importDialog.getByRole('table', { name: 'Records' });
    await planned.getByRole('cell', { name: `${prefix} 01`, exact: true }).waitFor();
    expect(await importDialog.getByRole('checkbox', { name: /Update companies already stored/ }).isChecked()).toBe(false);
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await importDialog.getByText('Created 20, updated 0, skipped 0; 0 rows rejected.').waitFor();
    await importDialog.getByRole('button', { name: 'Close' }).click();

    // Five of them to "Interested" at once.
    await page.getByPlaceholder('Search').fill(prefix);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(20);
    for (let index = 0; index < 5; index += 1) await rows.nth(index).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Change status' }).click();
    const statusDialog = page.getByRole('dialog');
    await statusDialog.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Interested', exact: true }).click();
    await statusDialog.getByRole('button', { name: 'Change status' }).click();
    await page.getByText('Status changed for 5 companies').waitFor();

    // Those five, by their new status, get the template.
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Interested', exact: true }).click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(5);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Send message' }).click();
    const sendDialog = page.getByRole('dialog');
    await sendDialog.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'Log only (not sent)' }).click();
    await sendDialog.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: `${templateName} (en)` }).click();
    await sendDialog.getByRole('textbox', { name: 'Value of agent' }).fill('Sara');
    await expect
      .poll(() => sendDialog.getByLabel('Preview', { exact: true }).textContent())
      .toMatch(new RegExp(`^Hello ${prefix} \\d\\d in Dubai, Sara here\\.$`));
    await sendDialog.getByRole('button', { name: 'Send', exact: true }).click();
    await sendDialog.getByText('5 messages queued').waitFor();
    await sendDialog.getByRole('link', { name: 'Open the message logs' }).click();

    // Five logs, which the worker sends in the background while the list keeps asking.
    await page.waitForURL('**/messenger/logs');
    await page.getByPlaceholder('Recipient name or number').fill(prefix);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(5);
    await expect.poll(() => rows.getByText('Logged only, not sent', { exact: true }).count(), { timeout: 30_000 }).toBe(5);
    await rows.first().click();
    const details = page.getByRole('region', { name: 'Message details' });
    await expect
      .poll(() => details.getByLabel('Message').textContent())
      .toMatch(new RegExp(`^Hello ${prefix} \\d\\d in Dubai, Sara here\\.$`));
  });
});
