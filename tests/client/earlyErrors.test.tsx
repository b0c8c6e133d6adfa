import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prepareFirstPaint } from '../../src/client/boot.ts';
import { LANGUAGE_KEY } from '../../src/client/i18n/language.ts';
import { newLeadRoutes } from './support/crmFactories.ts';
import { jsonResponse, routeFetch } from './support/fetchMock.ts';
import { signInAs } from './support/organizationFactories.ts';
import { renderApp } from './support/renderApp.tsx';

// The server answers a request too slow to arrive (408) before it knows who sent it, so in English
// (src/server/http/client-errors.ts): the user reads the client's own message, in his language.
describe('an answer given before the request exists', () => {
  it.each([
    {
      language: 'English',
      code: 'en',
      labels: { name: 'Full name', email: 'Email', save: 'Save' },
      shown: 'The request took too long to reach the server. Check your connection and try again.',
    },
    {
      language: 'Arabic',
      code: 'ar',
      labels: { name: 'الاسم الكامل', email: 'البريد الإلكتروني', save: 'حفظ' },
      shown: 'استغرق وصول الطلب إلى الخادم وقتًا طويلًا. تحقّق من اتصالك وحاول مرة أخرى.',
    },
  ])('reads in $language', async ({ code, labels, shown }) => {
    signInAs('broker');
    localStorage.setItem(LANGUAGE_KEY, code);
    await prepareFirstPaint();
    routeFetch({ ...newLeadRoutes(), 'POST /api/crm/leads': () => jsonResponse({ message: 'The request took too long to arrive.' }, 408) });
    renderApp('/crm/leads/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(labels.name), 'Sara Al Nuaimi');
    await user.type(screen.getByLabelText(labels.email), 'sara@example.test');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByText('The request took too long to arrive.')).toBeNull();
  });
});
