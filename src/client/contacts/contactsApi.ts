// The contacts screens' non-CRUD calls and their react-query keys: the countries present among
// companies, a provider's message templates, and the refresh after a change. Every call goes
// through the dataProvider, behind the matrix action the API asks for.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Option } from '../../shared/api.ts';
import type { MessageProvider, MessageTemplate } from '../../shared/contacts.ts';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';

export const COMPANIES = 'auth/contacts/companies';
export const BROKERS = 'auth/contacts/brokers';
export const MESSAGE_LOGS = 'messenger/logs';

export const contactKeys = {
  countries: ['contacts', 'companies', 'countries'] as const,
  matches: ['contacts', 'companies', 'matches'] as const,
  templates: (provider: MessageProvider) => ['messenger', 'templates', provider] as const,
};

/** The countries present among companies: ISO code and English name. */
export function useCompanyCountries() {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: contactKeys.countries,
    queryFn: async () => (await api.call<{ data: Option[] }>({ path: 'contacts/companies/countries' })).data,
    enabled: can('contacts.companies'),
    staleTime: 60_000,
  });
}

/** A provider's templates (all statuses); null provider asks nothing. */
export function useMessageTemplates(provider: MessageProvider | null) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: contactKeys.templates(provider ?? 'log'),
    queryFn: async () =>
      (
        await api.call<{ data: MessageTemplate[] }>({
          path: ['messenger/templates', provider!],
          data: { per_page: 100, sort: 'name', order: 'asc' },
        })
      ).data,
    enabled: provider !== null && can('messenger.templates'),
  });
}

/** Call after a change of companies or brokers: their lists, countries and matches ask again. */
export function useRefreshContacts(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [COMPANIES] });
    void queryClient.invalidateQueries({ queryKey: [BROKERS] });
    void queryClient.invalidateQueries({ queryKey: ['contacts'] });
  }, [queryClient]);
}

export function useRefreshTemplates(): (provider: MessageProvider) => void {
  const queryClient = useQueryClient();
  return useCallback((provider) => void queryClient.invalidateQueries({ queryKey: contactKeys.templates(provider) }), [queryClient]);
}
