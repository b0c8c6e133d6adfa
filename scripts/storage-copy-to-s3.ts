// `npm run storage:copy-to-s3`: copies every file under DATA_DIR/files into the bucket that
// S3_BUCKET names (with its keys, README "Configuration"), under the same keys. Safe to run again:
// files already in the bucket with the same size are skipped. Run it before starting the servers
// on the bucket, then once more to pick up what the old server stored meanwhile.
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { copyFilesToStorage } from '../src/server/services/copy-files-to-storage.ts';
import { createS3Storage } from '../src/server/services/s3-storage.ts';
import { localFilesDir } from '../src/server/services/storage-from-config.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (!config.s3)
  fail('Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT outside AWS) to name the bucket to copy into.');

const sourceDir = localFilesDir(config);
const bucket = createS3Storage(config.s3);
console.log(`Copying ${sourceDir} to bucket ${config.s3.bucket}…`);
try {
  let shown = 0;
  const report = await copyFilesToStorage(sourceDir, bucket, () => {
    if (++shown % 100 === 0) console.log(`  ${shown} files copied so far`);
  });
  const megabytes = (report.copiedBytes / 1024 / 1024).toFixed(1);
  console.log(`Copied ${report.copied} files (${megabytes} MB); ${report.skipped} were already in the bucket.`);
  if (report.refused.length) {
    console.log(`Left out ${report.refused.length} files whose names are no storage key (no record refers to them):`);
    for (const key of report.refused) console.log(`  ${key}`);
  }
} catch (error) {
  fail(`The copy stopped: ${error instanceof Error ? error.message : String(error)}\nRun the command again to continue where it stopped.`);
} finally {
  bucket.close();
}
