// The lists a dashboard figure summarizes, filtered as the figure was counted: a click on a bar,
// a segment or a table cell opens them (react-admin keeps a list's filter in its `filter` parameter).
import type { MessageProvider } from '../../shared/contacts.ts';
import type { LeadSource } from '../../shared/crm.ts';
import type { UnitStatus } from '../../shared/inventory.ts';
import type { OrganizationKind, OrganizationStatus } from '../../shared/roles.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import type { SignupStage } from '../../shared/signup.ts';

const filtered = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The units list of one project in one status, or of all projects. */
export const unitsListLink = (projectId: number | null, status: UnitStatus) =>
  filtered('/inventory/units', projectId === null ? { status } : { project_id: projectId, status });

/** The units of one project with one bedroom count. */
export const unitsByBedroomsLink = (projectId: number, bedrooms: number) =>
  filtered('/inventory/units', { project_id: projectId, bedrooms });

/** The sale offers list (it has no date filter: the offers of every period), of one developer organization when given. */
export const saleOffersListLink = (developerOrganizationId?: number) =>
  developerOrganizationId === undefined
    ? '/inventory/sale-offers'
    : filtered('/inventory/sale-offers', { developer_organization_id: developerOrganizationId });

/** The units of one developer organization in one status (a sales manager's list, narrowed to it). */
export const organizationUnitsListLink = (developerOrganizationId: number, status: UnitStatus) =>
  filtered('/inventory/units', { developer_organization_id: developerOrganizationId, status });

/** The organizations of one kind in one status. */
export const organizationsListLink = (kind: OrganizationKind, status: OrganizationStatus) =>
  filtered('/auth/organizations', { kind, status });

/** The undecided signups of one kind at one stage. */
export const signupsListLink = (kind: OrganizationKind, stage: SignupStage) => filtered('/auth/organizations', { kind, signup: stage });

/** The users active within the last `days` days. */
export const activeUsersListLink = (days: number) => filtered('/auth/users', { active_within_days: days });

/** The open deals of one stage, in its pipeline's list. */
export const openDealsListLink = (pipelineId: number, stageId: number) =>
  filtered(`/crm/pipelines/list/${pipelineId}`, { stage_id: stageId, status: 'open' });

/** A period as the lists' date filters take it, under their own names; an open end is left out. */
function periodFilter(range: DashboardRange, fromKey: string, toKey: string) {
  return { ...(range.from ? { [fromKey]: range.from } : {}), ...(range.to ? { [toKey]: range.to } : {}) };
}

/** The leads of one source created in the period. */
export const leadsListLink = (source: LeadSource, range: DashboardRange) =>
  filtered('/crm/leads', { source, ...periodFilter(range, 'created_from', 'created_to') });

/** One member's activities due in the period, done or overdue. */
export const activitiesListLink = (ownerId: number, which: 'done' | 'overdue', range: DashboardRange) =>
  filtered('/crm/activities', {
    owner_id: ownerId,
    ...(which === 'done' ? { completed: 'true' } : { overdue: 'true' }),
    ...periodFilter(range, 'due_from', 'due_to'),
  });

/**
 * One provider's messages created in the period, sent or failed, under the log list's own
 * "what became of it" filter: a `log` message sent is "logged", any other "sent" or "delivered".
 */
export const messageLogsListLink = (provider: MessageProvider, which: 'sent' | 'failed', range: DashboardRange) =>
  filtered('/messenger/logs', {
    provider,
    outcome: which === 'failed' ? 'failed' : provider === 'log' ? 'logged' : ['sent', 'delivered'],
    ...periodFilter(range, 'created_from', 'created_to'),
  });
