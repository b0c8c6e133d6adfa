// CRM end to end, against the one shared server: a broker of Marina Brokers creates a lead, adds a
// note mentioning the broker admin, uploads a document, logs a call and completes it, and the
// lead's timeline shows all of it in order; the broker admin, signing in, finds the mention in
// the bell and opens the lead from it. The lead's name is fresh each run.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser.ts';

/** A one-page PDF, as small as a valid one gets. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const leadName = `Lead ${randomBytes(4).toString('hex')}`;
let broker: Browser;
let admin: Browser;

beforeAll(async () => {
  broker = await openBrowser({ signedInAs: 'broker@demo.test' });
  admin = await openBrowser({ signedInAs: 'brokeradmin@demo.test' });
});

afterAll(async () => {
  await broker?.close();
  await admin?.close();
});

describe('the CRM', () => {
  it('lets a broker work a lead, and the mentioned broker admin hears of it', async () => {
    const page = await broker.newPage();
    await page.goto('/crm/leads/create');
    await page.getByLabel('Full name').fill(leadName);
    await page.getByLabel('Email').fill(`${leadName.replace(' ', '.').toLowerCase()}@example.test`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/crm\/leads\/\d+$/);
    await page.getByRole('heading', { name: leadName, level: 1 }).waitFor();

    // A note mentioning the broker admin, chosen from the autocomplete.
    const note = page.getByRole('textbox', { name: 'Note', exact: true });
    await note.click();
    await note.pressSequentially('Please call her @Fat');
    await page.getByRole('option', { name: 'Fatima Qureshi' }).click();
    await note.pressSequentially('today');
    // The box shows the name as a person reads it; the token is only in the body sent.
    expect(await note.inputValue()).toBe('Please call her @Fatima Qureshi today');
    await page.getByRole('button', { name: 'Add note' }).click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Please call her @Fatima Qureshi today').waitFor();

    // A document.
    await page.getByTestId('lead-document-input').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Download passport.pdf' }).waitFor();

    // A call, logged and then completed.
    const activities = page.getByRole('region', { name: 'Activities' });
    await activities.getByLabel('Title').fill('Intro call');
    await activities.getByRole('button', { name: 'Add activity' }).click();
    const done = activities.getByRole('checkbox', { name: 'Completed: Intro call' });
    await done.waitFor();
    // Controlled by the server's answer: it shows checked once the toggle came back.
    await done.click();
    await expect.poll(() => done.isChecked(), { timeout: 10_000 }).toBe(true);
    await timeline.getByText('Call completed').waitFor();

    const items = await timeline.getByTestId('timeline-item').allTextContents();
    const position = (text: string) => items.findIndex((item) => item.includes(text));
    expect(position('Created')).toBe(0);
    expect(position('Please call her @Fatima Qureshi today')).toBeGreaterThan(position('Created'));
    expect(position('passport.pdf')).toBeGreaterThan(position('Please call her'));
    expect(position('Intro call')).toBeGreaterThan(position('passport.pdf'));
    expect(items.findLastIndex((item) => item.includes('Call completed'))).toBeGreaterThan(position('Intro call'));
    for (const item of items) expect(item).toContain('Daniel Mehta');

    // The broker admin finds the mention in the bell, and it leads to the lead.
    const adminPage = await admin.newPage();
    await adminPage.goto('/');
    const bell = adminPage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
    await bell.waitFor();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).not.toBe('Notifications (0 unread)');
    await bell.click();
    await adminPage.getByRole('menuitem', { name: new RegExp(`mentioned you on ${leadName}`) }).click();
    await adminPage.waitForURL(/\/crm\/leads\/\d+$/);
    await adminPage.getByRole('heading', { name: leadName, level: 1 }).waitFor();
  });
});
