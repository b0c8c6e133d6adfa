// The inventory reports' one developer-organization picker (src/client/reports/reportFilters.tsx,
// OrganizationPicker): shown to platform staff only, and picking another organization clears the
// filters that belong to the one left (its project, its building) and goes back to the first page,
// on both reports that have it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InventorySnapshotRow, SalesByPeriodRow } from '../../src/shared/reports.ts';
import { signInAsRole } from './support/factories.ts';
import { routeFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const meta = { total: 60, page: 1, per_page: 25, last_page: 3 };
const SALE: SalesByPeriodRow = {
  period: '2026-02-01',
  project_id: 7,
  project_name: 'Marina Vista',
  currency: 'AED',
  status: 'booked',
  units: 2,
  value: 2_400_000_00,
};
const UNIT: InventorySnapshotRow = {
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
};

function mockReports() {
  return routeFetch({
    'GET /api/reports/sales-by-period': { data: [SALE], meta, period: { from: '2025-03-26', to: '2026-03-26' } },
    'GET /api/reports/inventory-snapshot': { data: [UNIT], meta, date: '2026-02-16' },
    'GET /api/auth/organizations': {
      data: [
        { id: 40, name: 'Emaar Test' },
        { id: 41, name: 'Nakheel Test' },
      ],
      meta: { total: 2, page: 1, per_page: 100, last_page: 1 },
    },
    'GET /api/inventory/projects/options': { data: [{ value: 7, label: 'Marina Vista' }] },
    'GET /api/inventory/buildings/options': { data: [{ value: 3, label: 'Tower A' }] },
    'GET /api/crm/leads/unseen-count': { data: { count: 0 } },
  });
}

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

type Requests = ReturnType<typeof mockReports>;
const lastAsked = (requests: Requests, path: string) => requests.filter((request) => request.path === path).at(-1)?.query;

describe('the inventory reports’ organization picker', () => {
  it.each([
    ['sales-by-period', ['project_id']],
    ['inventory-snapshot', ['project_id', 'building_id']],
  ] as [string, string[]][])(
    'on %s: picking another organization clears its project filters and the page',
    { timeout: 60_000 },
    async (report, cleared) => {
      const requests = mockReports();
      signInAsRole('super_admin_sales_manager');
      renderApp(`/reports/${report}`);
      const path = `/api/reports/${report}`;
      await choose(/Developer organization/, 'Emaar Test');
      await choose(/Project/, 'Marina Vista');
      if (cleared.includes('building_id')) await choose(/Building/, 'Tower A');
      fireEvent.click(await screen.findByRole('button', { name: /next page/i }));
      await waitFor(() => {
        const asked = lastAsked(requests, path);
        expect(asked?.get('page')).toBe('2');
        for (const filter of cleared) expect(asked?.has(filter)).toBe(true);
      });

      await choose(/Developer organization/, 'Nakheel Test');
      await waitFor(() => expect(lastAsked(requests, path)?.get('developer_organization_id')).toBe('41'));
      const asked = lastAsked(requests, path)!;
      expect(asked.get('page')).toBe('1');
      for (const filter of cleared) expect(asked.has(filter)).toBe(false);
      expect((screen.getByRole('combobox', { name: /Project/ }) as HTMLInputElement).value).toBe('');
    },
  );

  it('is not shown to a developer admin, who reads his own organization', { timeout: 30_000 }, async () => {
    const requests = mockReports();
    signInAsRole('developer_admin');
    renderApp('/reports/sales-by-period');
    await waitFor(() => expect(requests.some((request) => request.path === '/api/reports/sales-by-period')).toBe(true));
    expect(screen.queryByRole('combobox', { name: /Developer organization/ })).toBeNull();
    expect(lastAsked(requests, '/api/reports/sales-by-period')?.has('developer_organization_id')).toBe(false);
  });
});
