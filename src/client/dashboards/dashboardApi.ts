// The dashboards' calls (docs/api.md "Dashboards"), one react-query per widget through
// useDashboardRows, by way of the dataProvider like every other non-CRUD call. The widgets two
// dashboards show (pipeline, lead sources) take the dashboard they read, the broker's with its
// "mine" switch.
import { useQuery } from '@tanstack/react-query';
import type {
  AbsorptionInterval,
  AbsorptionRow,
  ActiveUsersRow,
  CollectionsSummary,
  InventoryByProjectRow,
  LeadSourceRow,
  LeadStatusRow,
  MemberFiguresRow,
  MessagesByProviderRow,
  MyDay,
  OrganizationAvailabilityRow,
  OrganizationCollectionsRow,
  OrganizationOffersPeriodRow,
  OrganizationsByKindRow,
  PendingSignupsRow,
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

/** The dashboards, by their path under `dashboards/` (docs/api.md "Dashboards"). */
export type DashboardName = 'developer' | 'sales-manager' | 'platform' | 'broker';

/**
 * A widget's answer — its rows, or for the pipeline, the won deals and "my day" the object the
 * route answers — over the period when it covers one (and any further query).
 */
export function useDashboardRows<Answer>(
  dashboard: DashboardName,
  widget: string,
  range: DashboardRange = {},
  extra: Record<string, string> = {},
) {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboards', dashboard, widget, range.from ?? null, range.to ?? null, extra],
    queryFn: async () =>
      (await api.call<{ data: Answer }>({ path: `dashboards/${dashboard}/${widget}`, data: { ...rangeQuery(range), ...extra } })).data,
  });
}

/** Which dashboard a shared widget reads: the developer's, or the broker's (all records, or the caller's own). */
export type DashboardSource = { dashboard: 'developer' } | { dashboard: 'broker'; mine: boolean };
export const DEVELOPER_DASHBOARD: DashboardSource = { dashboard: 'developer' };

/** The broker dashboard's "mine" switch as its routes take it. */
const mineQuery = (mine: boolean): Record<string, string> => (mine ? { mine: 'true' } : {});
const sourceQuery = (source: DashboardSource) => mineQuery(source.dashboard === 'broker' && source.mine);

// The developer's dashboard (the pipeline and lead sources also the broker's).
export const useInventoryByProject = () => useDashboardRows<InventoryByProjectRow[]>('developer', 'inventory');
export const usePricePerSqft = () => useDashboardRows<PricePerSqftRow[]>('developer', 'price-per-sqft');
export const usePipeline = (range: DashboardRange, source: DashboardSource = DEVELOPER_DASHBOARD) =>
  useDashboardRows<{ stages: PipelineStageRow[]; outcome: PipelineOutcome }>(source.dashboard, 'pipeline', range, sourceQuery(source));
export const useAbsorption = (range: DashboardRange, interval: AbsorptionInterval) =>
  useDashboardRows<AbsorptionRow[]>('developer', 'absorption', range, { interval });
export const useLeadSources = (range: DashboardRange, source: DashboardSource = DEVELOPER_DASHBOARD) =>
  useDashboardRows<LeadSourceRow[]>(source.dashboard, 'lead-sources', range, sourceQuery(source));
export const useTeamActivities = (range: DashboardRange) => useDashboardRows<TeamActivityRow[]>('developer', 'team-activities', range);
export const useSaleOffersPerPeriod = (range: DashboardRange, interval: AbsorptionInterval) =>
  useDashboardRows<SaleOffersPeriodRow[]>('developer', 'sale-offers', range, { interval });
export const useCollectionsSummary = () => useDashboardRows<CollectionsSummary>('developer', 'collections');

// The sales manager's dashboard: each assigned developer organization.
export const useOrganizationAvailability = () => useDashboardRows<OrganizationAvailabilityRow[]>('sales-manager', 'availability');
export const useOrganizationOffers = (range: DashboardRange, interval: AbsorptionInterval) =>
  useDashboardRows<OrganizationOffersPeriodRow[]>('sales-manager', 'sale-offers', range, { interval });
export const useOrganizationCollections = () => useDashboardRows<OrganizationCollectionsRow[]>('sales-manager', 'collections');

// The super admin's dashboard: the platform.
export const useOrganizationsByKind = () => useDashboardRows<OrganizationsByKindRow[]>('platform', 'organizations');
export const usePendingSignups = () => useDashboardRows<PendingSignupsRow[]>('platform', 'signups');
export const useActiveUsers = () => useDashboardRows<ActiveUsersRow[]>('platform', 'active-users');
export const useMessagesByProvider = (range: DashboardRange) => useDashboardRows<MessagesByProviderRow[]>('platform', 'messages', range);

// The broker admin's and broker's dashboard: the organization's CRM, or the caller's own.
export const useLeadStatuses = (range: DashboardRange, mine: boolean) =>
  useDashboardRows<LeadStatusRow[]>('broker', 'lead-statuses', range, mineQuery(mine));
export const useWonDeals = (mine: boolean) => useDashboardRows<WonDeals>('broker', 'won-deals', {}, mineQuery(mine));
export const useMyDay = (mine: boolean) => useDashboardRows<MyDay>('broker', 'my-day', {}, mineQuery(mine));
export const useMemberFigures = (range: DashboardRange) => useDashboardRows<MemberFiguresRow[]>('broker', 'members', range);
