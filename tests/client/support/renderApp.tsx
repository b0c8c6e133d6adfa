// Renders the real App inside a memory router at a given address, as main.tsx does with the
// browser router, and exposes the router to assert where navigation led.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../../../src/client/App.tsx';

export function renderApp(initialPath: string) {
  const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [initialPath] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, pathname: () => router.state.location.pathname };
}
