import { Checkbox, createTheme, getContrastRatio, ThemeProvider } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/client/i18n/i18nProvider.ts';
import { LoadingBar } from '../../src/client/layout/LoadingBar.tsx';
import { NOTIFICATION_TIMEOUT_MS } from '../../src/client/layout/AppNotification.tsx';
import { appTheme, appThemes } from '../../src/client/layout/theme.ts';
import { ar } from '../../src/client/i18n/ar.ts';
import { loadLanguage } from '../../src/client/i18n/languageResources.ts';
import { TagChips } from '../../src/client/crm/leads/LeadChips.tsx';
import { keepAllStyles } from './support/visibilityStyles.ts';

// Reads computed styles beyond visibility (see support/visibilityStyles.ts).
keepAllStyles();

describe('theme', () => {
  it('uses the breakpoints of docs/product.md section 9', () => {
    expect(appTheme.breakpoints?.values).toEqual({ xs: 0, sm: 600, md: 1024, lg: 1440, xl: 1920 });
  });

  it('has a navy primary and a distinct accent colour', () => {
    const palette = appTheme.palette as { primary: { main: string }; secondary: { main: string } };
    expect(palette.primary.main).toBe('#1b2b4b');
    expect(palette.secondary.main).not.toBe(palette.primary.main);
  });

  it('puts text of at least 4.5:1 contrast on every coloured palette surface (WCAG AA)', () => {
    const { palette } = createTheme(appTheme);
    for (const color of [palette.primary, palette.secondary, palette.info, palette.success, palette.warning, palette.error]) {
      expect(getContrastRatio(color.main, color.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('names a checkbox given an aria-label by its input, the element with the checkbox role', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(appTheme)}>
        <Checkbox aria-label="Select this row" />
        <Checkbox slotProps={{ input: { 'aria-label': 'Select all' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select this row' }).tagName).toBe('INPUT');
    expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
    // The wrapper keeps no label of its own (a <span> without a role may not carry one).
    expect(container.querySelectorAll('span[aria-label]')).toHaveLength(0);
  });

  it("writes a tag's name in black or white, whichever reaches 4.5:1 on the tag's colour", () => {
    const tags = [
      { id: 1, name: 'Teal', color: '#00897b' },
      { id: 2, name: 'Orange', color: '#fb8c00' },
      { id: 3, name: 'Navy', color: '#1b2b4b' },
    ];
    render(
      <ThemeProvider theme={createTheme(appTheme)}>
        <TagChips tags={tags} />
      </ThemeProvider>,
    );
    for (const tag of tags) {
      const chip = screen.getByText(tag.name).closest('.MuiChip-root')!;
      expect(getContrastRatio(tag.color, getComputedStyle(chip).color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives MUI's own words in the theme's language, keeping react-admin's defaults", async () => {
    await loadLanguage('ar');
    const arabicMui = (ar.app as { mui: Record<string, string> }).mui;
    for (const [theme, clear, pagination] of [
      [appTheme, 'Clear', 'Pagination'],
      [appThemes('ar').light, arabicMui.clear, arabicMui.pagination],
    ] as const) {
      expect(theme.components?.MuiAutocomplete?.defaultProps).toMatchObject({ clearText: clear, fullWidth: true });
      expect(theme.components?.MuiPagination?.defaultProps).toMatchObject({ 'aria-label': pagination });
    }
  });

  it('keeps notifications 5 seconds', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(5000);
  });
});

describe('loading bar', () => {
  it('shows an accent-coloured bar while a query is in flight, and hides it after', async () => {
    const queryClient = new QueryClient();
    let finish: (value: unknown) => void = () => undefined;
    render(
      <AdminContext i18nProvider={i18nProvider} queryClient={queryClient}>
        <LoadingBar />
      </AdminContext>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();

    let fetching: Promise<unknown> = Promise.resolve();
    act(() => {
      fetching = queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise((resolve) => (finish = resolve)) });
    });
    const bar = await screen.findByRole('progressbar', { name: 'Loading' });
    expect(bar.className).toContain('MuiLinearProgress-colorSecondary');

    await act(async () => {
      finish('done');
      await fetching;
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
