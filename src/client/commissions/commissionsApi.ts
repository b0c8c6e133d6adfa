// The commission calls besides the list (docs/api.md "Commissions"): the settings, a sale's line,
// approving and paying, and the refresh after a change. Every call is enabled only when the
// matrix allows it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CommissionListItem, CommissionSettings } from '../../shared/commissions.ts';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';

/** The react-admin resource, and the API path it lists. */
export const COMMISSIONS = 'commissions';

export const commissionKeys = {
  all: ['commissions'] as const,
  settings: ['commissions', 'settings'] as const,
  ofSale: (saleId: number) => ['commissions', 'sale', saleId] as const,
};

/** The organization's trigger stage and rates: the developer admin's (commissions.manage). */
export function useCommissionSettings() {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: commissionKeys.settings,
    queryFn: async () => (await api.call<{ data: CommissionSettings }>({ path: [COMMISSIONS, 'settings'] })).data,
    enabled: can('commissions.manage'),
  });
}

/** A sale's commission line, or null: for those who read commissions. */
export function useSaleCommission(saleId: number) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: commissionKeys.ofSale(saleId),
    queryFn: async () =>
      (await api.call<{ data: CommissionListItem[] }>({ path: [COMMISSIONS], data: { sale_id: saleId } })).data[0] ?? null,
    enabled: can('commissions.view'),
  });
}

/** After a change: every commission query and list asks again. */
export function useRefreshCommissions() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: commissionKeys.all });
  }, [queryClient]);
}

/** `250` (hundredths) → `2.5 %`. */
export const ratePercent = (hundredths: number) => `${hundredths / 100} %`;
