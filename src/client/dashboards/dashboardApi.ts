// The dashboard's calls (docs/api.md "Dashboards"), one react-query per widget, through the
// dataProvider like every other non-CRUD call.
import { useQuery } from '@tanstack/react-query';
import type { InventoryByProjectRow, PipelineOutcome, PipelineStageRow } from '../../shared/dashboards.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useApi } from '../providers/useApi.ts';

/** The period as the query string takes it: an open end is left out. */
const rangeQuery = (range: DashboardRange) => ({ ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) });

export function useInventoryByProject() {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboards', 'developer', 'inventory'],
    queryFn: async () => (await api.call<{ data: InventoryByProjectRow[] }>({ path: 'dashboards/developer/inventory' })).data,
  });
}

export function usePipeline(range: DashboardRange) {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboards', 'developer', 'pipeline', range.from ?? null, range.to ?? null],
    queryFn: async () =>
      (
        await api.call<{ data: { stages: PipelineStageRow[]; outcome: PipelineOutcome } }>({
          path: 'dashboards/developer/pipeline',
          data: rangeQuery(range),
        })
      ).data,
  });
}
