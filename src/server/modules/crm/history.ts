// Writing a lead's history. Services call `recordHistory` inside the transaction of the change
// it describes, so a change and its history are committed together or not at all. One item per
// changed field (old → new); notes, documents and activities write their own kinds.
import type { LeadHistoryKind, LeadHistorySubjectType } from '../../../shared/crm.ts';
import type { Executor } from '../../db/client.ts';
import { leadHistory } from '../../db/crm-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';

export interface HistoryEntry {
  leadId: number;
  kind: LeadHistoryKind;
  field?: string;
  old_value?: unknown;
  new_value?: unknown;
  subject_type?: LeadHistorySubjectType;
  subject_id?: number;
  details?: Record<string, unknown>;
}

/** Who acts: the organization and its user (null for an organization API token). */
export type HistoryActor = Pick<TenantContext, 'organizationId' | 'userId'>;

const HISTORY_BATCH = 1000;

export async function recordHistory(db: Executor, actor: HistoryActor, entries: HistoryEntry[], at: Date = currentTime()): Promise<void> {
  for (let start = 0; start < entries.length; start += HISTORY_BATCH) {
    await db.insert(leadHistory).values(
      entries.slice(start, start + HISTORY_BATCH).map((entry) => ({
        organization_id: actor.organizationId,
        lead_id: entry.leadId,
        actor_id: actor.userId,
        kind: entry.kind,
        field: entry.field ?? null,
        old_value: entry.old_value ?? null,
        new_value: entry.new_value ?? null,
        details: entry.details ?? {},
        subject_type: entry.subject_type ?? null,
        subject_id: entry.subject_id ?? null,
        created_at: at,
      })),
    );
  }
}

/** A value as canonical JSON (object keys sorted), so `{a, b}` and `{b, a}` compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** `field_changed` entries for the fields of `after` whose value differs from `before`. */
export function fieldChanges<T extends Record<string, unknown>>(
  leadId: number,
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): HistoryEntry[] {
  return fields
    .filter((field) => after[field] !== undefined && !sameValue(before[field], after[field]))
    .map((field) => ({ leadId, kind: 'field_changed' as const, field, old_value: before[field] ?? null, new_value: after[field] ?? null }));
}
