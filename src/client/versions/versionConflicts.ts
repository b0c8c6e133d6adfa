// The one place a stale update is reported: httpClient hands every 409 that carries the current
// record here (whether the call came through react-admin's dataProvider or a hand-written form),
// and the conflict dialog mounted once in the layout shows it. "Reload" refetches every query
// and remounts the page, so each form starts again from the current record.
import { useSyncExternalStore } from 'react';
import type { PathSegment } from '../providers/requestEncoding.ts';
import { collectionOf } from './fieldLabels.ts';
import { currentRecordOf } from './recordVersion.ts';

export interface VersionConflict {
  /** The server's words for it. */
  message: string;
  current: Record<string, unknown>;
  /** The collection the refused update was sent to (`crm/leads`): where its fields' labels are. */
  collection: string;
}

interface ConflictState {
  conflict: VersionConflict | null;
  /** How many times the page was reloaded after a conflict: the layout keys the page on it. */
  reloads: number;
}

let state: ConflictState = { conflict: null, reloads: 0 };
const listeners = new Set<() => void>();

function publish(next: ConflictState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records a stale-version failure of a call to `path`; other failures are ignored. */
export function reportVersionConflict(error: unknown, path: string | readonly PathSegment[]): void {
  const current = currentRecordOf(error);
  if (!current) return;
  const message = (error as { message?: unknown }).message;
  publish({ ...state, conflict: { message: typeof message === 'string' ? message : '', current, collection: collectionOf(path) } });
}

export function dismissVersionConflict(): void {
  publish({ ...state, conflict: null });
}

/** Closes the dialog and remounts the page (after the caller refetched the data). */
export function remountAfterConflict(): void {
  publish({ conflict: null, reloads: state.reloads + 1 });
}

export function useVersionConflicts(): ConflictState {
  return useSyncExternalStore(subscribe, () => state);
}
