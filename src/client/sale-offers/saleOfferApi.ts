// The sale offers' calls besides the list: one offer, the unit filter limits, the buildings that
// match a filter, a building's available units, a unit's building plans, and the refresh after a
// change. Every call goes through the dataProvider and is enabled only when the matrix allows it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListResponse } from '../../shared/api.ts';
import type { Option } from '../../shared/api.ts';
import type { SaleOfferFilterLimits, UnitListRow, UnitPlan } from '../../shared/inventory.ts';
import type { SaleOfferBuildingFilters, SaleOfferDetail, SaleOfferFilterBuilding } from '../../shared/sale-offers.ts';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';
import { SALE_OFFERS } from './saleOfferPaths.ts';

export const saleOfferKeys = {
  all: ['sale-offers'] as const,
  offer: (id: number) => ['sale-offers', 'offer', id] as const,
  limits: ['sale-offers', 'filter-limits'] as const,
  buildings: (filters: SaleOfferBuildingFilters) => ['sale-offers', 'filter-buildings', filters] as const,
  units: (buildingId: number, filters: SaleOfferBuildingFilters) => ['sale-offers', 'units', buildingId, filters] as const,
  plans: (unitId: number) => ['sale-offers', 'unit-plans', unitId] as const,
};

/**
 * The developer organizations the list may narrow to: every one for the super admin, his assigned
 * ones for a sales manager (both see them in their organizations list; the inventory's own hook
 * asks only for those who view inventory, which the super admin does not).
 */
export function useOfferDeveloperOptions() {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: ['sale-offers', 'developer-options'],
    queryFn: async () => {
      const answer = await api.call<{ data: { id: number; name: string }[] }>({
        path: 'auth/organizations',
        data: { kind: 'developer', per_page: 100, sort: 'name', order: 'asc' },
      });
      return answer.data.map((organization): Option => ({ value: organization.id, label: organization.name }));
    },
    enabled: can('organizations.list'),
    staleTime: 60_000,
  });
}

/** Whoever may open an offer at all: the list roles and the creators (their own offers). */
export function useCanOpenOffers(): boolean {
  const can = useCan();
  return can('sale_offers.list') || can('sale_offers.create');
}

export function useSaleOffer(id: number, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: saleOfferKeys.offer(id),
    queryFn: async () => (await api.call<{ data: SaleOfferDetail }>({ path: [SALE_OFFERS, id] })).data,
    enabled,
  });
}

export function useFilterLimits() {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: saleOfferKeys.limits,
    queryFn: async () => (await api.call<{ data: SaleOfferFilterLimits }>({ path: 'utils/sale-offer-filter-limits' })).data,
    enabled: can('sale_offers.create'),
    staleTime: 60_000,
  });
}

export function useFilterBuildings(organizationId: number, filters: SaleOfferBuildingFilters) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: [...saleOfferKeys.buildings(filters), organizationId],
    queryFn: async () =>
      (
        await api.call<{ data: SaleOfferFilterBuilding[] }>({
          path: `${SALE_OFFERS}/filter-buildings`,
          data: { ...filters, ...(can('organizations.list') ? { developer_organization_id: organizationId } : {}) },
        })
      ).data,
    enabled: can('sale_offers.create'),
  });
}

const UNITS_PAGE = 100;

/** Whether a unit falls within the filters (the buildings were matched with the same bounds). */
export function matchesFilters(unit: UnitListRow, filters: SaleOfferBuildingFilters): boolean {
  const within = (value: number, min?: number, max?: number) => (min === undefined || value >= min) && (max === undefined || value <= max);
  return (
    within(unit.price, filters.price_min, filters.price_max) &&
    within(unit.internal_area, filters.area_min, filters.area_max) &&
    (filters.bedrooms === undefined || unit.bedrooms === filters.bedrooms) &&
    (filters.type === undefined || unit.type === filters.type)
  );
}

/** The available units of one building that match the filters, every page of them, by number. */
export function useAvailableUnits(buildingId: number | null, filters: SaleOfferBuildingFilters) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: saleOfferKeys.units(buildingId ?? 0, filters),
    queryFn: async () => {
      const units: UnitListRow[] = [];
      for (let page = 1; ; page++) {
        const answer = await api.call<ListResponse<UnitListRow>>({
          path: 'inventory/units',
          data: { building_id: buildingId, status: 'available', page, per_page: UNITS_PAGE, sort: 'unit_number', order: 'asc' },
        });
        units.push(...answer.data);
        if (answer.data.length < UNITS_PAGE || units.length >= answer.meta.total) break;
      }
      return units.filter((unit) => matchesFilters(unit, filters));
    },
    enabled: buildingId !== null && can('inventory.view'),
  });
}

export function useUnitPlans(unitId: number) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: saleOfferKeys.plans(unitId),
    queryFn: async () => (await api.call<{ data: UnitPlan[] }>({ path: ['inventory/units', unitId, 'plans'] })).data,
    enabled: can('inventory.view'),
  });
}

/** After any change of an offer: the list, the offer and the units on offer ask again. */
export function useRefreshSaleOffers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [SALE_OFFERS] }),
      queryClient.invalidateQueries({ queryKey: saleOfferKeys.all }),
    ]);
  }, [queryClient]);
}
