// The CRM's non-CRUD calls and their react-query keys: member and tag options, the unseen-leads
// count, saved filters, and the pieces of a lead's page. Every call goes through the dataProvider.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Option } from '../../shared/api.ts';
import type { LeadDetail } from '../../shared/crm.ts';
import type { ListResource } from '../../shared/list-resources.ts';
import type { Action } from '../../shared/permissions.ts';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';

export const crmKeys = {
  mentions: ['crm', 'mentions'] as const,
  tagOptions: ['crm', 'tags', 'options'] as const,
  unseen: ['crm', 'leads', 'unseen-count'] as const,
  savedFilters: (resource: ListResource) => ['saved-filters', resource] as const,
  lead: (id: string | number) => ['crm', 'lead', String(id)] as const,
  timeline: (id: string | number) => ['crm', 'lead', String(id), 'timeline'] as const,
  leadActivities: (id: string | number) => ['crm', 'lead', String(id), 'activities'] as const,
  notifications: ['notifications'] as const,
};

/** How often the unseen-leads badge and the notifications bell ask again. */
export const POLL_MS = 30_000;

function useOptions(key: readonly unknown[], path: string, action: Action, search?: string) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: search ? [...key, search] : key,
    queryFn: async () => (await api.call<{ data: Option[] }>({ path, ...(search ? { data: { search } } : {}) })).data,
    enabled: can(action),
    staleTime: 60_000,
  });
}

/** Enabled members: @mention candidates and owners. */
export const useMemberOptions = () => useOptions(crmKeys.mentions, 'crm/mentions', 'crm.mentions');
export const useTagOptions = () => useOptions(crmKeys.tagOptions, 'crm/tags/options', 'crm.tags.options');

export function useUnseenCount(): number | undefined {
  const api = useApi();
  const can = useCan();
  const { data } = useQuery({
    queryKey: crmKeys.unseen,
    queryFn: async () => (await api.call<{ data: { count: number } }>({ path: 'crm/leads/unseen-count' })).data.count,
    enabled: can('crm.interact'),
    refetchInterval: POLL_MS,
  });
  return data;
}

/** Call after a lead mutation: the list, the badge and the lead's page ask again. */
export function useRefreshLeads(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: crmKeys.unseen });
    void queryClient.invalidateQueries({ queryKey: ['crm/leads'] });
    void queryClient.invalidateQueries({ queryKey: ['crm', 'lead'] });
  }, [queryClient]);
}

/** Lead options; the server answers at most 100, so pickers search as the user types. */
export const useLeadOptions = (search?: string) => useOptions(['crm', 'leads', 'options'], 'crm/leads/options', 'crm.interact', search);

/** One lead (GET crm/leads/{id}), under the key its page reads too. */
function leadQuery(api: ReturnType<typeof useApi>, id: number) {
  return {
    queryKey: crmKeys.lead(id),
    queryFn: async () => (await api.call<{ data: LeadDetail }>({ path: ['crm/leads', id] })).data,
    staleTime: 30_000,
  };
}

/** One lead, for a form that starts from it (`enabled` once its id is known). */
export function useLead(id: number | null) {
  const api = useApi();
  return useQuery({ ...leadQuery(api, id ?? 0), enabled: id !== null });
}

/** Fetches one lead on demand (a cached one at once): for forms that copy a lead's contact details. */
export function useFetchLead(): (id: number) => Promise<LeadDetail> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback((id: number) => queryClient.fetchQuery(leadQuery(api, id)), [api, queryClient]);
}
