import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contract, document as organizationDocument, organizationRecord, signInAs } from './support/organizationFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const sent = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function server(overrides: Record<string, unknown> = {}) {
  return routeFetch({ 'GET /api/auth/organizations/5': { data: organizationRecord() }, ...overrides });
}

/** Records the names of the files the page hands to the browser to save. */
function spyOnSaves(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

function fileResponse(name: string, type = 'application/pdf') {
  return () =>
    new Response(new TextEncoder().encode('%PDF-1.4'), {
      headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
    });
}

describe('the documents tab', () => {
  it('uploads a document as multipart with its type, name, file and expiry', async () => {
    signInAs('developer_admin');
    const requests = server({
      'GET /api/auth/organizations/5/documents': { data: [] },
      'POST /api/auth/organizations/5/documents': {
        data: organizationDocument({ id: 32, type: 'additional', name: 'Profile' }),
        message: 'Uploaded.',
      },
    });
    renderApp('/auth/organizations/5/documents');
    const form = await screen.findByRole('region', { name: 'Upload a document' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Additional document' }));
    await user.type(within(form).getByLabelText('Name *'), 'Profile');
    await user.type(within(form).getByLabelText('Expires'), '2030-12-31');
    // Without a file the form says so before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('Choose a file.')).toBeTruthy();
    await user.upload(within(form).getByLabelText('File'), pdf('profile.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Profile was uploaded.')).toBeTruthy();

    const upload = sent(requests, 'POST', '/api/auth/organizations/5/documents');
    expect(upload).toHaveLength(1);
    const body = upload[0].form!;
    expect(body.get('type')).toBe('additional');
    expect(body.get('name')).toBe('Profile');
    expect(body.get('expires_at')).toBe('2030-12-31');
    expect((body.get('file') as File).name).toBe('profile.pdf');
    expect(body.get('organization_id')).toBe('5');
  });

  it('downloads, replaces and deletes a document', async () => {
    signInAs('super_admin');
    const saved = spyOnSaves();
    const requests = server({
      'GET /api/auth/organizations/5/documents': { data: [organizationDocument()] },
      'GET /api/auth/documents/31': fileResponse('letter.pdf'),
      'POST /api/auth/documents/31': { message: 'Done.' },
    });
    renderApp('/auth/organizations/5/documents');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Documents' });
    await user.click(within(table).getByRole('button', { name: 'Download Bank confirmation letter' }));
    await waitFor(() => expect(saved).toEqual(['letter.pdf']));

    await user.upload(within(table).getByLabelText('New file for Bank confirmation letter'), pdf('letter-2026.pdf'));
    expect(await screen.findByText('The file of Bank confirmation letter was replaced.')).toBeTruthy();
    const replace = sent(requests, 'POST', '/api/auth/documents/31')[0];
    expect(replace.query.get('_method')).toBe('PUT');
    expect((replace.form!.get('file') as File).name).toBe('letter-2026.pdf');

    await user.click(within(table).getByRole('button', { name: 'Delete Bank confirmation letter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bank confirmation letter was deleted.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/auth/documents/31').at(-1)!.query.get('_method')).toBe('DELETE');
  });

  it('lets the sales manager only download', async () => {
    signInAs('super_admin_sales_manager');
    const saved = spyOnSaves();
    server({
      'GET /api/auth/organizations/5/documents': { data: [organizationDocument()] },
      'GET /api/auth/documents/31': fileResponse('letter.pdf'),
    });
    renderApp('/auth/organizations/5/documents');
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).queryByRole('button', { name: /Replace/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Upload a document' })).toBeNull();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Download Bank confirmation letter' }));
    await waitFor(() => expect(saved).toEqual(['letter.pdf']));
  });

  it('shows the server’s refusal of a file under the file field', async () => {
    signInAs('developer_admin');
    const message = 'The file must be a PDF, JPEG or PNG.';
    server({
      'GET /api/auth/organizations/5/documents': { data: [] },
      'POST /api/auth/organizations/5/documents': () => jsonResponse({ message, errors: { file: [message] } }, 422),
    });
    renderApp('/auth/organizations/5/documents');
    const form = await screen.findByRole('region', { name: 'Upload a document' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Name *'), 'Profile');
    await user.upload(within(form).getByLabelText('File'), pdf('profile.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText(message)).toBeTruthy();
  });
});

describe('the contracts tab', () => {
  const templates = {
    data: [
      { id: 1, name: 'Developer listing agreement', kind: 'developer', default_commission_percent: 2, default_duration_months: 12 },
      { id: 2, name: 'Broker partnership agreement', kind: 'broker', default_commission_percent: 1.5, default_duration_months: 12 },
    ],
  };

  it('creates a contract from a template of the organization’s kind, with its default commission', async () => {
    signInAs('super_admin');
    const requests = server({
      'GET /api/contracts/5': { data: [] },
      'GET /api/contracts/templates': templates,
      'POST /api/contracts/5': { data: contract(), message: 'Created.' },
    });
    renderApp('/auth/organizations/5/contracts');
    const form = await screen.findByRole('region', { name: 'New contract' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('combobox', { name: 'Template' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Developer listing agreement']);
    await user.click(screen.getByRole('option', { name: 'Developer listing agreement' }));
    expect((within(form).getByLabelText('Commission (%)') as HTMLInputElement).value).toBe('2');
    await user.type(within(form).getByLabelText('Start'), '2026-01-01');
    await user.click(within(form).getByRole('button', { name: 'Create contract' }));
    expect(await screen.findByText('The contract was created.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/contracts/5')[0].json).toMatchObject({
      template_id: 1,
      start_date: '2026-01-01',
      end_date: null,
      commission_percent: 2,
    });
  });

  it('downloads a contract’s PDF and renews it from the day after it ends', async () => {
    signInAs('super_admin');
    const saved = spyOnSaves();
    const requests = server({
      'GET /api/contracts/5': { data: [contract(), contract({ id: 40, number: 'CT-2025-0009', status: 'renewed' })] },
      'GET /api/contracts/templates': templates,
      'GET /api/contracts/download/41': fileResponse('CT-2026-0001.pdf'),
      'POST /api/contracts/renew/41': { data: contract({ id: 42, number: 'CT-2027-0001' }), message: 'Renewed.' },
    });
    renderApp('/auth/organizations/5/contracts');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Contracts' });
    // A contract renewed already is not offered for renewal again.
    expect(within(table).queryByRole('button', { name: 'Renew contract CT-2025-0009' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Download contract CT-2026-0001 as PDF' }));
    await waitFor(() => expect(saved).toEqual(['CT-2026-0001.pdf']));

    await user.click(within(table).getByRole('button', { name: 'Renew contract CT-2026-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew contract CT-2026-0001' });
    expect((within(dialog).getByLabelText('Start') as HTMLInputElement).value).toBe('2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('Contract CT-2026-0001 was renewed.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/contracts/renew/41')[0].json).toMatchObject({ start_date: '2027-01-01', end_date: null });
  });

  it('shows an organization’s admin his contracts without create or renew, and asks for no templates', async () => {
    signInAs('developer_admin');
    const requests = server({ 'GET /api/contracts/5': { data: [contract()] } });
    renderApp('/auth/organizations/5/contracts');
    const table = await screen.findByRole('table', { name: 'Contracts' });
    expect(within(table).getByRole('button', { name: 'Download contract CT-2026-0001 as PDF' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Renew/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'New contract' })).toBeNull();
    expect(sent(requests, 'GET', '/api/contracts/templates')).toHaveLength(0);
  });
});
