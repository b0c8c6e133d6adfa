// The projects and buildings Excel exports (docs/api.md: inventory/projects/export,
// inventory/buildings/export): the same scope, filters and sorting as the lists, read in batches
// while the workbook streams out, in the language of the person asking (export-texts.ts).
import type { Building, Project } from '../../../shared/inventory.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Database } from '../../db/client.ts';
import type { ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { listBuildings, type BuildingFilters, type BuildingSort } from './buildings.service.ts';
import { listProjects, type ProjectFilters, type ProjectSort } from './projects.service.ts';
import { listedOrganizationIds } from './scope.ts';
import { inventoryExportWords, type BuildingExportHeaders, type InventoryExportWords, type ProjectExportHeaders } from './export-texts.ts';
import { columnsIn, exportDate, type ColumnDefinition } from './xlsx-stream.ts';

const BATCH = 100;

type Words = InventoryExportWords;

const PROJECT_COLUMNS: Record<keyof ProjectExportHeaders, ColumnDefinition<Project, Words>> = {
  id: { width: 8, value: (p) => p.id },
  name: { width: 30, value: (p) => p.name },
  developer: { width: 26, value: (p) => p.developer_name },
  city: { width: 16, value: (p) => p.city },
  community: { width: 22, value: (p) => p.community },
  address: { width: 30, value: (p) => p.address },
  latitude: { width: 11, value: (p) => p.latitude },
  longitude: { width: 11, value: (p) => p.longitude },
  status: { width: 18, value: (p, { labels }) => labels.projectStatuses[p.status] },
  launch_date: { width: 13, value: (p) => p.launch_date, date: 'date' },
  handover_date: { width: 14, value: (p) => p.handover_date, date: 'date' },
  construction_progress: { width: 14, value: (p) => p.construction_progress },
  buildings: { width: 10, value: (p) => p.buildings_count },
  regulator_number: { width: 18, value: (p) => p.regulator_number },
  escrow_account: { width: 18, value: (p) => p.escrow_account },
  created_at: { width: 20, value: (p) => p.created_at, date: 'dateTime' },
};

const BUILDING_COLUMNS: Record<keyof BuildingExportHeaders, ColumnDefinition<Building, Words>> = {
  id: { width: 8, value: (b) => b.id },
  name: { width: 26, value: (b) => b.name },
  project: { width: 28, value: (b) => b.project_name },
  developer: { width: 26, value: (b) => b.developer_name },
  floors: { width: 8, value: (b) => b.floors },
  status: { width: 18, value: (b, { labels }) => labels.projectStatuses[b.status] },
  handover_date: { width: 14, value: (b) => b.handover_date, date: 'date' },
  payment_plans: { width: 14, value: (b) => b.payment_plans_count },
  created_at: { width: 20, value: (b) => b.created_at, date: 'dateTime' },
};

/** Pages of a list, read one after another while the workbook is written. */
async function* pagesOf<T>(fetch: (page: number) => Promise<{ data: T[]; meta: { last_page: number } }>): AsyncIterable<T[]> {
  for (let page = 1; ; page++) {
    const result = await fetch(page);
    if (result.data.length) yield result.data;
    if (page >= result.meta.last_page) return;
  }
}

/** The projects list as a workbook in `language`, the language of the person asking (docs/api.md "Languages"). */
export function projectExport(db: Database, tenant: TenantContext, query: ListQuery<ProjectSort> & ProjectFilters, language: Language) {
  // Checked now, before anything is sent: a filter outside the scope is a 403, not a cut download.
  listedOrganizationIds(tenant, query.developer_organization_id);
  const words = inventoryExportWords(language);
  return {
    filename: `projects-${exportDate(currentTime())}.xlsx`,
    sheet: words.texts.sheets.projects,
    columns: columnsIn(PROJECT_COLUMNS, words.texts.projects, words),
    batches: pagesOf((page) => listProjects(db, tenant, { ...query, page, per_page: BATCH })),
  };
}

/** The buildings list as a workbook in `language`, the language of the person asking. */
export function buildingExport(db: Database, tenant: TenantContext, query: ListQuery<BuildingSort> & BuildingFilters, language: Language) {
  listedOrganizationIds(tenant, query.developer_organization_id);
  const words = inventoryExportWords(language);
  return {
    filename: `buildings-${exportDate(currentTime())}.xlsx`,
    sheet: words.texts.sheets.buildings,
    columns: columnsIn(BUILDING_COLUMNS, words.texts.buildings, words),
    batches: pagesOf((page) => listBuildings(db, tenant, { ...query, page, per_page: BATCH })),
  };
}
