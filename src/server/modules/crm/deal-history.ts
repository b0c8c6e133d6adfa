// What a deal's changes write to its lead's history: one item per change, about the deal
// (`subject_type` deal), each with the deal's title in its details so the timeline can show it
// after the deal is gone.
import type { TagRef, UserRef } from '../../../shared/crm.ts';
import type { HistoryEntry } from './history.ts';
import type { DealRow } from './deals.resources.ts';

type DealSubject = Pick<DealRow, 'id' | 'lead_id' | 'title'>;

export function dealItem(deal: DealSubject, kind: HistoryEntry['kind'], extra: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    leadId: deal.lead_id,
    kind,
    subject_type: 'deal',
    subject_id: deal.id,
    ...extra,
    details: { title: deal.title, ...extra.details },
  };
}

export function dealFieldChange(
  deal: DealSubject,
  field: string,
  oldValue: unknown,
  newValue: unknown,
  labels?: { old_label: string | null; new_label: string | null },
): HistoryEntry {
  return dealItem(deal, 'deal_updated', { field, old_value: oldValue ?? null, new_value: newValue ?? null, details: labels ?? {} });
}

export function dealOwnerChange(deal: DealSubject, from: number | null, to: UserRef | null, names: Map<number, string>): HistoryEntry {
  return dealFieldChange(deal, 'owner_id', from, to?.id ?? null, {
    old_label: from !== null ? (names.get(from) ?? null) : null,
    new_label: to?.full_name ?? null,
  });
}

export const dealTagNames = (tagRefs: TagRef[]) => tagRefs.map((tag) => tag.name).sort((a, b) => a.localeCompare(b));

export function dealStageChange(deal: DealSubject, from: { id: number; name: string }, to: { id: number; name: string }): HistoryEntry {
  return dealItem(deal, 'deal_stage_changed', {
    field: 'stage_id',
    old_value: from.id,
    new_value: to.id,
    details: { old_label: from.name, new_label: to.name },
  });
}
