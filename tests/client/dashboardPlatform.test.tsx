// The sales manager's and the super admin's dashboards with mocked figures: each widget renders
// from the API's rows, reads as a table whose cells open the filtered list, a bar opens the same
// list, the period reaches the widgets that cover one, empty states show, and the roles without
// the dashboard never get the page.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  ActiveUsersRow,
  MessagesByProviderRow,
  OrganizationAvailabilityRow,
  OrganizationOffersPeriodRow,
  OrganizationsByKindRow,
  PendingSignupsRow,
} from '../../src/shared/dashboards.ts';
import { prepareFirstPaint } from '../../src/client/boot.ts';
import { LANGUAGE_KEY } from '../../src/client/i18n/language.ts';
import { signInAsRole } from './support/factories.ts';
import { routeFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const AVAILABILITY: OrganizationAvailabilityRow[] = [
  { organization_id: 4, organization_name: 'Azure Homes', currency: null, status: null, units: 0, value: 0 },
  { organization_id: 3, organization_name: 'Skyline', currency: 'AED', status: 'available', units: 12, value: 24_000_000_00 },
  { organization_id: 3, organization_name: 'Skyline', currency: 'AED', status: 'sold', units: 3, value: 6_500_000_00 },
];
const OFFERS: OrganizationOffersPeriodRow[] = [
  { organization_id: 3, organization_name: 'Skyline', period: '2026-01-01', offers: 5, booked: 1, conversion_rate: 0.2 },
  { organization_id: 4, organization_name: 'Azure Homes', period: '2026-02-01', offers: 2, booked: 0, conversion_rate: 0 },
];
const ORGANIZATIONS: OrganizationsByKindRow[] = [
  { kind: 'broker', status: 'active', organizations: 7 },
  { kind: 'developer', status: 'active', organizations: 4 },
  { kind: 'developer', status: 'pending', organizations: 2 },
];
const SIGNUPS: PendingSignupsRow[] = [
  { kind: 'broker', stage: 'awaiting_review', organizations: 3 },
  { kind: 'developer', stage: 'in_progress', organizations: 1 },
];
const ACTIVE: ActiveUsersRow[] = [
  { days: 7, users: 12 },
  { days: 30, users: 31 },
];
const MESSAGES: MessagesByProviderRow[] = [
  { provider: 'log', sent: 4, failed: 0 },
  { provider: 'whatsapp_cloud', sent: 9, failed: 2 },
];

function mockSalesManager(availability = AVAILABILITY) {
  return routeFetch({
    'GET /api/dashboards/sales-manager/availability': { data: availability },
    'GET /api/dashboards/sales-manager/sale-offers': { data: OFFERS },
    'GET /api/dashboards/sales-manager/collections': {
      data: [{ organization_id: 3, organization_name: 'Skyline', currency: 'AED', overdue: 70_000_00, overdue_sales: 1, due_soon: 0 }],
    },
  });
}

function mockPlatform(messages = MESSAGES) {
  return routeFetch({
    'GET /api/dashboards/platform/organizations': { data: ORGANIZATIONS },
    'GET /api/dashboards/platform/signups': { data: SIGNUPS },
    'GET /api/dashboards/platform/active-users': { data: ACTIVE },
    'GET /api/dashboards/platform/messages': { data: messages },
  });
}

// The first page of a file loads its lazy chunk (and x-charts) cold: it may take more than a second.
const widget = (name: string) => screen.findByRole('region', { name });
const filterOf = (search: string) => JSON.parse(new URLSearchParams(search).get('filter')!);

/** jsdom lays nothing out: the charts are given the width a browser would measure, or they draw no bar. */
function measuredCharts() {
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
}

async function clickFirstBar(region: HTMLElement) {
  // The first bar drawn with a height: a segment of nothing is drawn flat.
  const bar = await waitFor(() => {
    const found = [...region.querySelectorAll('.MuiBarChart-element')].find((element) => Number(element.getAttribute('height')) > 0);
    expect(found).toBeTruthy();
    return found!;
  });
  const at = (name: string) => Number(bar.getAttribute(name));
  fireEvent.click(bar, { clientX: at('x') + at('width') / 2, clientY: at('y') + at('height') / 2 });
}

describe('the sales manager dashboard', () => {
  it('gives each developer’s units by status, its value available, and opens its units', { timeout: 30_000 }, async () => {
    mockSalesManager();
    signInAsRole('super_admin_sales_manager');
    const { router } = renderApp('/dashboard/sales-manager');
    const availability = await widget('Availability by developer');
    expect(await within(availability).findByText(/^Skyline: AED\s24,000,000$/)).toBeTruthy();
    fireEvent.click(within(availability).getByRole('button', { name: 'Table' }));
    const table = await within(availability).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DeveloperStatusCurrencyUnitsValue',
      'Azure HomesNo units yet—0—',
      expect.stringMatching(/^SkylineAvailableAED12AED\s24,000,000$/),
      expect.stringMatching(/^SkylineSoldAED3AED\s6,500,000$/),
    ]);
    fireEvent.click(within(table).getByRole('link', { name: '3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/units'));
    expect(filterOf(router.state.location.search)).toEqual({ developer_organization_id: 3, status: 'sold' });
  });

  it('counts offers per developer and period, and opens a developer’s offers from a bar', { timeout: 30_000 }, async () => {
    const requests = mockSalesManager();
    signInAsRole('super_admin_sales_manager');
    measuredCharts();
    const { router } = renderApp('/dashboard/sales-manager');
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() =>
      expect(
        requests.some((request) => request.path.endsWith('/sales-manager/sale-offers') && request.query.get('from') === '2026-01-01'),
      ).toBe(true),
    );
    // The availability is of now: no period is sent for it.
    expect(requests.some((request) => request.path.endsWith('/availability') && request.query.has('from'))).toBe(false);
    const offers = await widget('Sale offers by developer');
    await clickFirstBar(offers);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/sale-offers'));
    expect(filterOf(router.state.location.search)).toEqual({ developer_organization_id: 3 });
  });

  it('says so when no developer is assigned', { timeout: 30_000 }, async () => {
    mockSalesManager([]);
    signInAsRole('super_admin_sales_manager');
    renderApp('/dashboard/sales-manager');
    expect(await within(await widget('Availability by developer')).findByText('Nothing to show yet.')).toBeTruthy();
  });

  it('is not opened for a developer admin', { timeout: 30_000 }, async () => {
    const requests = mockSalesManager();
    signInAsRole('developer_admin');
    renderApp('/dashboard/sales-manager');
    await screen.findByRole('button', { name: 'Switch organization' });
    expect(screen.queryByRole('region', { name: 'Availability by developer' })).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/api/dashboards/sales-manager'))).toBe(false);
  });
});

describe('the platform dashboard', () => {
  it('opens the organizations of a kind and status from the table', { timeout: 30_000 }, async () => {
    mockPlatform();
    signInAsRole('super_admin');
    const { router } = renderApp('/dashboard/platform');
    const organizations = await widget('Organizations by kind and status');
    fireEvent.click(within(organizations).getByRole('button', { name: 'Table' }));
    const table = await within(organizations).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['KindStatusOrganizations', 'BrokerActive7', 'DeveloperActive4', 'DeveloperPending approval2']);
    fireEvent.click(within(table).getByRole('link', { name: '2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/organizations'));
    expect(filterOf(router.state.location.search)).toEqual({ kind: 'developer', status: 'pending' });
  });

  it('opens the signups of a kind awaiting review from a bar', { timeout: 30_000 }, async () => {
    mockPlatform();
    signInAsRole('super_admin');
    measuredCharts();
    const { router } = renderApp('/dashboard/platform');
    const signups = await widget('Pending signups');
    await clickFirstBar(signups);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/organizations'));
    expect(filterOf(router.state.location.search)).toEqual({ kind: 'developer', signup: 'in_progress' });
  });

  it('opens the users active in a window, and downloads the figures as CSV', { timeout: 30_000 }, async () => {
    mockPlatform();
    signInAsRole('super_admin');
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { router } = renderApp('/dashboard/platform');
    const active = await widget('Active users');
    fireEvent.click(within(active).getByRole('button', { name: 'Table' }));
    const table = await within(active).findByRole('table');
    fireEvent.click(within(active).getByRole('button', { name: 'Download as CSV' }));
    expect(await saved[0]!.text()).toBe('"Active","Users"\r\n"Last 7 days",12\r\n"Last 30 days",31\r\n');
    fireEvent.click(within(table).getByRole('link', { name: '31' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/users'));
    expect(filterOf(router.state.location.search)).toEqual({ active_within_days: 30 });
  });

  it('opens a provider’s sent or failed messages of the period', { timeout: 30_000 }, async () => {
    const requests = mockPlatform();
    signInAsRole('super_admin');
    const { router } = renderApp('/dashboard/platform');
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith('/platform/messages') && request.query.get('to') === '2026-03-31')).toBe(
        true,
      ),
    );
    const messages = await widget('Messages by provider');
    fireEvent.click(within(messages).getByRole('button', { name: 'Table' }));
    const table = await within(messages).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProviderSentFailed', 'Log only (not sent)40', 'WhatsApp Cloud92']);
    fireEvent.click(within(table).getByRole('link', { name: '9' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messenger/logs'));
    expect(filterOf(router.state.location.search)).toEqual({
      provider: 'whatsapp_cloud',
      outcome: ['sent', 'delivered'],
      created_from: '2026-03-01',
      created_to: '2026-03-31',
    });
  });

  it('says so when no message was sent in the period', { timeout: 30_000 }, async () => {
    mockPlatform([]);
    signInAsRole('super_admin');
    renderApp('/dashboard/platform');
    expect(await within(await widget('Messages by provider')).findByText('Nothing to show yet.')).toBeTruthy();
  });

  it.each([
    ['en', 'Organizations by kind and status', 'Developer', 'Broker', false],
    ['ar', 'المؤسسات حسب النوع والحالة', 'مطوّر', 'وسيط', true],
  ] as const)(
    'lays the chart out in the reading direction (%s)',
    { timeout: 30_000 },
    async (language, title, first, second, rightToLeft) => {
      mockPlatform();
      signInAsRole('super_admin');
      localStorage.setItem(LANGUAGE_KEY, language);
      await prepareFirstPaint();
      measuredCharts();
      renderApp('/dashboard/platform');
      const organizations = await widget(title);
      const tickX = async (label: string) => {
        const text = await waitFor(() => {
          const found = [...organizations.querySelectorAll('svg text')].find((node) => node.textContent === label);
          expect(found).toBeTruthy();
          return found!;
        });
        const transform = text.closest('g[transform]')?.getAttribute('transform') ?? text.getAttribute('x') ?? '';
        return Number(/-?[\d.]+/.exec(transform)![0]);
      };
      try {
        expect((await tickX(first)) > (await tickX(second))).toBe(rightToLeft);
      } finally {
        cleanup();
        localStorage.setItem(LANGUAGE_KEY, 'en');
        await prepareFirstPaint();
      }
    },
  );

  it('is not opened for a sales manager', { timeout: 30_000 }, async () => {
    const requests = mockPlatform();
    signInAsRole('super_admin_sales_manager');
    renderApp('/dashboard/platform');
    await screen.findByRole('button', { name: 'Switch organization' });
    expect(screen.queryByRole('region', { name: 'Organizations by kind and status' })).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/api/dashboards/platform'))).toBe(false);
  });
});
