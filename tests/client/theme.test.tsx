import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/client/i18n/i18nProvider.ts';
import { LoadingBar } from '../../src/client/layout/LoadingBar.tsx';
import { NOTIFICATION_TIMEOUT_MS } from '../../src/client/layout/AppNotification.tsx';
import { appTheme } from '../../src/client/layout/theme.ts';

describe('theme', () => {
  it('uses the breakpoints of SPEC.md section 9', () => {
    expect(appTheme.breakpoints?.values).toEqual({ xs: 0, sm: 600, md: 1024, lg: 1440, xl: 1920 });
  });

  it('has a navy primary and a distinct accent colour', () => {
    const palette = appTheme.palette as { primary: { main: string }; secondary: { main: string } };
    expect(palette.primary.main).toBe('#1b2b4b');
    expect(palette.secondary.main).not.toBe(palette.primary.main);
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
