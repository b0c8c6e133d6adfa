// The side menu of each of the six roles, entry by entry and in order (docs/product.md section 2):
// pinned so that a change of how the menu decides (roles, matrix actions) cannot change what
// anybody sees.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../src/client/layout/navigation.ts';
import { RESOURCE_GRANTS } from '../../src/client/providers/resourceAccess.ts';
import type { Role } from '../../src/shared/roles.ts';
import { signInAsRole } from './support/factories.ts';
import { mockFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const MENU_BY_ROLE: Record<Role, string[]> = {
  super_admin: [
    'Dashboard',
    'Reports',
    'Organizations',
    'Users',
    'Companies',
    'Brokers',
    'Message logs',
    'Sale offers',
    'Sales',
    'Collections',
    'Commissions',
    'Audit log',
  ],
  super_admin_sales_manager: [
    'Dashboard',
    'Reports',
    'Organizations',
    'Users',
    'Companies',
    'Brokers',
    'Message logs',
    'Projects',
    'Buildings',
    'Units',
    'Sale offers',
    'Sales',
    'Collections',
    'Commissions',
  ],
  developer_admin: [
    'Dashboard',
    'Reports',
    'My organization',
    'Leads',
    'Activities',
    'Deals',
    'Pipelines',
    'Tags',
    'Amenities',
    'Projects',
    'Buildings',
    'Units',
    'Sale offers',
    'Sales',
    'Collections',
    'Commissions',
  ],
  developer: ['Dashboard', 'Leads', 'Activities', 'Deals', 'Projects', 'Buildings', 'Units', 'Sale offers', 'Sales', 'Collections'],
  broker_admin: ['Dashboard', 'Reports', 'My organization', 'Leads', 'Activities', 'Deals', 'Pipelines', 'Tags'],
  broker: ['Dashboard', 'Leads', 'Activities', 'Deals'],
};

function menuLabels(): string[] {
  // The navigation menu is the react-admin sidebar's list; the switcher's menu is a popover.
  const sideMenu = document.querySelector<HTMLElement>('.RaMenu-open, .RaMenu-closed');
  if (!sideMenu) return [];
  // Each entry's visible label, without what screen readers skip (the unseen-leads count).
  return [...sideMenu.querySelectorAll('[role="menuitem"]')].map((item) => {
    const label = item.cloneNode(true) as HTMLElement;
    label.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return label.textContent ?? '';
  });
}

describe('the side menu of each role', () => {
  it.each(Object.entries(MENU_BY_ROLE) as [Role, string[]][])('shows %s exactly its entries', async (role, expected) => {
    mockFetch();
    signInAsRole(role);
    renderApp('/auth/account-settings/profile');
    await screen.findByRole('button', { name: 'Switch organization' });
    await waitFor(() => expect(menuLabels()).toEqual(expected));
  });
});

describe('the navigation table', () => {
  it('names for each list the actions canAccess asks to list it', () => {
    const lists = NAVIGATION.filter((entry) => RESOURCE_GRANTS[entry.path.slice(1)]);
    expect(lists.length).toBeGreaterThan(10);
    for (const entry of lists) {
      expect([entry.action, entry.orAction].filter(Boolean), entry.path).toEqual(RESOURCE_GRANTS[entry.path.slice(1)]!.list);
    }
  });
});
