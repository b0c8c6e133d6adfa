// The broker dashboard page with mocked figures: its widgets render from the API's rows and read
// as tables whose cells open the filtered lists; the "mine" switch asks for the caller's own
// figures and opens the lists with his owner filter; the per-member breakdown is the broker
// admin's alone; a developer never gets the page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberFiguresRow, MyDay, PipelineStageRow, WonDeals } from '../../src/shared/dashboards.ts';
import { signInAsRole } from './support/factories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const STAGES: PipelineStageRow[] = [
  {
    pipeline_id: 3,
    pipeline_name: 'Resale',
    stage_id: 31,
    stage_name: 'Viewing',
    probability: 10,
    currency: 'AED',
    deals: 2,
    value: 4_000_00,
    weighted_value: 400_00,
  },
];
const WON: WonDeals = {
  months: { last: { from: '2026-03-01', to: '2026-03-31' }, this: { from: '2026-04-01', to: '2026-04-30' } },
  rows: [
    { pipeline_id: 3, pipeline_name: 'Resale', month: 'last', currency: 'AED', deals: 1, value: 500_00 },
    { pipeline_id: 3, pipeline_name: 'Resale', month: 'this', currency: 'AED', deals: 2, value: 3_000_00 },
  ],
};
const MEMBERS: MemberFiguresRow[] = [
  { user_id: 11, full_name: 'Huda Saleh', leads: 4, unseen_leads: 2, open_deals: 3, won_deals: 1, overdue_activities: 5 },
  { user_id: null, full_name: null, leads: 1, unseen_leads: 1, open_deals: 0, won_deals: 0, overdue_activities: 0 },
];

function mockDashboard(myDay: MyDay = { today: '2026-04-15', due_today: 3, overdue: 4, unseen_leads: 2 }) {
  return routeFetch({
    'GET /api/dashboards/broker/pipeline': () =>
      jsonResponse({ data: { stages: STAGES, outcome: { won: 1, lost: 1, win_rate: 0.5, median_days_to_won: 10 } } }),
    'GET /api/dashboards/broker/lead-statuses': { data: [{ status: 'qualified', leads: 6 }] },
    'GET /api/dashboards/broker/lead-sources': { data: [{ source: 'portal', leads: 6, converted: 3, conversion_rate: 0.5 }] },
    'GET /api/dashboards/broker/won-deals': { data: WON },
    'GET /api/dashboards/broker/my-day': { data: myDay },
    'GET /api/dashboards/broker/members': { data: MEMBERS },
    'GET /api/crm/leads/unseen-count': { data: { count: 0 } },
  });
}

const widget = (name: string) => screen.findByRole('region', { name });
const filterOf = (search: string) => JSON.parse(new URLSearchParams(search).get('filter')!) as Record<string, unknown>;

async function tableOf(name: string) {
  const card = await widget(name);
  fireEvent.click(within(card).getByRole('button', { name: 'Table' }));
  return within(card).findByRole('table', { name });
}

describe('the broker dashboard', () => {
  it('shows the broker admin every widget, the per-member breakdown too', { timeout: 30_000 }, async () => {
    mockDashboard();
    signInAsRole('broker_admin');
    renderApp('/dashboard/broker');
    const pipeline = await widget('Pipeline');
    expect(await within(pipeline).findByText('50%')).toBeTruthy();
    for (const name of ['My day', 'Deals won this month and last', 'Leads by status', 'Leads by source', 'Per member']) {
      expect(await widget(name), name).toBeTruthy();
    }
    const won = await widget('Deals won this month and last');
    // Each month's figures above the chart (whose legend names the months too).
    expect((await within(won).findAllByText('Apr 2026')).length).toBeGreaterThan(0);
    expect(within(won).getAllByText('Mar 2026').length).toBeGreaterThan(0);
    expect(within(won).getByText(/AED\s3,000/)).toBeTruthy();
  });

  it('opens the lists its figures count, filtered', { timeout: 30_000 }, async () => {
    mockDashboard();
    signInAsRole('broker_admin');
    const { router } = renderApp('/dashboard/broker');
    const day = await tableOf('My day');
    expect(
      within(day)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['WhatHow many', 'Open activities due today3', 'Overdue activities4', 'Unseen leads2']);
    fireEvent.click(within(day).getByRole('link', { name: '3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/activities'));
    expect(filterOf(router.state.location.search)).toEqual({ completed: 'false', due_from: '2026-04-15', due_to: '2026-04-15' });

    router.navigate('/dashboard/broker');
    const won = await tableOf('Deals won this month and last');
    expect(
      within(won)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PipelineMonthWon dealsValue',
      expect.stringMatching(/^ResaleMar 20261AED\s500$/),
      expect.stringMatching(/^ResaleApr 20262AED\s3,000$/),
    ]);
    fireEvent.click(within(won).getByRole('link', { name: '2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/pipelines/list/3'));
    expect(filterOf(router.state.location.search)).toEqual({ status: 'won', closed_from: '2026-04-01', closed_to: '2026-04-30' });
  });

  it('gives the broker admin each member’s figures, opening that member’s lists', { timeout: 30_000 }, async () => {
    const requests = mockDashboard();
    signInAsRole('broker_admin');
    const { router } = renderApp('/dashboard/broker');
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith('/broker/members') && request.query.get('to') === '2026-01-31')).toBe(true),
    );
    const members = await tableOf('Per member');
    await within(members).findByText('Unassigned');
    // Leads, unseen leads and overdue activities of a named member open his lists; deals and the unowned row open none.
    expect(
      within(members)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['4', '2', '5']);
    fireEvent.click(within(members).getByRole('link', { name: '4' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/leads'));
    expect(filterOf(router.state.location.search)).toEqual({ owner_id: 11, created_from: '2026-01-01', created_to: '2026-01-31' });
  });

  it('asks for the caller’s own figures with “mine”, and opens his lists', { timeout: 30_000 }, async () => {
    const requests = mockDashboard();
    const login = signInAsRole('broker');
    const { router } = renderApp('/dashboard/broker');
    await widget('My day');
    fireEvent.click(screen.getByRole('switch', { name: 'Only mine' }));
    for (const name of ['pipeline', 'lead-statuses', 'lead-sources', 'won-deals', 'my-day']) {
      await waitFor(() =>
        expect(
          requests.some((request) => request.path.endsWith(`/broker/${name}`) && request.query.get('mine') === 'true'),
          name,
        ).toBe(true),
      );
    }
    const statuses = await tableOf('Leads by status');
    fireEvent.click(await within(statuses).findByRole('link', { name: '6' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/leads'));
    expect(filterOf(router.state.location.search)).toEqual({ status: 'qualified', owner_id: login.user_id });
  });

  it('is where /dashboard leads a broker', { timeout: 30_000 }, async () => {
    mockDashboard();
    signInAsRole('broker');
    const { router } = renderApp('/dashboard');
    await widget('My day');
    expect(router.state.location.pathname).toBe('/dashboard/broker');
  });

  it('leaves the per-member breakdown out for a broker', { timeout: 30_000 }, async () => {
    const requests = mockDashboard();
    signInAsRole('broker');
    renderApp('/dashboard/broker');
    await widget('Pipeline');
    await widget('My day');
    expect(screen.queryByRole('region', { name: 'Per member' })).toBeNull();
    expect(requests.some((request) => request.path.endsWith('/broker/members'))).toBe(false);
  });

  it('says so when the day holds nothing, and downloads a table as CSV', { timeout: 30_000 }, async () => {
    mockDashboard({ today: '2026-04-15', due_today: 0, overdue: 0, unseen_leads: 0 });
    signInAsRole('broker');
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/dashboard/broker');
    const day = await widget('My day');
    expect(await within(day).findByText('Nothing to show yet.')).toBeTruthy();
    const statuses = await widget('Leads by status');
    await waitFor(() => expect(within(statuses).getByRole('button', { name: 'Download as CSV' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(statuses).getByRole('button', { name: 'Download as CSV' }));
    expect(await saved[0]!.text()).toBe('"Status","Leads"\r\n"Qualified",6\r\n');
  });

  it('is not opened for a developer', { timeout: 30_000 }, async () => {
    const requests = mockDashboard();
    signInAsRole('developer_admin');
    renderApp('/dashboard/broker');
    await screen.findByRole('button', { name: 'Switch organization' });
    expect(screen.queryByRole('region', { name: 'My day' })).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/api/dashboards/broker'))).toBe(false);
  });
});
