// Inventory end to end, against the one shared server: the developer admin of Skyline Builders
// stocks a project — creates it, uploads its cover and gallery images and drags them into a new
// order (which survives a reload), opens a 360° image in the panorama viewer, adds a building,
// saves a 20/40/40 payment plan after being shown the error on the installments for one that
// sums to 90 %, generates its units in bulk and sees them in the availability grid — then
// publishes its public page, where a visitor sees the cover and unit mix and sends an enquiry
// that lands in the developer's leads. Names are fresh each run.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG of the given size. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const suffix = randomBytes(4).toString('hex');
const projectName = `Harbour View ${suffix}`;
const buildingName = `Tower ${suffix}`;
const visitorName = `Visitor ${suffix}`;
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser({ signedInAs: 'devadmin@demo.test' });
});

afterAll(async () => {
  await browser?.close();
});

async function galleryOrder(page: Page): Promise<(string | null)[]> {
  const items = page.getByRole('list', { name: 'Gallery order' }).getByRole('listitem');
  return Promise.all((await items.all()).map((item) => item.getAttribute('aria-label')));
}

function installment(page: Page, number: number) {
  return page.getByRole('group', { name: `Installment ${number}` });
}

async function fillInstallment(page: Page, number: number, label: string, percentage: string, dueType: string, dueValue?: string) {
  const row = installment(page, number);
  await row.getByLabel('Label').fill(label);
  await row.getByLabel('Percentage').fill(percentage);
  await row.getByRole('combobox', { name: 'Due' }).click();
  await page.getByRole('option', { name: dueType, exact: true }).click();
  if (dueValue !== undefined) await row.getByLabel('Construction %').fill(dueValue);
}

describe('the inventory', () => {
  it('lets a developer admin stock a project end to end, and its public page send a lead', async () => {
    const page = await browser.newPage();

    // A project.
    await page.goto('/inventory/projects/create');
    await page.getByLabel('Name').fill(projectName);
    await page.getByLabel('City').fill('Dubai');
    await page.getByLabel('Community').fill('Dubai Creek Harbour');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/inventory\/projects\/\d+$/);
    await page.getByRole('heading', { name: projectName, level: 1 }).waitFor();
    const projectPath = new URL(page.url()).pathname;

    // Two gallery images in one upload, then the second moved first; the order is saved.
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page.getByTestId('image-input-gallery').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: png(64, 48, [200, 30, 30]) },
      { name: 'second.png', mimeType: 'image/png', buffer: png(64, 48, [30, 30, 200]) },
    ]);
    await expect.poll(() => galleryOrder(page), { timeout: 20_000 }).toEqual(['first.png', 'second.png']);
    await page.getByRole('img', { name: 'first.png' }).waitFor();
    // Dragged with the keyboard, as @hello-pangea/dnd allows: lift, move left, drop.
    await page.getByLabel('Drag second.png').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await expect.poll(() => galleryOrder(page)).toEqual(['second.png', 'first.png']);
    await page.getByText('Gallery order saved.').waitFor();
    await page.reload();
    await expect.poll(() => galleryOrder(page), { timeout: 20_000 }).toEqual(['second.png', 'first.png']);
    // The cover, on the same tab.
    await page
      .getByTestId('image-input-image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(96, 48, [240, 200, 40]) });
    await page.getByRole('list', { name: 'Cover images' }).getByRole('img', { name: 'cover.png' }).waitFor({ timeout: 20_000 });

    // A 360° image, opened in the panorama viewer (loaded only now, as its own chunk).
    await page.getByRole('tab', { name: '360 media' }).click();
    await page.getByLabel('Title').fill('Lobby');
    await page
      .getByLabel('Choose a 360° image')
      .setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: png(256, 128, [30, 160, 90]) });
    await page.getByRole('button', { name: 'Add 360 item' }).click();
    await page.getByRole('button', { name: 'Open Lobby' }).click();
    await page.locator('.pnlm-container').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Close' }).click();

    // A building of the project.
    await page.goto(projectPath);
    await page.getByRole('link', { name: 'Add building' }).click();
    await page.waitForURL(/\/inventory\/buildings\/create/);
    await expect.poll(() => page.getByLabel('Project').inputValue(), { timeout: 10_000 }).toBe(projectName);
    await page.getByLabel('Name').fill(buildingName);
    await page.getByLabel('Floors').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/inventory\/buildings\/\d+$/);
    await page.getByRole('heading', { name: buildingName, level: 1 }).waitFor();
    const buildingPath = new URL(page.url()).pathname;

    // A plan adding up to 90 % is refused on its installments; at 100 % it is saved.
    await page.getByRole('tab', { name: 'Payment plans' }).click();
    await page.getByRole('link', { name: 'Add payment plan' }).click();
    await page.waitForURL(`**${buildingPath}/building-payment-plan`);
    await page.getByLabel('Plan name').fill('20/40/40');
    await fillInstallment(page, 1, 'Booking', '20', 'On booking');
    await page.getByRole('button', { name: 'Add installment' }).click();
    await fillInstallment(page, 2, 'Construction', '40', 'At construction progress', '50');
    await page.getByRole('button', { name: 'Add installment' }).click();
    await fillInstallment(page, 3, 'Handover', '30', 'On handover');
    expect(await page.getByTestId('installments-total').textContent()).toBe('Total: 90 %');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'add up to exactly 100%' }).textContent()).toBe(
      'The installments must add up to exactly 100% (they add up to 90%).',
    );

    await installment(page, 3).getByLabel('Percentage').fill('40');
    expect(await page.getByTestId('installments-total').textContent()).toBe('Total: 100 %');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**${buildingPath}/payment-plans`);
    const plan = page.getByRole('region', { name: '20/40/40' });
    await plan.waitFor();
    expect(await plan.textContent()).toContain('Construction — 40 %');

    // Units in bulk: floors 1–2, two 2-bedroom apartments each, previewed then created; the
    // availability grid names them in full.
    await page.goto(`${buildingPath}/bulk-units`);
    const bulk = page.getByRole('form', { name: 'Add units in bulk' });
    await bulk.getByLabel('To floor').fill('2');
    await bulk.getByLabel('Units per floor').fill('2');
    await bulk.getByLabel('Bedrooms').fill('2');
    await bulk.getByLabel('Internal area (sq ft)').fill('900');
    await bulk.getByLabel('Base price (AED)').fill('1500000');
    await bulk.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Create 4 units' }).click();
    await page.waitForURL(`**${buildingPath}/availability`);
    const grid = page.getByRole('grid', { name: `Availability of ${buildingName}` });
    await grid.getByRole('gridcell').first().waitFor();
    expect(await grid.getByRole('gridcell').count()).toBe(4);
    expect(await grid.getByText('2 BR Apartment', { exact: true }).count()).toBe(4);

    // The public page, switched on with its prices.
    await page.goto(`${projectPath}/embed`);
    // Each box is saved as it is clicked, and shows its new state once saved.
    const prices = page.getByRole('checkbox', { name: 'Prices' });
    await prices.click();
    await expect.poll(() => prices.isChecked()).toBe(true);
    const enabled = page.getByLabel('Public page enabled');
    await enabled.click();
    await expect.poll(() => enabled.isChecked()).toBe(true);
    const publicPath = new URL((await page.getByRole('link', { name: /\/embed\/projects\// }).getAttribute('href'))!).pathname;

    // A visitor's view: the cover and the unit mix with its price, then an enquiry.
    // (The page sends no token whoever opens it: the same browser will do.)
    const publicPage = await browser.newPage();
    await publicPage.goto(publicPath);
    await publicPage.getByRole('heading', { name: projectName, level: 1 }).waitFor();
    // The page's data (and the form token in it) has arrived by now.
    const loadedAt = Date.now();
    await publicPage.getByRole('img', { name: `Cover of ${projectName}` }).waitFor();
    const mix = publicPage.getByRole('table', { name: 'Unit mix' });
    expect(await mix.getByRole('row', { name: /2 BR Apartment/ }).textContent()).toContain('4 of 4');
    const form = publicPage.getByRole('form', { name: 'Enquire about this project' });
    await form.getByLabel('Your name').fill(visitorName);
    await form.getByLabel('Phone').fill('+971 50 765 4321');
    await form.getByLabel('Message').fill('Is a unit on the second floor still free?');
    await form.getByRole('checkbox').check();
    // The server refuses forms filled faster than a person could (3 s).
    await publicPage.waitForTimeout(Math.max(0, 3_200 - (Date.now() - loadedAt)));
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const outcome = publicPage.getByRole('status').or(publicPage.getByRole('alert')).first();
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain('your enquiry was sent');
    await publicPage.close();

    // It is a new website lead of the developer.
    await page.goto(`/crm/leads?filter=${encodeURIComponent(JSON.stringify({ q: visitorName }))}`);
    const row = page.getByRole('row', { name: new RegExp(visitorName) });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain('Website');
  });

  it('shows a sales manager the inventory of the developers he looks after, narrowed to one on demand', async () => {
    const salesBrowser = await openBrowser({ signedInAs: 'sales@demo.test' });
    const page = await salesBrowser.newPage();
    await page.goto('/inventory/projects');
    await page.getByRole('cell', { name: 'Marina Vista Residences', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Developer' }).click();
    await page.getByRole('option', { name: 'Skyline Builders' }).click();
    await page.waitForURL(/developer_organization_id/);
    await page.getByRole('cell', { name: 'Marina Vista Residences', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Export to Excel' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await salesBrowser.close();
  });
});
