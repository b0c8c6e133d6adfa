import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeadImportResult } from '../../src/shared/crm.ts';
import { crmBackground, lead, listOf } from './support/crmFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

const result = (overrides: Partial<LeadImportResult> = {}): LeadImportResult => ({
  preview: true,
  columns: [
    { header: 'Name', field: 'full_name' },
    { header: 'Mail', field: null },
  ],
  created: 1,
  updated: 0,
  skipped: 0,
  rejected: [{ row: 3, errors: { email: ['The email must be a valid email address.'] }, values: { Name: 'Bad', Mail: 'nope' } }],
  report: 'Name,Mail,row,errors\nBad,nope,3,The email must be a valid email address.\n',
  records: [
    {
      rows: [2],
      action: 'create',
      id: null,
      name: 'Ana',
      matched_on: null,
      reason: null,
      changes: [
        { field: 'full_name', from: null, to: 'Ana' },
        { field: 'status', from: null, to: 'new' },
      ],
    },
  ],
  ...overrides,
});

describe('importing leads', () => {
  it('is not offered to a broker', async () => {
    signInAs('broker');
    routeFetch({ ...crmBackground(), 'GET /api/crm/leads': listOf([lead()]) });
    renderApp('/crm/leads');
    await screen.findByText('Layla Haddad');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('takes an admin from the file through the mapping and a preview to the import', async () => {
    signInAs('broker_admin');
    const imports: SentRequest[] = [];
    routeFetch({
      ...crmBackground(),
      'GET /api/crm/leads': listOf([lead()]),
      'POST /api/crm/leads/import': (request: SentRequest) => {
        imports.push(request);
        return jsonResponse({ data: result({ preview: request.form!.get('preview') === 'true' }) });
      },
    });
    renderApp('/crm/leads');
    await screen.findByText('Layla Haddad');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File(['Name,Mail\nAna,ana@example.test\n'], 'leads.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // The headers' guess (Name is a full name), then the admin maps the rest.
    expect((await within(dialog).findByRole('combobox', { name: 'Field of column Name' })).textContent).toBe('Full name');
    const mail = within(dialog).getByRole('combobox', { name: 'Field of column Mail' });
    await user.click(mail);
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Would create 1, update 0, skip 0; 1 row rejected.')).toBeTruthy();
    expect(within(dialog).getByText('The email must be a valid email address.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download rejected rows (CSV)' })).toBeTruthy();
    // Each lead the dry run would create, by name, its codes in words; known leads are skipped unless ticked.
    const records = within(dialog).getByRole('table', { name: 'Records' });
    expect(within(records).getByText('Ana')).toBeTruthy();
    expect(within(records).getByText('Status: (empty) → New')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: /Update leads already stored/ }) as HTMLInputElement).checked).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Created 1, updated 0, skipped 0; 1 row rejected.')).toBeTruthy();
    // The mapping is read in the browser: one preview with it, then the import.
    await waitFor(() => expect(imports).toHaveLength(2));
    expect(imports.map((request) => request.form!.get('preview'))).toEqual(['true', 'false']);
    expect(JSON.parse(String(imports[0].form!.get('mapping')))).toEqual({ Name: 'full_name', Mail: 'email' });
    expect(JSON.parse(String(imports[1].form!.get('mapping')))).toEqual({ Name: 'full_name', Mail: 'email' });
    expect(imports[1].form!.get('duplicates')).toBe('skip');
    expect(imports[1].form!.get('file')).toBeInstanceOf(File);
  });
});
