// The user's language on the client (issue 25): the switcher on the sign-in page and in the app
// bar, the stored choice that the next load paints in from its first frame, the profile's copy
// saved when signed in and restored at sign-in, Accept-Language on every call, right to left
// under Arabic, and Latin digits in Arabic formats.
import SearchIcon from '@mui/icons-material/Search';
import { createTheme, ThemeProvider } from '@mui/material';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prepareFirstPaint } from '../../src/client/boot.ts';
import { LANGUAGE_KEY, storeLanguage } from '../../src/client/i18n/language.ts';
import { ArrowBackIcon } from '../../src/client/layout/directionalIcons.tsx';
import { appThemes } from '../../src/client/layout/theme.ts';
import { buildFetchRequest } from '../../src/client/providers/httpClient.ts';
import { formatDate } from '../../src/shared/date-format.ts';
import { formatLocaleOf } from '../../src/shared/languages.ts';
import { formatMoney } from '../../src/shared/money.ts';
import { loginSuccess, profile, signIn } from './support/factories.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { renderApp } from './support/renderApp.tsx';
import { keepAllStyles } from './support/visibilityStyles.ts';

// Reads computed styles beyond visibility (see support/visibilityStyles.ts).
keepAllStyles();

// The sign-in page's link to a password reset (auth.login.forgot_password): the brand in its title
// reads the same in both languages.
const ENGLISH_TITLE = 'Forgot your password?';
const ARABIC_TITLE = 'نسيت كلمة المرور؟';

/** A page load: the stored language is adopted and loaded before the app renders (main.tsx). */
async function loadPage(path: string) {
  await prepareFirstPaint();
  return renderApp(path);
}

async function chooseLanguage(name: string) {
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('button', { name: /^(Language|اللغة): / }))[0]!);
  await user.click(await screen.findByRole('menuitemradio', { name }));
}

describe('the language switcher', () => {
  it('switches the sign-in page to Arabic, right to left, and keeps the choice in this browser only', async () => {
    const requests = routeFetch({});
    await loadPage('/');
    expect(await screen.findByText(ENGLISH_TITLE)).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');

    await chooseLanguage('العربية');

    expect(await screen.findByText(ARABIC_TITLE)).toBeTruthy();
    expect(screen.queryByText(ENGLISH_TITLE)).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
    // Signed out there is no profile to save it to.
    expect(requests.filter((request) => request.path === '/api/auth/profile')).toHaveLength(0);

    await chooseLanguage('English');
    expect(await screen.findByText(ENGLISH_TITLE)).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('saves the choice on the profile when signed in, based on its current version', async () => {
    signIn();
    const current = profile({ updated_at: '2026-11-20T10:00:00.000Z' });
    const requests = routeFetch({
      'GET /api/auth/me': { data: current },
      'PATCH /api/auth/profile': (request: SentRequest) =>
        jsonResponse({ data: { ...current, language: request.json?.language }, message: 'saved' }),
    });
    await loadPage('/auth/account-settings/profile');
    const appBar = await screen.findByRole('banner');
    expect(within(appBar).getByRole('button', { name: 'Language: English' })).toBeTruthy();

    await chooseLanguage('العربية');

    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH' && request.path === '/api/auth/profile')).toBe(true));
    const saved = requests.find((request) => request.method === 'PATCH' && request.path === '/api/auth/profile')!;
    expect(saved.json).toMatchObject({
      full_name: current.full_name,
      email: current.email,
      language: 'ar',
      locale: 'en',
      updated_at: current.updated_at,
    });
    expect(saved.headers['If-Match']).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
  });
});

describe('a load with Arabic chosen', () => {
  it('paints Arabic, right to left, from the first frame: English never shows', async () => {
    routeFetch({});
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    const seenEnglish: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(ENGLISH_TITLE)) seenEnglish.push(document.body.innerHTML);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await prepareFirstPaint();
      // Set before anything renders.
      expect(document.documentElement.dir).toBe('rtl');
      expect(document.documentElement.lang).toBe('ar');
      renderApp('/');
      expect(await screen.findByText(ARABIC_TITLE)).toBeTruthy();
    } finally {
      observer.disconnect();
    }
    expect(seenEnglish).toEqual([]);
  });
});

describe('sign-in', () => {
  it('restores the profile’s language', async () => {
    routeFetch({ 'POST /api/auth/login': loginSuccess({ language: 'ar', has_enabled_two_factor_auth: false }) });
    await loadPage('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'arabic@demo.test');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
  });
});

describe('every API call', () => {
  it('sends the chosen language as Accept-Language, and the payload’s locale stays en', async () => {
    await prepareFirstPaint();
    expect(buildFetchRequest({ path: 'auth/me' }).init.headers).toMatchObject({ 'Accept-Language': 'en' });
    storeLanguage('ar');
    const { url, init } = buildFetchRequest({ path: 'crm/leads' });
    expect(init.headers).toMatchObject({ 'Accept-Language': 'ar' });
    expect(new URL(url, 'http://localhost').searchParams.get('locale')).toBe('en');
    storeLanguage('en');
  });
});

describe('right to left', () => {
  it('mirrors the icons that point a way under Arabic, and only those', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(appThemes('ar').light)}>
        <ArrowBackIcon />
        <SearchIcon />
      </ThemeProvider>,
    );
    const [back, search] = container.querySelectorAll('svg');
    expect(getComputedStyle(back!).transform).toBe('scaleX(-1)');
    expect(getComputedStyle(search!).transform).not.toBe('scaleX(-1)');
  });

  it('leaves them as drawn under English', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(appThemes('en').light)}>
        <ArrowBackIcon />
      </ThemeProvider>,
    );
    expect(getComputedStyle(container.querySelector('svg')!).transform).not.toBe('scaleX(-1)');
  });

  it('gives Arabic right-to-left themes, light and dark, with the Arabic font first', () => {
    for (const theme of [appThemes('ar').light, appThemes('ar').dark]) {
      expect(theme.direction).toBe('rtl');
      expect(String(theme.typography && 'fontFamily' in theme.typography ? theme.typography.fontFamily : '')).toMatch(
        /^"Noto Sans Arabic",/,
      );
    }
    expect(appThemes('en').light.direction).toBe('ltr');
  });
});

describe('Arabic formats', () => {
  it('write Latin digits, as Gulf business documents do', () => {
    const locale = formatLocaleOf('ar');
    expect(locale).toBe('ar-AE-u-nu-latn');
    for (const text of [formatMoney(123456, 'AED', { locale }), formatDate('2026-11-26', { locale })!]) {
      expect(text).toMatch(/[0-9]/);
      expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
    expect(formatDate('2026-11-26', { locale })).toContain('26');
  });

  it('write Arabic-Indic digits when the user chose them, and English never does', () => {
    const locale = formatLocaleOf('ar', 'arabic');
    expect(formatMoney(123456, 'AED', { locale })).toMatch(/[\u0660-\u0669]/);
    expect(formatDate('2026-11-26', { locale })).toContain('٢٦');
    expect(formatLocaleOf('en', 'arabic')).toBe('en');
  });
});
