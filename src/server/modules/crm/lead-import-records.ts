// How a lead import's answer names each lead its rows meet (docs/api.md "CSV imports"): created,
// updated with each field old → new, or skipped because updates were not asked for or the rows
// change nothing. Built from the same plan the import writes, after it wrote (so new leads have
// their ids) or, previewed, instead of writing.
import type { ImportDuplicateMode, ImportFieldChange, ImportRecordOutcome } from '../../../shared/imports.ts';
import { DEFAULT_CURRENCY, minorToMajor } from '../../../shared/money.ts';
import type { Executor } from '../../db/client.ts';
import type { LeadState, StateField, Target } from './lead-import.service.ts';
import { userNames } from './members.ts';

/** `fields`: the lead fields an import sets, in the order a report lists them. */
export async function leadImportRecords(
  db: Executor,
  met: Target[],
  duplicates: ImportDuplicateMode,
  fields: readonly StateField[],
): Promise<ImportRecordOutcome[]> {
  const names = await userNames(
    db,
    met.flatMap((target) => [target.state.owner_id, target.before?.owner_id ?? null]),
  );
  return met.map((target): ImportRecordOutcome => {
    const base = { rows: target.rows, id: target.id, name: target.state.full_name, matched_on: target.matchedOn };
    if (!target.before) return { ...base, action: 'create', reason: null, changes: changesOf(fields, null, target, names) };
    if (duplicates === 'skip' || !target.touched)
      return {
        ...base,
        name: target.before.full_name,
        action: 'skip',
        reason: duplicates === 'skip' ? 'exists' : 'unchanged',
        changes: [],
      };
    return { ...base, action: 'update', reason: null, changes: changesOf(fields, target.before, target, names) };
  });
}

/** A lead field as the file wrote it: budgets in whole currency units (imported leads are in the default currency). */
function shown(field: StateField, state: LeadState | null): string | null {
  const value = state?.[field] ?? null;
  if (value === null) return null;
  if (field === 'budget_min' || field === 'budget_max') return String(minorToMajor(value as number, DEFAULT_CURRENCY));
  return String(value);
}

function changesOf(
  fields: readonly StateField[],
  before: LeadState | null,
  target: Target,
  names: Map<number, string>,
): ImportFieldChange[] {
  const changes: ImportFieldChange[] = [];
  for (const field of fields) {
    const from = shown(field, before);
    const to = shown(field, target.state);
    if (from !== to) changes.push({ field, from, to });
  }
  const owner = (id: number | null | undefined) => (id == null ? null : (names.get(id) ?? null));
  if ((before?.owner_id ?? null) !== target.state.owner_id)
    changes.push({ field: 'owner', from: owner(before?.owner_id), to: owner(target.state.owner_id) });
  const tagsBefore = target.tagsBefore.map((tag) => tag.name);
  const known = new Set(tagsBefore.map((name) => name.toLowerCase()));
  const added = [...target.tags].filter(([key]) => !known.has(key)).map(([, name]) => name);
  if (added.length)
    changes.push({ field: 'tags', from: tagsBefore.length ? tagsBefore.join(', ') : null, to: [...tagsBefore, ...added].join(', ') });
  return changes;
}
