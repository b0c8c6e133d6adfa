// react-admin's buttons read canAccess from react-query: unless the answer is already cached they
// render nothing at first and pop in later, moving what is beside them (providers/accessAnswers.ts).
import { render, screen } from '@testing-library/react';
import { AdminContext, CreateButton, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/client/providers/authProvider.ts';
import { canAccessQueryKey, keepAccessAnswersPrimed, primeAccessAnswers } from '../../src/client/providers/accessAnswers.ts';
import { createQueryClient } from '../../src/client/providers/queryClient.ts';
import { signInAsRole } from './support/factories.ts';

function renderCreateButton(queryClient = createQueryClient()) {
  return render(
    <AdminContext authProvider={createAuthProvider()} queryClient={queryClient}>
      <ResourceContextProvider value="crm/leads">
        <CreateButton />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('access answers primed into react-query', () => {
  afterEach(() => localStorage.clear());

  it('draws the Create button in the first render', () => {
    signInAsRole('broker');
    const queryClient = createQueryClient();
    primeAccessAnswers(queryClient);
    renderCreateButton(queryClient);
    expect(screen.getByRole('link', { name: /create/i })).toBeTruthy();
  });

  it('draws nothing in the first render without them (what the priming is for)', () => {
    signInAsRole('broker');
    renderCreateButton();
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
  });

  it('answers again when the session changes', () => {
    const queryClient = createQueryClient();
    signInAsRole('super_admin_sales_manager');
    const stop = keepAccessAnswersPrimed(queryClient);
    expect(queryClient.getQueryData(canAccessQueryKey('create', 'crm/leads'))).toBe(false);
    signInAsRole('broker');
    expect(queryClient.getQueryData(canAccessQueryKey('create', 'crm/leads'))).toBe(true);
    stop();
  });
});
