// The sales calls besides the list (docs/api.md "Sales"): one sale, its cancel and re-plan, the
// organization's default fees, and the refresh after a change. Every call goes through the
// dataProvider and is enabled only when the matrix allows it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SaleDetail, SaleFeeDefaults, SaleReceipt } from '../../shared/sales.ts';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';

/** The react-admin resource, and the API path it lists. */
export const SALES = 'sales';

export const saleKeys = {
  all: ['sales'] as const,
  sale: (id: number) => ['sales', 'sale', id] as const,
  feeDefaults: ['sales', 'fee-defaults'] as const,
};

export function useSale(id: number, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: saleKeys.sale(id),
    queryFn: async () => (await api.call<{ data: SaleDetail }>({ path: [SALES, id] })).data,
    enabled,
  });
}

/** The organization's default fees: the developer admin's (sales.manage). */
export function useFeeDefaults() {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: saleKeys.feeDefaults,
    queryFn: async () => (await api.call<{ data: SaleFeeDefaults }>({ path: [SALES, 'fee-defaults'] })).data,
    enabled: can('sales.manage'),
  });
}

/** After a change: every sales query and list asks again, and the units it moved. */
export function useRefreshSales() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: saleKeys.all }),
      queryClient.invalidateQueries({ queryKey: [SALES] }),
      queryClient.invalidateQueries({ queryKey: ['inventory/units'] }),
    ]);
  }, [queryClient]);
}

/** Where the create form opens, for a unit (and the offer it comes from). */
export function recordSalePath(unitId: number, saleOfferId?: number): string {
  const query = new URLSearchParams({ unit_id: String(unitId) });
  if (saleOfferId) query.set('sale_offer_id', String(saleOfferId));
  return `/${SALES}/create?${query.toString()}`;
}

/** The sale's receipts (docs/api.md "Sale receipts"), newest first. */
export function useSaleReceipts(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...saleKeys.sale(id), 'receipts'],
    queryFn: async () => (await api.call<{ data: SaleReceipt[] }>({ path: [SALES, id, 'receipts'] })).data,
  });
}
