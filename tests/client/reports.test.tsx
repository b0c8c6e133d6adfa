// The Reports area with mocked answers: the page lists the reports the role may open (all four for
// the developer admin, the CRM ones for the broker admin, none for a developer), each report shows
// its rows as a table with its filters sent to the API, the super admin picks an organization
// before anything is asked, and the Excel export asks for every row of the same filters.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InventorySnapshotRow, LeadSourcePerformanceRow, SalesByPeriodRow } from '../../src/shared/reports.ts';
import { signInAsRole } from './support/factories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const SALES: SalesByPeriodRow[] = [
  { period: '2026-02-01', project_id: 7, project_name: 'Marina Vista', currency: 'AED', status: 'booked', units: 2, value: 2_400_000_00 },
  { period: '2026-03-01', project_id: 7, project_name: 'Marina Vista', currency: 'AED', status: 'sold', units: 1, value: 1_200_000_00 },
];
const SNAPSHOT: InventorySnapshotRow[] = [
  {
    unit_id: 1,
    unit_number: 'R-1',
    building_id: 3,
    building_name: 'Tower A',
    project_id: 7,
    project_name: 'Marina Vista',
    type: 'apartment',
    bedrooms: 2,
    currency: 'AED',
    status: 'booked',
    price: 1_200_000_00,
    price_source: 'history',
    current_status: 'sold',
  },
  {
    unit_id: 2,
    unit_number: 'OLD-1',
    building_id: 3,
    building_name: 'Tower A',
    project_id: 7,
    project_name: 'Marina Vista',
    type: 'apartment',
    bedrooms: 1,
    currency: 'AED',
    status: 'available',
    price: 700_000_00,
    price_source: 'current',
    current_status: 'available',
  },
];
const SOURCES: LeadSourcePerformanceRow[] = [
  {
    source: 'website',
    leads: 4,
    converted: 1,
    conversion_rate: 0.25,
    won_deals: 2,
    won_value: [
      { currency: 'AED', value: 500_000_00 },
      { currency: 'SAR', value: 100_000_00 },
    ],
  },
];
const meta = (total: number) => ({ total, page: 1, per_page: 25, last_page: 1 });

function mockReports() {
  return routeFetch({
    'GET /api/reports/sales-by-period': { data: SALES, meta: meta(2), period: { from: '2025-03-26', to: '2026-03-26' } },
    'GET /api/reports/sales-recorded': {
      data: [
        {
          period: '2026-03-01',
          project_id: 7,
          project_name: 'Marina Vista',
          currency: 'AED',
          status: 'active',
          sales: 2,
          value: 11_500_00,
        },
        {
          period: '2026-03-01',
          project_id: 7,
          project_name: 'Marina Vista',
          currency: 'AED',
          status: 'cancelled',
          sales: 1,
          value: 9_990_00,
        },
      ],
      meta: meta(2),
      period: { from: '2026-03-01', to: '2026-04-30' },
    },
    'GET /api/reports/inventory-snapshot': { data: SNAPSHOT, meta: meta(2), date: '2026-02-16' },
    'GET /api/reports/inventory-snapshot/export': () => jsonResponse({}),
    'GET /api/reports/pipeline-movement': {
      data: [{ pipeline_id: 2, pipeline_name: 'Sales', stage_id: 21, stage_name: 'Viewing', added: 1, moved_in: 2, moved_out: 2 }],
    },
    'GET /api/reports/lead-sources': { data: SOURCES },
    'GET /api/auth/organizations': { data: [{ id: 40, name: 'Emaar Test' }], meta: meta(1) },
    'GET /api/inventory/projects/options': { data: [{ value: 7, label: 'Marina Vista' }] },
    'GET /api/inventory/buildings/options': { data: [] },
    'GET /api/crm/pipelines/options': { data: [{ value: 2, label: 'Sales' }] },
    'GET /api/crm/leads/unseen-count': { data: { count: 0 } },
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the Reports area', () => {
  it('lists all five reports for the developer admin, from the menu', { timeout: 30_000 }, async () => {
    mockReports();
    signInAsRole('developer_admin');
    const { router } = renderApp('/reports');
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Sales by period', 'Sales recorded', 'Inventory snapshot', 'Pipeline movement', 'Lead source performance']);
    expect(screen.getByRole('menuitem', { name: 'Reports' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Lead source performance/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/lead-sources'));
  });

  it('offers the broker admin the CRM reports only, and refuses him the inventory ones', { timeout: 30_000 }, async () => {
    mockReports();
    signInAsRole('broker_admin');
    renderApp('/reports');
    await screen.findByRole('heading', { name: 'Reports', level: 1 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Pipeline movement',
      'Lead source performance',
    ]);
  });

  it('refuses a developer the reports', { timeout: 30_000 }, async () => {
    const requests = mockReports();
    signInAsRole('developer');
    renderApp('/reports/sales-by-period');
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(requests.some((request) => request.path.startsWith('/api/reports'))).toBe(false);
  });

  it('shows sales by period as a table and sends the interval chosen', { timeout: 30_000 }, async () => {
    const requests = mockReports();
    signInAsRole('developer_admin');
    renderApp('/reports/sales-by-period');
    const table = await screen.findByRole('table', { name: 'Sales by period' });
    expect(rowsOf(table)).toEqual([
      'PeriodProjectStatusUnitsValue',
      expect.stringMatching(/^Feb 2026Marina VistaBooked2AED\s2,400,000$/),
      expect.stringMatching(/^Mar 2026Marina VistaSold1AED\s1,200,000$/),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/reports/sales-by-period' && request.query.get('interval') === 'week')).toBe(
        true,
      ),
    );
  });

  it('shows the sales recorded, cancelled ones on rows of their own', { timeout: 30_000 }, async () => {
    mockReports();
    signInAsRole('developer_admin');
    renderApp('/reports/sales-recorded');
    const table = await screen.findByRole('table', { name: 'Sales recorded' });
    expect(rowsOf(table)).toEqual([
      'PeriodProjectStatusSalesAgreed value',
      expect.stringMatching(/^Mar 2026Marina VistaActive2AED\s11,500$/),
      expect.stringMatching(/^Mar 2026Marina VistaCancelled1AED\s9,990$/),
    ]);
  });

  it('has the super admin pick an organization before the snapshot is asked, then exports it', { timeout: 30_000 }, async () => {
    const requests = mockReports();
    signInAsRole('super_admin');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:xlsx');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/reports/inventory-snapshot');
    expect(await screen.findByText('Choose a developer organization to see this report.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/reports/inventory-snapshot')).toBe(false);

    const picker = screen.getByRole('combobox', { name: /Developer organization/ });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Emaar Test' }));
    fireEvent.change(screen.getByLabelText('On the date'), { target: { value: '2026-02-16' } });
    const table = await screen.findByRole('table', { name: 'Inventory snapshot' });
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === '/api/reports/inventory-snapshot' &&
            request.query.get('developer_organization_id') === '40' &&
            request.query.get('date') === '2026-02-16',
        ),
      ).toBe(true),
    );
    expect(rowsOf(table)[2]).toMatch(/^OLD-1Tower AMarina Vista1AvailableAED\s700,000 \(current\)Available$/);

    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/reports/inventory-snapshot/export')).toBe(true));
    const exported = requests.find((request) => request.path === '/api/reports/inventory-snapshot/export')!;
    expect(exported.query.get('developer_organization_id')).toBe('40');
    expect(exported.query.get('date')).toBe('2026-02-16');
    expect(exported.query.has('page')).toBe(false);
  });

  it('gives the lead sources’ conversion rate and won value per currency', { timeout: 30_000 }, async () => {
    mockReports();
    signInAsRole('broker_admin');
    renderApp('/reports/lead-sources');
    const table = await screen.findByRole('table', { name: 'Lead source performance' });
    expect(rowsOf(table)[1]).toMatch(/^Website4125%2AED\s500,000, SAR\s100,000$/);
  });

  it('does not ask for a period that ends before it starts', { timeout: 30_000 }, async () => {
    const requests = mockReports();
    signInAsRole('developer_admin');
    renderApp('/reports/lead-sources');
    await screen.findByRole('table', { name: 'Lead source performance' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('The end must be on or after the start.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/reports/lead-sources' && request.query.get('from') === '2026-02-01')).toBe(
      true,
    );
    expect(requests.some((request) => request.query.get('to') === '2026-01-01')).toBe(false);
  });

  it('says so when a report has no rows', { timeout: 30_000 }, async () => {
    routeFetch({
      'GET /api/reports/pipeline-movement': { data: [] },
      'GET /api/crm/pipelines/options': { data: [] },
      'GET /api/crm/leads/unseen-count': { data: { count: 0 } },
    });
    signInAsRole('developer_admin');
    renderApp('/reports/pipeline-movement');
    expect(await screen.findByText('Nothing in this report for these filters.')).toBeTruthy();
  });
});
