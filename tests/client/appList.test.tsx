// The list pages' shared frame (src/client/layout/AppList.tsx): the list's request leaves before
// the page around it is drawn.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crmBackground, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

const TAG = { id: 4, name: 'VIP', color: '#1e88e5', leads_count: 2, created_at: '2026-03-01T09:00:00.000Z', updated_at: '2026-03-01T09:00:00.000Z' };

describe('a list page', () => {
  it('asks for its rows before it draws its toolbar and filters, and then shows them all', async () => {
    signInAs('broker_admin');
    let toolbarWhenAsked: Element | null | undefined;
    routeFetch({
      ...crmBackground(),
      'GET /api/crm/tags': () => {
        toolbarWhenAsked = document.querySelector('.RaList-actions');
        return jsonResponse(listOf([TAG]));
      },
    });
    renderApp('/crm/tags');
    expect(await screen.findByText('VIP')).toBeTruthy();
    expect(toolbarWhenAsked).toBeNull();
    expect(screen.getByPlaceholderText('Search')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Create' })).toBeTruthy();
  });
});
