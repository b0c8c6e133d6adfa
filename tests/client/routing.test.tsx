import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../src/client/providers/httpClient.ts';
import { isSignedIn } from '../../src/client/providers/session.ts';
import { organization, signIn } from './support/factories.ts';
import { jsonResponse, mockFetch, routeFetch } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';

const superAdmin = [organization({ id: 1, name: 'Platform', kind: 'platform', pivot_role: 'super_admin' })];

describe('the signed-in guard', () => {
  it.each(['/auth/two-factor/notice', '/auth/no-organizations'])('sends a visitor from %s to login', async (path) => {
    mockFetch();
    const app = renderApp(path);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(app.pathname()).toBe('/');
  });
});

describe('login-type pages', () => {
  it('shows the login form to a visitor at /', async () => {
    mockFetch();
    renderApp('/');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it.each([
    ['/', '/crm/leads', undefined],
    ['/register', '/crm/leads', undefined],
    ['/auth/forgot-password', '/auth/organizations', superAdmin],
    ['/auth/reset-password/success', '/auth/organizations', superAdmin],
    ['/signup/skylinebuilders', '/crm/leads', undefined],
    ['/', '/auth/no-organizations', []],
  ])('sends a signed-in user from %s to his home page %s', async (path, home, organizations) => {
    mockFetch();
    signIn(organizations ? { organizations } : {});
    const app = renderApp(path);
    await waitFor(() => expect(app.pathname()).toBe(home));
  });
});

describe('the no-organizations landing', () => {
  it('is shown to a signed-in user without access type, with a sign-out button', async () => {
    signIn({ organizations: [] });
    const requests = routeFetch({ 'POST /api/auth/logout': { message: 'Logged out.' } });
    const app = renderApp('/auth/no-organizations');
    expect(await screen.findByRole('heading', { name: 'No organization yet' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(requests.filter((request) => request.path === '/api/auth/logout')).toHaveLength(1);
    expect(isSignedIn()).toBe(false);
  });

  it('sends a user who has an access type to his home page', async () => {
    mockFetch();
    signIn();
    const app = renderApp('/auth/no-organizations');
    await waitFor(() => expect(app.pathname()).toBe('/crm/leads'));
  });
});

describe('the two-factor notice', () => {
  it('offers to set up two-factor now', async () => {
    mockFetch();
    signIn({ has_enabled_two_factor_auth: false });
    const app = renderApp('/auth/two-factor/notice');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Set up now' }));
    expect(app.pathname()).toBe('/auth/two-factor/authenticator-app');
  });

  it('lets the user go on to his home page for now', async () => {
    mockFetch();
    signIn({ has_enabled_two_factor_auth: false, organizations: superAdmin });
    const app = renderApp('/auth/two-factor/notice');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remind me later' }));
    expect(app.pathname()).toBe('/auth/organizations');
  });
});

describe('the not-found page', () => {
  it('answers any unknown address with a way back to login for a visitor', async () => {
    mockFetch();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('leads a signed-in user back to his home page', async () => {
    mockFetch();
    signIn({ organizations: superAdmin });
    renderApp('/no/such/page');
    const link = await screen.findByRole('link', { name: 'Back to home' });
    expect(link.getAttribute('href')).toBe('/auth/organizations');
  });
});

describe('the no-access page', () => {
  it('tells a broker opening the organizations list that he has no access, with the way home', async () => {
    const requests = routeFetch({});
    signIn({ organizations: [organization({ id: 7, name: 'Marina Brokers', kind: 'broker', pivot_role: 'broker' })] });
    renderApp('/auth/organizations');
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/crm/leads');
    expect(requests.some((request) => request.path.startsWith('/api/auth/organizations'))).toBe(false);
  });

  it('keeps an address that is no screen the not-found page for the same broker', async () => {
    routeFetch({});
    signIn({ organizations: [organization({ id: 7, name: 'Marina Brokers', kind: 'broker', pivot_role: 'broker' })] });
    renderApp('/organizations');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "You don't have access to this page" })).toBeNull();
  });
});

describe('forced logout', () => {
  it('sends the user to login on the first 401 of a direct call, clearing the session', async () => {
    mockFetch();
    signIn();
    const app = renderApp('/crm/leads');
    await screen.findByRole('button', { name: 'Switch organization' });

    mockFetch(() => jsonResponse({ message: 'Unauthenticated.' }, 401));
    await act(async () => {
      await apiRequest({ path: 'crm/leads/unseen-count' }).catch(() => undefined);
    });

    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(isSignedIn()).toBe(false);
  });
});

describe('scrolling', () => {
  it('scrolls to the top on every navigation', async () => {
    mockFetch();
    signIn({ has_enabled_two_factor_auth: false });
    const scrolls: unknown[][] = [];
    window.scrollTo = ((...args: unknown[]) => scrolls.push(args)) as typeof window.scrollTo;
    const app = renderApp('/auth/two-factor/notice');
    await screen.findByRole('button', { name: 'Set up now' });
    const before = scrolls.length;
    await act(() => app.router.navigate('/crm/leads'));
    await act(() => app.router.navigate('/crm/tags'));
    expect(scrolls.length).toBe(before + 2);
    expect(scrolls.at(-1)).toEqual([0, 0]);
  });
});
