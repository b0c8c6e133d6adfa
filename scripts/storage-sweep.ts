// `npm run storage:sweep [-- --delete] [-- --min-age-hours=N]`: lists the stored files (on disk
// or in the bucket, as configured) that no database row refers to, and removes them only with
// --delete. Files younger than --min-age-hours (24 by default) are kept: an upload in progress
// has stored its file but not yet saved its row.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { BackupError, holdDataDir } from '../src/server/db/backup.ts';
import { openConfiguredDatabase } from '../src/server/db/client.ts';
import { referencedFileKeys } from '../src/server/services/file-references.ts';
import { sweepOrphanFiles } from '../src/server/services/orphan-files.ts';
import { storageFromConfig } from '../src/server/services/storage-from-config.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: { delete: { type: 'boolean', default: false }, 'min-age-hours': { type: 'string', default: '24' } },
});
const minAgeHours = Number(values['min-age-hours']);
if (!Number.isFinite(minAgeHours) || minAgeHours < 0) fail('--min-age-hours must be a number of hours, 0 or more.');

let config;
let release: () => void;
try {
  config = loadConfig();
  // The embedded database has no cross-process lock: not while a server has it open.
  release = config.databaseUrl ? () => {} : holdDataDir(config.dataDir);
} catch (error) {
  fail(error instanceof ConfigError || error instanceof BackupError ? error.message : String(error));
}

const database = openConfiguredDatabase(config);
const storage = storageFromConfig(config);
try {
  // The references are read before the files are listed: a file stored after this read is young.
  const referenced = await referencedFileKeys(database.db);
  const report = await sweepOrphanFiles(storage, referenced, {
    olderThan: new Date(Date.now() - minAgeHours * 3_600_000),
    remove: values.delete,
  });
  const where = config.s3 ? `bucket ${config.s3.bucket}` : `${config.dataDir}/files`;
  for (const orphan of report.orphans) console.log(`${orphan.key}\t${orphan.size} bytes\t${orphan.modifiedAt.toISOString()}`);
  console.log(
    `${where}: ${report.referenced} files referenced, ${report.orphans.length} orphans (${(report.orphanBytes / 1024 / 1024).toFixed(1)} MB), ${report.tooRecent} unreferenced but younger than ${minAgeHours} h (kept).`,
  );
  if (report.foreign.length) {
    console.log(`${report.foreign.length} files whose names are no storage key (not removed; check them by hand):`);
    for (const key of report.foreign) console.log(`  ${key}`);
  }
  if (values.delete) console.log(`Removed ${report.removed} orphans.`);
  else if (report.orphans.length) console.log('Nothing removed: run again with --delete to remove the orphans listed.');
} finally {
  storage.close();
  await database.close();
  release();
}
