// The deal screens' calls and their react-query keys: pipeline options (with stages), one deal,
// a lead's deals, and the refresh after a deal changed. Every call goes through the dataProvider.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Deal, PipelineOptionWithStages } from '../../../shared/deals.ts';
import { useApi } from '../../providers/useApi.ts';
import { useCan } from '../../providers/useCan.ts';

export const dealKeys = {
  pipelineOptions: ['crm', 'pipelines', 'options-with-stages'] as const,
  kanban: (pipelineId: string | number) => ['crm', 'kanban', String(pipelineId)] as const,
  deal: (id: string | number) => ['crm', 'deal', String(id)] as const,
  leadDeals: (leadId: string | number) => ['crm', 'lead', String(leadId), 'deals'] as const,
};

/** Every pipeline the user may open, default first, each with its stages in order. */
export function usePipelineOptions() {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: dealKeys.pipelineOptions,
    queryFn: async () => (await api.call<{ data: PipelineOptionWithStages[] }>({ path: 'crm/pipelines/options-with-stages' })).data,
    enabled: can('crm.pipelines.options'),
    staleTime: 60_000,
  });
}

export function useDeal(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: dealKeys.deal(id ?? ''),
    queryFn: async () => (await api.call<{ data: Deal }>({ path: ['crm/deals', id ?? ''] })).data,
    enabled: id !== null && /^\d+$/.test(id),
  });
}

export function useLeadDeals(leadId: number) {
  const api = useApi();
  return useQuery({
    queryKey: dealKeys.leadDeals(leadId),
    queryFn: async () => (await api.call<{ data: Deal[] }>({ path: ['crm/leads', leadId, 'deals'], data: { per_page: 100 } })).data,
  });
}

/**
 * Call after a deal changed outside the board's own optimistic moves: the deal, the boards, the
 * lists, the lead's deals and timeline, and the pipeline options (their counts) ask again.
 */
export function useRefreshDeals(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['crm', 'deal'] }),
      queryClient.invalidateQueries({ queryKey: ['crm', 'kanban'] }),
      queryClient.invalidateQueries({ queryKey: ['crm/deals'] }),
      queryClient.invalidateQueries({ queryKey: ['crm', 'lead'] }),
      queryClient.invalidateQueries({ queryKey: ['crm/pipelines'] }),
    ]);
  }, [queryClient]);
}
