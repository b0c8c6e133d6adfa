// Browser entry: a browser (history) router around the app, so routes are real paths such as
// /crm/leads (react-admin would otherwise create a hash router). A data router, because
// react-admin's unsaved-changes guard needs one. Router imports come from react-router-dom, the
// entry react-admin's router adapter uses, so everything shares one copy of the router contexts.
// The first render waits for the user's language (boot.ts): English is already here, Arabic's
// chunk is a short wait for no flash of English.
import './zodConfig.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App.tsx';
import { prepareFirstPaint } from './boot.ts';

const router = createBrowserRouter([{ path: '*', element: <App /> }]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void prepareFirstPaint().then(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
