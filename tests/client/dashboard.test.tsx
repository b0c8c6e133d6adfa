// The developer dashboard page with mocked figures: the widgets render from the API's rows, each
// can be read as a table, downloads that table as CSV, and a click on a bar or a table cell opens
// the list it summarizes, filtered; a role without the dashboard never gets the page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InventoryByProjectRow, PipelineStageRow } from '../../src/shared/dashboards.ts';
import { signInAsRole } from './support/factories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const INVENTORY: InventoryByProjectRow[] = [
  { project_id: 7, project_name: 'Marina Vista', currency: 'AED', status: 'available', units: 12, value: 24_000_000_00 },
  { project_id: 7, project_name: 'Marina Vista', currency: 'AED', status: 'sold', units: 3, value: 6_500_000_00 },
];
const STAGES: PipelineStageRow[] = [
  {
    pipeline_id: 2,
    pipeline_name: 'Sales',
    stage_id: 21,
    stage_name: 'Viewing',
    probability: 10,
    currency: 'AED',
    deals: 4,
    value: 4_000_00,
    weighted_value: 400_00,
  },
  {
    pipeline_id: 2,
    pipeline_name: 'Sales',
    stage_id: 22,
    stage_name: 'Offer',
    probability: 50,
    currency: null,
    deals: 0,
    value: 0,
    weighted_value: 0,
  },
];

function mockDashboard(inventory: InventoryByProjectRow[] = INVENTORY) {
  return routeFetch({
    'GET /api/dashboards/developer/inventory': { data: inventory },
    'GET /api/dashboards/developer/pipeline': () =>
      jsonResponse({ data: { stages: STAGES, outcome: { won: 3, lost: 1, win_rate: 0.75, median_days_to_won: 20 } } }),
    'GET /api/crm/leads/unseen-count': { data: { count: 0 } },
  });
}

const widget = (name: string) => screen.findByRole('region', { name });

describe('the developer dashboard', () => {
  it('shows the inventory and the pipeline, with the period outcomes', { timeout: 30_000 }, async () => {
    mockDashboard();
    signInAsRole('developer_admin');
    renderApp('/dashboard');
    const pipeline = await widget('Pipeline');
    expect(await within(pipeline).findByText('75%')).toBeTruthy();
    expect(within(pipeline).getByText('3 / 1')).toBeTruthy();
    expect(within(pipeline).getByText('20')).toBeTruthy();
    expect(await widget('Inventory by project')).toBeTruthy();
  });

  it('reads a widget as a table whose cells open the filtered list', { timeout: 30_000 }, async () => {
    mockDashboard();
    signInAsRole('developer');
    const { router } = renderApp('/dashboard');
    const inventory = await widget('Inventory by project');
    fireEvent.click(within(inventory).getByRole('button', { name: 'Table' }));
    const table = await within(inventory).findByRole('table', { name: 'Inventory by project' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ProjectStatusUnitsValue',
      expect.stringMatching(/^Marina VistaAvailable12AED\s24,000,000$/),
      expect.stringMatching(/^Marina VistaSold3AED\s6,500,000$/),
    ]);
    fireEvent.click(within(table).getByRole('link', { name: '3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/units'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter')!)).toEqual({ project_id: 7, status: 'sold' });
  });

  it('downloads the table as CSV', { timeout: 30_000 }, async () => {
    mockDashboard();
    signInAsRole('developer_admin');
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:csv';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/dashboard');
    const pipeline = await widget('Pipeline');
    await within(pipeline).findByText('75%');
    fireEvent.click(within(pipeline).getByRole('button', { name: 'Download as CSV' }));
    expect(clicked).toHaveBeenCalled();
    expect(await saved[0]!.text()).toBe('"Stage","Open deals","Value","Weighted value"\r\n"Viewing",4,400000,40000\r\n');
  });

  it('opens the stage’s open deals from a bar of the chart', { timeout: 30_000 }, async () => {
    mockDashboard();
    signInAsRole('developer_admin');
    // jsdom lays nothing out: the chart is given the width a browser would measure, or it draws no bar.
    const computedStyle = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computedStyle(element, pseudo);
      return new Proxy(style, {
        get: (target, key) => {
          if (key === 'width') return '600px';
          const value = target[key as keyof CSSStyleDeclaration];
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    });
    const { router } = renderApp('/dashboard');
    const pipeline = await widget('Pipeline');
    await within(pipeline).findByText('75%');
    const bars = await waitFor(() => {
      const found = pipeline.querySelectorAll('.MuiBarChart-element');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    // x-charts finds the bar under the pointer (jsdom puts the chart at the page's origin).
    const bar = bars[0]!;
    const at = (name: string) => Number(bar.getAttribute(name));
    fireEvent.click(bar, { clientX: at('x') + at('width') / 2, clientY: at('y') + at('height') / 2 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/pipelines/list/2'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter')!)).toEqual({ stage_id: 21, status: 'open' });
  });

  it('says so when there is nothing to show', { timeout: 30_000 }, async () => {
    mockDashboard([]);
    signInAsRole('developer_admin');
    renderApp('/dashboard');
    const inventory = await widget('Inventory by project');
    expect(await within(inventory).findByText('Nothing to show yet.')).toBeTruthy();
  });

  it('is not opened for a broker', { timeout: 30_000 }, async () => {
    const requests = mockDashboard();
    signInAsRole('broker');
    renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Switch organization' });
    expect(screen.queryByRole('region', { name: 'Pipeline' })).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/api/dashboards'))).toBe(false);
  });
});
