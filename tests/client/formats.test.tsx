import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crmBackground, listOf } from './support/crmFactories.ts';
import { routeFetch } from './support/fetchMock.ts';
import { inventoryBackground, projectDetail } from './support/inventoryFactories.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

describe('dates and amounts as people write them', () => {
  it('shows a list’s dates day-month-year, not in the browser’s US order', async () => {
    signInAs('developer_admin');
    routeFetch({
      ...crmBackground(),
      ...inventoryBackground(),
      'GET /api/inventory/projects': listOf([projectDetail({ handover_date: '2027-12-31' })]),
    });
    renderApp('/inventory/projects');
    const row = (await screen.findByText('Marina Heights')).closest('tr')!;
    expect(within(row).getByText('31 Dec 2027')).toBeTruthy();
    expect(within(row).queryByText('12/31/2027')).toBeNull();
  });
});
