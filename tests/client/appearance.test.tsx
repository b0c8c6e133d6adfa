// Issue 24 items 21 and 22: the dark theme follows the system unless account settings say
// otherwise, and on a phone the app bar leaves the page's title room.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { ar } from '../../src/client/i18n/ar.ts';
import { DIGITS_PREFERENCE_KEY } from '../../src/client/i18n/digitsPreference.ts';
import { useFormatLocale } from '../../src/client/i18n/useFormatLocale.ts';
import { THEME_PREFERENCE_KEY } from '../../src/client/layout/themePreference.ts';
import { profile, signIn } from './support/factories.ts';
import { routeFetch } from './support/fetchMock.ts';
import { onAPhone } from './support/phone.ts';
import { renderApp } from './support/renderApp.tsx';
import { keepAllStyles } from './support/visibilityStyles.ts';

// Reads computed styles beyond visibility (see support/visibilityStyles.ts).
keepAllStyles();

const DARK_BACKGROUND = 'rgb(49, 49, 49)'; // react-admin's dark background.default, #313131

const bodyBackground = () => getComputedStyle(document.body).backgroundColor;

function systemPrefersDark(): void {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query.includes('prefers-color-scheme: dark') }));
}

function openProfileSettings() {
  signIn();
  routeFetch({ 'GET /api/auth/me': { data: profile() } });
  return renderApp('/auth/account-settings/profile');
}

describe('the theme', () => {
  it('is light on a light system and dark on a dark one, when the user chose nothing', async () => {
    openProfileSettings();
    await screen.findByRole('radiogroup', { name: 'Theme' });
    expect(bodyBackground()).not.toBe(DARK_BACKGROUND);
    expect((screen.getByRole('radio', { name: 'Same as the system' }) as HTMLInputElement).checked).toBe(true);
  });

  it('follows a dark system', async () => {
    systemPrefersDark();
    openProfileSettings();
    await screen.findByRole('radiogroup', { name: 'Theme' });
    await waitFor(() => expect(bodyBackground()).toBe(DARK_BACKGROUND));
  });

  it('switches from account settings at once, keeps the choice in this browser, and can go back to the system', async () => {
    openProfileSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(bodyBackground()).toBe(DARK_BACKGROUND));
    expect(localStorage.getItem(THEME_PREFERENCE_KEY)).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Same as the system' }));
    await waitFor(() => expect(bodyBackground()).not.toBe(DARK_BACKGROUND));
    expect(localStorage.getItem(THEME_PREFERENCE_KEY)).toBeNull();
  });

  it('keeps a light choice on a dark system', async () => {
    systemPrefersDark();
    localStorage.setItem(THEME_PREFERENCE_KEY, 'light');
    openProfileSettings();
    await screen.findByRole('radiogroup', { name: 'Theme' });
    expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true);
    expect(bodyBackground()).not.toBe(DARK_BACKGROUND);
  });
});

describe('the digits of Arabic screens', () => {
  function FormatLocale() {
    return <output>{useFormatLocale()}</output>;
  }

  it('are Latin until the user picks Arabic-Indic ones in account settings, kept in this browser', async () => {
    const arabic = polyglotI18nProvider(() => ar, 'ar');
    const probe = render(
      <AdminContext i18nProvider={arabic}>
        <FormatLocale />
      </AdminContext>,
    );
    expect(probe.container.textContent).toBe('ar-AE-u-nu-latn');
    probe.unmount();

    openProfileSettings();
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Arabic-Indic (١ ٢ ٣)' }));
    expect(localStorage.getItem(DIGITS_PREFERENCE_KEY)).toBe('arabic');
    const after = render(
      <AdminContext i18nProvider={arabic}>
        <FormatLocale />
      </AdminContext>,
    );
    expect(after.container.textContent).toBe('ar-AE-u-nu-arab');
  });
});

describe('the app bar on a phone', () => {
  it("shows the organization switcher as its icon, so the title keeps the bar's room", async () => {
    onAPhone();
    openProfileSettings();
    const switcher = await screen.findByRole('button', { name: 'Switch organization' });
    expect(switcher.textContent).toBe('');
    await userEvent.setup().click(switcher);
    expect(await screen.findByRole('menuitem', { name: /Skyline Builders/ })).toBeTruthy();
  });
});
