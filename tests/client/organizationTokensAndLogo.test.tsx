import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiToken, organizationRecord, signInAs } from './support/organizationFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const sent = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);
const PLAIN = '9|m3CRkY5o2pYbVZkXh1nQzE7wPq4sT8uA6dF0gJlR';

function server(overrides: Record<string, unknown> = {}, record = organizationRecord()) {
  return routeFetch({ [`GET /api/auth/organizations/${record.id}`]: { data: record }, ...overrides });
}

describe('the API tokens tab', () => {
  it('lists the tokens with abilities and last use, and revokes one', async () => {
    signInAs('super_admin');
    const requests = server({
      'GET /api/auth/api-tokens/5': {
        data: [
          apiToken(),
          apiToken({ id: 10, name: 'Read-only', abilities: ['organizations.members.view'], last_used_at: '2026-02-01T10:00:00.000Z' }),
        ],
      },
      'POST /api/auth/api-tokens/5/10': { message: 'Revoked.' },
    });
    renderApp('/auth/organizations/5/api-tokens');
    const table = await screen.findByRole('table', { name: 'API tokens' });
    const row = within(table).getByText('Read-only').closest('tr')!;
    expect(within(row).getByText('organizations.members.view')).toBeTruthy();
    // Used, so only its expiry says "never".
    expect(within(row).getAllByText('never')).toHaveLength(1);
    expect(within(within(table).getByText('ERP sync').closest('tr')!).getByText('Everything (*)')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Revoke Read-only' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The token Read-only was revoked.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/auth/api-tokens/5/10')[0].query.get('_method')).toBe('DELETE');
  });

  it('creates a token and shows its plain text once, with a copy button', async () => {
    signInAs('super_admin');
    let tokens = [apiToken()];
    const requests = server({
      'GET /api/auth/api-tokens/5': () => jsonResponse({ data: tokens }),
      'POST /api/auth/api-tokens/5': (request: SentRequest) => {
        const created = apiToken({
          id: 11,
          name: String(request.json?.name),
          abilities: request.json?.abilities as string[],
          expires_at: '2031-01-01T00:00:00.000Z',
        });
        tokens = [...tokens, created];
        return jsonResponse({ data: { ...created, plain_text_token: PLAIN }, message: 'Created.' }, 201);
      },
    });
    renderApp('/auth/organizations/5/api-tokens');
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'New API token' });
    await user.type(within(form).getByLabelText('Name'), 'Website');
    await user.type(within(form).getByLabelText('Expires'), '2031-01-01');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Token Website' });
    expect((within(dialog).getByLabelText('Token') as HTMLInputElement).value).toBe(PLAIN);
    await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(PLAIN);
    expect(await screen.findByText('The token was copied.')).toBeTruthy();
    expect(sent(requests, 'POST', '/api/auth/api-tokens/5')[0].json).toMatchObject({
      name: 'Website',
      abilities: ['*'],
      expires_at: '2031-01-01',
      organization_id: 1,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await screen.findByRole('table', { name: 'API tokens' })).findByText('Website')).toBeTruthy();
    // Gone for good: nowhere on the page any more.
    expect(document.body.innerHTML).not.toContain(PLAIN);
  });

  it('offers abilities as * or the actions of the organization’s admin role', async () => {
    signInAs('super_admin');
    server({ 'GET /api/auth/api-tokens/20': { data: [] } }, organizationRecord({ id: 20, kind: 'broker', name: 'Marina Brokers' }));
    renderApp('/auth/organizations/20/api-tokens');
    const form = await screen.findByRole('region', { name: 'New API token' });
    await userEvent.setup().click(within(form).getByRole('combobox', { name: 'Abilities' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options[0]).toBe('Everything (*)');
    expect(options).toContain('crm.import');
    expect(options).not.toContain('inventory.manage');
    expect(options).not.toContain('organizations.api_tokens');
  });

  it('shows the name the server refused under its field', async () => {
    signInAs('super_admin');
    const message = 'The name field is required.';
    server({
      'GET /api/auth/api-tokens/5': { data: [] },
      'POST /api/auth/api-tokens/5': () => jsonResponse({ message, errors: { name: [message] } }, 422),
    });
    renderApp('/auth/organizations/5/api-tokens');
    const form = await screen.findByRole('region', { name: 'New API token' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Name'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the logo tab', () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

  it('shows the current logo from the authorized image route, never by linking the API', async () => {
    signInAs('developer_admin');
    const requests = server(
      {
        'GET /api/auth/organizations/5/logo': () =>
          new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'image/png' } }),
      },
      organizationRecord({ logo_url: '/api/auth/organizations/5/logo' }),
    );
    renderApp('/auth/organizations/5/logo');
    const logos = await screen.findAllByRole('img', { name: 'Logo of Skyline Builders' });
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([expect.stringMatching(/^blob:/), expect.stringMatching(/^blob:/)]);
    const logoCall = sent(requests, 'GET', '/api/auth/organizations/5/logo')[0];
    expect(logoCall.headers.Authorization).toBe('Bearer token-123');
    expect([...document.querySelectorAll('img')].filter((image) => image.getAttribute('src')?.startsWith('/api'))).toEqual([]);
  });

  it('previews a chosen image and uploads it as multipart field `logo`', async () => {
    signInAs('super_admin');
    const record = organizationRecord();
    const requests = server(
      {
        'POST /api/auth/organizations/5/upload-logo': {
          data: { ...record, logo_url: '/api/auth/organizations/5/logo' },
          message: 'Uploaded.',
        },
        'GET /api/auth/organizations/5/logo': () => new Response(new Uint8Array([1]), { headers: { 'Content-Type': 'image/png' } }),
      },
      record,
    );
    renderApp('/auth/organizations/5/logo');
    const user = userEvent.setup();
    expect(await screen.findByText('No logo yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload logo' }) as HTMLButtonElement).disabled).toBe(true);
    await user.upload(screen.getByLabelText('Choose an image'), png());
    expect((await screen.findByRole('img', { name: 'Preview of the chosen logo' })).getAttribute('src')).toMatch(/^blob:/);
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('The logo was uploaded.')).toBeTruthy();

    const upload = sent(requests, 'POST', '/api/auth/organizations/5/upload-logo')[0];
    expect(upload.form).toBeInstanceOf(FormData);
    expect((upload.form!.get('logo') as File).name).toBe('logo.png');
    expect(upload.form!.get('organization_id')).toBe('1');
    expect(upload.headers['Content-Type']).toBeUndefined();
  });

  it('removes the logo after confirmation', async () => {
    signInAs('super_admin');
    const record = organizationRecord({ logo_url: '/api/auth/organizations/5/logo' });
    const requests = server(
      {
        'GET /api/auth/organizations/5/logo': () => new Response(new Uint8Array([1]), { headers: { 'Content-Type': 'image/png' } }),
        'PATCH /api/auth/organizations/5/remove-logo': { data: { ...record, logo_url: null }, message: 'Removed.' },
      },
      record,
    );
    renderApp('/auth/organizations/5/logo');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The logo was removed.')).toBeTruthy();
    expect(sent(requests, 'PATCH', '/api/auth/organizations/5/remove-logo')).toHaveLength(1);
  });
});
