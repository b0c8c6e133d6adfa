// Organizations end to end, against the one shared server: a broker company signs up through
// every step of the wizard with its files, a super admin finds and approves it (its bank letter
// now among its documents), the contact person registers from the invitation mail, accepts,
// signs in, finds "My organization" and invites a colleague; and a super admin creates an API
// token whose calls reach that organization's members only. Names and emails are fresh each
// run, so other browser test files and the demo accounts are unaffected.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, openBrowser, pathOf, signIn, type Browser } from './support/browser.ts';
import { linkInMail, mailContaining } from './support/mail.ts';

const PASSWORD = 'harbour violet 5820';

/** A 1×1 PNG, written from its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A one-page PDF, as small as a valid one gets. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const fresh = () => randomBytes(4).toString('hex');

async function api<T>(
  method: string,
  apiPath: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${inject('baseUrl')}/api/${apiPath}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The text of the newest mail written to `to` (the server writes .eml files without SMTP). */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

async function chooseCountry(page: Page, label: string, name: string): Promise<void> {
  await page.getByLabel(label).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** Opens an organization's page from the list, found by its name. */
async function openOrganization(page: Page, name: string): Promise<void> {
  await page.goto('/auth/organizations');
  await page.getByPlaceholder('Search').fill(name);
  // The list puts its filter in the address once typing pauses; opening a row before that would be undone.
  await page.waitForURL((url) => url.searchParams.get('filter')?.includes(name) ?? false);
  await page.getByRole('cell', { name, exact: true }).click();
  await page.waitForURL(/\/auth\/organizations\/\d+$/);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

interface Company {
  name: string;
  tradeLicense: string;
  contactEmail: string;
}

/** The wizard, every step of a broker with its files; resumes once from its `?uuid=` address. */
async function signUpBroker(page: Page, company: Company): Promise<void> {
  await page.goto('/signup/skylinebuilders');
  await page.getByLabel('Company type').click();
  await page.getByRole('option', { name: 'Broker' }).click();
  await page.getByLabel('Company name').fill(company.name);
  await page.getByLabel('Trade licence number').fill(company.tradeLicense);
  await page.getByText(`${company.tradeLicense} is available.`).waitFor();
  await page.getByLabel('Trade licence expiry').fill('2031-06-30');
  await chooseCountry(page, 'Country', 'United Arab Emirates');
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel('Address').fill('Marina Walk 12');
  await page.getByLabel('Company phone').fill('+971 4 555 0101');
  await page.getByLabel('Company email').fill(`office-${company.contactEmail}`);
  await page.getByLabel('Contact person').fill('Rana Contact');
  await page.getByLabel('Contact email').fill(company.contactEmail);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Bank data: a wrong IBAN is refused on its field first.
  await page.getByLabel('Bank name').waitFor();
  expect(new URL(page.url()).searchParams.get('uuid')).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByLabel('Bank name').fill('Emirates NBD');
  await page.getByLabel('Account name').fill(company.name);
  await page.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 457');
  await page.getByLabel('SWIFT code').fill('EBILAEAD');
  await page.getByLabel('Bank confirmation letter').setInputFiles({ name: 'bank-letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('The IBAN is not valid: its check digits do not match.', { exact: false }).waitFor();
  await page.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 456');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Authorised signatory with an ID document.
  await page.getByLabel('Nationality').waitFor();
  await page.getByLabel('Full name').fill('Rana Signatory');
  await page.getByLabel('Email').fill(`signatory-${company.contactEmail}`);
  await page.getByLabel('Phone').fill('+971 50 555 0101');
  await chooseCountry(page, 'Nationality', 'United Arab Emirates');
  await page.getByLabel('ID document').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Continue' }).click();

  // The wizard resumes where it stands from its address.
  await page.getByLabel('ORN number').waitFor();
  await page.reload();
  await page.getByLabel('ORN number').fill(`ORN-${fresh()}`);
  await page.getByLabel('Broker card').setInputFiles({ name: 'broker-card.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByText(`${company.name} is registered and waits for approval`, { exact: false }).waitFor();
}

/** A page of the shared browser with no session left over from an earlier test. */
async function signedOutPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  return page;
}

describe('organizations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it(
    'signs a company up, has a super admin approve it, and its invited admin joins and invites a colleague',
    { timeout: 240_000 },
    async () => {
      const page = await signedOutPage(browser);
      const id = fresh();
      const company: Company = {
        name: `E2E Brokers ${id}`,
        tradeLicense: `E2E-${id.toUpperCase()}`,
        contactEmail: `e2e-admin-${id}@example.test`,
      };
      const colleague = `e2e-colleague-${id}@example.test`;

      // An unknown source has no wizard.
      await page.goto('/signup/unknown-source');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();

      await signUpBroker(page, company);

      // A super admin finds it pending, sees the bank letter among its documents, and approves it.
      await signIn(page, 'super@demo.test');
      await page.waitForURL('**/auth/organizations');
      await openOrganization(page, company.name);
      await page.getByRole('combobox', { name: 'Status' }).filter({ hasText: 'Pending approval' }).waitFor();
      await page.getByRole('tab', { name: 'Documents' }).click();
      await page.getByRole('cell', { name: 'Bank confirmation letter' }).first().waitFor();
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(`${company.name} was approved.`).waitFor();
      await page.getByRole('button', { name: 'Suspend' }).waitFor();
      await signOut(page);

      // The contact follows the invitation mail's link, and registers from it, the email filled in.
      await page.goto(await linkInMail(company.contactEmail, '/auth/invitation'));
      await page.getByText(`join ${company.name} as Broker admin.`, { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Create your account and join' }).click();
      await page.waitForURL('**/register?**');
      expect(await page.getByLabel('Email').inputValue()).toBe(company.contactEmail);
      await page.getByLabel('Full name').fill('Rana Contact');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      // Back on the invitation: the link proved the address, so the new account joins at once.
      await page.waitForURL('**/auth/invitation?**');
      await page.getByRole('button', { name: `Join ${company.name}` }).click();
      await page.waitForURL('**/crm/leads');
      await signOut(page);

      // Signed in again, the new broker admin reaches his organization from the menu and invites a colleague.
      await signIn(page, company.contactEmail, PASSWORD);
      await page.waitForURL('**/crm/leads');
      await page.getByRole('menuitem', { name: 'My organization' }).click();
      await page.getByRole('heading', { name: company.name, level: 1 }).waitFor();
      // His own organization's tabs, without the super admin's.
      await expect
        .poll(() => page.getByRole('tab').allTextContents())
        .toEqual(['Overview', 'Members', 'Invitations', 'Sales managers', 'Logo', 'Documents', 'Contracts']);
      expect(await page.getByRole('button', { name: 'Suspend' }).count()).toBe(0);
      await page.getByRole('tab', { name: 'Members' }).click();
      await page.getByRole('cell', { name: company.contactEmail }).waitFor();
      await page.getByRole('tab', { name: 'Invitations' }).click();
      const byEmail = page.getByRole('region', { name: 'Invite by email' });
      await byEmail.getByLabel('Email').fill(colleague);
      await byEmail.getByLabel('Role').click();
      await page.getByRole('option', { name: 'Broker', exact: true }).click();
      await byEmail.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText(`An invitation was sent to ${colleague}.`).waitFor();
      await page.getByRole('table', { name: 'Pending invitations' }).getByRole('cell', { name: colleague, exact: true }).waitFor();
      await mailContaining(colleague, `join ${company.name}`);

      // A second invitation, to someone without an account, can be withdrawn.
      const mistaken = `e2e-mistaken-${id}@example.test`;
      await byEmail.getByLabel('Email').fill(mistaken);
      await byEmail.getByRole('button', { name: 'Send invitation' }).click();
      const pending = page.getByRole('table', { name: 'Pending invitations' });
      await pending.getByRole('cell', { name: mistaken, exact: true }).waitFor();
      await pending.getByRole('button', { name: `Cancel the invitation of ${mistaken}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(`The invitation of ${mistaken} was cancelled.`).waitFor();
      await pending.getByRole('cell', { name: mistaken, exact: true }).waitFor({ state: 'detached' });
      await pending.getByRole('cell', { name: colleague, exact: true }).waitFor();
      await signOut(page);
      await page.close();
    },
  );

  it('creates an API token shown once, whose calls list that organization’s members only', { timeout: 120_000 }, async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
    const page = await signedOutPage(browser);
    const tokenName = `E2E token ${fresh()}`;

    await signIn(page, 'super@demo.test');
    await page.waitForURL('**/auth/organizations');
    await openOrganization(page, 'Skyline Builders');
    const skylineId = Number(/^\/auth\/organizations\/(\d+)$/.exec(pathOf(page))?.[1]);
    expect(skylineId, pathOf(page)).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'API tokens' }).click();
    const form = page.getByRole('region', { name: 'New API token' });
    await form.getByLabel('Name').fill(tokenName);
    await form.getByRole('button', { name: 'Create token' }).click();

    const dialog = page.getByRole('dialog');
    const plain = await dialog.getByLabel('Token').inputValue();
    expect(plain.length).toBeGreaterThan(20);
    await dialog.getByRole('button', { name: 'Copy token' }).click();
    await page.getByText('The token was copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(plain);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Listed, and its plain text nowhere to be seen again.
    await page.getByRole('cell', { name: tokenName, exact: true }).waitFor();
    expect(await page.content()).not.toContain(plain);

    // A call with the token acts in Skyline Builders only.
    const members = await api<{ data: { email: string }[] }>('GET', `auth/organizations/${skylineId}/users`, { token: plain });
    expect(members.status, JSON.stringify(members.body)).toBe(200);
    const emails = members.body.data.map((member) => member.email);
    expect(emails).toContain('devadmin@demo.test');
    expect(emails).not.toContain('brokeradmin@demo.test');

    const login = await api<{ token: string; organizations: { id: number; name: string }[] }>('POST', 'auth/login', {
      body: { email: 'brokeradmin@demo.test', password: DEMO_PASSWORD, device_name: 'e2e' },
    });
    const marina = login.body.organizations.find((organization) => organization.name === 'Marina Brokers')!;
    await api('POST', 'auth/logout', { token: login.body.token });
    const foreign = await api('GET', `auth/organizations/${marina.id}/users`, { token: plain });
    expect(foreign.status).toBe(404);

    await signOut(page);
    await page.close();
  });

  it(
    'creates an organization with logo, documents and a contract, and its assigned sales manager may only download',
    { timeout: 180_000 },
    async () => {
      const page = await signedOutPage(browser);
      const id = fresh();
      const name = `E2E Developments ${id}`;

      // Created by a super admin from the list.
      await signIn(page, 'super@demo.test');
      await page.waitForURL('**/auth/organizations');
      await page.getByRole('link', { name: 'Create' }).click();
      await page.waitForURL('**/auth/organizations/create');
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Trade licence number').fill(`DEV-${id.toUpperCase()}`);
      await page.getByLabel('City').fill('Abu Dhabi');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/auth\/organizations\/\d+$/);
      await page.getByRole('heading', { name, level: 1 }).waitFor();

      // Logo: previewed before it is sent, then shown from the authorized image route.
      await page.getByRole('tab', { name: 'Logo' }).click();
      await page.getByLabel('Choose an image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('img', { name: 'Preview of the chosen logo' }).waitFor();
      await page.getByRole('button', { name: 'Upload logo' }).click();
      await page.getByText('The logo was uploaded.').waitFor();
      const logo = page.getByRole('img', { name: `Logo of ${name}` }).first();
      await expect.poll(() => logo.getAttribute('src')).toMatch(/^blob:/);

      // Documents: upload, download, replace.
      await page.getByRole('tab', { name: 'Documents' }).click();
      const upload = page.getByRole('region', { name: 'Upload a document' });
      await upload.getByLabel('Type').click();
      await page.getByRole('option', { name: 'Additional document' }).click();
      await upload.getByLabel('Name').fill('Company profile');
      await upload.getByLabel('File').setInputFiles({ name: 'profile.pdf', mimeType: 'application/pdf', buffer: PDF });
      await upload.getByRole('button', { name: 'Upload' }).click();
      await page.getByText('Company profile was uploaded.').waitFor();
      const documentDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Company profile' }).click();
      expect((await documentDownload).suggestedFilename()).toBe('profile.pdf');
      await page
        .getByLabel('New file for Company profile')
        .setInputFiles({ name: 'profile-2026.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByText('The file of Company profile was replaced.').waitFor();
      await page.getByRole('cell', { name: 'profile-2026.pdf' }).waitFor();

      // Contracts: from a template, as PDF, renewed.
      await page.getByRole('tab', { name: 'Contracts' }).click();
      const newContract = page.getByRole('region', { name: 'New contract' });
      await newContract.getByLabel('Template').click();
      await page.getByRole('option', { name: 'Developer listing agreement' }).click();
      await newContract.getByLabel('Start').fill('2026-01-01');
      await newContract.getByLabel('End', { exact: true }).fill('2026-12-31');
      await newContract.getByLabel('Commission (%)').fill('2.5');
      await newContract.getByRole('button', { name: 'Create contract' }).click();
      await page.getByText('The contract was created.').waitFor();
      const pdfDownload = page.waitForEvent('download');
      await page
        .getByRole('button', { name: /^Download contract .* as PDF$/ })
        .first()
        .click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      expect((await fs.readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
      await page
        .getByRole('button', { name: /^Renew contract / })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Renew' }).click();
      await page.getByText(/^Contract .* was renewed\.$/).waitFor();
      await page.getByRole('cell', { name: 'Renewed', exact: true }).waitFor();

      // Assigned to the sales manager.
      await page.getByRole('tab', { name: 'Sales managers' }).click();
      await page.getByLabel('Sales manager').fill('Omar');
      await page.getByRole('option', { name: 'Omar Haddad' }).click();
      await page.getByRole('button', { name: 'Assign' }).click();
      await page.getByRole('list', { name: 'Assigned sales managers' }).getByText('Omar Haddad').waitFor();
      const organizationPath = pathOf(page).replace(/\/sales-managers$/, '');
      await signOut(page);

      // The sales manager sees it read-only: no edit, token, upload, replace or delete controls, but downloads.
      await signIn(page, 'sales@demo.test');
      await page.waitForURL('**/inventory/projects');
      await page.goto(`${organizationPath}/documents`);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await expect
        .poll(() => page.getByRole('tab').allTextContents())
        .toEqual(['Overview', 'Members', 'Sales managers', 'Documents', 'Contracts']);
      const salesDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Company profile' }).click();
      expect((await salesDownload).suggestedFilename()).toBe('profile-2026.pdf');
      for (const control of ['Replace the file of Company profile', 'Delete Company profile', 'Upload', 'Approve', 'Suspend', 'Delete']) {
        expect(await page.getByRole('button', { name: control, exact: true }).count(), control).toBe(0);
      }
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByText('Abu Dhabi').waitFor();
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      await signOut(page);
      await page.close();
    },
  );
});
