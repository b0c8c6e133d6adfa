import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { crmBackground } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { buildingDetail, imageResponse, inventoryBackground, projectDetail, unitAvailability } from './support/inventoryFactories.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';
import { expectEvery } from '../support/expect-every.ts';
import { keepAllStyles } from './support/visibilityStyles.ts';

// Reads computed styles beyond visibility (see support/visibilityStyles.ts).
keepAllStyles();

function row(number: number) {
  return screen.getByRole('group', { name: `Installment ${number}` });
}

async function chooseDueType(user: ReturnType<typeof userEvent.setup>, number: number, label: string) {
  await user.click(within(row(number)).getByRole('combobox', { name: 'Due' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Typing a whole value at once: the editor re-renders per key, and the suite is the slow part of CI. */
function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

function editorServer() {
  return routeFetch({
    ...crmBackground(),
    ...inventoryBackground(),
    'GET /api/inventory/buildings/31': { data: buildingDetail() },
    'POST /api/inventory/buildings/31/payment-plans': () => jsonResponse({ data: {}, message: 'Saved.' }, 201),
  });
}

/** Three rows: 20 % on booking, 40 % at 50 % construction, and `last` % on handover. */
async function fillPlan(user: ReturnType<typeof userEvent.setup>, last: string) {
  fill(await screen.findByLabelText('Plan name'), 'Standard');
  fill(within(row(1)).getByLabelText('Label'), 'Booking');
  fill(within(row(1)).getByLabelText('Percentage'), '20');
  await user.click(screen.getByRole('button', { name: 'Add installment' }));
  fill(within(row(2)).getByLabelText('Label'), 'Construction');
  fill(within(row(2)).getByLabelText('Percentage'), '40');
  await chooseDueType(user, 2, 'At construction progress');
  fill(within(row(2)).getByLabelText('Construction %'), '50');
  await user.click(screen.getByRole('button', { name: 'Add installment' }));
  fill(within(row(3)).getByLabelText('Label'), 'Handover');
  fill(within(row(3)).getByLabelText('Percentage'), last);
  await chooseDueType(user, 3, 'On handover');
}

const isPlanPost = (request: SentRequest) => request.method === 'POST' && request.path === '/api/inventory/buildings/31/payment-plans';

describe('the payment plan editor', () => {
  it('totals live and shows the 90 % error on the installments without sending anything', async () => {
    signInAs('developer_admin');
    const requests = editorServer();
    renderApp('/inventory/buildings/31/building-payment-plan');
    const user = userEvent.setup();
    await fillPlan(user, '30');
    // On booking and on handover need no due value: their rows have no such field.
    for (const number of [1, 3]) {
      expect(within(row(number)).queryByLabelText('Months')).toBeNull();
      expect(within(row(number)).queryByLabelText('Construction %')).toBeNull();
    }

    const total = screen.getByTestId('installments-total');
    expect(total.textContent).toBe('Total: 90 %');
    const red = getComputedStyle(total).color;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The installments must add up to exactly 100% (they add up to 90%).');
    expect(requests.some(isPlanPost)).toBe(false);

    fill(within(row(3)).getByLabelText('Percentage'), '40');
    expect(total.textContent).toBe('Total: 100 %');
    expect(getComputedStyle(total).color).not.toBe(red);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('previews a 90 % installment as 90 % of the price, with the 10 % not yet scheduled', async () => {
    signInAs('developer_admin');
    editorServer();
    renderApp('/inventory/buildings/31/building-payment-plan');
    fill(await screen.findByLabelText('Plan name'), 'Standard');
    fill(within(row(1)).getByLabelText('Label'), 'Booking');
    fill(within(row(1)).getByLabelText('Percentage'), '90');
    // The default sample price is AED 1,000,000.
    const table = screen.getByRole('table', { name: 'Schedule on a sample price' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('AED\u00a0900,000');
    expect(table.textContent).not.toContain('1,000,000');
    expect(screen.getByRole('note').textContent).toBe('10 % (AED\u00a0100,000) not yet scheduled');

    fill(within(row(1)).getByLabelText('Percentage'), '100');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('AED\u00a01,000,000');
    expect(screen.queryByRole('note')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Add installment' }));
    fill(within(row(2)).getByLabelText('Label'), 'Handover');
    fill(within(row(2)).getByLabelText('Percentage'), '20');
    // The table is redrawn once the new row is complete.
    const over = screen.getByRole('table', { name: 'Schedule on a sample price' });
    expect(within(over).getAllByRole('row')[2]!.textContent).toContain('AED\u00a0200,000');
    expect(screen.getByRole('note').textContent).toBe('20 % (AED\u00a0200,000) scheduled past the price');

    // The sample price groups its thousands as it is typed, and the schedule follows it.
    const sample = screen.getByLabelText('Sample price (AED)') as HTMLInputElement;
    expect(sample.value).toBe('1,000,000');
    fill(sample, '2000000');
    expect(sample.value).toBe('2,000,000');
    expect(within(over).getAllByRole('row')[2]!.textContent).toContain('AED\u00a0400,000');
  });

  it('saves a valid 20/40/40 plan with the body the server expects, after previewing its schedule', async () => {
    signInAs('developer_admin');
    const requests = editorServer();
    renderApp('/inventory/buildings/31/building-payment-plan');
    const user = userEvent.setup();
    await fillPlan(user, '40');
    // The schedule on the default sample price of AED 1,000,000.
    expect(screen.getByRole('table', { name: 'Schedule on a sample price' }).textContent).toContain('AED\u00a0200,000');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some(isPlanPost)).toBe(true));
    expect(requests.find(isPlanPost)!.json).toMatchObject({
      name: 'Standard',
      installments: [
        { label: 'Booking', percentage: 20, due_type: 'on_booking', due_value: null },
        { label: 'Construction', percentage: 40, due_type: 'construction_percent', due_value: 50 },
        { label: 'Handover', percentage: 40, due_type: 'on_handover', due_value: null },
      ],
    });
  });
});

describe('a project’s page', () => {
  function server() {
    return routeFetch({
      ...crmBackground(),
      ...inventoryBackground(),
      'GET /api/inventory/projects/21': { data: projectDetail() },
      'GET /api/inventory/images/301/thumbnail': () => imageResponse(),
      'GET /api/inventory/images/302/thumbnail': () => imageResponse(),
    });
  }

  it('shows its tabs to a developer admin, with the gallery in order and its management', async () => {
    signInAs('developer_admin');
    server();
    renderApp('/inventory/projects/21');
    await screen.findByRole('heading', { name: 'Marina Heights', level: 1 });
    const tabs = within(screen.getByRole('tablist', { name: 'Sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Gallery',
      'Floor plates',
      'PDF images',
      'Logos',
      'Amenities',
      '360 media',
      'Videos',
      'Embed',
    ]);
    screen.getByText('RERA-1234');
    expect(screen.getByRole('link', { name: 'Open in map' }).getAttribute('href')).toContain('mlat=25.08');

    await userEvent.setup().click(tabs.getByRole('tab', { name: 'Gallery' }));
    const gallery = await screen.findByRole('list', { name: 'Gallery order' });
    expect(
      within(gallery)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['photo-301.png', 'photo-302.png']);
    screen.getByRole('button', { name: 'Upload gallery images' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move photo-301.png later' }).disabled).toBe(false);
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(2));
  });

  it('shows a developer the project without any management', async () => {
    signInAs('developer');
    server();
    renderApp('/inventory/projects/21/gallery');
    await screen.findByRole('heading', { name: 'Marina Heights', level: 1 });
    expect(screen.queryByRole('tab', { name: 'Embed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload gallery images' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});

describe('a project’s public page', () => {
  it('renders what the token answers without any token of the viewer, and "not available" otherwise', async () => {
    signInAs('developer_admin');
    const requests = routeFetch({
      'GET /api/embed/projects/good-token': {
        data: {
          name: 'Marina Heights',
          developer_name: 'Skyline Builders',
          show: { facts: true, description: false, gallery: false, availability: true },
          facts: { city: 'Dubai', community: 'Dubai Marina', status: 'ready', handover_date: null },
          availability: {
            buildings: 1,
            floors: 30,
            building_list: [{ name: 'Tower A', floors: 30, status: 'ready', handover_date: null }],
            units: unitAvailability({ available: 12, sold: 8, total: 20 }),
          },
        },
      },
    });
    const view = renderApp('/embed/projects/good-token');
    await screen.findByRole('heading', { name: 'Marina Heights', level: 1 });
    screen.getByText('1 buildings, 30 floors');
    screen.getByText('Tower A');
    screen.getByText('12 of 20 units available');
    expect(screen.queryByRole('navigation')).toBeNull();
    view.unmount();

    renderApp('/embed/projects/unknown-token');
    await screen.findByText('This project page is not available.');
    const embedCalls = requests.filter((request) => request.path.startsWith('/api/embed/'));
    expect(embedCalls).toHaveLength(2);
    expectEvery(embedCalls, (request) => !request.headers.Authorization);
  });
});
