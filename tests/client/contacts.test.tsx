import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PENDING_POLL_MS, pendingRefetchInterval } from '../../src/client/messenger/pendingMessages.ts';
import { COMPANY_IMPORT_COLUMNS, type ContactImportReport, type SendMessagesResult } from '../../src/shared/contacts.ts';
import { fieldOfHeader, readCsvTable } from '../../src/shared/csv.ts';
import { COMPANIES, companiesBackground, messageLog, template } from './support/contactsFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { listOf, signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

function companiesServer(overrides: Record<string, unknown> = {}) {
  return routeFetch({ ...companiesBackground(), 'GET /api/contacts/companies': listOf(COMPANIES), ...overrides });
}

async function selectCompanies(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  for (const name of names) {
    const row = (await screen.findByText(name)).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
  }
}

describe('the companies list', () => {
  it('is the no-access page for a developer admin, who makes no contacts call', async () => {
    signInAs('developer_admin');
    const requests = companiesServer();
    renderApp('/auth/contacts/companies');
    await screen.findByText("You don't have access to this page");
    expect(requests.some((request) => request.path.startsWith('/api/contacts'))).toBe(false);
  });

  it('makes a company’s phone a call link with WhatsApp beside it', async () => {
    signInAs('super_admin');
    companiesServer();
    renderApp('/auth/contacts/companies');
    await screen.findByText('Marina Crest Realty');
    // Shown as a UAE office reads it, called in E.164.
    expect(screen.getByRole('link', { name: '050 000 0102' }).getAttribute('href')).toBe('tel:+971500000102');
    expect(screen.getByRole('link', { name: 'WhatsApp 050 000 0102' }).getAttribute('href')).toBe('https://wa.me/971500000102');
  });

  it('changes the status of the selected companies at once', async () => {
    signInAs('super_admin');
    const bulk: SentRequest[] = [];
    companiesServer({
      'PATCH /api/contacts/companies/status-bulk': (request: SentRequest) => {
        bulk.push(request);
        return jsonResponse({ data: { updated: 2 } });
      },
    });
    renderApp('/auth/contacts/companies');
    const user = userEvent.setup();
    await selectCompanies(user, ['Gulf Horizon Properties', 'Marina Crest Realty']);
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    // Converting is its own action: bulk never offers it.
    expect(screen.queryByRole('option', { name: 'Converted' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Interested' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(bulk).toHaveLength(1));
    expect(bulk[0].json).toMatchObject({ ids: [101, 102], status: 'interested' });
    expect(await screen.findByText('Status changed for 2 companies')).toBeTruthy();
  });

  it('changes one company inline and links a converted one to its organization', async () => {
    signInAs('super_admin_sales_manager');
    const changes: SentRequest[] = [];
    companiesServer({
      'PATCH /api/contacts/companies/status/102': (request: SentRequest) => {
        changes.push(request);
        return jsonResponse({ data: { ...COMPANIES[1], status: 'contacted' } });
      },
    });
    renderApp('/auth/contacts/companies');
    const user = userEvent.setup();
    const converted = (await screen.findByText('Palm Vista Estates')).closest('tr')!;
    expect(within(converted).getByRole('link', { name: 'Open organization' }).getAttribute('href')).toBe('/auth/organizations/40');
    await user.click(screen.getByRole('combobox', { name: 'Status of Marina Crest Realty' }));
    await user.click(await screen.findByRole('option', { name: 'Contacted' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0].json).toMatchObject({ status: 'contacted' });
  });

  it('converts a company into a pending organization and links to it', async () => {
    signInAs('super_admin');
    const converts: SentRequest[] = [];
    companiesServer({
      // Once converted, the list shows the company with its organization.
      'GET /api/contacts/companies': () =>
        jsonResponse(
          listOf(converts.length ? [{ ...COMPANIES[0], status: 'converted', organization_id: 55 }, ...COMPANIES.slice(1)] : COMPANIES),
        ),
      'POST /api/contacts/companies/convert/101': (request: SentRequest) => {
        converts.push(request);
        return jsonResponse({
          data: {
            company: { ...COMPANIES[0], status: 'converted', organization_id: 55 },
            organization: {
              id: 55,
              name: 'Gulf Horizon Properties',
              kind: 'broker',
              status: 'pending',
              trade_license_number: 'CN-1000101',
              email: null,
              phone: null,
              created_at: '2026-03-02T09:00:00.000Z',
            },
            linked: false,
          },
        });
      },
    });
    renderApp('/auth/contacts/companies');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convert Gulf Horizon Properties' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Broker' }));
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText(/converted into the pending organization Gulf Horizon Properties/)).toBeTruthy();
    expect(converts[0].json).toMatchObject({ kind: 'broker' });
    expect(within(dialog).getByRole('link', { name: 'Open organization' }).getAttribute('href')).toBe('/auth/organizations/55');
    // The row shows the organization's link instead, and the dialog stays open across that change.
    const row = () =>
      screen
        .getAllByText('Gulf Horizon Properties')
        .find((element) => element.closest('tbody'))!
        .closest('tr')!;
    await waitFor(() => expect(within(row()).getByRole('link', { name: 'Open organization', hidden: true })).toBeTruthy());
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('sends a template to the selected companies after showing the preview for the first', async () => {
    signInAs('super_admin');
    const sends: SentRequest[] = [];
    const result: SendMessagesResult = { queued: 2, log_ids: [301, 302], rejected: [] };
    companiesServer({
      'GET /api/messenger/templates/log': listOf([template(), template({ id: 8, name: 'Old offer', status: 'inactive' })]),
      'POST /api/contacts/companies/send-messages': (request: SentRequest) => {
        sends.push(request);
        return jsonResponse({ data: result }, 202);
      },
    });
    renderApp('/auth/contacts/companies');
    const user = userEvent.setup();
    await selectCompanies(user, ['Gulf Horizon Properties', 'Marina Crest Realty']);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Provider' }));
    await user.click(await screen.findByRole('option', { name: 'Log only (not sent)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    // Only active templates can be sent.
    expect(screen.queryByRole('option', { name: /Old offer/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Introduction (en)' }));

    // The company fills name and city; the sender types the rest, and the send waits for it.
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Value of agent' }), 'Sara');
    expect(within(dialog).getByText('Preview for Gulf Horizon Properties')).toBeTruthy();
    expect(within(dialog).getByLabelText('Preview').textContent).toBe('Hello Gulf Horizon Properties in Dubai, Sara here.');

    await user.click(send);
    expect(await within(dialog).findByText('2 messages queued')).toBeTruthy();
    // The selection is cleared once sent; the dialog still names what it sent to.
    expect(within(dialog).getByText('Send a message to 2 companies')).toBeTruthy();
    expect(screen.queryByText(/0 companies/)).toBeNull();
    expect(sends[0].json).toMatchObject({ ids: [101, 102], provider: 'log', template_id: 7, variables: { agent: 'Sara' } });
    expect(within(dialog).getByRole('link', { name: 'Open the message logs' }).getAttribute('href')).toBe('/messenger/logs');
  });

  it('sends a message to one company from its row', async () => {
    signInAs('super_admin');
    const sends: SentRequest[] = [];
    companiesServer({
      'GET /api/messenger/templates/log': listOf([template()]),
      'POST /api/contacts/companies/send-messages': (request: SentRequest) => {
        sends.push(request);
        return jsonResponse({ data: { queued: 1, log_ids: [303], rejected: [] } }, 202);
      },
    });
    renderApp('/auth/contacts/companies');
    const user = userEvent.setup();
    const row = (await screen.findByText('Marina Crest Realty')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Send a message to Marina Crest Realty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a message to Marina Crest Realty' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Provider' }));
    await user.click(await screen.findByRole('option', { name: 'Log only (not sent)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Introduction (en)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Value of agent' }), 'Sara');
    expect(within(dialog).getByText('Preview for Marina Crest Realty')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('1 message queued')).toBeTruthy();
    expect(sends[0].json).toMatchObject({ ids: [102], provider: 'log', template_id: 7 });
  });

  it('imports a CSV with the columns mapped and reports each rejected row with its reasons', async () => {
    signInAs('super_admin');
    const imports: SentRequest[] = [];
    const report = (preview: boolean): ContactImportReport => ({
      preview,
      created: 18,
      updated: 1,
      skipped: 0,
      rejected: [{ row: 4, errors: { trade_license_number: ['The trade licence number is required.'] } }],
      records: [
        {
          rows: [2],
          action: 'create',
          id: preview ? null : 901,
          name: 'Acme',
          matched_on: null,
          reason: null,
          changes: [
            { field: 'name', from: null, to: 'Acme' },
            { field: 'trade_license_number', from: null, to: 'CN-1' },
          ],
        },
      ],
    });
    companiesServer({
      'POST /api/contacts/companies/import': (request: SentRequest) => {
        imports.push(request);
        return jsonResponse({ data: report(request.form!.get('preview') === 'true') });
      },
    });
    renderApp('/auth/contacts/companies');
    await screen.findByText('Gulf Horizon Properties');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    const csv = 'Name,Trade License Number,Licence,Notes\nAcme,CN-1,,x\n';
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([csv], 'companies.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // Headers naming a field are mapped to it, as the server would map them: Licence names the
    // trade licence number too, but an earlier column already fills it.
    expect((await within(dialog).findByRole('combobox', { name: 'Field of column Name' })).textContent).toBe('Name');
    expect(within(dialog).getByRole('combobox', { name: 'Field of column Trade License Number' }).textContent).toBe('Trade licence number');
    expect(within(dialog).getByRole('combobox', { name: 'Field of column Licence' }).textContent).toBe('Do not import');
    await user.click(within(dialog).getByRole('combobox', { name: 'Field of column Notes' }));
    await user.click(await screen.findByRole('option', { name: 'Do not import' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // The preview: the server's dry run of the import, record by record, nothing written.
    const preview = await within(dialog).findByRole('table', { name: 'Records' });
    expect(within(preview).getByText('Acme')).toBeTruthy();
    expect(within(preview).getByText('Trade licence number: (empty) → CN-1')).toBeTruthy();
    expect(within(preview).queryByText('x')).toBeNull();
    expect(imports.map((request) => request.form!.get('preview'))).toEqual(['true']);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('Created 18, updated 1, skipped 0; 1 row rejected.')).toBeTruthy();
    expect(within(within(dialog).getByRole('table', { name: 'Records' })).getByText('Created')).toBeTruthy();
    const rejected = within(dialog).getByRole('table', { name: 'Rejected rows' });
    expect(within(rejected).getByText('4')).toBeTruthy();
    expect(within(rejected).getByText('The trade licence number is required.')).toBeTruthy();
    expect(imports[1].form!.get('file')).toBeInstanceOf(File);
    expect(imports[1].form!.get('preview')).toBe('false');
    expect(JSON.parse(String(imports[1].form!.get('mapping')))).toEqual({
      Name: 'name',
      'Trade License Number': 'trade_license_number',
      Licence: null,
      Notes: null,
    });
  });
});

describe('the message logs', () => {
  it('ask again while a message is queued and stop once none is', async () => {
    signInAs('super_admin');
    let answers = 0;
    const requests = routeFetch({
      ...companiesBackground(),
      'GET /api/messenger/logs': () => {
        answers += 1;
        return jsonResponse(
          listOf([messageLog({ status: answers < 2 ? 'queued' : 'sent', sent_at: answers < 2 ? null : '2026-03-01T09:00:05.000Z' })]),
        );
      },
      'GET /api/messenger/logs/301': {
        data: { ...messageLog({ status: 'sent' }), variables: { agent: 'Sara' }, provider_response: { id: 'log-301' } },
      },
    });
    renderApp('/messenger/logs');
    const row = (await screen.findByText('Gulf Horizon Properties ·')).closest('tr')!;
    expect(within(row).getByText('050 000 0101')).toBeTruthy();
    expect(within(row).getByText('Queued')).toBeTruthy();
    // A message of the log provider never left: it reads so, not "Sent".
    await waitFor(
      () => expect(within(screen.getByText('Gulf Horizon Properties ·').closest('tr')!).getByText('Logged only, not sent')).toBeTruthy(),
      {
        timeout: 8000,
      },
    );
    // …and once none is pending the list stops asking (the interval react-query is given).
    expect(requests.filter((request) => request.path === '/api/messenger/logs').length).toBeGreaterThanOrEqual(2);
    expect(pendingRefetchInterval({ state: { data: { data: [messageLog({ status: 'sent' })], total: 1 } } })).toBe(false);
    expect(pendingRefetchInterval({ state: { data: { data: [messageLog({ status: 'sending' })], total: 1 } } })).toBe(PENDING_POLL_MS);

    // The detail drawer shows the rendered body and the provider's answer.
    const user = userEvent.setup();
    await user.click(screen.getByText('Gulf Horizon Properties ·'));
    const details = await screen.findByRole('region', { name: 'Message details' });
    expect(within(details).getByLabelText('Message').textContent).toBe('Hello Gulf Horizon Properties in Dubai, Sara here.');
    expect(await within(details).findByText(/"id": "log-301"/)).toBeTruthy();
    // …and the variables it was filled with.
    const variables = within(details).getByLabelText('Variables');
    expect(within(variables).getByText('agent')).toBeTruthy();
    expect(within(variables).getByText('Sara')).toBeTruthy();
  }, 20_000);

  it('says plainly whether each message went out: one status, the provider in it', async () => {
    signInAs('super_admin');
    const requests = routeFetch({
      ...companiesBackground(),
      'GET /api/messenger/logs': listOf([
        messageLog({ id: 301, recipient_name: 'Logged Co', provider: 'log', status: 'sent' }),
        messageLog({ id: 302, recipient_name: 'Sent Co', provider: 'whatsapp_cloud', status: 'sent' }),
        messageLog({ id: 303, recipient_name: 'Failed Co', provider: 'whatsapp_cloud', status: 'failed', error: 'Bad number' }),
      ]),
    });
    renderApp('/messenger/logs');
    const rowOf = async (name: string) => (await screen.findByText(new RegExp(`^${name} ·`))).closest('tr')!;
    expect(within(await rowOf('Logged Co')).getByText('Logged only, not sent')).toBeTruthy();
    expect(within(await rowOf('Logged Co')).queryByText('Sent')).toBeNull();
    expect(within(await rowOf('Sent Co')).getByText('Sent')).toBeTruthy();
    expect(within(await rowOf('Failed Co')).getByText('Failed')).toBeTruthy();
    // No provider column beside it to contradict the status.
    expect(screen.queryByRole('columnheader', { name: 'Provider' })).toBeNull();
    expect(screen.queryByText('Log only (not sent)', { selector: 'td *, td' })).toBeNull();

    // The status filter asks by the same outcome.
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Logged only, not sent' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/messenger/logs' && request.query.get('outcome') === 'logged')).toBe(true),
    );
  });
});

describe('reading a CSV header in the browser', () => {
  it('keeps quoted commas and quotes, drops a byte order mark, reads `;` files too, and keeps a column without a header as one', () => {
    expect(readCsvTable('\uFEFFName,"Licence, no.","Say ""hi""",\r\nAcme,1,2\n').headers).toEqual(['Name', 'Licence, no.', 'Say "hi"', '']);
    expect(readCsvTable('Name;"Licence; no."\r\nAcme;1\n').headers).toEqual(['Name', 'Licence; no.']);
  });

  it('guesses a field from its name or a name spreadsheets use for it, letter case and spacing aside', () => {
    expect(fieldOfHeader(COMPANY_IMPORT_COLUMNS, 'TRADE LICENCE NUMBER')).toBe('trade_license_number');
    expect(fieldOfHeader(COMPANY_IMPORT_COLUMNS, 'trade-license-number')).toBe('trade_license_number');
    expect(fieldOfHeader(COMPANY_IMPORT_COLUMNS, 'Notes')).toBeNull();
  });
});
