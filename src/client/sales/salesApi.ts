// The sales calls besides the list (docs/api.md "Sales"): one sale, its cancel and re-plan, the
// organization's default fees, the broker sellers and the units the create form chooses from, and
// the refresh after a change. Every call goes through the dataProvider and is enabled only when
// the matrix allows it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListResponse } from '../../shared/api.ts';
import type { UnitListRow } from '../../shared/inventory.ts';
import type { BrokerSeller, SaleDetail, SaleFeeDefaults, SaleReceipt } from '../../shared/sales.ts';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';

/** The react-admin resource, and the API path it lists. */
export const SALES = 'sales';

export const saleKeys = {
  all: ['sales'] as const,
  sale: (id: number) => ['sales', 'sale', id] as const,
  feeDefaults: ['sales', 'fee-defaults'] as const,
  brokerSellers: (search: string) => ['sales', 'broker-sellers', search] as const,
  saleUnits: (search: string) => ['sales', 'units', search] as const,
};

/** Whoever records sales: the developer admin, or a sales manager from his offer. */
const recordsSales = (can: ReturnType<typeof useCan>) => can('sales.manage') || can('sales.create_from_offer');

/** The broker organizations a sale may name, matched by name (at most 50), with their agents. */
export function useBrokerSellers(search: string) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: saleKeys.brokerSellers(search),
    queryFn: async () =>
      (await api.call<{ data: BrokerSeller[] }>({ path: [SALES, 'broker-sellers'], ...(search ? { data: { search } } : {}) })).data,
    enabled: recordsSales(can),
    staleTime: 60_000,
  });
}

/** How many units of each sellable status the unit picker shows for a search. */
const SALE_UNITS_PER_STATUS = 25;

/**
 * The organization's units a sale can take (available, or reserved: the server decides whose),
 * matched by unit number; the units list filters one status at a time, so one page of each.
 */
export function useSaleUnits(search: string) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: saleKeys.saleUnits(search),
    queryFn: async () => {
      const pages = await Promise.all(
        (['available', 'reserved'] as const).map((status) =>
          api.call<ListResponse<UnitListRow>>({
            path: 'inventory/units',
            data: { status, per_page: SALE_UNITS_PER_STATUS, sort: 'unit_number', order: 'asc', ...(search ? { search } : {}) },
          }),
        ),
      );
      return pages.flatMap((page) => page.data);
    },
    enabled: can('sales.manage'),
    staleTime: 30_000,
  });
}

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

/** Where the create form opens for a won deal: it asks for the unit first. */
export function recordDealSalePath(dealId: number): string {
  return `/${SALES}/create?${new URLSearchParams({ deal_id: String(dealId) }).toString()}`;
}

/** The sale's receipts (docs/api.md "Sale receipts"), newest first. */
export function useSaleReceipts(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...saleKeys.sale(id), 'receipts'],
    queryFn: async () => (await api.call<{ data: SaleReceipt[] }>({ path: [SALES, id, 'receipts'] })).data,
  });
}
