// The reports' calls (docs/api.md "Reports"), one react-query per report through the dataProvider,
// and their Excel exports through the API's download door, with the same query.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '../../shared/api.ts';
import type {
  InventorySnapshotRow,
  LeadSourcePerformanceRow,
  PipelineMovementRow,
  SalesByPeriodRow,
  SalesRecordedRow,
} from '../../shared/reports.ts';
import { apiDownload } from '../providers/httpClient.ts';
import { saveDownload } from '../providers/saveDownload.ts';
import { useApi } from '../providers/useApi.ts';

/** A period the picker shows as backwards (the end before the start): not asked for. */
export const isBackwards = (range: { from?: string; to?: string }) => Boolean(range.from && range.to && range.from > range.to);

/** A report's query: its filters, blank ones left out. */
export type ReportQuery = Record<string, string | number | undefined>;

export const definedOnly = (query: ReportQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

function useReport<T>(path: string, query: ReportQuery, enabled = true) {
  const api = useApi();
  const data = definedOnly(query);
  return useQuery({
    queryKey: ['reports', path, data],
    queryFn: () => api.call<T>({ path: `reports/${path}`, data }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const useSalesByPeriod = (query: ReportQuery, enabled: boolean) =>
  useReport<ListResponse<SalesByPeriodRow> & { period: { from: string; to: string } }>('sales-by-period', query, enabled);
export const useSalesRecorded = (query: ReportQuery, enabled: boolean) =>
  useReport<ListResponse<SalesRecordedRow> & { period: { from: string; to: string } }>('sales-recorded', query, enabled);
export const useInventorySnapshot = (query: ReportQuery, enabled: boolean) =>
  useReport<ListResponse<InventorySnapshotRow> & { date: string }>('inventory-snapshot', query, enabled);
export const usePipelineMovement = (query: ReportQuery, enabled: boolean) =>
  useReport<{ data: PipelineMovementRow[] }>('pipeline-movement', query, enabled);
export const useLeadSourcePerformance = (query: ReportQuery, enabled: boolean) =>
  useReport<{ data: LeadSourcePerformanceRow[] }>('lead-sources', query, enabled);

/** Downloads the report's Excel workbook for the same filters (every row, not just the page). */
export async function downloadReport(path: string, query: ReportQuery): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = definedOnly(query);
  saveDownload(await apiDownload({ path: `reports/${path}/export`, data: filters }), `${path}.xlsx`);
}
