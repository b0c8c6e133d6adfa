// The import dialog comes as its own chunk, loaded when the list's "Import" button is first
// pressed (src/client/imports/ImportButton.tsx), and once open it keeps its step across a
// close by Escape. A file of its own, because a module, once loaded, stays loaded for the rest of
// a file's tests.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { crmBackground, lead, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../../src/client/imports/ImportDialog.tsx', async (importOriginal) => {
  loaded.push('import dialog');
  return importOriginal();
});

describe('the leads list', () => {
  it('draws without the import dialog code, loads it on "Import", and keeps its step across Escape', async () => {
    signInAs('broker_admin');
    routeFetch({
      ...crmBackground(),
      'GET /api/crm/leads': listOf([lead()]),
      'POST /api/crm/leads/import': () =>
        jsonResponse({
          data: {
            preview: true,
            columns: [{ header: 'Mail', field: null }],
            created: 0,
            updated: 0,
            skipped: 0,
            rejected: [],
            report: null,
          },
        }),
    });
    renderApp('/crm/leads');
    await screen.findByText('Layla Haddad');
    expect(loaded).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    expect(loaded).toEqual(['import dialog']);
    await user.upload(within(dialog).getByLabelText('CSV file'), new File(['Mail\nana@example.test\n'], 'leads.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Field of column Mail' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await within(await screen.findByRole('dialog')).findByRole('combobox', { name: 'Field of column Mail' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await within(await screen.findByRole('dialog')).findByLabelText('CSV file')).toBeTruthy();
  });
});
