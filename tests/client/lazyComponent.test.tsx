// A component loaded when first drawn (src/client/layout/lazyComponent.tsx), as a screen
// (routing/lazyPage.tsx) or a dialog: its fallback until its chunk is there, at once on later
// draws, a chunk that fails to load goes to the error boundary and is asked for again next time.
import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/client/i18n/i18nProvider.ts';
import { lazyComponent } from '../../src/client/layout/lazyComponent.tsx';
import { lazyPage } from '../../src/client/routing/lazyPage.tsx';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function renderPage(Page: ComponentType) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <Boundary>
        <Page />
      </Boundary>
    </AdminContext>,
  );
}

/** A module load the test finishes when it wants. */
function deferredModule<Module = { Screen: () => ReactNode }>() {
  let resolve!: (module: Module) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Module>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazy components', () => {
  it('shows a spinner while the chunk loads, then the screen; a later visit shows the screen at once', async () => {
    const module = deferredModule();
    const load = vi.fn(() => module.promise);
    const Page = lazyPage(load, 'Screen');

    const first = renderPage(Page);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    module.resolve({ Screen: () => <h1>Leads</h1> });
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    first.unmount();

    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Leads' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a chunk that cannot load to the error boundary, and asks for it again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = deferredModule();
    const working = deferredModule();
    const load = vi
      .fn<() => Promise<{ Screen: () => ReactNode }>>()
      .mockReturnValueOnce(failing.promise)
      .mockReturnValueOnce(working.promise);
    const Page = lazyPage(load, 'Screen');

    const first = renderPage(Page);
    failing.reject(new Error('chunk missing'));
    expect(await screen.findByText('failed: chunk missing')).toBeTruthy();
    first.unmount();

    renderPage(Page);
    working.resolve({ Screen: () => <h1>Units</h1> });
    expect(await screen.findByRole('heading', { name: 'Units' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes its props to the loaded component and shows its own fallback meanwhile', async () => {
    const module = deferredModule<{ Greeting: (props: { name: string }) => ReactNode }>();
    const Greeting = lazyComponent(() => module.promise, 'Greeting', <p>opening…</p>);

    renderPage(() => <Greeting name="Layla" />);
    expect(screen.getByText('opening…')).toBeTruthy();
    module.resolve({ Greeting: ({ name }: { name: string }) => <h2>Hello {name}</h2> });
    expect(await screen.findByRole('heading', { name: 'Hello Layla' })).toBeTruthy();
    expect(screen.queryByText('opening…')).toBeNull();
  });
});
