// The projects and buildings Excel exports (docs/api.md: inventory/projects/export,
// inventory/buildings/export): the same scope, filters and sorting as the lists, read in batches
// while the workbook streams out.
import type { Building, Project } from '../../../shared/inventory.ts';
import type { Database } from '../../db/client.ts';
import type { ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { listBuildings, type BuildingFilters, type BuildingSort } from './buildings.service.ts';
import { listProjects, type ProjectFilters, type ProjectSort } from './projects.service.ts';
import { listedOrganizationIds } from './scope.ts';
import { exportDate, type ExportColumn } from './xlsx-stream.ts';

const BATCH = 100;

const STATUS_LABELS = { off_plan: 'Off-plan', under_construction: 'Under construction', ready: 'Ready' } as const;

export const PROJECT_COLUMNS: ExportColumn<Project>[] = [
  { header: 'ID', width: 8, value: (p) => p.id },
  { header: 'Name', width: 30, value: (p) => p.name },
  { header: 'Developer', width: 26, value: (p) => p.developer_name },
  { header: 'City', width: 16, value: (p) => p.city },
  { header: 'Community', width: 22, value: (p) => p.community },
  { header: 'Address', width: 30, value: (p) => p.address },
  { header: 'Latitude', width: 11, value: (p) => p.latitude },
  { header: 'Longitude', width: 11, value: (p) => p.longitude },
  { header: 'Status', width: 18, value: (p) => STATUS_LABELS[p.status] },
  { header: 'Launch date', width: 13, value: (p) => p.launch_date, date: 'date' },
  { header: 'Handover date', width: 14, value: (p) => p.handover_date, date: 'date' },
  { header: 'Construction progress (%)', width: 14, value: (p) => p.construction_progress },
  { header: 'Buildings', width: 10, value: (p) => p.buildings_count },
  { header: 'Regulator number', width: 18, value: (p) => p.regulator_number },
  { header: 'Escrow account', width: 18, value: (p) => p.escrow_account },
  { header: 'Created at (UTC)', width: 20, value: (p) => p.created_at, date: 'dateTime' },
];

export const BUILDING_COLUMNS: ExportColumn<Building>[] = [
  { header: 'ID', width: 8, value: (b) => b.id },
  { header: 'Name', width: 26, value: (b) => b.name },
  { header: 'Project', width: 28, value: (b) => b.project_name },
  { header: 'Developer', width: 26, value: (b) => b.developer_name },
  { header: 'Floors', width: 8, value: (b) => b.floors },
  { header: 'Status', width: 18, value: (b) => STATUS_LABELS[b.status] },
  { header: 'Handover date', width: 14, value: (b) => b.handover_date, date: 'date' },
  { header: 'Payment plans', width: 14, value: (b) => b.payment_plans_count },
  { header: 'Created at (UTC)', width: 20, value: (b) => b.created_at, date: 'dateTime' },
];

/** Pages of a list, read one after another while the workbook is written. */
async function* pagesOf<T>(fetch: (page: number) => Promise<{ data: T[]; meta: { last_page: number } }>): AsyncIterable<T[]> {
  for (let page = 1; ; page++) {
    const result = await fetch(page);
    if (result.data.length) yield result.data;
    if (page >= result.meta.last_page) return;
  }
}

export function projectExport(db: Database, tenant: TenantContext, query: ListQuery<ProjectSort> & ProjectFilters) {
  // Checked now, before anything is sent: a filter outside the scope is a 403, not a cut download.
  listedOrganizationIds(tenant, query.developer_organization_id);
  return {
    filename: `projects-${exportDate(currentTime())}.xlsx`,
    sheet: 'Projects',
    columns: PROJECT_COLUMNS,
    batches: pagesOf((page) => listProjects(db, tenant, { ...query, page, per_page: BATCH })),
  };
}

export function buildingExport(db: Database, tenant: TenantContext, query: ListQuery<BuildingSort> & BuildingFilters) {
  listedOrganizationIds(tenant, query.developer_organization_id);
  return {
    filename: `buildings-${exportDate(currentTime())}.xlsx`,
    sheet: 'Buildings',
    columns: BUILDING_COLUMNS,
    batches: pagesOf((page) => listBuildings(db, tenant, { ...query, page, per_page: BATCH })),
  };
}
