// Lost updates on the client (docs/api.md "Versions"): an update carries the version it was based on
// as If-Match, and a 409 with the current record opens the one conflict dialog, whether the
// update came through react-admin's dataProvider (a generic edit) or a hand-written form.
// "Reload" refetches and starts the form again from the current record; "Cancel" keeps the
// user's typing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { crmBackground, lead } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

const STALE_MESSAGE = 'This record was changed by someone else since you opened it. Review the current version and try again.';
const OPENED_AT = '2026-03-01T09:00:00.000Z';
const CHANGED_AT = '2026-03-02T10:30:00.000Z';

const updates = (requests: SentRequest[], path: string) => requests.filter((request) => request.method === 'POST' && request.path === path);

describe('a lost update', () => {
  it('on a generic edit: sends If-Match, shows the current record, and Reload starts the form from it', async () => {
    const opened = { id: 4, name: 'VIP', color: '#1e88e5', leads_count: 2, created_at: OPENED_AT, updated_at: OPENED_AT };
    const current = { ...opened, name: 'VIP Gold', updated_at: CHANGED_AT };
    let stored = opened;
    signInAs('broker_admin');
    const requests = routeFetch({
      ...crmBackground(),
      'GET /api/crm/tags/4': () => jsonResponse({ data: stored }),
      'POST /api/crm/tags/4': () => {
        stored = current;
        return jsonResponse({ message: STALE_MESSAGE, data: current }, 409);
      },
    });
    renderApp('/crm/tags/4');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('VIP'));
    await user.clear(name);
    await user.type(name, 'VIP Plus');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(updates(requests, '/api/crm/tags/4')[0]!.headers['If-Match']).toBe(`"${Date.parse(OPENED_AT)}"`);
    expect(dialog.textContent).toContain('VIP Gold');
    // Each field under the label the tag's own screens give it, not its name in the API.
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Colour', 'Leads']);

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).toBeNull());
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('VIP Gold'));
  });

  it('on a hand-written form: Cancel keeps the typing, Reload shows the current lead', async () => {
    const current = lead({ phone: '+971 4 000 0000', updated_at: CHANGED_AT });
    let stored = lead({ updated_at: OPENED_AT });
    signInAs('broker');
    const requests = routeFetch({
      ...crmBackground(),
      'GET /api/crm/leads/11': () => jsonResponse({ data: stored }),
      'GET /api/crm/leads/11/history-items': { data: [], meta: { total: 0 } },
      'GET /api/crm/leads/11/activities': { data: [], meta: { total: 0 } },
      'POST /api/crm/leads/11': () => {
        stored = current;
        return jsonResponse({ message: STALE_MESSAGE, data: current }, 409);
      },
    });
    renderApp('/crm/leads/11');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '+971 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(within(dialog).getByRole('rowheader', { name: 'Full name' })).toBeTruthy();
    expect(within(dialog).getByRole('rowheader', { name: 'Phone' })).toBeTruthy();
    const sent = updates(requests, '/api/crm/leads/11')[0]!;
    expect(sent.headers['If-Match']).toBe(`"${Date.parse(OPENED_AT)}"`);
    expect(sent.query.get('_method')).toBe('PUT');
    expect(sent.json).toMatchObject({ updated_at: OPENED_AT });
    // The dialog says it; no second, notification-sized copy of the same message.
    expect(screen.queryByText(STALE_MESSAGE)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+971 50 123 4567');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+971 4 000 0000'));
  });
});
