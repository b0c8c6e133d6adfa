// A unit from booking to its statement of account, end to end against the one shared server: the
// developer admin records a sale of an available Skyline Builders unit from its page, records a
// bank transfer and a cheque, marks the cheque bounced, downloads a receipt and the statement of
// account, and the statement's text (read back with poppler's pdftotext) shows the bounced cheque
// with its reason and the balance, overdue and paid figures of the sale's page.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { documentFormat } from '../../src/server/services/document-format.ts';
import type { SaleDetail } from '../../src/shared/sales.ts';
import { openBrowser, type Browser } from './support/browser.ts';

const suffix = randomBytes(4).toString('hex');
const buyerName = `Buyer ${suffix}`;
let browser: Browser;
let page: Page;

/** A GET of the API as the signed-in user of the page, in the organization chosen there. */
async function api<T>(apiPath: string): Promise<T> {
  const { token, organizationId } = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    organizationId: localStorage.getItem('organization_id'),
  }));
  const separator = apiPath.includes('?') ? '&' : '?';
  const response = await fetch(`${browser.baseUrl}/api/${apiPath}${separator}organization_id=${organizationId}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  expect(response.status, apiPath).toBe(200);
  return (await response.json()) as T;
}

/** The text of a downloaded PDF as pdftotext reads it, its spacing folded. */
function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(`pdftotext failed: ${result.error?.message ?? result.stderr}`);
  return result.stdout.normalize('NFKC').replace(/[ \t]+/g, ' ');
}

async function download(click: () => Promise<void>): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync((await file.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdf;
}

/** Yesterday in Dubai: a cheque dated then is received, not post-dated. */
function yesterday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date(Date.now() - 24 * 3600_000));
}

async function recordPayment(amount: string, fill: () => Promise<void>) {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (AED)').fill(amount);
  await fill();
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await openBrowser({ signedInAs: 'devadmin@demo.test' });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('sale documents', () => {
  it('takes a unit from booking through two payments and a bounced cheque to its statement PDF', async () => {
    await page.goto('/');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    // An available unit whose building has a payment plan.
    const units = await api<{ data: { id: number; unit_number: string }[] }>('inventory/units?status=available&per_page=30');
    let unit: { id: number; unit_number: string } | undefined;
    let planName = '';
    for (const candidate of units.data) {
      const plans = await api<{ data: { plan: { name: string } }[] }>(`inventory/units/${candidate.id}/plans`);
      if (plans.data.length) {
        unit = candidate;
        planName = plans.data[0]!.plan.name;
        break;
      }
    }
    expect(unit, 'an available unit with a plan').toBeTruthy();

    // Booking: the sale, recorded from the unit's page.
    await page.goto(`/inventory/units/${unit!.id}`);
    await page.getByRole('link', { name: 'Record sale' }).first().click();
    await page.waitForURL('**/sales/create?*');
    await page.getByLabel('Full name').first().fill(buyerName);
    await page.getByRole('combobox', { name: 'Building plan' }).click();
    await page.getByRole('option', { name: planName, exact: true }).click();
    await page.getByRole('button', { name: 'Record sale' }).click();
    await page.waitForURL(/\/sales\/\d+\/show$/);
    const saleId = Number(/\/sales\/(\d+)\/show$/.exec(page.url())![1]);

    // Two payments: a bank transfer, and a cheque that then bounces.
    await recordPayment('10000', async () => {
      await page.getByRole('dialog').getByLabel('Reference').fill(`TT-${suffix}`);
    });
    const receipts = page.getByRole('table', { name: 'Receipts' });
    await receipts.getByText(`TT-${suffix}`).waitFor();
    await recordPayment('25000', async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Cheque', exact: true }).click();
      await dialog.getByLabel('Cheque number').fill('000777');
      await dialog.getByLabel('Bank').fill('Emirates NBD');
      await dialog.getByLabel('Cheque date').fill(yesterday());
    });
    await receipts.getByText(/000777/).waitFor();
    await receipts.getByRole('button', { name: 'Bounced' }).click();
    const bounce = page.getByRole('dialog');
    await bounce.getByLabel('Reason').fill('Insufficient funds');
    await bounce.getByRole('button', { name: 'Mark bounced' }).click();
    await receipts.getByText(/Insufficient funds/).waitFor();

    const sale = (await api<{ data: SaleDetail }>(`sales/${saleId}`)).data;
    expect(sale.payments.paid).toBe(1_000_000);
    const money = (minor: number) => documentFormat('en').money(minor, sale.currency);

    // A receipt: the bounced cheque's, with its reason.
    const bouncedRow = receipts.getByRole('row').filter({ hasText: '000777' });
    const receiptText = pdfText(await download(() => bouncedRow.getByRole('button', { name: /^Download receipt RC-/ }).click()));
    expect(receiptText).toContain('Payment Receipt');
    expect(receiptText).toContain('Bounced: Insufficient funds');
    expect(receiptText).toContain(buyerName);

    // The statement of account, with the figures of the sale's page.
    const text = pdfText(await download(() => page.getByRole('button', { name: 'Statement of account' }).click()));
    expect(text).toContain('Statement of Account');
    expect(text).toContain(buyerName);
    expect(text).toContain(unit!.unit_number);
    expect(text).toContain(`TT-${suffix}`);
    expect(text).toContain('Bounced: Insufficient funds');
    expect(text).toContain(`Paid ${money(sale.payments.paid)}`);
    expect(text).toContain(`Balance ${money(sale.payments.open)}`);
    expect(text).toContain(`Overdue ${money(sale.payments.overdue)}`);
    expect(sale.payments.open).toBe(sale.final_price - 1_000_000);
  });
});
