// The dashboards' calls (docs/api.md "Dashboards"), one react-query per widget, through the
// dataProvider like every other non-CRUD call. The widgets both dashboards show (pipeline, lead
// sources) take the dashboard they belong to, the broker's with its "mine" switch.
import { useQuery } from '@tanstack/react-query';
import type {
  AbsorptionInterval,
  AbsorptionRow,
  InventoryByProjectRow,
  LeadSourceRow,
  LeadStatusRow,
  MemberFiguresRow,
  MyDay,
  PipelineOutcome,
  PipelineStageRow,
  PricePerSqftRow,
  SaleOffersPeriodRow,
  TeamActivityRow,
  WonDeals,
} from '../../shared/dashboards.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import { useApi } from '../providers/useApi.ts';

/** The period as the query string takes it: an open end is left out. */
const rangeQuery = (range: DashboardRange) => ({ ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) });

/** Which dashboard a shared widget reads: the developer's, or the broker's (all records, or the caller's own). */
export type DashboardSource = { dashboard: 'developer' } | { dashboard: 'broker'; mine: boolean };
export const DEVELOPER_DASHBOARD: DashboardSource = { dashboard: 'developer' };

const sourceQuery = (source: DashboardSource): Record<string, string> =>
  source.dashboard === 'broker' && source.mine ? { mine: 'true' } : {};

export function useInventoryByProject() {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboards', 'developer', 'inventory'],
    queryFn: async () => (await api.call<{ data: InventoryByProjectRow[] }>({ path: 'dashboards/developer/inventory' })).data,
  });
}

export function usePricePerSqft() {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboards', 'developer', 'price-per-sqft'],
    queryFn: async () => (await api.call<{ data: PricePerSqftRow[] }>({ path: 'dashboards/developer/price-per-sqft' })).data,
  });
}

/** One widget's answer: `dashboards/{dashboard}/{widget}` with the period (if any) and further query. */
function useWidget<Answer>(dashboard: string, widget: string, range: DashboardRange | null, extra: Record<string, string> = {}) {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboards', dashboard, widget, range?.from ?? null, range?.to ?? null, extra],
    queryFn: async () =>
      (
        await api.call<{ data: Answer }>({
          path: `dashboards/${dashboard}/${widget}`,
          data: { ...(range ? rangeQuery(range) : {}), ...extra },
        })
      ).data,
  });
}

export const usePipeline = (range: DashboardRange, source: DashboardSource = DEVELOPER_DASHBOARD) =>
  useWidget<{ stages: PipelineStageRow[]; outcome: PipelineOutcome }>(source.dashboard, 'pipeline', range, sourceQuery(source));

/** A widget of the developer dashboard whose rows cover the period (and any further query). */
const usePeriodRows = <Row>(widget: string, range: DashboardRange, extra: Record<string, string> = {}) =>
  useWidget<Row[]>('developer', widget, range, extra);

export const useAbsorption = (range: DashboardRange, interval: AbsorptionInterval) =>
  usePeriodRows<AbsorptionRow>('absorption', range, { interval });
export const useLeadSources = (range: DashboardRange, source: DashboardSource = DEVELOPER_DASHBOARD) =>
  useWidget<LeadSourceRow[]>(source.dashboard, 'lead-sources', range, sourceQuery(source));
export const useTeamActivities = (range: DashboardRange) => usePeriodRows<TeamActivityRow>('team-activities', range);
export const useSaleOffersPerPeriod = (range: DashboardRange, interval: AbsorptionInterval) =>
  usePeriodRows<SaleOffersPeriodRow>('sale-offers', range, { interval });

// The broker dashboard's own widgets.
export const useLeadStatuses = (range: DashboardRange, mine: boolean) =>
  useWidget<LeadStatusRow[]>('broker', 'lead-statuses', range, sourceQuery({ dashboard: 'broker', mine }));
export const useWonDeals = (mine: boolean) => useWidget<WonDeals>('broker', 'won-deals', null, sourceQuery({ dashboard: 'broker', mine }));
export const useMyDay = (mine: boolean) => useWidget<MyDay>('broker', 'my-day', null, sourceQuery({ dashboard: 'broker', mine }));
export const useMemberFigures = (range: DashboardRange) => useWidget<MemberFiguresRow[]>('broker', 'members', range);
