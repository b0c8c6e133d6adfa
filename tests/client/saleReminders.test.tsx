// Payment reminders on screen (docs/api.md "Payment reminders"): the developer admin's settings on
// his organization's page, saved whole (a sale's reminders: tests/client/sales.test.tsx).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crmBackground } from './support/crmFactories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { inventoryBackground } from './support/inventoryFactories.ts';
import { organizationRecord, SKYLINE_ID, signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

describe('payment reminders', () => {
  it('are set by the developer admin on his organization’s page and saved whole', async () => {
    signInAs('developer_admin');
    const record = organizationRecord();
    const requests = routeFetch({
      ...crmBackground(),
      ...inventoryBackground(),
      [`GET /api/auth/organizations/${record.id}`]: { data: record },
      'GET /api/sales/fee-defaults': { data: { currency: 'AED', fees: [] } },
      'GET /api/sales/reminder-settings': { data: { enabled: false, provider: 'log', steps: [-7, 0], providers: ['log'] } },
      // A PUT travels as a POST with the method override (docs/api.md "Method override").
      'POST /api/sales/reminder-settings': () =>
        jsonResponse({ data: { enabled: true, provider: 'log', steps: [-7, 5], providers: ['log'] }, message: 'Reminder settings saved.' }),
    });
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    // The first screen of the file loads the app's chunks: a wider wait than the default.
    const section = await screen.findByRole('region', { name: 'Payment reminders' }, { timeout: 15_000 });
    fireEvent.click(within(section).getByLabelText('Send payment reminders'));
    const steps = within(section).getAllByLabelText('Days from the due date') as HTMLInputElement[];
    expect(steps.map((input) => input.value)).toEqual(['-7', '0']);
    fireEvent.change(steps[1]!, { target: { value: '5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save reminders' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === '/api/sales/reminder-settings')).toBe(true),
    );
    expect(requests.find((request) => request.method === 'POST' && request.path === '/api/sales/reminder-settings')!.json).toMatchObject({
      enabled: true,
      provider: 'log',
      steps: [-7, 5],
    });
  }, 30_000);
});
