// The import wizard on the companies list (issue: a CSV silently renamed a stored company): the
// preview is the server's dry run, naming each record created, updated or skipped; updating a
// stored company is a checkbox left off, which, ticked, asks for the dry run again and shows the
// fields that would change, old → new.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactImportReport } from '../../src/shared/contacts.ts';
import type { ImportRecordOutcome } from '../../src/shared/imports.ts';
import { COMPANIES, companiesBackground } from './support/contactsFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { listOf, signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

const CSV = [
  'Name,Trade licence number,City',
  'Palm Gate Properties,PG-1,Dubai',
  'Jumeirah Coast Realty,DED-1001,Abu Dhabi',
  'Desert Rose Homes,DR-1,Sharjah',
].join('\n');

const created = (row: number, name: string, licence: string, city: string): ImportRecordOutcome => ({
  rows: [row],
  action: 'create',
  id: null,
  name,
  matched_on: null,
  reason: null,
  changes: [
    { field: 'name', from: null, to: name },
    { field: 'trade_license_number', from: null, to: licence },
    { field: 'city', from: null, to: city },
  ],
});

const MATCHED = { field: 'trade_license_number', value: 'DED-1001' };

/** What the server's dry run answers, as it would with `duplicates` skip or update. */
function dryRun(update: boolean): ContactImportReport {
  const marina: ImportRecordOutcome = update
    ? {
        rows: [3],
        action: 'update',
        id: 12,
        name: 'Jumeirah Coast Realty',
        matched_on: MATCHED,
        reason: null,
        changes: [
          { field: 'name', from: 'MARINA BROKERS', to: 'Jumeirah Coast Realty' },
          { field: 'city', from: 'Dubai', to: 'Abu Dhabi' },
        ],
      }
    : { rows: [3], action: 'skip', id: 12, name: 'MARINA BROKERS', matched_on: MATCHED, reason: 'exists', changes: [] };
  return {
    preview: true,
    created: 2,
    updated: update ? 1 : 0,
    skipped: update ? 0 : 1,
    rejected: [],
    records: [created(2, 'Palm Gate Properties', 'PG-1', 'Dubai'), marina, created(4, 'Desert Rose Homes', 'DR-1', 'Sharjah')],
  };
}

describe('the companies import wizard', () => {
  it('previews each record, skips the stored one unless the update box is ticked, then shows its changes', async () => {
    signInAs('super_admin');
    const imports: SentRequest[] = [];
    routeFetch({
      ...companiesBackground(),
      'GET /api/contacts/companies': listOf(COMPANIES),
      'POST /api/contacts/companies/import': (request: SentRequest) => {
        imports.push(request);
        const answer = dryRun(request.form!.get('duplicates') === 'update');
        return jsonResponse({ data: { ...answer, preview: request.form!.get('preview') === 'true' } });
      },
    });
    renderApp('/auth/contacts/companies');
    await screen.findByText('Gulf Horizon Properties');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([CSV], 'companies.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('combobox', { name: 'Field of column Name' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // The dry run, updates off: the stored company is skipped and named, nothing changes.
    const records = await within(dialog).findByRole('table', { name: 'Records' });
    const update = within(dialog).getByRole('checkbox', { name: /Update companies already stored/ });
    expect((update as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByText('Would create 2, update 0, skip 1; 0 rows rejected.')).toBeTruthy();
    const rows = within(records).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Create', 'Skip', 'Create']);
    expect(within(rows[1]!).getByText('Already exists: MARINA BROKERS (trade licence number DED-1001)')).toBeTruthy();
    expect(within(rows[0]!).getByText('City: (empty) → Dubai')).toBeTruthy();
    expect(imports.map((request) => [request.form!.get('preview'), request.form!.get('duplicates')])).toEqual([['true', 'skip']]);

    // Ticked, the dry run is asked again and shows each field the update would change.
    await user.click(update);
    await within(dialog).findByText('Would create 2, update 1, skip 0; 0 rows rejected.');
    const updated = within(within(dialog).getByRole('table', { name: 'Records' })).getAllByRole('row')[2]!;
    expect(within(updated).getByText('Update')).toBeTruthy();
    expect(within(updated).getByText('Name: MARINA BROKERS → Jumeirah Coast Realty')).toBeTruthy();
    expect(within(updated).getByText('City: Dubai → Abu Dhabi')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: /Update companies already stored/ }) as HTMLInputElement).checked).toBe(true);

    // The import runs with the choice made, and reports the records it touched.
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('Created 2, updated 1, skipped 0; 0 rows rejected.');
    expect(within(within(dialog).getByRole('table', { name: 'Records' })).getByText('Updated')).toBeTruthy();
    await waitFor(() => expect(imports).toHaveLength(3));
    expect(imports.map((request) => [request.form!.get('preview'), request.form!.get('duplicates')])).toEqual([
      ['true', 'skip'],
      ['true', 'update'],
      ['false', 'update'],
    ]);
  });
});
