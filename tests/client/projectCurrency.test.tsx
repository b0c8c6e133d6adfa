// Money per currency in the inventory screens (docs/domain.md "Money"): the project form's
// currency select, and a KWD unit's page and price form in fils of a thousand.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { crmBackground, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { inventoryBackground, projectDetail } from './support/inventoryFactories.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';
import { unitRow } from './support/saleOfferFactories.ts';
import { unit, unitPlan } from './support/unitFactories.ts';

const sent = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

const kwdUnit = unit({ currency: 'KWD', price: 1_800_500, price_per_sqft: 1_500, service_charge: 2_250 });
const kwdPlan = unitPlan({
  currency: 'KWD',
  price: 1_800_500,
  total: 1_800_500,
  installments: [
    { label: 'Booking', percentage: 33.33, due_type: 'on_booking', due_value: null, amount: 600_106, due_date: '2026-03-01' },
    { label: 'Construction', percentage: 33.33, due_type: 'construction_percent', due_value: 50, amount: 600_106, due_date: null },
    { label: 'Handover', percentage: 33.34, due_type: 'on_handover', due_value: null, amount: 600_288, due_date: '2027-12-31' },
  ],
});

function server(routes: Record<string, unknown> = {}) {
  return routeFetch({
    ...crmBackground(),
    ...inventoryBackground(),
    'GET /api/inventory/buildings/options': { data: [] },
    'GET /api/auth/organizations': { data: [], meta: { total: 0 } },
    'GET /api/inventory/units/41': { data: kwdUnit },
    'GET /api/inventory/units/41/plans': { data: [kwdPlan] },
    ...routes,
  });
}

describe('a project’s currency', () => {
  it('is chosen in the project form and sent with the edit', async () => {
    signInAs('developer_admin');
    const requests = server({
      'GET /api/inventory/projects/21': { data: projectDetail({ currency: 'AED' }) },
      'POST /api/inventory/projects/21': (request: SentRequest) =>
        jsonResponse({ data: projectDetail({ currency: String(request.json?.currency) }), message: 'Project updated.' }),
    });
    renderApp('/inventory/projects/21/edit');
    const select = await screen.findByRole('combobox', { name: 'Currency' });
    const user = userEvent.setup();
    await user.click(select);
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['AED', 'SAR', 'KWD', 'BHD', 'OMR', 'JPY']));
    await user.click(screen.getByRole('option', { name: 'KWD' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(requests, 'POST', '/api/inventory/projects/21')).toHaveLength(1));
    expect(sent(requests, 'POST', '/api/inventory/projects/21')[0].json).toMatchObject({ currency: 'KWD', name: 'Marina Heights' });
  });
});

describe('a KWD unit', () => {
  it('shows its price, service charge and plan schedule with 3 decimals', async () => {
    signInAs('developer_admin');
    server();
    renderApp('/inventory/units/41');
    await screen.findByRole('heading', { name: 'Unit 1203', level: 1 });
    expect(document.body.textContent).toContain('KWD\u00a01,800.500');
    expect(document.body.textContent).toContain('KWD\u00a02.250');
    const plan = await screen.findByRole('table', { name: '20/40/40' });
    expect(plan.textContent).toContain('KWD\u00a0600.106');
    expect(plan.textContent).toContain('KWD\u00a0600.288');
    expect(plan.textContent).not.toContain('AED');
  });

  it('takes a price in KWD with fils, sent in minor units of a thousand', async () => {
    signInAs('super_admin_sales_manager');
    const requests = server({
      'PATCH /api/inventory/units/41/price': () => jsonResponse({ data: unit({ ...kwdUnit, price: 1_750_125 }) }),
    });
    renderApp('/inventory/units/41/edit');
    const form = await screen.findByRole('form', { name: 'Status and price' });
    const price = within(form).getByRole('textbox', { name: 'Price (KWD)' }) as HTMLInputElement;
    expect(price.value).toBe('1,800.500');
    fireEvent.change(price, { target: { value: '1750.125' } });
    expect(price.value).toBe('1,750.125');
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(requests, 'PATCH', '/api/inventory/units/41/price')).toHaveLength(1));
    expect(sent(requests, 'PATCH', '/api/inventory/units/41/price')[0].json).toMatchObject({ price: 1_750_125 });
  });
});

describe('the units list’s price filter', () => {
  it('is typed in the currency of the project filtered on, and sent in its minor units', async () => {
    signInAs('developer_admin');
    const requests = server({
      'GET /api/inventory/projects/21': { data: projectDetail({ currency: 'KWD' }) },
      'GET /api/inventory/projects/options': { data: [{ value: 21, label: 'Marina Heights' }] },
      'GET /api/inventory/units': listOf([unitRow({ currency: 'KWD', price: 1_800_500 })]),
    });
    renderApp(`/inventory/units?filter=${encodeURIComponent(JSON.stringify({ project_id: 21 }))}`);
    await waitFor(() => expect(document.body.textContent).toContain('KWD\u00a01,800.500'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Price from' }));
    const from = (await screen.findByRole('textbox', { name: 'Price from (KWD)' })) as HTMLInputElement;
    fireEvent.change(from, { target: { value: '1000.5' } });
    expect(from.value).toBe('1,000.5');
    await waitFor(() => {
      const last = sent(requests, 'GET', '/api/inventory/units').at(-1)!;
      expect(last.query.get('price_min')).toBe('1000500');
    });
  });
});
