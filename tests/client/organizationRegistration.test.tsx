import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Organization, RegistrationDetails } from '../../src/client/organizations/organizationTypes.ts';
import { organizationRecord, signInAs, SKYLINE_ID } from './support/organizationFactories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

function registration(overrides: Partial<RegistrationDetails> = {}): RegistrationDetails {
  return {
    signup_step: 'broker_data',
    signup_completed_at: '2026-02-01T09:30:00.000Z',
    contact_full_name: 'Layla Haddad',
    contact_email: 'layla@marina.demo.test',
    bank_name: 'Emirates NBD',
    bank_account_name: 'Marina Brokers LLC',
    iban: 'AE070331234567890123456',
    swift: 'EBILAEAD',
    signatory_full_name: 'Omar Farouk',
    signatory_email: 'omar@marina.demo.test',
    signatory_phone: '+971 50 555 0101',
    signatory_nationality: 'AE',
    broker_orn_number: 'ORN-48213',
    has_signatory_id_document: true,
    has_broker_card: true,
    review_message: null,
    changes_step: null,
    ...overrides,
  };
}

function brokerSignup(overrides: Partial<Organization> = {}): Organization {
  return organizationRecord({
    kind: 'broker',
    name: 'Marina Brokers',
    signup_source: 'marinabrokers',
    registration: registration(),
    ...overrides,
  });
}

function server(record: Organization, overrides: Record<string, unknown> = {}) {
  return routeFetch({
    [`GET /api/auth/organizations/${record.id}`]: { data: record },
    ...overrides,
  });
}

function fileResponse(name: string) {
  return () =>
    new Response(new TextEncoder().encode('%PDF-1.4'), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
    });
}

/** Records the names of the files the page hands to the browser to save. */
function spyOnSaves(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const section = () => screen.findByRole('region', { name: 'Registration' });

describe('the registration section of the overview', () => {
  it('shows the super admin what the signup declared, with its files to download', async () => {
    signInAs('super_admin');
    const requests = server(brokerSignup(), {
      [`GET /api/auth/organizations/${SKYLINE_ID}/registration-files/signatory_id_document`]: fileResponse('omar-passport.pdf'),
      [`GET /api/auth/organizations/${SKYLINE_ID}/registration-files/broker_card`]: fileResponse('broker-card.pdf'),
    });
    const saved = spyOnSaves();
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const region = await section();
    for (const text of [
      'marinabrokers',
      'Broker',
      'Layla Haddad',
      'Emirates NBD',
      'Marina Brokers LLC',
      'AE07 0331 2345 6789 0123 456',
      'EBILAEAD',
      'Omar Farouk',
      // As the UAE office reading it writes it.
      '050 555 0101',
      'ORN-48213',
    ]) {
      expect(within(region).getByText(text), text).toBeTruthy();
    }
    expect(within(region).queryByText('Not completed')).toBeNull();
    // The signatory's nationality by name, not its code.
    expect(within(region).getByText('United Arab Emirates')).toBeTruthy();
    expect(within(region).queryByText('AE')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Download ID document' }));
    await waitFor(() => expect(saved).toEqual(['omar-passport.pdf']));
    await user.click(within(region).getByRole('button', { name: 'Download broker card' }));
    await waitFor(() => expect(saved).toEqual(['omar-passport.pdf', 'broker-card.pdf']));
    const downloads = requests
      .filter((request) => request.path.includes('/registration-files/'))
      .map((request) => `${request.method} ${request.path}`);
    expect(downloads).toEqual([
      `GET /api/auth/organizations/${SKYLINE_ID}/registration-files/signatory_id_document`,
      `GET /api/auth/organizations/${SKYLINE_ID}/registration-files/broker_card`,
    ]);
    // An active organization is not approved again.
    expect(within(region).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('offers no download of a file the signup did not upload', async () => {
    signInAs('super_admin');
    server(brokerSignup({ registration: registration({ has_broker_card: false }) }));
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const region = await section();
    expect(within(region).getByRole('button', { name: 'Download ID document' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Download broker card' })).toBeNull();
  });

  it('puts the approval of a completed pending signup beside it, once, and approves from there', async () => {
    signInAs('super_admin');
    const pending = brokerSignup({ status: 'pending' });
    const requests = server(pending, {
      [`PATCH /api/auth/organizations/${SKYLINE_ID}`]: (request: SentRequest) =>
        jsonResponse({
          data: { ...pending, status: request.json?.status, updated_at: '2026-03-01T10:00:00.000Z' },
          message: 'Organization updated.',
        }),
    });
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const region = await section();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Marina Brokers was approved.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PATCH')?.json).toMatchObject({ status: 'active' });
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('asks the applicant for changes at a chosen step, with a message, beside Approve', async () => {
    signInAs('super_admin');
    const pending = brokerSignup({ status: 'pending' });
    const requests = server(pending, {
      [`POST /api/auth/organizations/${SKYLINE_ID}/signup/request-changes`]: () =>
        jsonResponse({ data: { ...pending, status: 'changes_requested' }, message: 'Marina Brokers was asked for changes.' }),
    });
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const region = await section();
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Marina Brokers for changes' });
    // Without a message nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Write what the applicant should change.')).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Step to correct'));
    const steps = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(steps).toEqual(['Company', 'Bank', 'Authorised signatory', 'Broker']);
    await user.click(screen.getByRole('option', { name: 'Authorised signatory' }));
    await user.type(within(dialog).getByLabelText(/What should change/), 'The ID document is expired.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Marina Brokers was asked for changes.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.json).toMatchObject({
      step: 'auth_signatory_data',
      message: 'The ID document is expired.',
    });
  });

  it('rejects with a reason, and shows the reason on a rejected signup', async () => {
    signInAs('super_admin');
    const pending = brokerSignup({ status: 'pending' });
    const requests = server(pending, {
      [`POST /api/auth/organizations/${SKYLINE_ID}/signup/reject`]: () =>
        jsonResponse({ data: { ...pending, status: 'rejected' }, message: 'The signup of Marina Brokers was rejected.' }),
    });
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const region = await section();
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Marina Brokers?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Licence not verifiable.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the signup' }));
    expect(await screen.findByText('The signup of Marina Brokers was rejected.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.json).toMatchObject({ reason: 'Licence not verifiable.' });
  });

  it('tells what the review said, and offers no review, once a signup was rejected or sent back', async () => {
    signInAs('super_admin');
    server(brokerSignup({ status: 'rejected', registration: registration({ review_message: 'Licence not verifiable.' }) }));
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const region = await section();
    expect(within(region).getByText('The signup was rejected: “Licence not verifiable.”.')).toBeTruthy();
    expect(screen.getAllByText('Rejected').length).toBeGreaterThan(0);
    for (const name of ['Approve', 'Reject', 'Request changes', 'Suspend']) expect(screen.queryByRole('button', { name })).toBeNull();
    // The review holds the status: the form offers no status to pick, and saves the rest.
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it('leaves the approval of an unfinished signup in the heading', async () => {
    signInAs('super_admin');
    server(
      brokerSignup({
        status: 'pending',
        registration: registration({ signup_step: 'bank_data', signup_completed_at: null, broker_orn_number: null }),
      }),
    );
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const region = await section();
    expect(within(region).getByText('Not completed')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });

  it('shows the organization’s admin his own registration, without downloads', async () => {
    signInAs('broker_admin');
    const requests = server(brokerSignup());
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    const region = await section();
    expect(within(region).getByText('AE07 0331 2345 6789 0123 456')).toBeTruthy();
    expect(within(region).getByText('Omar Farouk')).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(requests.filter((request) => request.path.includes('registration-files'))).toEqual([]);
  });

  it('is not shown to a sales manager, for whom the server gives none', async () => {
    signInAs('super_admin_sales_manager');
    server(brokerSignup({ registration: null }));
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    await screen.findByRole('heading', { name: 'Marina Brokers', level: 1 });
    expect(await screen.findByText('DEV-200001')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Registration' })).toBeNull();
    expect(screen.queryByText('AE07 0331 2345 6789 0123 456')).toBeNull();
  });

  it('is not shown for an organization created without a signup', async () => {
    signInAs('super_admin');
    const empty = Object.fromEntries(
      Object.keys(registration()).map((key) => [key, key.startsWith('has_') ? false : null]),
    ) as unknown as RegistrationDetails;
    server(organizationRecord({ registration: empty }));
    renderApp(`/auth/organizations/${SKYLINE_ID}`);
    expect(await screen.findByLabelText('Trade licence number')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Registration' })).toBeNull();
  });
});
