import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../src/client/providers/session.ts';
import { organization, signIn } from './support/factories.ts';
import { mockFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

function sideMenu() {
  // The navigation menu is the react-admin sidebar's list; the switcher's menu is a popover.
  return document.querySelector<HTMLElement>('.RaMenu-open, .RaMenu-closed')!;
}

describe('the signed-in layout', () => {
  it('shows the organization switcher and the menu of the current role', async () => {
    mockFetch();
    signIn(); // developer in Skyline Builders, broker admin in Palm Realty
    renderApp('/crm/leads');

    const switcher = await screen.findByRole('button', { name: 'Switch organization' });
    expect(switcher.textContent).toContain('Skyline Builders');

    await within(sideMenu()).findByRole('menuitem', { name: 'Leads' });
    expect(within(sideMenu()).getByRole('menuitem', { name: 'Activities' })).toBeTruthy();
    expect(within(sideMenu()).getByRole('menuitem', { name: 'Deals' }).getAttribute('href')).toBe('/crm/pipelines/kanban');
    expect(within(sideMenu()).getByRole('menuitem', { name: 'Projects' })).toBeTruthy();
    expect(within(sideMenu()).queryByRole('menuitem', { name: 'Tags' })).toBeNull();
    expect(within(sideMenu()).queryByRole('menuitem', { name: 'Pipelines' })).toBeNull();
    expect(within(sideMenu()).queryByRole('menuitem', { name: 'Organizations' })).toBeNull();

    // react-admin's user menu keeps its "Profile" label and its "Logout" item.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('changes the menu when switching to an organization with another role', async () => {
    mockFetch();
    signIn();
    const app = renderApp('/crm/leads');
    const user = userEvent.setup();

    await within(sideMenu()).findByRole('menuitem', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Switch organization' }));
    const choices = await screen.findAllByRole('menuitem', { name: /Skyline Builders|Palm Realty/ });
    expect(choices.map((choice) => choice.textContent)).toEqual(['Skyline BuildersDeveloper', 'Palm RealtyBroker admin']);
    await user.click(screen.getByRole('menuitem', { name: /Palm Realty/ }));

    await within(sideMenu()).findByRole('menuitem', { name: 'Tags' });
    expect(within(sideMenu()).getByRole('menuitem', { name: 'Pipelines' })).toBeTruthy();
    expect(within(sideMenu()).getByRole('menuitem', { name: 'Deals' })).toBeTruthy();
    expect(within(sideMenu()).queryByRole('menuitem', { name: 'Projects' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Switch organization' }).textContent).toContain('Palm Realty');
    expect(localStorage.getItem(SESSION_KEYS.organizationId)).toBe('20');
    expect(localStorage.getItem(SESSION_KEYS.accessType)).toBe('broker_admin');
    expect(app.pathname()).toBe('/crm/leads');
  });

  it('lists only enabled organizations in the switcher', async () => {
    mockFetch();
    signIn({
      organizations: [
        organization({ id: 1, name: 'Skyline Builders' }),
        organization({ id: 2, name: 'Gone Realty', kind: 'broker', pivot_role: 'broker', pivot_enabled: false }),
      ],
    });
    renderApp('/crm/leads');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Switch organization' }));
    await screen.findByRole('menuitem', { name: /Skyline Builders/ });
    expect(screen.queryByRole('menuitem', { name: /Gone Realty/ })).toBeNull();
  });

  it('shows a super admin the platform screens and goes home after switching', async () => {
    mockFetch();
    signIn({
      organizations: [
        organization({ id: 1, name: 'Platform', kind: 'platform', pivot_role: 'super_admin' }),
        organization({ id: 2, name: 'Sales desk', kind: 'platform', pivot_role: 'super_admin_sales_manager' }),
      ],
    });
    const app = renderApp('/auth/organizations');
    const user = userEvent.setup();
    for (const label of ['Organizations', 'Users', 'Companies', 'Brokers', 'Message logs', 'Sale offers']) {
      await within(sideMenu()).findByRole('menuitem', { name: label });
    }
    expect(within(sideMenu()).queryByRole('menuitem', { name: 'Leads' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Switch organization' }));
    await user.click(await screen.findByRole('menuitem', { name: /Sales desk/ }));
    await waitFor(() => expect(app.pathname()).toBe('/inventory/projects'));
    await within(sideMenu()).findByRole('menuitem', { name: 'Projects' });
  });

  it('shows the not-found page inside the layout for an address that is no screen', async () => {
    mockFetch();
    signIn();
    renderApp('/inventory/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
