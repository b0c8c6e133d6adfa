import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotifyError } from '../../src/client/errors/useNotifyError.ts';
import { i18nProvider } from '../../src/client/i18n/i18nProvider.ts';
import { AppNotification } from '../../src/client/layout/AppNotification.tsx';

function FailingCall({ error }: { error: unknown }) {
  const notifyError = useNotifyError();
  useEffect(() => notifyError(error), [notifyError, error]);
  return null;
}

function renderFailure(error: unknown) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <FailingCall error={error} />
      <AppNotification />
    </AdminContext>,
  );
}

describe('notifyError', () => {
  it("shows a failed call's message as an error notification", async () => {
    renderFailure(new HttpError('The unit is no longer available.', 409, { message: 'The unit is no longer available.' }));
    const alert = await screen.findByText('The unit is no longer available.');
    expect(alert.closest('.RaNotification-error')).not.toBeNull();
    // docs/product.md section 9: bottom-right.
    expect(alert.closest('.MuiSnackbar-anchorOriginBottomRight')).not.toBeNull();
  });

  it('translates our own message keys', async () => {
    renderFailure(new HttpError('ra.notification.http_error', 0));
    expect(await screen.findByText('Server communication error')).toBeTruthy();
  });

  describe('on a fake clock, so the wait for a notification really passes', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** Renders the failure and lets a full second go by, timers and promises included. */
    async function afterASecond(error: unknown) {
      vi.useFakeTimers();
      renderFailure(error);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    }

    it('shows a failed call within that second (the control for the silence below)', async () => {
      await afterASecond(new HttpError('The unit is no longer available.', 409, { message: 'The unit is no longer available.' }));
      expect(screen.queryByRole('alert')?.textContent).toContain('The unit is no longer available.');
    });

    it('stays silent for a cancelled call', async () => {
      await afterASecond(new DOMException('The operation was aborted.', 'AbortError'));
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
