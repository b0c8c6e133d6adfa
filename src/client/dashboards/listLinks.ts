// The lists a dashboard figure summarizes, filtered as the figure was counted: a click on a bar,
// a segment or a table cell opens them (react-admin keeps a list's filter in its `filter` parameter).
import type { UnitStatus } from '../../shared/inventory.ts';

const filtered = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The units list of one project in one status. */
export const unitsListLink = (projectId: number, status: UnitStatus) => filtered('/inventory/units', { project_id: projectId, status });

/** The open deals of one stage, in its pipeline's list. */
export const openDealsListLink = (pipelineId: number, stageId: number) =>
  filtered(`/crm/pipelines/list/${pipelineId}`, { stage_id: stageId, status: 'open' });
