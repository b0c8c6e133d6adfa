// The dashboards' calls (docs/api.md "Dashboards"), one react-query per widget, through the
// dataProvider like every other non-CRUD call.
import { useQuery } from '@tanstack/react-query';
import type {
  AbsorptionInterval,
  AbsorptionRow,
  ActiveUsersRow,
  MessagesByProviderRow,
  OrganizationAvailabilityRow,
  OrganizationOffersPeriodRow,
  OrganizationsByKindRow,
  PendingSignupsRow,
  InventoryByProjectRow,
  LeadSourceRow,
  PipelineOutcome,
  PipelineStageRow,
  PricePerSqftRow,
  SaleOffersPeriodRow,
  TeamActivityRow,
} from '../../shared/dashboards.ts';
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

export function usePricePerSqft() {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboards', 'developer', 'price-per-sqft'],
    queryFn: async () => (await api.call<{ data: PricePerSqftRow[] }>({ path: 'dashboards/developer/price-per-sqft' })).data,
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

/** The dashboards, by their path under `dashboards/` (docs/api.md "Dashboards"). */
export type DashboardName = 'developer' | 'sales-manager' | 'platform';

/** A widget's rows, over the period when it covers one (and any further query). */
export function useDashboardRows<Row>(
  dashboard: DashboardName,
  widget: string,
  range: DashboardRange = {},
  extra: Record<string, string> = {},
) {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboards', dashboard, widget, range.from ?? null, range.to ?? null, extra],
    queryFn: async () =>
      (await api.call<{ data: Row[] }>({ path: `dashboards/${dashboard}/${widget}`, data: { ...rangeQuery(range), ...extra } })).data,
  });
}

const usePeriodRows = <Row>(widget: string, range: DashboardRange, extra: Record<string, string> = {}) =>
  useDashboardRows<Row>('developer', widget, range, extra);

export const useAbsorption = (range: DashboardRange, interval: AbsorptionInterval) =>
  usePeriodRows<AbsorptionRow>('absorption', range, { interval });
export const useLeadSources = (range: DashboardRange) => usePeriodRows<LeadSourceRow>('lead-sources', range);
export const useTeamActivities = (range: DashboardRange) => usePeriodRows<TeamActivityRow>('team-activities', range);
export const useSaleOffersPerPeriod = (range: DashboardRange, interval: AbsorptionInterval) =>
  usePeriodRows<SaleOffersPeriodRow>('sale-offers', range, { interval });

// The sales manager's dashboard: each assigned developer organization.
export const useOrganizationAvailability = () => useDashboardRows<OrganizationAvailabilityRow>('sales-manager', 'availability');
export const useOrganizationOffers = (range: DashboardRange, interval: AbsorptionInterval) =>
  useDashboardRows<OrganizationOffersPeriodRow>('sales-manager', 'sale-offers', range, { interval });

// The super admin's dashboard: the platform.
export const useOrganizationsByKind = () => useDashboardRows<OrganizationsByKindRow>('platform', 'organizations');
export const usePendingSignups = () => useDashboardRows<PendingSignupsRow>('platform', 'signups');
export const useActiveUsers = () => useDashboardRows<ActiveUsersRow>('platform', 'active-users');
export const useMessagesByProvider = (range: DashboardRange) => useDashboardRows<MessagesByProviderRow>('platform', 'messages', range);
