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
  const tooSlow = () => jsonResponse({ message: 'The request took too long to arrive.' }, 408);

  it('reads in English', async () => {
    signInAs('broker');
    routeFetch({ ...newLeadRoutes(), 'POST /api/crm/leads': tooSlow });
    renderApp('/crm/leads/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Sara Al Nuaimi');
    await user.type(screen.getByLabelText('Email'), 'sara@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The request took too long to reach the server. Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByText('The request took too long to arrive.')).toBeNull();
  });

  it('reads in Arabic', async () => {
    signInAs('broker');
    localStorage.setItem(LANGUAGE_KEY, 'ar');
    await prepareFirstPaint();
    routeFetch({ ...newLeadRoutes(), 'POST /api/crm/leads': tooSlow });
    renderApp('/crm/leads/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('الاسم الكامل'), 'سارة النعيمي');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'sara@example.test');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('استغرق وصول الطلب إلى الخادم وقتًا طويلًا. تحقّق من اتصالك وحاول مرة أخرى.')).toBeTruthy();
    expect(screen.queryByText('The request took too long to arrive.')).toBeNull();
  });
});
