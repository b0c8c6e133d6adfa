// Copies the files kept on local disk (DATA_DIR/files) into another storage, a bucket, under the
// same keys, so the database's references stay valid (`npm run storage:copy-to-s3`, README
// "Stored files in a bucket"). Idempotent: a file already there with the same size is skipped,
// and an object appears in a bucket only once it is whole, so a cut-off run is simply run again.
import path from 'node:path';
import { createLocalStorage } from './local-storage.ts';
import { checkedKey, type FileStorage } from './storage.ts';

export interface CopyReport {
  copied: number;
  copiedBytes: number;
  /** Already in the target with the same size. */
  skipped: number;
  /** Files under the folder whose name is no storage key (left by hand, never referenced). */
  refused: string[];
}

export async function copyFilesToStorage(
  sourceDir: string,
  target: FileStorage,
  onCopied: (key: string, size: number) => void = () => {},
): Promise<CopyReport> {
  const source = createLocalStorage(sourceDir);
  const report: CopyReport = { copied: 0, copiedBytes: 0, skipped: 0, refused: [] };
  for await (const file of source.list()) {
    try {
      checkedKey(file.key);
    } catch {
      report.refused.push(file.key);
      continue;
    }
    if ((await target.size(file.key)) === file.size) {
      report.skipped++;
      continue;
    }
    await target.write(file.key, path.join(sourceDir, ...file.key.split('/')));
    report.copied++;
    report.copiedBytes += file.size;
    onCopied(file.key, file.size);
  }
  return report;
}
