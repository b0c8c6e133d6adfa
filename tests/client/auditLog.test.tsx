import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/client/audit/auditTypes.ts';
import { listOf, organizationRecord, platformUser, signInAs } from './support/organizationFactories.ts';
import { routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const auditLists = (requests: SentRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/api/audit-logs');

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    occurred_at: '2026-11-20T09:30:00.000Z',
    action: 'member.role_changed',
    user_id: 21,
    user_name: 'Karim Nasser',
    user_email: 'karim@demo.test',
    organization_id: 5,
    organization_name: 'Skyline Builders',
    subject_type: 'user',
    subject_id: 30,
    subject_label: 'Omar Khalil',
    subject_organization_id: 5,
    subject_organization_name: 'Skyline Builders',
    ip: '10.0.0.7',
    details: {
      method: 'PATCH',
      route: '/api/auth/users/role/:orgId/:userId',
      status: 200,
      fields: ['role'],
      values: { role: 'developer' },
      previous: { role: 'developer_admin' },
    },
    ...overrides,
  };
}

const ENTRIES = [
  entry(),
  entry({
    id: 2,
    action: 'auth.login_failed',
    user_id: null,
    user_name: null,
    user_email: null,
    organization_id: null,
    organization_name: null,
    subject_type: null,
    subject_id: null,
    subject_label: null,
    subject_organization_id: null,
    subject_organization_name: null,
    details: { email: 'intruder@example.test', status: 422 },
  }),
  entry({ id: 3, action: 'reports.brand_new', details: {} }),
  // A super admin, acting from the platform, on a developer's sale offer.
  entry({
    id: 4,
    action: 'sale_offer.created',
    organization_id: 1,
    organization_name: 'Platform',
    subject_type: 'sale_offer',
    subject_id: 41,
    subject_label: 'SO-2026-000003',
    subject_organization_id: 5,
    subject_organization_name: 'Skyline Builders',
  }),
  entry({
    id: 5,
    action: 'crm.lead.deleted',
    organization_id: 9,
    organization_name: 'Marina Brokers',
    subject_type: 'lead',
    subject_id: 907,
    subject_label: 'Sara Al Nuaimi',
    subject_organization_id: 9,
    subject_organization_name: 'Marina Brokers',
  }),
  entry({ id: 6, action: 'crm.note.deleted', subject_type: 'note', subject_id: 12, subject_label: null }),
];

function server() {
  return routeFetch({
    'GET /api/audit-logs': listOf(ENTRIES),
    'GET /api/audit-logs/actions': {
      data: ['auth.login_failed', 'crm.deal.deleted', 'member.role_changed'].map((value) => ({ value, label: value })),
    },
    'GET /api/auth/users': listOf([platformUser()]),
    'GET /api/auth/organizations': listOf([organizationRecord()]),
  });
}

function sideMenu() {
  return document.querySelector<HTMLElement>('.RaMenu-open, .RaMenu-closed')!;
}

describe('the audit log screen', () => {
  it('lists entries newest first with labels, the raw key as fallback, and a failed sign-in by its email', async () => {
    signInAs('super_admin');
    const requests = server();
    renderApp('/audit-logs');
    const row = (await screen.findByText('Member role changed')).closest('tr')!;
    expect(within(row).getByText('Karim Nasser')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'User Omar Khalil' }).getAttribute('href')).toBe('/auth/users/30');
    expect(within(row).getByText('10.0.0.7')).toBeTruthy();
    expect(screen.getByText('intruder@example.test').closest('tr')!.textContent).toContain('Sign-in failed');
    expect(screen.getByText('reports.brand_new')).toBeTruthy();
    const query = auditLists(requests)[0]!.query;
    expect([query.get('sort'), query.get('order')]).toEqual(['occurred_at', 'desc']);
  });

  it('filters by action family and by day, and shows an entry’s details', async () => {
    signInAs('super_admin');
    const requests = server();
    renderApp('/audit-logs');
    await screen.findByText('Member role changed');
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'All crm.* actions' }));
    await waitFor(() => expect(auditLists(requests).at(-1)!.query.get('action')).toBe('crm.'));

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(auditLists(requests).at(-1)!.query.get('from')).toBe('2026-11-01'));
    expect(auditLists(requests).at(-1)!.query.get('action')).toBe('crm.');

    await user.click(screen.getByText('Member role changed'));
    const drawer = await screen.findByRole('region', { name: 'Audit entry' });
    const details = within(drawer).getByLabelText('Details');
    expect(within(details).getByText('Role', { selector: 'dt' }).nextElementSibling!.textContent).toBe('Developer admin → Developer');
    expect(within(details).getByText('Fields changed').nextElementSibling!.textContent).toBe('Role');
    expect(within(details).getByText('Answer status').nextElementSibling!.textContent).toBe('200');
    expect(details.textContent).not.toContain('{');
  });

  it('names subjects, links those the viewer may open, and shows the subject’s organization', async () => {
    signInAs('super_admin');
    server();
    renderApp('/audit-logs');
    const offer = (await screen.findByText('Sale offer created')).closest('tr')!;
    // The super admin reads every organization's offers: linked, under the offer's organization.
    expect(within(offer).getByRole('link', { name: 'Sale offer SO-2026-000003' }).getAttribute('href')).toBe(
      '/inventory/sale-offers/41/show',
    );
    expect(within(offer).getByText('Skyline Builders')).toBeTruthy();
    expect(within(offer).queryByText('Platform')).toBeNull();
    // A lead is named but not linked: the super admin has no CRM, and the lead is gone anyway.
    const lead = screen.getByText('Lead deleted').closest('tr')!;
    expect(within(lead).getByText('Lead Sara Al Nuaimi').closest('a')).toBeNull();
    expect(within(lead).getByText('Marina Brokers')).toBeTruthy();
    // Without a stored name, the type and the number.
    expect(within(screen.getByText('Note deleted').closest('tr')!).getByText('Note #12')).toBeTruthy();
  });

  it('is in the menu of the super admin only; anyone else gets no entry, no page and no call', async () => {
    signInAs('super_admin');
    server();
    const first = renderApp('/audit-logs');
    expect((await within(sideMenu()).findByRole('menuitem', { name: 'Audit log' })).getAttribute('href')).toBe('/audit-logs');
    first.unmount();

    signInAs('super_admin_sales_manager');
    const requests = server();
    renderApp('/audit-logs');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    await within(sideMenu()).findByRole('menuitem', { name: 'Users' });
    expect(within(sideMenu()).queryByRole('menuitem', { name: 'Audit log' })).toBeNull();
    expect(auditLists(requests)).toEqual([]);
  });
});
