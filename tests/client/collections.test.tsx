// The collections screen (docs/product.md "Collections"): open installments with each bucket's
// totals per currency, the bucket filter and export; the units with no sale recorded and their
// link to record one; the page in Arabic; and the menu entry only for those who may read it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareFirstPaint } from '../../src/client/boot.ts';
import { LANGUAGE_KEY } from '../../src/client/i18n/language.ts';
import type { CollectionLine, CollectionListMeta, UnrecordedSaleUnit } from '../../src/shared/collections.ts';
import { crmBackground, listOf } from './support/crmFactories.ts';
import { routeFetch } from './support/fetchMock.ts';
import { inventoryBackground } from './support/inventoryFactories.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

function line(overrides: Partial<CollectionLine> = {}): CollectionLine {
  return {
    id: 501,
    sale_id: 77,
    organization_id: 5,
    developer_name: 'Skyline Builders',
    unit_id: 41,
    unit_number: '1203',
    building_id: 31,
    building_name: 'Tower A',
    project_id: 21,
    project_name: 'Marina Heights',
    buyer_names: 'Amira Haddad, Omar Saleh',
    label: 'Booking',
    sequence: 1,
    due_date: '2026-03-15',
    amount: 10_000_000,
    paid: 4_000_000,
    open: 6_000_000,
    days_late: 92,
    bucket: 'overdue',
    currency: 'AED',
    ...overrides,
  };
}

const meta: CollectionListMeta = {
  total: 2,
  page: 1,
  per_page: 25,
  last_page: 1,
  totals: {
    overdue: [
      { currency: 'AED', lines: 1, open: 6_000_000 },
      { currency: 'KWD', lines: 2, open: 2_500_000 },
    ],
    due_today: [],
    upcoming: [{ currency: 'AED', lines: 1, open: 30_000_000 }],
  },
};

const unrecorded: UnrecordedSaleUnit = {
  id: 42,
  organization_id: 5,
  developer_name: 'Skyline Builders',
  unit_number: '1804',
  building_id: 31,
  building_name: 'Tower A',
  project_id: 21,
  project_name: 'Marina Heights',
  status: 'booked',
  price: 150_000_000,
  currency: 'AED',
  status_changed_at: '2026-06-01T08:00:00.000Z',
};

const background = () => ({
  ...crmBackground(),
  ...inventoryBackground(),
  'GET /api/inventory/buildings/options': { data: [] },
  'GET /api/collections': {
    data: [
      line(),
      line({
        id: 502,
        label: 'Month 4',
        bucket: 'upcoming',
        days_late: 0,
        paid: 0,
        open: 30_000_000,
        amount: 30_000_000,
        due_date: '2026-07-15',
      }),
    ],
    meta,
  },
  'GET /api/collections/unrecorded-sales': listOf([unrecorded]),
});

describe('collections screen', () => {
  afterEach(() => localStorage.removeItem(LANGUAGE_KEY));

  it('shows the open installments with totals per currency, filters by bucket and exports', async () => {
    signInAs('developer_admin');
    const requests = routeFetch(background());
    renderApp('/collections');
    expect((await screen.findAllByText('Amira Haddad, Omar Saleh', {}, { timeout: 15_000 })).length).toBe(2);
    expect(screen.getAllByText('Tower A · Marina Heights')).toHaveLength(2);
    // Each currency on its own line, never added together.
    expect(screen.getByTestId('total-overdue-AED').textContent).toMatch(/^AED.60,000 · 1 installment$/);
    expect(screen.getByTestId('total-overdue-KWD').textContent).toMatch(/2,500.* · 2 installments$/);
    expect(screen.getByText('Nothing open')).toBeTruthy();
    const first = requests.find((request) => request.path === '/api/collections')!;
    expect(first.query.get('sort')).toBe('due_date');
    expect(first.query.get('order')).toBe('asc');
    fireEvent.click(screen.getAllByText('Overdue')[0]!);
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/collections' && request.query.get('bucket') === 'overdue')).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'No sale recorded' }));
    expect(await screen.findByText('1804')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record sale' }).getAttribute('href')).toBe('/sales/create?unit_id=42');
  });

  it('reads in Arabic, and a developer sees the list without the export or the record link', async () => {
    signInAs('developer');
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    await prepareFirstPaint();
    routeFetch(background());
    renderApp('/collections');
    expect((await screen.findAllByText('Amira Haddad, Omar Saleh', {}, { timeout: 15_000 })).length).toBe(2);
    expect(screen.getAllByText('متأخرة').length).toBeGreaterThan(0);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.queryByRole('button', { name: /Excel/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'لا توجد عملية بيع مسجّلة' }));
    expect(await screen.findByText('1804')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'تسجيل عملية البيع' })).toBeNull();
  });
});
