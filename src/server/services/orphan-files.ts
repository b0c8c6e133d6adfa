// The orphan sweep: stored files that no database row refers to (left by a crash between storing
// a file and saving its row, or by hand). Reported always, removed only when asked. Files younger
// than the grace period are left alone: an upload stores its file a moment before its row commits.
import { checkedKey, type FileStorage, type StoredObject } from './storage.ts';

function isStorageKey(key: string): boolean {
  try {
    checkedKey(key);
    return true;
  } catch {
    return false;
  }
}

export interface SweepReport {
  orphans: StoredObject[];
  orphanBytes: number;
  /** Files some row refers to. */
  referenced: number;
  /** Unreferenced files younger than the grace period, kept. */
  tooRecent: number;
  /** Orphans whose name is no storage key (put there by hand): reported, for a person to remove. */
  foreign: string[];
  removed: number;
}

export async function sweepOrphanFiles(
  storage: FileStorage,
  referenced: Set<string>,
  options: { olderThan: Date; remove: boolean },
): Promise<SweepReport> {
  const report: SweepReport = { orphans: [], orphanBytes: 0, referenced: 0, tooRecent: 0, foreign: [], removed: 0 };
  // Listed first, removed after: removing while a bucket listing pages through could skip keys.
  for await (const file of storage.list()) {
    if (referenced.has(file.key)) report.referenced++;
    else if (file.modifiedAt > options.olderThan) report.tooRecent++;
    else if (!isStorageKey(file.key)) report.foreign.push(file.key);
    else {
      report.orphans.push(file);
      report.orphanBytes += file.size;
    }
  }
  if (options.remove) {
    for (const orphan of report.orphans) {
      await storage.remove(orphan.key);
      report.removed++;
    }
  }
  return report;
}
