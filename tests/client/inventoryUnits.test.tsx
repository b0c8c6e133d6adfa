import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { crmBackground } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { buildingDetail, inventoryBackground, paymentPlan } from './support/inventoryFactories.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';
import { availabilityMatrix, bulkPreview, unit, unitPlan } from './support/unitFactories.ts';

const sent = (requests: SentRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);

function unitServer(routes: Record<string, unknown> = {}) {
  return routeFetch({
    ...crmBackground(),
    ...inventoryBackground(),
    'GET /api/inventory/buildings/options': { data: [] },
    'GET /api/inventory/units/41': { data: unit() },
    'GET /api/inventory/units/41/plans': { data: [unitPlan()] },
    ...routes,
  });
}

describe('a unit’s page', () => {
  it('offers only the allowed next statuses, and explains a 409 and reloads the unit', async () => {
    signInAs('developer_admin');
    const requests = unitServer({
      'PATCH /api/inventory/units/41/status': () => jsonResponse({ message: 'The unit is no longer available.' }, 409),
    });
    renderApp('/inventory/units/41');
    await screen.findByRole('heading', { name: 'Unit 1203', level: 1 });
    // The plan's installments on the unit's price, with their due dates.
    const plan = await screen.findByRole('table', { name: '20/40/40' });
    expect(plan.textContent).toContain('AED\u00a0360,000');
    expect(plan.textContent).toContain('31 Dec 2027');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'New status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Reserved', 'Booked', 'Blocked']);
    await user.click(screen.getByRole('option', { name: 'Booked' }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));

    await screen.findByText(/Someone else changed this unit’s status first/);
    expect(sent(requests, 'PATCH', '/api/inventory/units/41/status')[0].json).toMatchObject({ status: 'booked' });
    await waitFor(() => expect(sent(requests, 'GET', '/api/inventory/units/41').length).toBeGreaterThan(1));
  });

  it('gives the sales manager a status and price form only, sending the price in minor units', async () => {
    signInAs('super_admin_sales_manager');
    const requests = unitServer({
      'GET /api/auth/organizations': { data: [], meta: { total: 0 } },
      'PATCH /api/inventory/units/41/price': () => jsonResponse({ data: unit({ price: 175_000_000 }) }),
    });
    renderApp('/inventory/units/41/edit');
    const form = await screen.findByRole('form', { name: 'Status and price' });
    // Two fields and nothing else: the status (now and its allowed next ones) and the price.
    expect(within(form).getAllByRole('combobox')).toEqual([within(form).getByRole('combobox', { name: 'Status' })]);
    // The price is the one text input, its thousands grouped.
    const price = within(form).getByRole('textbox', { name: 'Price (AED)' }) as HTMLInputElement;
    expect(within(form).getAllByRole('textbox')).toEqual([price]);
    expect(price.value).toBe('1,800,000');
    expect(screen.queryByLabelText(/Unit number|Floor|Internal area/)).toBeNull();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('combobox', { name: 'Status' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Available', 'Reserved', 'Booked', 'Blocked']);
    await user.keyboard('{Escape}');

    fireEvent.change(price, { target: { value: '1750000' } });
    expect(price.value).toBe('1,750,000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(requests, 'PATCH', '/api/inventory/units/41/price')).toHaveLength(1));
    expect(sent(requests, 'PATCH', '/api/inventory/units/41/price')[0].json).toMatchObject({
      price: 175_000_000,
      updated_at: unit().updated_at,
    });
    expect(sent(requests, 'PATCH', '/api/inventory/units/41/status')).toHaveLength(0);
    expect(await screen.findByText('Unit updated')).toBeTruthy();
  });
});

describe('a building’s units', () => {
  function buildingServer(routes: Record<string, unknown> = {}) {
    return unitServer({
      'GET /api/inventory/buildings/31': { data: buildingDetail({ payment_plans: [paymentPlan()] }) },
      'GET /api/inventory/buildings/31/availability': { data: availabilityMatrix() },
      ...routes,
    });
  }

  it('previews a bulk creation in a table before saving it all at once', async () => {
    signInAs('developer_admin');
    const requests = buildingServer({
      'POST /api/inventory/buildings/31/units/bulk': (request: SentRequest) =>
        request.json?.preview
          ? jsonResponse({ data: bulkPreview(false) })
          : jsonResponse({ data: bulkPreview(true), message: 'Created.' }, 201),
    });
    const view = renderApp('/inventory/buildings/31/bulk-units');
    const form = await screen.findByRole('form', { name: 'Add units in bulk' });
    const field = (name: string) => within(form).getByRole('spinbutton', { name });
    fireEvent.change(field('To floor'), { target: { value: '2' } });
    fireEvent.change(field('Units per floor'), { target: { value: '2' } });
    fireEvent.change(field('Internal area (sq ft)'), { target: { value: '750' } });
    // Amounts are text inputs that group thousands as they are typed.
    const amount = (name: string) => within(form).getByRole('textbox', { name }) as HTMLInputElement;
    fireEvent.change(amount('Base price (AED)'), { target: { value: '1000000' } });
    expect(amount('Base price (AED)').value).toBe('1,000,000');
    fireEvent.change(amount('Price step per floor (AED)'), { target: { value: '5000' } });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Units to create' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(table.textContent).toContain('201');
    const bulkCalls = () => sent(requests, 'POST', '/api/inventory/buildings/31/units/bulk');
    expect(bulkCalls()[0].json).toMatchObject({
      floor_from: 1,
      floor_to: 2,
      units_per_floor: 2,
      numbering_pattern: '{floor}{index:02}',
      internal_area: 750,
      base_price: 100_000_000,
      price_step_per_floor: 500_000,
      preview: true,
    });

    await user.click(screen.getByRole('button', { name: 'Create 4 units' }));
    await waitFor(() => expect(bulkCalls()).toHaveLength(2));
    expect(bulkCalls()[1].json).toMatchObject({ preview: false, base_price: 100_000_000 });
    await waitFor(() => expect(view.pathname()).toBe('/inventory/buildings/31/availability'));
  });

  it('labels each cell with what the unit is in full, never cut short', async () => {
    signInAs('developer');
    const cell = (id: number, unit_number: string, type: 'apartment' | 'penthouse' | 'office', bedrooms: number) => ({
      id,
      unit_number,
      floor: 12,
      type,
      bedrooms,
      price: 180_000_000,
      status: 'available' as const,
    });
    buildingServer({
      'GET /api/inventory/buildings/31/availability': {
        data: availabilityMatrix({
          floors: [
            {
              floor: 12,
              units: [
                cell(41, '1201', 'apartment', 2),
                cell(43, '1202', 'apartment', 0),
                cell(44, '1203', 'penthouse', 4),
                cell(45, '1204', 'office', 0),
              ],
            },
          ],
        }),
      },
    });
    renderApp('/inventory/buildings/31/availability');
    const matrix = await screen.findByRole('grid', { name: 'Availability of Tower A' });
    const cells = within(matrix).getAllByRole('gridcell');
    expect(cells.map((gridCell) => gridCell.querySelector('.MuiTypography-caption')?.textContent)).toEqual([
      '2 BR Apartment',
      'Studio',
      '4 BR Penthouse',
      'Office',
    ]);
    // The label wraps in the space the panel gives it instead of being cut to a few letters.
    expect(matrix.querySelector('.MuiTypography-noWrap')).toBeNull();
  });

  it('shows the availability matrix with its legend, and a cell opens its unit', async () => {
    signInAs('developer');
    buildingServer();
    const view = renderApp('/inventory/buildings/31/availability');
    const matrix = await screen.findByRole('grid', { name: 'Availability of Tower A' });
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Sold: 1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add units in bulk' })).toBeNull();

    await userEvent
      .setup()
      .click(within(matrix).getByRole('link', { name: 'Unit 1203, Available, Apartment, 2 bedrooms, AED\u00a01,800,000' }));
    await waitFor(() => expect(view.pathname()).toBe('/inventory/units/41'));
    await screen.findByRole('heading', { name: 'Unit 1203', level: 1 });
    // A developer sees the unit and changes nothing.
    expect(screen.queryByRole('combobox', { name: 'New status' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
