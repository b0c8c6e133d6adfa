import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { crmBackground, historyItem, lead, listOf, newLeadRoutes } from './support/crmFactories.ts';
import { routeFetch } from './support/fetchMock.ts';
import { inventoryBackground, projectDetail } from './support/inventoryFactories.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

describe('dates and amounts as people write them', () => {
  it('shows a list’s dates day-month-year, not in the browser’s US order', async () => {
    signInAs('developer_admin');
    routeFetch({
      ...crmBackground(),
      ...inventoryBackground(),
      'GET /api/inventory/projects': listOf([projectDetail({ handover_date: '2027-12-31' })]),
    });
    renderApp('/inventory/projects');
    const row = (await screen.findByText('Marina Heights')).closest('tr')!;
    expect(within(row).getByText('31 Dec 2027')).toBeTruthy();
    expect(within(row).queryByText('12/31/2027')).toBeNull();
  });

  it('groups an amount’s thousands as it is typed, and still sends minor units', async () => {
    signInAs('broker');
    const requests = routeFetch(newLeadRoutes());
    renderApp('/crm/leads/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Sara Al Nuaimi');
    await user.type(screen.getByLabelText('Email'), 'sara@example.test');
    const minimum = screen.getByLabelText('Minimum budget') as HTMLInputElement;
    await user.type(minimum, '1500000');
    expect(minimum.value).toBe('1,500,000');
    const maximum = screen.getByLabelText('Maximum budget') as HTMLInputElement;
    await user.type(maximum, '2250000.5');
    expect(maximum.value).toBe('2,250,000.5');
    // A digit typed in the middle lands where it was typed, and the groups follow.
    maximum.setSelectionRange(1, 1);
    await user.type(maximum, '1', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(maximum.value).toBe('21,250,000.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/crm/leads')).toBe(true));
    expect(requests.find((request) => request.method === 'POST' && request.path === '/api/crm/leads')!.json).toMatchObject({
      budget_min: 150_000_000,
      budget_max: 2_125_000_050,
    });
  });

  it('shows a lead’s budgets as amounts, on its page and in its timeline', async () => {
    signInAs('broker');
    routeFetch({
      ...crmBackground(),
      'GET /api/crm/leads/11': { data: lead({ budget_min: 150_000_000, budget_max: 200_000_050 }) },
      'GET /api/crm/leads/11/history-items': listOf([
        historyItem({ id: 2, kind: 'field_changed', field: 'budget_min', old_value: 100_000_000, new_value: 150_000_000 }),
      ]),
      'GET /api/crm/leads/11/activities': listOf([]),
    });
    renderApp('/crm/leads/11');
    expect(((await screen.findByLabelText('Minimum budget')) as HTMLInputElement).value).toBe('1,500,000');
    expect((screen.getByLabelText('Maximum budget') as HTMLInputElement).value).toBe('2,000,000.50');
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(timeline.textContent).toContain('AED\u00a01,000,000');
    expect(timeline.textContent).toContain('AED\u00a01,500,000');
  });
});
