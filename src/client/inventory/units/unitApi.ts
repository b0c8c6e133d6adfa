// The units' non-CRUD calls and their react-query keys: a unit's detail and plans, the view
// options, a building's availability matrix, the status change and the bulk creation. Each query
// is only enabled when the matrix allows it.
import { useQuery } from '@tanstack/react-query';
import type { AvailabilityMatrix, BulkUnitsPreview, Unit, UnitPlan, UnitStatus } from '../../../shared/inventory.ts';
import { useCan } from '../../providers/useCan.ts';
import { inventoryKeys } from '../inventoryApi.ts';
import { useApi } from '../../providers/useApi.ts';
import type { AppDataProvider } from '../../providers/dataProvider.ts';

export const unitKeys = {
  unit: (id: number) => [...inventoryKeys.all, 'unit', id] as const,
  plans: (id: number) => [...inventoryKeys.all, 'unit', id, 'plans'] as const,
  availability: (buildingId: number) => [...inventoryKeys.all, 'building', buildingId, 'availability'] as const,
};

export function useUnitDetail(id: number, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: unitKeys.unit(id),
    queryFn: async () => (await api.call<{ data: Unit }>({ path: ['inventory/units', id] })).data,
    enabled,
  });
}

export function useUnitPlans(id: number) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: unitKeys.plans(id),
    queryFn: async () => (await api.call<{ data: UnitPlan[] }>({ path: ['inventory/units', id, 'plans'] })).data,
    enabled: can('inventory.view'),
  });
}

export function useBuildingAvailability(buildingId: number) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: unitKeys.availability(buildingId),
    queryFn: async () => (await api.call<{ data: AvailabilityMatrix }>({ path: ['inventory/buildings', buildingId, 'availability'] })).data,
    enabled: can('inventory.view'),
  });
}

export interface StatusChangeInput {
  status: UnitStatus;
  reserved_until?: string | null;
}

/**
 * A 409 answers a move the unit's current status does not allow, or one based on a version
 * (`version`: the unit's updated_at) someone else has replaced since.
 */
export function changeUnitStatus(api: AppDataProvider, unitId: number, input: StatusChangeInput, version?: string) {
  return api.call<{ data: Unit }>({
    method: 'PATCH',
    path: ['inventory/units', unitId, 'status'],
    data: { ...input, updated_at: version },
  });
}

export function bulkCreateUnits(api: AppDataProvider, buildingId: number, values: Record<string, unknown>, preview: boolean) {
  return api.call<{ data: BulkUnitsPreview }>({
    method: 'POST',
    path: ['inventory/buildings', buildingId, 'units', 'bulk'],
    data: { ...values, preview },
  });
}
