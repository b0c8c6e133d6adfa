// The inventory's non-CRUD calls and their react-query keys: options (cities, amenities, views,
// developer organizations), a project's or building's detail, and the refresh after a change.
// Every call goes through the dataProvider (providers/useApi.ts), and each is only enabled when
// the matrix allows it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Option } from '../../shared/api.ts';
import type { BuildingDetail, NoUnitsBuilding, ProjectDetail } from '../../shared/inventory.ts';
import type { Action } from '../../shared/permissions.ts';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';

export type InventoryParent = 'projects' | 'buildings' | 'units';

export const inventoryKeys = {
  all: ['inventory'] as const,
  project: (id: number) => ['inventory', 'project', id] as const,
  building: (id: number) => ['inventory', 'building', id] as const,
  embed: (projectId: number) => ['inventory', 'project', projectId, 'embed'] as const,
  mapped: (parent: InventoryParent, id: number) => ['inventory', 'mapped', parent, id] as const,
  options: (path: string, search?: string) => ['inventory', 'options', path, search ?? ''] as const,
  noUnits: ['inventory', 'no-units-banner'] as const,
  /** Outside `all`: an image address names immutable bytes, so a refresh never reloads them. */
  image: (url: string) => ['inventory-image', url] as const,
};

function useOptions(path: string, action: Action, search?: string, data?: Record<string, unknown>) {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: [...inventoryKeys.options(path, search), data ?? {}],
    queryFn: async () => (await api.call<{ data: Option[] }>({ path, data: { ...data, ...(search ? { search } : {}) } })).data,
    enabled: can(action),
    staleTime: 60_000,
  });
}

export const useCityOptions = (search?: string) => useOptions('inventory/projects/cities', 'inventory.view', search);
export const useAmenityOptions = () => useOptions('inventory/amenities/options', 'inventory.view');
export const useProjectOptions = (search?: string) => useOptions('inventory/projects/options', 'inventory.view', search);
export const useBuildingOptions = (search?: string, projectId?: number) =>
  useOptions('inventory/buildings/options', 'inventory.view', search, projectId ? { project_id: projectId } : undefined);

/** The developer organizations a sales manager looks after: his list of organizations, narrowed to developers. */
export function useDeveloperOptions() {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: ['inventory', 'developer-options'],
    queryFn: async () => {
      const answer = await api.call<{ data: { id: number; name: string }[] }>({
        path: 'auth/organizations',
        data: { kind: 'developer', per_page: 100, sort: 'name', order: 'asc' },
      });
      return answer.data.map((organization): Option => ({ value: organization.id, label: organization.name }));
    },
    enabled: can('organizations.list') && can('inventory.view'),
    staleTime: 60_000,
  });
}

export function useProjectDetail(id: number, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: inventoryKeys.project(id),
    queryFn: async () => (await api.call<{ data: ProjectDetail }>({ path: ['inventory/projects', id] })).data,
    enabled,
  });
}

export function useBuildingDetail(id: number, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: inventoryKeys.building(id),
    queryFn: async () => (await api.call<{ data: BuildingDetail }>({ path: ['inventory/buildings', id] })).data,
    enabled,
  });
}

export function useNoUnitsBuildings() {
  const api = useApi();
  const can = useCan();
  return useQuery({
    queryKey: inventoryKeys.noUnits,
    queryFn: async () => (await api.call<{ data: NoUnitsBuilding[] }>({ path: 'inventory/buildings/no-units-banner' })).data,
    enabled: can('inventory.view'),
  });
}

/** After any inventory change: lists, details, options and the banner ask again. */
export function useRefreshInventory(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['inventory/projects'] }),
      queryClient.invalidateQueries({ queryKey: ['inventory/buildings'] }),
      queryClient.invalidateQueries({ queryKey: ['inventory/units'] }),
      queryClient.invalidateQueries({ queryKey: ['inventory/amenities'] }),
      queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
    ]);
  }, [queryClient]);
}

/** A record's id from the route, or null when it is not a positive integer. */
export function recordIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && /^\d+$/.test(value ?? '') ? id : null;
}
