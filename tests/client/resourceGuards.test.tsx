// The theme turns off react-admin's own access check in List/Edit/Show/Create (one render per
// asynchronous step before a page's first query), because every resource page is behind a guard
// of ours that decides from the stored session before the page mounts. This holds the two to the
// same answer: for every resource page (and the deal routes), a visitor is sent to login, and a
// signed-in user of each role gets the page exactly when react-admin's canAccess would let him,
// and the no-access page otherwise.
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { I18nContextProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dealRoutes } from '../../src/client/crm/deals/routes.tsx';
import { i18nProvider } from '../../src/client/i18n/i18nProvider.ts';
import { canAccessWith, type ResourceAction } from '../../src/client/providers/resourceAccess.ts';
import { clearSession } from '../../src/client/providers/session.ts';
import { RESOURCES } from '../../src/client/resources.ts';
import { LOGIN_PATH } from '../../src/client/routing/paths.ts';
import { ROLES, type Role } from '../../src/shared/roles.ts';
import { signInAsRole } from './support/factories.ts';

type Outcome = 'login' | 'no access' | 'page';

const PAGE_KINDS = ['list', 'create', 'edit', 'show'] as const satisfies readonly ResourceAction[];

// No role: signed out.
function signInAs(role: Role | null): void {
  if (role === null) clearSession();
  else signInAsRole(role);
}

/** What the page's route shows on its first render: the guard decides synchronously. */
function outcomeOf(page: ReactElement): Outcome {
  const router = createMemoryRouter(
    [
      { path: LOGIN_PATH, element: <p>login page</p> },
      { path: '*', element: <I18nContextProvider value={i18nProvider}>{page}</I18nContextProvider> },
    ],
    { initialEntries: ['/the-page'] },
  );
  render(<RouterProvider router={router} />);
  const outcome: Outcome =
    router.state.location.pathname === LOGIN_PATH
      ? 'login'
      : screen.queryByText("You don't have access to this page")
        ? 'no access'
        : 'page';
  cleanup();
  return outcome;
}

// docs/product.md section 2 puts these records' pages at /<resource>/:id, react-admin's edit address: the
// page shows each role what it may see and do there, so it is guarded as react-admin guards show.
const RECORD_PAGE_AT_EDIT_ADDRESS = new Set([
  'auth/organizations',
  'auth/users',
  'crm/leads',
  'inventory/projects',
  'inventory/buildings',
  'inventory/units',
]);

function expected(role: Role | null, kind: ResourceAction, resource: string): Outcome {
  if (role === null) return 'login';
  const action = kind === 'edit' && RECORD_PAGE_AT_EDIT_ADDRESS.has(resource) ? 'show' : kind;
  return canAccessWith(role, { action, resource }, true) ? 'page' : 'no access';
}

const resourcePages = Object.entries(RESOURCES).flatMap(([resource, pages]) =>
  PAGE_KINDS.filter((kind) => pages[kind]).map((kind) => ({ resource, kind, Page: pages[kind] as ComponentType })),
);

afterEach(() => clearSession());

describe('resource pages are guarded as react-admin would guard them', () => {
  it('covers every page of every resource', () => {
    expect(resourcePages.length).toBeGreaterThanOrEqual(Object.keys(RESOURCES).length * 2);
  });

  it.each(resourcePages.map(({ resource, kind }) => [resource, kind] as const))('%s %s', (resource, kind) => {
    const { Page } = resourcePages.find((page) => page.resource === resource && page.kind === kind)!;
    for (const role of [null, ...ROLES]) {
      signInAs(role);
      expect({ role, outcome: outcomeOf(<Page />) }).toEqual({ role, outcome: expected(role, kind, resource) });
    }
  });

  it.each(dealRoutes.map((route) => [route.props.path as string, route.props.element as ReactElement] as const))(
    'the deal route %s',
    (_path, element) => {
      for (const role of [null, ...ROLES]) {
        signInAs(role);
        expect({ role, outcome: outcomeOf(element) }).toEqual({ role, outcome: expected(role, 'list', 'crm/deals') });
      }
    },
  );
});
