// The deal's drawer and create dialog come as their own chunks, loaded when first opened
// (src/client/crm/deals/lazyDealParts.tsx): the board draws without their code. A file of its own,
// because a module, once loaded, stays loaded for the rest of a file's tests.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { crmBackground, deal, dealCard, kanbanColumn, pipelineOptions, stage } from './support/crmFactories.ts';
import { routeFetch } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

const loadedParts = vi.hoisted(() => [] as string[]);
vi.mock('../../src/client/crm/deals/DealDrawer.tsx', async (importOriginal) => {
  loadedParts.push('drawer');
  return importOriginal();
});
vi.mock('../../src/client/crm/deals/DealCreateDialog.tsx', async (importOriginal) => {
  loadedParts.push('create dialog');
  return importOriginal();
});

describe('the deals board', () => {
  it('draws without the drawer and create dialog code, and loads each when first opened', async () => {
    signInAs('broker');
    routeFetch({
      ...crmBackground(),
      'GET /api/crm/pipelines/options-with-stages': { data: pipelineOptions([stage({ id: 1, name: 'New' })]) },
      'GET /api/crm/pipelines/1/kanban': {
        data: [kanbanColumn({ id: 1, name: 'New', deals: [dealCard({ id: 201, title: 'Marina 2BR' })] })],
      },
      'GET /api/crm/deals/201': { data: deal() },
    });
    renderApp('/crm/pipelines/kanban/1');
    await screen.findByText('Marina 2BR');
    expect(loadedParts).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Marina 2BR' }));
    expect(await screen.findByRole('dialog', { name: 'Marina 2BR' })).toBeTruthy();
    expect(loadedParts).toEqual(['drawer']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add a deal to New' }));
    expect(await screen.findByRole('dialog', { name: /New deal/ })).toBeTruthy();
    expect(loadedParts).toEqual(['drawer', 'create dialog']);
  });
});
