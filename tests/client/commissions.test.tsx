// The commissions screens (docs/api.md "Commissions"): the list with the developer admin's
// approve and mark-paid steps (read only for a sales manager), and the settings on the
// organization's page (trigger and rates, saved whole).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CommissionListItem, CommissionSettings } from '../../src/shared/commissions.ts';
import { crmBackground, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { inventoryBackground } from './support/inventoryFactories.ts';
import { organizationRecord, SKYLINE_ID, signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

function line(overrides: Partial<CommissionListItem> = {}): CommissionListItem {
  return {
    id: 3,
    organization_id: SKYLINE_ID,
    developer_name: 'Skyline Builders',
    sale_id: 77,
    unit_id: 41,
    unit_number: '1203',
    project_id: 21,
    project_name: 'Marina Heights',
    buyer_name: 'Amira Haddad',
    seller_type: 'agency',
    seller_name: 'Gulf Homes',
    rate_hundredths: 250,
    base_amount: 170_000_000,
    amount: 4_250_000,
    currency: 'AED',
    status: 'pending',
    trigger: 'booking',
    reached_on: '2026-03-01',
    created_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

const background = () => ({ ...crmBackground(), ...inventoryBackground() });

describe('the commissions list', () => {
  it('lists the lines and lets the developer admin approve a pending one', async () => {
    signInAs('developer_admin');
    const requests = routeFetch({
      ...background(),
      'GET /api/commissions': listOf([line(), line({ id: 4, sale_id: 78, unit_number: '1204', status: 'approved' })]),
      'POST /api/commissions/3/approve': () => jsonResponse({ data: { ...line(), status: 'approved' }, message: 'Commission approved.' }),
    });
    renderApp('/commissions');
    expect((await screen.findAllByText('Outside agency · Gulf Homes')).length).toBe(2);
    expect(screen.getAllByText('2.5 %')).toHaveLength(2);
    const first = requests.find((request) => request.path === '/api/commissions')!;
    expect(first.query.get('sort')).toBe('reached_on');
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === '/api/commissions/3/approve')).toBe(true),
    );
    expect(await screen.findByText('Commission approved')).toBeTruthy();
  }, 30_000);

  it('is read only for a sales manager, and refused to a developer', async () => {
    signInAs('super_admin_sales_manager');
    routeFetch({ ...background(), 'GET /api/commissions': listOf([line()]) });
    const { unmount } = renderApp('/commissions');
    expect(await screen.findByText('Outside agency · Gulf Homes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    unmount();
    signInAs('developer');
    routeFetch({ ...background() });
    renderApp('/commissions');
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
  }, 30_000);
});

describe('the commission settings', () => {
  it('are edited on the developer admin’s organization page and saved whole', async () => {
    signInAs('developer_admin');
    const record = organizationRecord();
    const settings: CommissionSettings = {
      trigger: 'booking',
      paid_hundredths: null,
      projects: [
        {
          project_id: 21,
          project_name: 'Marina Heights',
          currency: 'AED',
          rates: { developer: 200, platform: null, broker: null, agency: null },
        },
      ],
    };
    const requests = routeFetch({
      ...background(),
      [`GET /api/auth/organizations/${record.id}`]: { data: record },
      'GET /api/sales/fee-defaults': { data: { currency: 'AED', fees: [] } },
      'GET /api/commissions/settings': { data: settings },
      // A PUT travels as a POST with the method override (docs/api.md "Method override").
      'POST /api/commissions/settings': () => jsonResponse({ data: settings, message: 'Commission settings saved.' }),
    });
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const section = await screen.findByRole('region', { name: 'Commissions' });
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Commission is earned' }));
    fireEvent.click(await screen.findByRole('option', { name: 'When a percentage of the price is paid' }));
    fireEvent.change(within(section).getByLabelText('Paid percentage of the final price'), { target: { value: '20' } });
    fireEvent.change(within(section).getByLabelText('Rate of Marina Heights for Outside agency'), { target: { value: '3.25' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save commissions' }));
    await waitFor(() => expect(requests.map((request) => `${request.method} ${request.path}`)).toContain('POST /api/commissions/settings'));
    expect(requests.find((request) => request.path === '/api/commissions/settings' && request.method === 'POST')!.json).toMatchObject({
      trigger: 'paid_percentage',
      paid_percentage: '20',
      rates: [
        { project_id: 21, seller_type: 'developer', percentage: '2' },
        { project_id: 21, seller_type: 'agency', percentage: '3.25' },
      ],
    });
  }, 30_000);
});
