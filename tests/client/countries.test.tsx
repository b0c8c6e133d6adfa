// Countries are words, not codes: picked by name from a searchable list (the ISO code is what is
// sent), and shown by name in lists and on the organization's signup review.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countryName } from '../../src/client/i18n/countryNames.ts';
import { COUNTRY_CODES } from '../../src/shared/countries.ts';
import { COMPANIES, companiesBackground } from './support/contactsFactories.ts';
import { listOf, newLeadRoutes } from './support/crmFactories.ts';
import { routeFetch, type SentRequest } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

describe('country names', () => {
  it('names every stored code in English, and shows an unknown one as stored', () => {
    expect(countryName('AE', 'en')).toBe('United Arab Emirates');
    expect(countryName('SA', 'en')).toBe('Saudi Arabia');
    expect(COUNTRY_CODES.filter((code) => countryName(code, 'en') === code)).toEqual([]);
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});

describe('the nationality of a new lead', () => {
  it('is searched by name and sent as its ISO code', async () => {
    signInAs('broker');
    const requests = routeFetch(newLeadRoutes());
    renderApp('/crm/leads/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Nora Ali');
    await user.type(screen.getByLabelText('Email'), 'nora@example.test');
    const nationality = screen.getByRole('combobox', { name: 'Nationality' });
    await user.type(nationality, 'emir');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['United Arab Emirates']);
    await user.click(options[0]!);
    expect((nationality as HTMLInputElement).value).toBe('United Arab Emirates');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const posted = () => requests.find((request: SentRequest) => request.method === 'POST' && request.path === '/api/crm/leads');
    await waitFor(() => expect(posted()).toBeTruthy());
    expect(posted()!.json).toMatchObject({ nationality: 'AE' });
  });
});

describe('the companies list', () => {
  it('shows each company’s country by name', async () => {
    signInAs('super_admin');
    routeFetch({ ...companiesBackground(), 'GET /api/contacts/companies': listOf(COMPANIES) });
    renderApp('/auth/contacts/companies');
    const row = (await screen.findByText('Marina Crest Realty')).closest('tr')!;
    expect(within(row).getByText('United Arab Emirates')).toBeTruthy();
    expect(within(row).queryByText('AE')).toBeNull();
  });
});
