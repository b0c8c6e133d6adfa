// The developer dashboard page with mocked figures: the widgets render from the API's rows, each
// can be read as a table, downloads that table as CSV, and a click on a bar or a table cell opens
// the list it summarizes, filtered; a role without the dashboard never gets the page.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InventoryByProjectRow, PipelineStageRow } from '../../src/shared/dashboards.ts';
import { prepareFirstPaint } from '../../src/client/boot.ts';
import { LANGUAGE_KEY } from '../../src/client/i18n/language.ts';
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
    'GET /api/dashboards/developer/absorption': { data: [{ period: '2026-01-01', status: 'sold', units: 4 }] },
    'GET /api/dashboards/developer/lead-sources': {
      data: [{ source: 'referral', leads: 4, converted: 1, conversion_rate: 0.25 }],
    },
    'GET /api/dashboards/developer/team-activities': {
      data: [
        { owner_id: 5, owner_name: 'Sara Ali', done: 3, overdue: 2 },
        { owner_id: null, owner_name: null, done: 0, overdue: 1 },
      ],
    },
    'GET /api/dashboards/developer/price-per-sqft': {
      data: [
        { project_id: 7, project_name: 'Marina Vista', currency: 'AED', bedrooms: 2, units: 5, price_per_sqft: 1_850_00 },
        { project_id: 9, project_name: 'Olaya Heights', currency: 'SAR', bedrooms: 3, units: 2, price_per_sqft: 1_200_00 },
      ],
    },
    'GET /api/dashboards/developer/sale-offers': { data: [{ period: '2026-01-01', offers: 6, booked: 3, conversion_rate: 0.5 }] },
    'GET /api/dashboards/developer/collections': {
      data: {
        today: '2026-02-10',
        due_soon_until: '2026-03-12',
        currencies: [{ currency: 'AED', overdue: 150_000_00, overdue_sales: 2, due_soon: 280_000_00 }],
      },
    },
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

  it('shows offers booked with the rate, and collections overdue and due with a link to the screen', { timeout: 30_000 }, async () => {
    mockDashboard();
    signInAsRole('developer');
    renderApp('/dashboard');
    const offers = await widget('Sale offers made');
    fireEvent.click(within(offers).getByRole('button', { name: 'Table' }));
    const offersTable = await within(offers).findByRole('table', { name: 'Sale offers made' });
    expect(
      within(offersTable)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PeriodSale offersBookedConversion', expect.stringMatching(/^Jan 20266350%$/)]);
    const collections = await widget('Collections due and overdue');
    expect(within(collections).getByRole('link', { name: 'Open collections' }).getAttribute('href')).toBe('/collections');
    fireEvent.click(within(collections).getByRole('button', { name: 'Table' }));
    const table = await within(collections).findByRole('table', { name: 'Collections due and overdue' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CurrencyOverdueSales with something overdueDue in the next 30 days',
      expect.stringMatching(/^AEDAED\s150,0002AED\s280,000$/),
    ]);
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

  it('opens a member’s overdue activities of the period from the team table', { timeout: 30_000 }, async () => {
    const requests = mockDashboard();
    signInAsRole('developer_admin');
    const { router } = renderApp('/dashboard');
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    const team = await widget('Team activities');
    fireEvent.click(within(team).getByRole('button', { name: 'Table' }));
    const table = await within(team).findByRole('table');
    await within(table).findByText('Unassigned');
    // The period reached the server…
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith('/team-activities') && request.query.get('to') === '2026-01-31')).toBe(true),
    );
    // …and the list opens with it; the unowned row links nowhere.
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['3', '2']);
    fireEvent.click(within(table).getByRole('link', { name: '2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/activities'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter')!)).toEqual({
      owner_id: 5,
      overdue: 'true',
      due_from: '2026-01-01',
      due_to: '2026-01-31',
    });
  });

  it('gives the price per sq ft in each project’s currency, opening those units', { timeout: 30_000 }, async () => {
    mockDashboard();
    signInAsRole('developer_admin');
    const { router } = renderApp('/dashboard');
    const prices = await widget('Average price per sq ft');
    fireEvent.click(within(prices).getByRole('button', { name: 'Table' }));
    const table = await within(prices).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ProjectBedroomsUnitsPrice per sq ft',
      expect.stringMatching(/^Marina VistaBedrooms: 25AED\s1,850$/),
      expect.stringMatching(/^Olaya HeightsBedrooms: 32SAR\s1,200$/),
    ]);
    fireEvent.click(within(table).getByRole('link', { name: '2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/units'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter')!)).toEqual({ project_id: 9, bedrooms: 3 });
  });

  it('does not ask for a period that ends before it starts', { timeout: 30_000 }, async () => {
    const requests = mockDashboard();
    signInAsRole('developer_admin');
    renderApp('/dashboard');
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('The end must be on or after the start.')).toBeTruthy();
    // From alone was a period; the backwards one is never sent.
    expect(requests.some((request) => request.query.get('from') === '2026-02-01' && !request.query.has('to'))).toBe(true);
    expect(requests.some((request) => request.query.get('to') === '2026-01-01')).toBe(false);
  });

  it('reads absorption and lead sources over the last 12 months until a period is picked', { timeout: 30_000 }, async () => {
    // 15 March 2026, 22:00 UTC: already the 16th in Dubai, the organization's calendar.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-15T22:00:00.000Z'));
      const requests = mockDashboard();
      signInAsRole('developer_admin');
      renderApp('/dashboard');
      const asked = (widget: string) => requests.filter((request) => request.path === `/api/dashboards/developer/${widget}`);
      await waitFor(() => {
        for (const name of ['absorption', 'lead-sources'])
          expect(asked(name).map((request) => [request.query.get('from'), request.query.get('to')])).toEqual([
            ['2025-03-16', '2026-03-16'],
          ]);
      });
      // The other widgets keep reading all time; the two say which period they show.
      await waitFor(() => expect(asked('team-activities').map((request) => request.query.has('from'))).toEqual([false]));
      expect(within(await widget('Units booked and sold')).getByText('The last 12 months')).toBeTruthy();
      // A bar's list opens over the same days.
      const sources = await widget('Leads by source');
      fireEvent.click(within(sources).getByRole('button', { name: 'Table' }));
      const link = within(sources).getByRole('link', { name: '4' });
      expect(JSON.parse(new URLSearchParams(link.getAttribute('href')!.split('?')[1]).get('filter')!)).toMatchObject({
        created_from: '2025-03-16',
        created_to: '2026-03-16',
      });

      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
      await waitFor(() =>
        expect(asked('absorption').some((request) => request.query.get('from') === '2026-02-01' && !request.query.has('to'))).toBe(true),
      );
      expect(asked('lead-sources').some((request) => request.query.get('from') === '2026-02-01' && !request.query.has('to'))).toBe(true);
      await waitFor(() => expect(within(sources).queryByText('The last 12 months')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when there is nothing to show', { timeout: 30_000 }, async () => {
    mockDashboard([]);
    signInAsRole('developer_admin');
    renderApp('/dashboard');
    const inventory = await widget('Inventory by project');
    expect(await within(inventory).findByText('Nothing to show yet.')).toBeTruthy();
  });

  it.each([
    ['en', 'Pipeline', false],
    ['ar', 'مسار الصفقات', true],
  ] as const)('lays the chart out in the reading direction (%s)', { timeout: 30_000 }, async (language, title, rightToLeft) => {
    mockDashboard();
    signInAsRole('developer_admin');
    localStorage.setItem(LANGUAGE_KEY, language);
    await prepareFirstPaint();
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
    renderApp('/dashboard');
    const pipeline = await widget(title);
    // The first stage's tick is at the left in English, at the right in Arabic.
    const tickX = async (label: string) => {
      const text = await waitFor(() => {
        const found = [...pipeline.querySelectorAll('svg text')].find((node) => node.textContent === label);
        expect(found).toBeTruthy();
        return found!;
      });
      const transform = text.closest('g[transform]')?.getAttribute('transform') ?? text.getAttribute('x') ?? '';
      return Number(/-?[\d.]+/.exec(transform)![0]);
    };
    try {
      const first = await tickX('Viewing');
      const second = await tickX('Offer');
      expect(first > second).toBe(rightToLeft);
    } finally {
      // The loaded language outlives the test: the next ones read English.
      cleanup();
      localStorage.setItem(LANGUAGE_KEY, 'en');
      await prepareFirstPaint();
    }
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
