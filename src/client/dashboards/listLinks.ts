// The lists a dashboard figure summarizes, filtered as the figure was counted: a click on a bar,
// a segment or a table cell opens them (react-admin keeps a list's filter in its `filter` parameter).
import type { MessageProvider } from '../../shared/contacts.ts';
import type { LeadSource, LeadStatus } from '../../shared/crm.ts';
import type { UnitStatus } from '../../shared/inventory.ts';
import type { OrganizationKind, OrganizationStatus } from '../../shared/roles.ts';
import type { DashboardRange } from '../../shared/schemas/dashboards.ts';
import type { SignupStage } from '../../shared/signup.ts';

const filtered = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The lists' owner filter, when a figure counts one member's records ("mine", a member's row). */
const ownedBy = (ownerId: number | undefined) => (ownerId === undefined ? {} : { owner_id: ownerId });

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

/** The open deals of one stage, in its pipeline's list (one member's). */
export const openDealsListLink = (pipelineId: number, stageId: number, ownerId?: number) =>
  filtered(`/crm/pipelines/list/${pipelineId}`, { stage_id: stageId, status: 'open', ...ownedBy(ownerId) });

/** The deals of one pipeline won within one month (first and last day), one member's. */
export const wonDealsListLink = (pipelineId: number, month: { from: string; to: string }, ownerId?: number) =>
  filtered(`/crm/pipelines/list/${pipelineId}`, { status: 'won', closed_from: month.from, closed_to: month.to, ...ownedBy(ownerId) });

/** A period as the lists' date filters take it, under their own names; an open end is left out. */
function periodFilter(range: DashboardRange, fromKey: string, toKey: string) {
  return { ...(range.from ? { [fromKey]: range.from } : {}), ...(range.to ? { [toKey]: range.to } : {}) };
}

/** The leads of one source created in the period (one member's). */
export const leadsListLink = (source: LeadSource, range: DashboardRange, ownerId?: number) =>
  filtered('/crm/leads', { source, ...periodFilter(range, 'created_from', 'created_to'), ...ownedBy(ownerId) });

/** The leads in one status created in the period (one member's). */
export const leadsByStatusLink = (status: LeadStatus, range: DashboardRange, ownerId?: number) =>
  filtered('/crm/leads', { status, ...periodFilter(range, 'created_from', 'created_to'), ...ownedBy(ownerId) });

/** One member's leads created in the period (all of them, or the unseen ones, whenever created). */
export const memberLeadsLink = (ownerId: number | undefined, which: 'created' | 'unseen', range: DashboardRange) =>
  filtered('/crm/leads', {
    ...ownedBy(ownerId),
    ...(which === 'unseen' ? { seen: 'false' } : periodFilter(range, 'created_from', 'created_to')),
  });

/** The open activities due on one day (today), one member's. */
export const activitiesDueLink = (day: string, ownerId?: number) =>
  filtered('/crm/activities', { ...ownedBy(ownerId), completed: 'false', due_from: day, due_to: day });

/** One member's activities due in the period (or everyone's), done or overdue. */
export const activitiesListLink = (ownerId: number | undefined, which: 'done' | 'overdue', range: DashboardRange) =>
  filtered('/crm/activities', {
    ...ownedBy(ownerId),
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
